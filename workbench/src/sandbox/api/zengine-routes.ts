/**
 * Zengine's API's routing, beyond znData's resource table: the paths it served that the table
 * does not name, the verbs each path took, who may call it without a user's token, and how a
 * write under a parent that does not exist was refused. All of it as Zengine's API answered
 * the public black-box tests of it (evert0n/zn-api-tests, 2016), which ran against the real
 * API; where they and the docs disagree, the tests win.
 */
import { RESOURCE_PATHS, RestFailureKind } from '#core';

/**
 * The sandbox's routes: znData's table, with the ids Zengine's router took on collections the
 * table names without one (`GET /countries/1`), and Zengine's resources the table lacks, each a
 * plain store of JSON objects here (resources/index.ts gives some a behaviour).
 */
export const SANDBOX_PATHS: Readonly<Record<string, string>> = {
  ...RESOURCE_PATHS,
  Calculate: '/calculate/:id',
  Countries: '/countries/:id',
  FormFieldTaxonomy: '/form_field_taxonomy/:id',
  States: '/states/:id',
  TaskPriorities: '/task_priorities/:id',
  TaskStatuses: '/task_statuses/:id',
  WorkspaceCopyJobs: '/workspace_copy_jobs/:id',
  // Zengine's resources outside znData's table
  AllFormRecordPermissions: '/forms/records/permissions',
  AppTemplateCategories: '/app_template_categories/:id',
  FormTerminologyTaxonomy: '/form_terminology_taxonomy/:id',
  UserAuthorizations: '/users/:userId/authorizations/:id',
  UserAvatar: '/users/:userId/avatar',
  UserClients: '/users/:userId/clients/:id',
  UserNotificationEmail: '/users/:userId/notification_email',
  UserNotifications: '/users/:userId/notifications/:id'
};

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One object read, changed or deleted (GET, PUT, DELETE `<collection>/<id>`); never POST. */
const OBJECT_VERBS: ReadonlyArray<Verb> = ['GET', 'PUT', 'DELETE'];
const ALL_VERBS: ReadonlyArray<Verb> = ['GET', 'POST', 'PUT', 'DELETE'];

/** The verbs a collection's path took, where it was not all four. */
const COLLECTION_VERBS: Readonly<Record<string, ReadonlyArray<Verb>>> = {
  // one object each: read and changed, never created or deleted
  TaskPreferences: ['GET', 'PUT'],
  WorkspaceTaskPreferences: ['GET', 'PUT'],
  FormRecordPermissions: ['GET', 'PUT'],
  DefaultFormPermissions: ['GET', 'PUT'],
  AllFormRecordPermissions: ['GET', 'PUT'],
  UserNotificationEmail: ['GET', 'PUT'],
  // uploads: sent, never listed
  FormUploads: ['POST'],
  PluginServiceUploads: ['POST'],
  PluginScreenshots: ['POST'],
  // one image each: uploaded and removed
  WorkspaceLogo: ['POST', 'DELETE'],
  UserAvatar: ['POST', 'DELETE']
};

/**
 * Whether a path takes a verb: `object` for `<collection>/<id>`, `count` for
 * `<collection>/count` (a GET of what the collection lists). A verb a path does not take is a
 * path of no route to Zengine's router: 404, code 5004.
 */
export function takesVerb(resource: string, target: 'collection' | 'object' | 'count', verb: Verb): boolean {
  const collection = COLLECTION_VERBS[resource] || ALL_VERBS;
  if (target === 'object') return OBJECT_VERBS.indexOf(verb) !== -1;
  if (target === 'count') return verb === 'GET' && collection.indexOf('GET') !== -1;
  return collection.indexOf(verb) !== -1;
}

/** The verbs a path takes, for the hint of its 404. */
export function verbsOf(resource: string, target: 'collection' | 'object' | 'count'): ReadonlyArray<Verb> {
  return ALL_VERBS.filter((verb) => takesVerb(resource, target, verb));
}

/**
 * What a request needs without a user's token (http/auth.ts): `private`, a user's token;
 * `public`, a token or an application's `client_id` (GETs of public resources); `client`, a
 * token, and Zengine asked for the application's credentials first when neither came.
 */
export type Access = 'private' | 'public' | 'client';

/** Public resources: read with an application's `client_id` as well as with a user's token. */
const PUBLIC_READS = ['Countries', 'States', 'FormFieldTaxonomy', 'TaskPriorities', 'TaskStatuses', 'AppTemplates', 'AppTemplateCategories'];
/** Writes for which Zengine asked the application's credentials first (a sign-up, file uploads). */
const CLIENT_WRITES = ['Users', 'Files', 'FormUploads'];

/** What a request to a resource needs when it comes without a token (http/auth.ts). */
export function accessOf(resource: string, verb: Verb, target: 'collection' | 'object' | 'count'): Access {
  if (verb === 'GET' && PUBLIC_READS.indexOf(resource) !== -1) return 'public';
  if (verb === 'POST' && target === 'collection' && CLIENT_WRITES.indexOf(resource) !== -1) return 'client';
  return 'private';
}

/** How a write is refused when a parent in its path does not exist (`POST /forms/0/records`). */
type Refusal = RestFailureKind;
interface ParentRefusals {
  create: Refusal;
  update: Refusal;
  remove: Refusal;
}

const DEFAULT_REFUSALS: ParentRefusals = { create: 'validation', update: 'writeRefused', remove: 'deleteRefused' };
const PARENT_REFUSALS: Readonly<Record<string, Partial<ParentRefusals>>> = {
  FormRecords: { create: 'writeRefused' },
  WorkspaceInvitees: { create: 'writeRefused' },
  PluginServices: { create: 'writeRefused' },
  FormUploads: { create: 'writeRefused' },
  PluginServiceUploads: { create: 'writeRefused' },
  NoteReplies: { update: 'accessRefused' },
  WorkspaceTransferRequests: { update: 'noRoute', remove: 'noRoute' },
  FormRecordPermissions: { update: 'permissionsRefused' }
};

/**
 * The refusal of a write whose path names a parent that does not exist. A create is a
 * validation error naming the parent (403, 4012) or a refused write (403, 4013); a change 403
 * with 4013 (Zengine answered some with 200 and "Error saving data", a bug its tests name: the
 * sandbox answers the refusal they meant); a delete 403 with 4000; a few as the tests pin them.
 */
export function parentRefusal(resource: string, action: keyof ParentRefusals): Refusal {
  return { ...DEFAULT_REFUSALS, ...(PARENT_REFUSALS[resource] || {}) }[action];
}
