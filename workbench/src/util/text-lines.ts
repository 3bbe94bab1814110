/**
 * Lines of a text, as problems name them: the line of a character, the line V8 gives for a
 * SyntaxError, the line of JSON.parse's mistake. One of each for the whole workbench.
 */

/** The line (1-based) of the character at `index` of `text` (a negative index is the first line). */
export function lineAt(text: string, index: number): number {
  return text.slice(0, Math.max(0, index)).split('\n').length;
}

/**
 * The line V8 gives for an error thrown while compiling `filename` (vm.Script, a module load),
 * read from its stack's first line (`<filename>:<line>`), or undefined when it names another place.
 */
export function syntaxErrorLine(error: unknown, filename: string): number | undefined {
  const first = String((error as Error | undefined)?.stack || '').split('\n')[0];
  if (!first.startsWith(filename + ':')) return undefined;
  const line = Number(first.slice(filename.length + 1).split(':')[0]);
  return Number.isInteger(line) && line > 0 ? line : undefined;
}

/**
 * The line of the mistake a JSON.parse error of `text` reports: Node's `(line 3 column 5)`, or
 * its `at position 42` turned into a line; undefined when the message names neither.
 */
export function jsonErrorLine(text: string, error: unknown): number | undefined {
  const message = String((error as Error | undefined)?.message || '');
  const lineColumn = /\(line (\d+) column \d+\)/.exec(message);
  if (lineColumn) return Number(lineColumn[1]);
  const position = /at position (\d+)/.exec(message);
  return position ? lineAt(text, Number(position[1])) : undefined;
}
