/**
 * startWorkbench: the app of app.ts listening on 127.0.0.1 at once (`options.listening` hears its
 * address), resolving once the first builds are in; a page asked for meanwhile waits a while for
 * them, then shows what is still being built (plugin-reader.ts). The sandbox and the Firebase
 * databases are made after the first page, and the requests that need them wait for them (parts.ts). `zn-plugin serve` (src/cli.ts), `npm start` and the browser tests
 * (test/e2e/) all start the workbench through it.
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
    get sandbox() {
      return workbench.sandbox;
    },
    get firebase() {
      return workbench.firebase;
    },
    firebaseFolder: workbench.firebaseFolder,
    plugins: workbench.readPlugins,
    readCounts: workbench.readCounts,
    close: () => {
      if (!closing) {
        closing = new Promise<void>((done) => {
          const parts = workbench.close();
          server.close(() => {
            parts.then(() => done(), done);
          });
          server.closeAllConnections();
        });
      }
      return closing;
    }
  };
}

/**
 * Starts the workbench (see WorkbenchOptions): it listens at once (a page asked for while the
 * plugins' first builds run shows them as being built: `options.listening` is told the URL then),
 * and resolves once every plugin's first build and its npm dependencies are in.
 * `early`: what cli.ts started before loading this.
 */
export function startWorkbench(options: WorkbenchOptions, early?: EarlyParts): Promise<Workbench> {
  const workbench = createWorkbenchApp(options, early);
  const host = options.host || '127.0.0.1';
  const port = options.port === undefined ? 8080 : options.port;
  const server = http.createServer(workbench.app);
  // before it resolves (a failed start): the server, then the parts (the services, if made, among them)
  const stop = () => new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  }).then(() => workbench.close());
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      void stop().then(() => reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is in use; give another with --port`) : error));
    });
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      options.listening?.(`http://${host}:${address.port}/`);
      workbench.ready.then(() => resolve(started(workbench, server, host)),
        (error: Error) => { void stop().then(() => reject(error)); });
    });
  });
}
