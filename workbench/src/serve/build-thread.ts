/**
 * The build thread of plugin-reader.ts: opens every entry's source once and reads (builds) the
 * ones it is asked for, in order, with the BuildCache kept here between reads, so an edit rebuilds
 * only what it changed. Babel, Sass, build scripts, the shipped-as-v2 apps and the version 2
 * plugins' background builds (V2Builds) all run here, off the thread that answers requests.
 */
import { parentPort, workerData } from 'worker_threads';
import type { MessagePort } from 'worker_threads';
import type { BuildCache } from '../repository/builders';
import { LEGACY_COMPILER_LOADS } from '../repository/steps';
import { V2Builds } from '../v2';
import { openSource } from './sources';
import type { ReaderMessage, ReaderRequest, ReaderSettings, SourceRead } from './plugin-reader';

const port = parentPort as MessagePort;
const settings = workerData as ReaderSettings;
const post = (message: ReaderMessage) => port.postMessage(message);
const log = (line: string) => post({ type: 'log', line });

const v2 = new V2Builds({ log, changed: (files) => post({ type: 'changed', files, origins: v2.origins() }) });
const cache: BuildCache = new Map();
const sources = settings.entries.map((entry) => openSource(entry, { env: settings.env, cache, log, v2, shipV2: settings.shipV2 }));

/**
 * Loads the compilers when asked (once the workbench has been left alone: warm-up.ts), one a turn,
 * so a read asked meanwhile waits for one load at most: a start on unchanged files takes Babel's and
 * Sass's outputs from the disk (repository/steps/compiled-store.ts), and the first edit would pay
 * for loading them.
 */
let warmed = false;
function warmCompilers(): void {
  if (warmed) return;
  warmed = true;
  const pending = sources.some((source) => source.kind === 'repository') ? LEGACY_COMPILER_LOADS.slice() : [];
  const next = () => {
    const load = pending.shift();
    if (!load) return;
    try {
      load();
    } catch {
      // a compiler that cannot load now fails the same way at the edit, which reports it
    }
    setImmediate(next);
  };
  setImmediate(next);
}

port.on('message', (request: ReaderRequest) => {
  if (request.type === 'warm') return warmCompilers();
  if (request.type === 'close') {
    v2.close();
    post({ type: 'closed' });
    return;
  }
  try {
    const read: SourceRead[] = request.indexes.map((index) => {
      const plugins = sources[index].read();
      return { index, plugins, needsInstall: sources[index].needsInstall() };
    });
    post({ type: 'read', id: request.id, reads: read, origins: v2.origins() });
  } catch (error) {
    post({ type: 'failed', id: request.id, message: error instanceof Error ? error.stack || error.message : String(error) });
  }
});
