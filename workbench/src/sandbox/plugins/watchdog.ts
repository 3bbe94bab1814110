/**
 * The watchdog of a service's process, run in a worker thread of that process (started by
 * service-worker.ts), so it runs even while the service's own thread is blocked (a loop after its
 * answer). When the workbench that forked the process is gone (its parent changed: it ended,
 * kill -9 included), it ends every process of the service with SIGKILL (process-tree.ts), its own
 * last. Node has no parent-death signal (prctl); this is its equivalent.
 */
import { workerData } from 'worker_threads';
import { signalService } from './process-tree';

/** How often the watchdog looks at its parent. */
const WATCH_MS = 100;

export interface WatchdogData {
  parent: number;
  marker: string;
}

function watch(data: WatchdogData): void {
  const timer = setInterval(() => {
    if (process.ppid === data.parent) return;
    clearInterval(timer);
    void signalService(process.pid, data.marker, 'SIGKILL');
  }, WATCH_MS);
}

if (workerData && typeof (workerData as WatchdogData).parent === 'number') watch(workerData as WatchdogData);
