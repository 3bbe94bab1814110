/** The worker of read-ahead.ts: reads the entries it is given as the snapshot would, and posts what it read. */
import { parentPort, workerData } from 'worker_threads';
import type { BuildCache } from '../repository/legacy-build';
import type { PluginEntry } from './served-plugin';
import { openSource } from './snapshot';
import type { ReadAhead } from './read-ahead';

const { entries, env } = workerData as { entries: PluginEntry[]; env?: string };
const cache: BuildCache = new Map();
const sources = entries.map((entry) => openSource(entry, { env, cache }));
const read: ReadAhead = {
  yielded: sources.map((source) => source.read()),
  needsInstall: [],
  cache: Array.from(cache)
};
read.needsInstall = sources.flatMap((source) => source.needsInstall());
(parentPort as import('worker_threads').MessagePort).postMessage(read);
