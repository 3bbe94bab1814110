/**
 * Step "join": the JavaScript and the templates each joined into one text with '\n', as
 * gulp-concat did, into plugin.js and plugin.html. The joined plugin.js is compiled (never run)
 * to find a syntax error Babel did not see (the npm and common dependencies are not compiled),
 * reported at the source file and line it comes from.
 */
import vm from 'vm';
import { readNamespace } from '../../plugin-folder';
import type { Problem } from '../../plugin-folder';
import type { BuildContext, BuildStep, SourcePart } from '../plugin-build';
import { syntaxErrorLine } from '../../util/text-lines';

/** One file's place in a joined text: its lines start at `start` (1-based). */
export interface Segment {
  file: string;
  start: number;
  lines: number;
}

/** Joins texts with '\n', keeping where each file's lines are. */
export function joinParts(parts: Array<{ file: string; text: string }>): { text: string; segments: Segment[] } {
  const segments: Segment[] = [];
  let line = 1;
  parts.forEach((part) => {
    const lines = part.text.split('\n').length;
    segments.push({ file: part.file, start: line, lines });
    line += lines;
  });
  return { text: parts.map((part) => part.text).join('\n'), segments };
}

/** The source file and line of line `line` of a joined text. */
export function placeOf(segments: Segment[], line: number): { file: string; line: number } | null {
  const segment = segments.find((candidate) => line >= candidate.start && line < candidate.start + candidate.lines);
  return segment ? { file: segment.file, line: line - segment.start + 1 } : null;
}

const JOINED_JS = 'zn-plugin:joined-plugin.js';

/** Why the joined text does not compile, at the file to fix: the first one that does not compile alone, else the mapped line. */
function joinedSyntaxProblem(parts: SourcePart[], joined: ReturnType<typeof joinParts>, error: unknown, pluginDir: string): Problem {
  // An unclosed bracket in one file shows up as an error in a later one: the first file that
  // does not compile on its own is the one to fix.
  for (const part of parts) {
    try {
      new vm.Script(part.text, { filename: part.file });
    } catch (alone) {
      return { level: 'error', file: part.file, line: syntaxErrorLine(alone, part.file), message: `syntax error: ${(alone as Error).message}` };
    }
  }
  const line = syntaxErrorLine(error, JOINED_JS);
  const place = line ? placeOf(joined.segments, line) : null;
  return { level: 'error', file: place ? place.file : pluginDir, line: place ? place.line : undefined, message: `syntax error: ${(error as Error).message}` };
}

function joinJs(context: BuildContext): void {
  const joined = joinParts(context.js);
  context.output.js = joined.text;
  context.output.jsSegments = joined.segments;
  if (context.js.some((part) => part.broken)) return; // already reported, at its own line
  try {
    // Compiled only, never run here: the browser runs the joined file as one script.
    new vm.Script(joined.text, { filename: JOINED_JS });
  } catch (error) {
    context.output.problems.push(joinedSyntaxProblem(context.js, joined, error, context.plugin.dir));
  }
}

/** A plugin that registers another namespace than maya.json gives is served, with a warning saying what to write. */
function checkRegisteredNamespace(context: BuildContext): void {
  const { plugin, output } = context;
  const registered = readNamespace(output.js);
  if (output.problems.some((item) => item.level === 'error') || !registered || registered === plugin.namespace || registered === plugin.configNamespace) return;
  output.problems.push({ level: 'warning', file: context.configFile, line: plugin.line,
    message: `plugin "${plugin.configName}" registers the namespace "${registered}" but maya.json gives "${plugin.configNamespace}": write plugin.register('wgn', ...)` });
}

export const joinStep: BuildStep = {
  name: 'join',
  run(context) {
    joinJs(context);
    context.output.html = joinParts(context.html).text;
    checkRegisteredNamespace(context);
  }
};
