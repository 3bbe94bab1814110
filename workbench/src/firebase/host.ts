/**
 * The workbench's Firebase: one local database per served plugin (database.ts), what the sandbox
 * adds for them (the Plugins object's firebaseUrl and firebaseAuthToken, the services' headers)
 * and the look inside (/workbench/firebase: each database as a tree that follows changes, and
 * its export as JSON). serve/parts.ts creates one with createFirebaseHost and wires these in.
 */
import express, { Request, Response } from 'express';
import type { StoredObject } from '../sandbox';
import { FirebaseDatabases, PluginDatabase, RulesGiven } from './database';
import { checkRules } from './store';
import { findRules, OPEN_RULES, RulesFound, rulesAskedFor } from './rules';
import { createFirebaseToken, serviceClaims, userClaims } from './token';
import { serviceFirebaseHeaders } from './service-firebase';
import { renderFirebasePage } from './page';

/** A plugin served by the workbench, as its Firebase database needs it: its namespace and folder (for its rules file). */
export interface FirebasePlugin {
  namespace: string;
  dir: string;
  /** Only plugins that are served (ok) get a database. */
  ok: boolean;
}

export interface FirebaseHost {
  databases: FirebaseDatabases;
  /** Starts the databases of the folders served now (once each), gives them their rules again; resolves when they listen. */
  sync(plugins: FirebasePlugin[]): Promise<void>;
  /** Resolves once the last sync asked for has (its databases listen, or could not start and said why). */
  synced(): Promise<void>;
  /** For SandboxOptions.pluginRecordExtras: firebaseUrl and the acting user's firebaseAuthToken. */
  pluginRecordExtras(namespace: string, user: StoredObject, store: { listAll(resource: string): StoredObject[] }): Record<string, unknown> | undefined;
  /** For SandboxOptions.serviceHeaders: x-firebase-url and the service's token. */
  serviceHeaders(namespace: string, workspaceId: number, route: string): Record<string, string> | undefined;
  /** /workbench/firebase (the page), /workbench/firebase/<ns>.json (the export), /workbench/firebase/<ns>/events (changes). */
  router: express.Router;
  close(): Promise<void>;
}

const NO_RULES_FILE = 'open (Firebase\'s default for a new database; the plugin has no rules file)';

/** The rules a served plugin's database gets: its file's when the author asks for it, else open. */
export function rulesFor(folder: FirebasePlugin | undefined, applyRulesFiles: boolean): RulesGiven {
  const found: RulesFound | null = folder ? findRules(folder.dir) : null;
  if (!found || !found.file) return { rules: OPEN_RULES, source: NO_RULES_FILE };
  if (!applyRulesFiles && !rulesAskedFor(folder!.dir)) {
    return {
      rules: OPEN_RULES,
      source: `open (Firebase's default for a new database; ${found.file} is not applied: ` +
        'Zengine never deployed it, so it may be stale; serve --firebase-rules or "firebaseRules": true in maya.json applies it)'
    };
  }
  if (found.problem) return { rules: found.rules, source: `from ${found.file}`, problem: found.problem };
  try {
    checkRules(found.rules);
  } catch (error) {
    return { rules: found.rules, source: `from ${found.file}`, problem: `the rules from ${found.file} do not parse: ${(error as Error).message}` };
  }
  return { rules: found.rules, source: `from ${found.file}` };
}

/** The look inside the databases: the page, a database's JSON, and its changes as server-sent events. */
function lookInsideRouter(databases: FirebaseDatabases): express.Router {
  const router = express.Router();
  router.get('/workbench/firebase', (req: Request, res: Response) => {
    res.type('html').send(renderFirebasePage(databases.list().map((database) => ({ namespace: database.namespace, url: database.url, rules: database.rules }))));
  });
  const databaseOf = (req: Request<{ namespace: string }>, res: Response): PluginDatabase | undefined => {
    const database = databases.get(req.params.namespace);
    if (!database) res.status(404).type('text').send(`No plugin served has a Firebase database with the namespace ${req.params.namespace.slice(0, 100)}`);
    return database;
  };
  router.get('/workbench/firebase/:namespace.json', async (req: Request<{ namespace: string }>, res: Response, next) => {
    const database = databaseOf(req, res);
    if (!database) return;
    try {
      const data = await database.exportData();
      res.type('json').setHeader('Content-Disposition', `inline; filename="${database.namespace}-firebase.json"`);
      res.send(JSON.stringify(data === undefined ? null : data, null, 2));
    } catch (error) {
      next(error);
    }
  });
  // server-sent events: the whole database now, then again after every change (gathered over 100 ms)
  router.get('/workbench/firebase/:namespace/events', (req: Request<{ namespace: string }>, res: Response) => {
    const database = databaseOf(req, res);
    if (!database) return;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write('retry: 1000\n\n');
    let timer: NodeJS.Timeout | null = null;
    const send = () => {
      timer = null;
      database.exportData().then((data) => res.write(`event: value\ndata: ${JSON.stringify(data === undefined ? null : data)}\n\n`), () => undefined);
    };
    const stop = database.onChange(() => {
      if (!timer) timer = setTimeout(send, 100);
    });
    send();
    req.on('close', () => {
      stop();
      if (timer) clearTimeout(timer);
    });
  });
  return router;
}

export function createFirebaseHost(options: { dataDir: string; reset?: boolean; firebaseRules?: boolean; log: (line: string) => void }): FirebaseHost {
  let folders: FirebasePlugin[] = [];
  const rulesSeen = new Map<string, string>();
  const rulesOf = (namespace: string): RulesGiven => {
    const folder = folders.find((candidate) => candidate.ok && candidate.namespace === namespace);
    const given = rulesFor(folder, Boolean(options.firebaseRules));
    // said once per change: which rules a database has when the plugin has a rules file (a problem
    // is said by the databases); without one it is open, as Firebase's was, and only the page says so
    if (!given.problem && rulesSeen.get(namespace) !== given.source && (rulesSeen.has(namespace) || given.source !== NO_RULES_FILE)) {
      rulesSeen.set(namespace, given.source);
      options.log(`firebase: ${namespace}: rules ${given.source}`);
    }
    return given;
  };
  const databases = new FirebaseDatabases({ dataDir: options.dataDir, rulesOf, log: options.log });
  if (options.reset) databases.reset();

  const router = lookInsideRouter(databases);
  let lastSync: Promise<void> = Promise.resolve();

  return {
    databases,
    router,
    sync: (now) => {
      folders = now;
      databases.refreshRules();
      const starting = Promise.all(now.filter((folder) => folder.ok).map((folder) => databases.ensure(folder.namespace).then(() => undefined, (error: Error) => {
        options.log(`firebase: the database of ${folder.namespace} could not start: ${error.message}`);
      }))).then(() => undefined);
      // a sync asked for later includes every database of an earlier one (ensure starts each once)
      lastSync = Promise.all([lastSync, starting]).then(() => undefined);
      return lastSync;
    },
    synced: () => lastSync,
    pluginRecordExtras: (namespace, user, store) => {
      const database = databases.get(namespace);
      if (!database) return undefined;
      const claims = userClaims(user, store.listAll('WorkspaceMembers'), store.listAll('Roles'));
      return { firebaseUrl: database.url, firebaseAuthToken: createFirebaseToken(database.secret, claims) };
    },
    serviceHeaders: (namespace, workspaceId, route) => {
      const database = databases.get(namespace);
      if (!database) return undefined;
      return serviceFirebaseHeaders(database.url, createFirebaseToken(database.secret, serviceClaims(workspaceId, namespace, route)));
    },
    close: () => databases.close()
  };
}
