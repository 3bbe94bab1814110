/**
 * The workbench's express app: one origin on 127.0.0.1 serving, in this order,
 *
 *   every request        noted, so the compilers load only while none comes (warm-up.ts); then
 *                        the local guard (src/http/local-guard.ts): only this server's host names,
 *                        no writes from another site
 *   <namespace>.localhost a version 2 plugin's dist/, at the root of its own origin (middleware/v2-origins.ts)
 *   every other request  framed by this origin's pages only (http/frame-guard.ts); no-store, so an
 *                        edit is never cached, but for the vendor files, dist/ and host/ asked
 *                        for with the version the page names (asset-versions.ts): kept
 *   /, /workspaces/...   the host page (host/index.html) with the served plugins in it
 *   /host/...            the host page's own script and styles
 *   /workbench/plugins/<ns>/plugin.js, plugin.css     a served plugin's script and scoped styles
 *   /workbench/events    the live-reload channel (server-sent events, see events.ts)
 *   /dist/...            the SDK's bundle and stylesheet
 *   /node_modules/...    exactly the vendor files the page loads (vendor.ts)
 *   what comes after     held until the sandbox is made and the plugins' Firebase databases
 *                        listen (both come after the workbench listens: parts.ts), as what
 *                        follows answers from the sandbox and hands out the databases' URLs
 *   /workbench/webhooks/...                           the sandbox's webhook deliveries, scheduled runs
 *   /workbench/firebase[...]                          the plugins' local Firebase databases
 *   /v1/..., /plugins/...                             the sandbox: the REST API, the backend services
 *
 * The parts behind it (the snapshot of served plugins, the sandbox, the Firebase databases, the
 * watcher) are made in parts.ts; this file only lines up the middleware.
 */
import express from 'express';
import { localGuard } from '../http/local-guard';
import { frameGuard } from '../http/frame-guard';
import { createWorkbenchParts, EarlyParts } from './parts';
// from its own file: the v2 index would load the v2 builds, which run on the build thread
import { V2_ORIGIN_HOST } from '../v2/origin-files';
import { EVENTS_PATH } from './events';
import { HOST_DIR } from './host-page';
import { vendorFiles } from './vendor';
import type { WorkbenchApp, WorkbenchOptions } from './options';
import { noStore } from './middleware/no-store';
import { hostPage } from './middleware/host-page';
import { staticFolder } from './middleware/static-files';
import { pluginFiles } from './middleware/plugin-files';
import { webhookRoutes } from './middleware/webhooks';
import { sandboxPaths } from './middleware/sandbox';
import { answerErrors } from './middleware/errors';
import { v2Origins } from './middleware/v2-origins';
import { waitFor } from './middleware/wait-for';
import { pageWithVersions, versionedCaching } from './asset-versions';

/** Builds the express app and its parts without listening. */
export function createWorkbenchApp(options: WorkbenchOptions, early?: EarlyParts): WorkbenchApp {
  const parts = createWorkbenchParts(options, early);
  const { snapshot, settledSnapshot, channel } = parts;
  const app = express();
  app.disable('x-powered-by');
  app.use(parts.warmUp.noteRequest);
  // a v2 plugin's page (its own origin) is never one of the workbench's: it reaches it through PostRPC only
  app.use(localGuard({
    allowedHosts: parts.allowedHosts,
    howToAllow: 'give it with zn-plugin serve --allowed-hosts <name>',
    isPluginHost: (hostname) => V2_ORIGIN_HOST.test(hostname)
  }));
  // http://<namespace>.localhost:<port>/ is a v2 plugin's dist/ (its own origin), nothing of the workbench
  app.use(v2Origins(parts.originOf, parts.allowedHosts));
  app.use(frameGuard());
  app.use(noStore());
  app.use(versionedCaching());
  // once the first page is answered, the sandbox and the databases are made (its next requests need them)
  app.use(hostPage(settledSnapshot, pageWithVersions({ host: HOST_DIR, dist: parts.distDir }), parts.servicesSoon));
  app.use('/host', staticFolder(HOST_DIR));
  app.use(pluginFiles(settledSnapshot));
  app.get(EVENTS_PATH, channel.handler);
  app.use('/dist', staticFolder(parts.distDir));
  app.use(vendorFiles());
  app.use(waitFor(parts.servicesReady));
  app.use(webhookRoutes(() => parts.services().sandbox));
  app.use((req, res, next) => parts.services().firebase.router(req, res, next));
  app.use(sandboxPaths(() => parts.services().sandbox));
  app.use(answerErrors(parts.logError));
  return {
    app,
    get sandbox() {
      return parts.services().sandbox;
    },
    get firebase() {
      return parts.services().firebase;
    },
    firebaseFolder: parts.firebaseFolder,
    ready: parts.ready,
    readPlugins: () => snapshot().plugins,
    readCounts: parts.readCounts,
    close: parts.close
  };
}
