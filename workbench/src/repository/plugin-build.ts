/**
 * A plugin build as an ordered list of named steps over one context, and the one output type
 * every builder returns (whatever maya.json's `version` chose it: see builders.ts).
 *
 * Each step reads and fills the context and records what is wrong as problems; the later steps
 * still run, so one build reports every mistake it can find (a syntax error and an SCSS error
 * together). A step after which nothing more can be built (dependencies not installed, a
 * pre-build script that failed: mayan stopped there too) sets `stopped`.
 */
import { emptyBuild } from '../plugin-base';
import type { PluginBuild, Problem } from '../plugin-base';
import type { RepositoryPluginConfig } from './maya-config';
import type { PluginSources, SourceOrigin } from './sources';

export type { PluginBuild };
export { emptyBuild };

/** One source file's text on its way through the steps. */
export interface SourcePart {
  file: string;
  origin: SourceOrigin;
  text: string;
  /** A step found it does not compile and reported it; later steps need not report it again. */
  broken?: boolean;
}

/** Where a build runs: the plugin, its repository, the environment, and how to report what scripts print. */
export interface BuildSettings {
  plugin: RepositoryPluginConfig;
  repoDir: string;
  configFile: string;
  /** maya.json's environment, given to scripts as MAYA_ENV (mayan's name for it). */
  env: string | null;
  /** Where the output of a script that succeeded goes (the terminal); dropped when not given. */
  log?: (line: string) => void;
  /**
   * Told the sources as they are listed, before any is read (the pre-build script has run): what
   * is saved from then on is not in this build, so a cache's key is taken here (builders.ts).
   */
  collected?: (sources: PluginSources) => void;
}

/** What the steps share: the settings, the sources as they are transformed, and the output. */
export interface BuildContext extends BuildSettings {
  sources: PluginSources | null;
  js: SourcePart[];
  css: SourcePart[];
  html: SourcePart[];
  output: PluginBuild;
  /** Set by a step after which the rest cannot run; the runner stops. */
  stopped: boolean;
}

export interface BuildStep {
  /** As the terminal and the docs name it ("pre-build script", "Babel"). */
  name: string;
  run(context: BuildContext): void;
}

/** A builder: its steps, in order. */
export interface PluginBuilder {
  name: string;
  steps: BuildStep[];
}

export function hasError(problems: Problem[]): boolean {
  return problems.some((item) => item.level === 'error');
}

/** Runs `builder`'s steps in order over a fresh context, until one of them stops it. */
export function runBuilder(builder: PluginBuilder, settings: BuildSettings): PluginBuild {
  const context: BuildContext = {
    ...settings,
    sources: null, js: [], css: [], html: [], stopped: false,
    output: emptyBuild(settings.plugin.problems.slice(), [settings.configFile])
  };
  for (const step of builder.steps) {
    if (context.stopped) break;
    step.run(context);
  }
  return context.output;
}
