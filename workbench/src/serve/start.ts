/**
 * startWorkbench: the app of app.ts listening on 127.0.0.1 (once the plugins' databases listen,
 * so the first page finds them). `zn-plugin serve` (src/cli.ts), `npm start` and the browser
 * tests (test/e2e/) all start the workbench through it.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { createWorkbenchApp } from './app';
import type { EarlyParts } from './parts';
import type { Workbench, WorkbenchApp, WorkbenchOptions } from './options';

function started(workbench: WorkbenchApp, server: http.Server, host: string): Workbench {
  const address = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}/`,
    port: address.port,
    server,
    sandbox: workbench.sandbox,
    firebase: workbench.firebase,
    plugins: workbench.readPlugins,
    readCounts: workbench.readCounts,
    close: () => {
      if (!closing) {
        closing = new Promise<void>((done) => {
          const parts = workbench.close();
          server.close(() => {
            // the sandbox's close waits for every process its services started to end; the build thread for its builds'
            Promise.all([parts, workbench.sandbox.close(), workbench.firebase.close()]).then(() => done(), done);
          });
          server.closeAllConnections();
        });
      }
      return closing;
    }
  };
}

/** Starts the workbench (see WorkbenchOptions); resolves once it listens. `early`: what cli.ts started before loading this. */
export function startWorkbench(options: WorkbenchOptions, early?: EarlyParts): Promise<Workbench> {
  const workbench = createWorkbenchApp(options, early);
  const host = options.host || '127.0.0.1';
  const port = options.port === undefined ? 8080 : options.port;
  const server = http.createServer(workbench.app);
  const stop = () => Promise.all([workbench.close(), workbench.sandbox.close(), workbench.firebase.close()]).then(() => undefined);
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      void stop().then(() => reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is in use; give another with --port`) : error));
    });
    workbench.ready.then(() => server.listen(port, host, () => resolve(started(workbench, server, host))),
      (error: Error) => { void stop().then(() => reject(error)); });
  });
}

/**
 * Loads now what the start would load later, lazily: the rules engine of the plugins' Firebase
 * databases. `zn-plugin serve` calls it while the build thread reads the plugins
 * (plugin-reader.ts), so the two overlap.
 */
export function loadServerModules(): void {
  require('targaryen'); // eslint-disable-line @typescript-eslint/no-require-imports
}
