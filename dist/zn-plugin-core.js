/*! zn-plugin v0.2.0 | (c) zn-plugin contributors | MIT licence */
(function webpackUniversalModuleDefinition(root, factory) {
	if(typeof exports === 'object' && typeof module === 'object')
		module.exports = factory();
	else if(typeof define === 'function' && define.amd)
		define([], factory);
	else if(typeof exports === 'object')
		exports["znPluginCore"] = factory();
	else
		root["znPluginCore"] = factory();
})(this, () => {
return /******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	// The require scope
/******/ 	const __webpack_require__ = {};
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/define property getters */
/******/ 	// define getter/value functions for harmony exports
/******/ 	__webpack_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	__webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop));
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	// define __esModule on exports
/******/ 	__webpack_require__.r = (exports) => {
/******/ 		Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ 	
/************************************************************************/
let __webpack_exports__ = {};
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COLLECTION_RULES: () => (/* reexport */ COLLECTION_RULES),
  CONDITION_PREFIXES: () => (/* reexport */ CONDITION_PREFIXES),
  DATA_EVENT_ACTIONS: () => (/* reexport */ DATA_EVENT_ACTIONS),
  DYNAMIC_MESSAGE: () => (/* reexport */ DYNAMIC_MESSAGE),
  DYNAMIC_VALUES: () => (/* reexport */ DYNAMIC_VALUES),
  EXPIRES_KEY: () => (/* reexport */ EXPIRES_KEY),
  FRAME_ROOT_MARKUP: () => (/* reexport */ FRAME_ROOT_MARKUP),
  FRAME_RUNTIME_SCRIPT: () => (/* reexport */ FRAME_RUNTIME_SCRIPT),
  LOGGED_IN_USER: () => (/* reexport */ LOGGED_IN_USER),
  LONG_NUMBER: () => (/* reexport */ (/* inlined export .LONG_NUMBER */3)),
  MAX_FILTER_DEPTH: () => (/* reexport */ (/* inlined export .MAX_FILTER_DEPTH */5)),
  NOT_A_NUMBER: () => (/* reexport */ (/* inlined export .NOT_A_NUMBER */2)),
  OBJECT_VERSION_HEADER: () => (/* reexport */ OBJECT_VERSION_HEADER),
  OBJECT_VERSION_KEY: () => (/* reexport */ OBJECT_VERSION_KEY),
  OPTION_KEYS: () => (/* reexport */ OPTION_KEYS),
  PREFIXES: () => (/* reexport */ PREFIXES),
  RESOURCE_NAMES: () => (/* reexport */ RESOURCE_NAMES),
  RESOURCE_PATHS: () => (/* reexport */ RESOURCE_PATHS),
  REST_DEFAULT_LIMIT: () => (/* reexport */ (/* inlined export .REST_DEFAULT_LIMIT */20)),
  REST_FAILURES: () => (/* reexport */ REST_FAILURES),
  REST_MAX_ASKED_LIMIT: () => (/* reexport */ REST_MAX_ASKED_LIMIT),
  REST_MAX_LIMIT: () => (/* reexport */ (/* inlined export .REST_MAX_LIMIT */100)),
  REST_OPTION_KEYS: () => (/* reexport */ REST_OPTION_KEYS),
  REST_RELATED_BY_DEFAULT: () => (/* reexport */ REST_RELATED_BY_DEFAULT),
  RestError: () => (/* reexport */ RestError),
  SUBFILTER_MESSAGE: () => (/* reexport */ SUBFILTER_MESSAGE),
  VALIDATION_RULES: () => (/* reexport */ VALIDATION_RULES),
  ZnError: () => (/* reexport */ ZnError),
  answerTimezone: () => (/* reexport */ answerTimezone),
  attributesOf: () => (/* reexport */ attributesOf),
  badRequest: () => (/* reexport */ badRequest),
  buildPath: () => (/* reexport */ buildPath),
  checkKnown: () => (/* reexport */ checkKnown),
  checkNamespace: () => (/* reexport */ checkNamespace),
  checkRoute: () => (/* reexport */ checkRoute),
  checkSort: () => (/* reexport */ checkSort),
  checkWorkspaceId: () => (/* reexport */ checkWorkspaceId),
  compareDecimalText: () => (/* reexport */ compareDecimalText),
  compareDecimals: () => (/* reexport */ compareDecimals),
  compareScannedWith: () => (/* reexport */ compareScannedWith),
  compareWithRule: () => (/* reexport */ compareWithRule),
  compileFilter: () => (/* reexport */ compileFilter),
  compileRangeTest: () => (/* reexport */ compileRangeTest),
  compileRestFilter: () => (/* reexport */ compileRestFilter),
  compileRoutes: () => (/* reexport */ compileRoutes),
  compileValueTest: () => (/* reexport */ compileValueTest),
  conditionsToFilter: () => (/* reexport */ conditionsToFilter),
  countEnvelope: () => (/* reexport */ countEnvelope),
  dashNamespace: () => (/* reexport */ dashNamespace),
  dataEventName: () => (/* reexport */ dataEventName),
  decimalOfNumber: () => (/* reexport */ decimalOfNumber),
  decodeValue: () => (/* reexport */ decodeValue),
  describeUnknown: () => (/* reexport */ describeUnknown),
  describeValue: () => (/* reexport */ describeValue),
  duplicateIds: () => (/* reexport */ duplicateIds),
  encodePathValue: () => (/* reexport */ encodePathValue),
  encodeQuery: () => (/* reexport */ encodeQuery),
  encodeQueryText: () => (/* reexport */ encodeQueryText),
  encodeValue: () => (/* reexport */ encodeValue),
  equalsExactly: () => (/* reexport */ equalsExactly),
  equalsIgnoringCase: () => (/* reexport */ equalsIgnoringCase),
  equalsLowerCase: () => (/* reexport */ equalsLowerCase),
  failureCode: () => (/* reexport */ failureCode),
  failureEnvelope: () => (/* reexport */ failureEnvelope),
  findCycle: () => (/* reexport */ findCycle),
  findResource: () => (/* reexport */ findResource),
  flattenParams: () => (/* reexport */ flattenParams),
  formatIsoDate: () => (/* reexport */ formatIsoDate),
  framePageHtml: () => (/* reexport */ framePageHtml),
  hyphenate: () => (/* reexport */ hyphenate),
  isDate: () => (/* reexport */ isDate),
  isDirectiveName: () => (/* reexport */ isDirectiveName),
  isIdentifier: () => (/* reexport */ isIdentifier),
  isIsoDate: () => (/* reexport */ isIsoDate),
  isMultiValue: () => (/* reexport */ isMultiValue),
  isNamespace: () => (/* reexport */ isNamespace),
  isNamespacedController: () => (/* reexport */ isNamespacedController),
  isNamespacedTemplateId: () => (/* reexport */ isNamespacedTemplateId),
  isPlainObject: () => (/* reexport */ isPlainObject),
  isPluginNamespace: () => (/* reexport */ isPluginNamespace),
  isRestError: () => (/* reexport */ isRestError),
  isScopeLike: () => (/* reexport */ isScopeLike),
  isValidDate: () => (/* reexport */ isValidDate),
  isWindowLike: () => (/* reexport */ isWindowLike),
  localDateOfIsoDate: () => (/* reexport */ localDateOfIsoDate),
  localizeTimes: () => (/* reexport */ localizeTimes),
  lowerFirst: () => (/* reexport */ lowerFirst),
  matchFilter: () => (/* reexport */ matchFilter),
  matchRoute: () => (/* reexport */ matchRoute),
  noRoute: () => (/* reexport */ noRoute),
  normalizeElement: () => (/* reexport */ normalizeElement),
  normalizeValue: () => (/* reexport */ normalizeValue),
  notFound: () => (/* reexport */ notFound),
  numericRule: () => (/* reexport */ numericRule),
  parseDecimal: () => (/* reexport */ parseDecimal),
  parseFilter: () => (/* reexport */ parseFilter),
  parseIsoDateParts: () => (/* reexport */ parseIsoDateParts),
  parseRestQuery: () => (/* reexport */ parseRestQuery),
  parseTimezone: () => (/* reexport */ parseTimezone),
  pickAttributes: () => (/* reexport */ pickAttributes),
  planRequest: () => (/* reexport */ planRequest),
  pluginScopeSelector: () => (/* reexport */ pluginScopeSelector),
  pluginUrl: () => (/* reexport */ pluginUrl),
  projectAttributes: () => (/* reexport */ projectAttributes),
  queryPredicates: () => (/* reexport */ queryPredicates),
  readAttribute: () => (/* reexport */ readAttribute),
  readPath: () => (/* reexport */ readPath),
  referenceIdAttribute: () => (/* reexport */ referenceIdAttribute),
  relatedByDefault: () => (/* reexport */ relatedByDefault),
  resolveFilter: () => (/* reexport */ resolveFilter),
  restQueryEntries: () => (/* reexport */ restQueryEntries),
  ruleText: () => (/* reexport */ ruleText),
  scopePluginCss: () => (/* reexport */ scopePluginCss),
  scopeSelectorList: () => (/* reexport */ scopeSelectorList),
  selectsEverything: () => (/* reexport */ selectsEverything),
  selectsObjects: () => (/* reexport */ selectsObjects),
  setCodeGeneration: () => (/* reexport */ setCodeGeneration),
  sortDirection: () => (/* reexport */ sortDirection),
  sortObjects: () => (/* reexport */ sortObjects),
  splitConditionKey: () => (/* reexport */ splitConditionKey),
  successEnvelope: () => (/* reexport */ successEnvelope),
  tagOf: () => (/* reexport */ tagOf),
  textOf: () => (/* reexport */ textOf),
  timeInZone: () => (/* reexport */ timeInZone),
  validateFilter: () => (/* reexport */ validateFilter),
  validationFailed: () => (/* reexport */ validationFailed),
  valueAt: () => (/* reexport */ valueAt),
  warnOnce: () => (/* reexport */ warnOnce),
  withQuery: () => (/* reexport */ withQuery)
});

;// ./src/core/errors.ts
/**
 * An error raised by one of the SDK's services. `code` is stable (kebab-case, e.g.
 * `unknown-resource`) so callers and tests match on it; the message starts with the service's
 * name, then says what was wrong and what was expected, e.g.
 * `znData: unknown resource "Nope"; expected one of Activities, AppTemplates, ...`.
 */
class ZnError extends Error {
    constructor(service, code, message) {
        super(`${service}: ${typeof message === 'string' ? message : minMessage(code, message)}`);
        this.name = 'ZnError';
        this.service = service;
        this.code = code;
    }
}
/**
 * The message of a ZnError in zn-plugin.min.js, whose build (scripts/min-messages.js) passes the
 * values a message interpolates instead of its text, as angular.min.js does for minErr:
 * `[bad-option] a number (5) · see docs/errors.md#bad-option`.
 */
function minMessage(code, values) {
    const parts = [];
    const add = (value) => {
        // The detail of another min-build ZnError (wrapped by a caller) is its values alone.
        if (Array.isArray(value))
            value.forEach(add);
        else if (value !== '')
            parts.push(String(value).replace(/^\[[a-z-]+\] | · see docs\/errors\.md#[a-z-]+$/g, ''));
    };
    add(values);
    return `[${code}] ${parts.concat(`see docs/errors.md#${code}`).join(' · ')}`;
}
/**
 * Says what a wrong value was, for error messages, naming the kind of object so a sentence such
 * as "expected an object ..., got ..." never answers "an object": `undefined`, `an empty string`,
 * `a string ("Nope")`, `a number (5)`, `NaN`, `an array of 2 items`, `a Date (2024-01-31T...)`,
 * `an instance of Foo`, `a plain object with keys a, b`, `a plain object from another window ...`.
 */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (value === undefined)
        return 'undefined';
    switch (typeof value) {
        case 'string':
            if (value === '')
                return 'an empty string';
            return `${value.trim() ? 'a string' : 'a blank string'} (${quote(value)})`;
        case 'number': return isFinite(value) ? `a number (${value})` : String(value);
        case 'boolean': return `a boolean (${value})`;
        case 'bigint': return `a bigint (${String(value)}n)`;
        case 'symbol': return `a symbol (${String(value)})`;
        case 'function': return value.name ? `a function (${value.name})` : 'a function';
        default:
            try {
                return describeObject(value);
            }
            catch (e) {
                return 'an object that cannot be inspected';
            }
    }
}
/**
 * The start of an "unknown name" sentence: `unknown resource "Nope"` for a string, and
 * `the resource name is a number (5)` for anything else, never `unknown resource a string (...)`.
 */
function describeUnknown(what, value) {
    return typeof value === 'string' ? `unknown ${what} ${quote(value)}` : `the ${what} name is ${describeValue(value)}`;
}
function quote(text) {
    return JSON.stringify(text.length > 40 ? text.slice(0, 40) + '…' : text);
}
function withArticle(noun) {
    return `${/^(?:[aeiou]|HTML)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
function keyList(value) {
    const keys = Object.keys(value);
    if (keys.length === 0)
        return 'with no keys';
    const shown = keys.slice(0, 5).join(', ');
    return `with ${keys.length === 1 ? 'key' : 'keys'} ${shown}${keys.length > 5 ? `, … (${keys.length} in all)` : ''}`;
}
function describeObject(value) {
    if (Array.isArray(value)) {
        return value.length === 0 ? 'an empty array' : `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
        return Object.keys(value).length === 0 ? 'an empty object' : `a plain object ${keyList(value)}`;
    }
    const candidate = value;
    if (typeof candidate.$watch === 'function' && typeof candidate.$new === 'function' && typeof candidate.$evalAsync === 'function') {
        return 'an AngularJS scope';
    }
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    if (tag === 'Date') {
        const time = value.getTime();
        return isNaN(time) ? 'an invalid Date' : `a Date (${new Date(time).toISOString()})`;
    }
    const ctor = proto.constructor;
    const name = typeof ctor === 'function' && typeof ctor.name === 'string' ? ctor.name : '';
    // A plain object made in another window (an iframe) has that window's Object.prototype.
    if (name === 'Object' && Object.getPrototypeOf(proto) === null) {
        return `a plain object from another window ${keyList(value)}`;
    }
    if (tag === 'Error' || value instanceof Error) {
        const message = value.message;
        return `${withArticle(name || 'Error')}${typeof message === 'string' && message ? ` (${quote(message)})` : ''}`;
    }
    // Built-in objects (Map, RegExp, File, HTMLDivElement, ...) carry their own tag.
    if (tag !== 'Object')
        return withArticle(name || tag);
    if (name && name !== 'Object')
        return `an instance of ${name}`;
    return `an object with a prototype other than Object.prototype, ${keyList(value)}`;
}

;// ./src/core/values.ts
/**
 * Checks of values every service shares. They work on values from any realm (another window's
 * iframe, a structured clone made elsewhere): they read the built-in `[[Class]]` tag and the
 * shape of the prototype chain, never `instanceof` or this window's `Object.prototype`.
 */
const toTag = Object.prototype.toString;
/** The built-in tag of a value: `Object`, `Array`, `Date`, `Map`, `HTMLDivElement`, ... */
function tagOf(value) {
    return toTag.call(value).slice(8, -1);
}
/** True for objects whose prototype is some window's `Object.prototype` (its own prototype is null). */
function isObjectPrototype(proto) {
    return Object.getPrototypeOf(proto) === null && typeof proto.hasOwnProperty === 'function' &&
        Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
}
/**
 * True for `{}`-style objects, whatever window made them: an object literal, `Object.create(null)`,
 * `JSON.parse` output, a structured clone. False for arrays, dates, maps, DOM nodes, class instances.
 */
function isPlainObject(value) {
    if (value === null || typeof value !== 'object')
        return false;
    const proto = Object.getPrototypeOf(value);
    if (proto === null || proto === Object.prototype)
        return true;
    return isObjectPrototype(proto) && tagOf(value) === 'Object';
}
/** True for a `Date` from any window. */
function isDate(value) {
    return value !== null && typeof value === 'object' && tagOf(value) === 'Date';
}
/** True for a `Date` from any window that holds a time (not `new Date('nonsense')`). */
function isValidDate(value) {
    return isDate(value) && !isNaN(Date.prototype.getTime.call(value));
}
/** True for an AngularJS scope (the checks AngularJS itself makes: it has no public isScope). */
function isScopeLike(value) {
    const candidate = value;
    return !!candidate && typeof candidate === 'object' && typeof candidate.$evalAsync === 'function' &&
        typeof candidate.$watch === 'function';
}
/** True for a window object (of any frame). */
function isWindowLike(value) {
    return !!value && typeof value === 'object' && value.window === value;
}
/**
 * Where `value` refers back to one of its own ancestors, as JSON would meet it: the path of the
 * property that closes the cycle (`'a.b[2].c'`, `''` for the top), or null when there is none.
 * Walks what `angular.toJson` writes: own enumerable keys, without `$$` keys; scopes, windows
 * and values with a `toJSON` method (dates) end the walk.
 */
function findCycle(value) {
    const ancestors = [];
    const walk = (node, path) => {
        if (node === null || typeof node !== 'object')
            return null;
        if (ancestors.indexOf(node) !== -1)
            return path;
        if (typeof node.toJSON === 'function' || isScopeLike(node) || isWindowLike(node))
            return null;
        ancestors.push(node);
        const list = Array.isArray(node);
        const keys = list ? node.map((_, index) => index) : Object.keys(node);
        for (const key of keys) {
            if (typeof key === 'string' && key.charAt(0) === '$' && key.charAt(1) === '$')
                continue;
            const childPath = list ? `${path}[${key}]` : path ? `${path}.${key}` : String(key);
            const found = walk(node[key], childPath);
            if (found !== null)
                return found;
        }
        ancestors.pop();
        return null;
    };
    return walk(value, '');
}

;// ./src/core/resources.ts
/**
 * The REST resources `znData` reaches, by name, with their paths (relative to
 * `znConfig.get().apiUrl`; a `:name` segment is a path parameter). Each line's comment says where
 * the entry comes from (src/core/resource-sources.ts holds the same as data, for specs and docs):
 * `docs`, the resource table of Zengine's developer docs; `prototype`, the znData table of
 * Zengine's first iframe runtime; `wrapper`, that of ZengineHQ/legacy-plugin-wrapper; `plugins`,
 * read by public plugins and Zengine's own modules though in no public runtime table.
 */
const RESOURCE_PATHS = {
    Activities: '/activities/:activityId', // docs, prototype, wrapper; the runtimes wrote :id; id is accepted as the alias of activityId
    AppTemplates: '/app_templates/:id', // docs, prototype, wrapper
    AppTemplateInstallJobs: '/app_template_install_jobs/:id', // docs, prototype, wrapper
    BinaryExportBatch: '/binary_export_jobs/:binaryExportJobId/batches/:id', // docs, prototype, wrapper
    BinaryExportJob: '/binary_export_jobs/:id', // docs, prototype, wrapper
    Calculate: '/calculate', // docs, prototype, wrapper; query is a POST of the params; the other methods were not supported
    CalculationSettings: '/calculation_settings/:id', // docs, prototype, wrapper
    DataViews: '/data_views/:id', // docs, prototype, wrapper
    Events: '/events/:id', // docs, prototype, wrapper
    Files: '/files/:id', // docs, prototype, wrapper
    Forms: '/forms/:id', // docs, prototype, wrapper
    DefaultFormPermissions: '/forms/permissions', // docs, prototype, wrapper
    FormFields: '/forms/:formId/fields/:id', // docs, prototype, wrapper
    FormFieldTaxonomy: '/form_field_taxonomy', // docs, prototype, wrapper
    FormFolders: '/forms/:formId/folders/:id', // docs, prototype, wrapper
    FormGroups: '/form_groups/:id', // wrapper; the docs table wrote /forms_groups/:id beside a link to form_groups; the wrapper, /form_groups/:id
    FormRecordPermissions: '/forms/:formId/records/permissions', // docs, prototype, wrapper
    FormRecords: '/forms/:formId/records/:id', // docs, prototype, wrapper
    FormUploads: '/forms/:formId/uploads', // prototype, wrapper; the docs table wrote /forms/:id/uploads, which neither runtime served
    Notes: '/notes/:id', // docs, prototype, wrapper
    NoteReplies: '/notes/:noteId/replies/:id', // docs, prototype, wrapper
    Notifications: '/notifications/:id', // docs, prototype, wrapper
    NotificationEmails: '/notification_emails/:id', // docs, prototype, wrapper
    Plugins: '/plugins/:pluginId', // docs, prototype, wrapper; the runtimes wrote :id; id is accepted as the alias of pluginId
    PluginScreenshots: '/plugins/:pluginId/screenshots', // docs, prototype, wrapper
    PluginServices: '/plugins/:pluginId/services/:id', // docs, prototype, wrapper
    PluginServiceUploads: '/plugins/:pluginId/services/:serviceId/uploads', // docs, prototype, wrapper
    WorkspacePluginLinks: '/workspace_plugin_links/:id', // docs, prototype, wrapper
    RecordImportFiles: '/record_import_files/:id', // docs, prototype, wrapper
    RecordImportJobs: '/record_import_jobs/:id', // docs, prototype, wrapper
    RecordExportJobs: '/record_export_jobs/:id', // docs, prototype, wrapper
    ScheduledWebhooks: '/scheduled_webhooks/:id', // docs, prototype, wrapper
    Tasks: '/tasks/:id', // docs, prototype, wrapper
    TaskLists: '/task_lists/:id', // docs, prototype, wrapper
    TaskPriorities: '/task_priorities', // docs, prototype, wrapper
    TaskStatuses: '/task_statuses', // docs, prototype, wrapper
    TaskPreferences: '/users/:userId/task_preferences', // docs, prototype, wrapper
    Users: '/users/:id', // docs, prototype, wrapper
    Roles: '/workspaces/:workspaceId/roles/:id', // docs, prototype, wrapper
    WebhookEvents: '/webhook_events/:id', // docs, prototype, wrapper
    Webhooks: '/webhooks/:id', // docs, prototype, wrapper
    Workspaces: '/workspaces/:id', // docs, prototype, wrapper
    WorkspaceCopyJobs: '/workspace_copy_jobs', // docs, prototype, wrapper
    WorkspaceInvitees: '/workspaces/:workspaceId/invitees/:id', // docs, prototype, wrapper
    WorkspaceMembers: '/workspaces/:workspaceId/members/:id', // docs, prototype, wrapper
    WorkspaceTransferRequests: '/workspaces/:workspaceId/transfer_requests/:id', // docs, prototype, wrapper
    WorkspaceTaskPreferences: '/workspaces/:workspaceId/members/:memberId/task_preferences', // docs, prototype, wrapper
    WorkspaceLogo: '/workspaces/:workspaceId/logo', // docs, prototype, wrapper
    Countries: '/countries', // docs, prototype, wrapper
    States: '/states', // docs, prototype, wrapper
    Subscriptions: '/subscriptions/:id', // docs, prototype, wrapper
    PluginUploads: '/plugins/:pluginId/uploads', // wrapper
    PluginSettings: '/plugins/:pluginId/settings', // wrapper
    PluginConfigs: '/plugins_configs/:id', // wrapper
    Organizations: '/organizations/:id', // wrapper
    OrganizationsAuthProviders: '/organizations/:organizationId/auth_providers/:id', // wrapper
    AuthProviders: '/auth_providers/:id', // wrapper
    WorkspaceUserRoles: '/workspaces/:workspaceId/user_roles', // plugins
    WorkspaceFormLinks: '/workspace_form_links/:id', // plugins; @zenginehq/frontend-config reads it
    UserMemberships: '/user_memberships/:id' // plugins
};
/**
 * Resources whose `save` is a PUT of the object the path names: in Zengine's runtimes their id
 * field is a path parameter every call has (`formId`, `userId`, `memberId`, `pluginId`).
 */
const PUT_ON_SAVE = ['FormRecordPermissions', 'TaskPreferences', 'WorkspaceTaskPreferences', 'PluginSettings'];
/** Resources whose only method is `query`, a POST of the params (Calculate). */
const POST_QUERY = ['Calculate'];
/**
 * Resources that carry an `objectVersion`: for them `params.objectVersion` is sent as the header
 * `X-If-ObjectVersion-Matches`, so the API refuses (412, code 4025) an edit of an object changed since.
 */
const VERSIONED = ['Forms', 'FormRecords', 'Plugins', 'DefaultFormPermissions', 'FormRecordPermissions', 'PluginConfigs'];
function parsePath(path) {
    return path.split('/').slice(1).map((part) => part.charAt(0) === ':' ? { kind: 'param', name: part.slice(1) } : { kind: 'text', text: part });
}
function resources_define(name) {
    const path = RESOURCE_PATHS[name];
    const segments = parsePath(path);
    const last = segments[segments.length - 1];
    const slot = last.kind === 'param' ? last.name : null;
    const collectionSegments = slot === null ? segments : segments.slice(0, -1);
    const required = collectionSegments
        .filter((segment) => segment.kind === 'param')
        .map((segment) => segment.name);
    return Object.freeze({
        name, path, segments, slot, required, collectionSegments,
        versioned: VERSIONED.indexOf(name) !== -1,
        putOnSave: PUT_ON_SAVE.indexOf(name) !== -1,
        postQuery: POST_QUERY.indexOf(name) !== -1
    });
}
/** Every resource name, in the spec's order. */
const RESOURCE_NAMES = Object.freeze(Object.keys(RESOURCE_PATHS));
const DEFINITIONS = (() => {
    const table = Object.create(null);
    RESOURCE_NAMES.forEach((name) => { table[name] = resources_define(name); });
    return Object.freeze(table);
})();
/** The definition of a resource, or `undefined` for a name the table does not hold. */
function findResource(name) {
    return typeof name === 'string' ? DEFINITIONS[name] : undefined;
}

;// ./src/core/url.ts

/**
 * Encodes a value for a query string: as `encodeURIComponent`, except that `|` (the API's "or"
 * between values) and `,` (its list separator, as in `attributes=id,name`) stay literal.
 */
function encodeQueryText(text) {
    return encodeURIComponent(text).replace(/%7C/gi, '|').replace(/%2C/gi, ',');
}
/**
 * Converts a path parameter's value to one encoded path segment. Only a non-empty string or a
 * finite number is accepted, and never `.` or `..`: a value can never add, remove or climb a
 * segment, nor start a query or fragment (`/`, `?`, `#` are percent-encoded).
 */
function encodePathValue(context, name, value) {
    let text;
    if (typeof value === 'string') {
        text = value;
    }
    else if (typeof value === 'number' && isFinite(value)) {
        text = String(value);
    }
    else {
        throw new ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must be a non-empty string or a finite number, got ${describeValue(value)}`);
    }
    if (text === '') {
        throw new ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must not be empty; expected a value such as 1`);
    }
    if (text === '.' || text === '..') {
        throw new ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must not be "${text}", which would change the path; expected a value such as 1`);
    }
    return encodeURIComponent(text);
}
/**
 * Builds a path from its segments, putting each parameter's value in its place. A parameter
 * without a value is refused, naming it and the path, so no request goes to a wrong URL.
 */
function buildPath(context, path, segments, values) {
    return segments.map((segment) => {
        if (segment.kind === 'text')
            return '/' + segment.text;
        const value = values[segment.name];
        if (value === undefined || value === null) {
            throw new ZnError(context.service, 'missing-path-param', `${context.label} needs ${segment.name}, a path parameter of ${path}; expected params such as { ${segment.name}: 1 }`);
        }
        return '/' + encodePathValue(context, segment.name, value);
    }).join('');
}
function scalarText(context, key, value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number' && isFinite(value))
        return String(value);
    throw new ZnError(context.service, 'bad-query-param', `${context.label}: the query parameter "${key}" must be a string, a finite number, a boolean or an array of them, got ${describeValue(value)}`);
}
/**
 * Builds a query string (without `?`) from entries in their order. `null`/`undefined` values are
 * left out; arrays are written as `options.arrayStyle` says (joined with `|` by default); booleans and numbers are sent as their text; an object
 * is sent as JSON where `options.jsonKey` allows it and refused elsewhere.
 */
function encodeQuery(context, entries, options) {
    const parts = [];
    entries.forEach(([key, value]) => {
        if (value === undefined || value === null)
            return;
        if (key === '') {
            throw new ZnError(context.service, 'bad-query-param', `${context.label}: a query parameter has an empty name; expected names such as "limit"`);
        }
        let text;
        if (Array.isArray(value)) {
            const items = value.map((item) => encodeQueryText(scalarText(context, key, item)));
            const style = options.arrayStyle ? options.arrayStyle(key) : 'pipe';
            if (style === 'brackets') {
                items.forEach((item) => parts.push(encodeQueryText(key) + '%5B%5D=' + item));
                return;
            }
            text = items.join(style === 'comma' ? ',' : '|');
        }
        else if (typeof value === 'object' && options.jsonKey(key)) {
            text = encodeQueryText(JSON.stringify(value));
        }
        else {
            text = encodeQueryText(scalarText(context, key, value));
        }
        parts.push(encodeQueryText(key) + '=' + text);
    });
    return parts.join('&');
}
/** `?query` when there is a query, else nothing. */
function withQuery(url, query) {
    return query === '' ? url : url + '?' + query;
}

;// ./src/core/plugin-url.ts


const SERVICE = 'znPluginData';
/** A namespace is one path segment: letters, digits, `-` and `_`. */
const NAMESPACE = /^[A-Za-z0-9_-]+$/;
/**
 * Whether a value is a namespace znPluginData puts in its URLs (as written: `myPlugin`,
 * `my-plugin`). The sandbox serves plugin backends under exactly these.
 */
function isPluginNamespace(namespace) {
    return typeof namespace === 'string' && NAMESPACE.test(namespace);
}
/** Checks a plugin namespace; throws a `ZnError` for one that is not a single plain name. */
function checkNamespace(namespace) {
    if (!isPluginNamespace(namespace)) {
        throw new ZnError(SERVICE, 'bad-namespace', `the namespace must be a non-empty name of letters, digits, "-" and "_", ` +
            `got ${describeValue(namespace)}; expected the plugin's namespace, e.g. znPluginData('my-plugin')`);
    }
    return namespace;
}
/** The workspace id as text: a positive integer, given as a number or as digits. */
function checkWorkspaceId(label, workspaceId) {
    const valid = typeof workspaceId === 'number'
        ? Number.isSafeInteger(workspaceId) && workspaceId > 0
        : typeof workspaceId === 'string' && /^[1-9][0-9]*$/.test(workspaceId);
    if (!valid) {
        const code = workspaceId === undefined || workspaceId === null ? 'missing-path-param' : 'bad-path-param';
        throw new ZnError(SERVICE, code, `${label} needs params.workspaceId, the id of a workspace the plugin is installed in, ` +
            `as a positive integer, got ${describeValue(workspaceId)}`);
    }
    return String(workspaceId);
}
/**
 * Checks a route: it starts with `/` and is a plain path, then optionally a query as Zengine sent
 * it (`/runner?config=12`). It is used as written (encode dynamic parts with
 * `encodeURIComponent`), so anything in the path that would leave the namespace (`.`/`..`
 * segments, `\`) is refused, and so is a fragment (`#`), which the browser would never send.
 */
function checkRoute(label, route) {
    const problem = routeProblem(route);
    if (problem) {
        throw new ZnError(SERVICE, 'bad-route', `${label}: the route ${problem}, got ${describeValue(route)}; expected a route such as '/items/42'`);
    }
    return route;
}
/**
 * What is wrong with a route, or ''.
 * @returnsMessage
 */
function routeProblem(route) {
    const path = route.split('?')[0];
    const segments = path.split('/');
    return route.charAt(0) !== '/' ? 'must start with "/"'
        : route.indexOf('#') !== -1 ? 'must not hold "#" (the browser never sends a fragment; query values go in params.params)'
            : path.indexOf('\\') !== -1 ? 'must not hold "\\"'
                : segments.some((segment) => /^(%2e|\.){1,2}$/i.test(segment))
                    ? 'must not hold "." or ".." segments, which would leave the namespace'
                    : /\s/.test(path) ? 'must not hold spaces (encode them with encodeURIComponent)' : '';
}
/**
 * The full URL of a plugin call: `{pluginServiceUrl}/workspaces/<id>/<namespace><route>?<query>`; a
 * query written in the route comes first, as written, and `params.params` after it.
 */
function pluginUrl(label, base, namespace, route, workspaceId, query) {
    const id = checkWorkspaceId(label, workspaceId);
    const path = `${base}/workspaces/${id}/${namespace}${checkRoute(label, route)}`;
    const entries = Object.keys(query).map((key) => [key, query[key]]);
    const encoded = encodeQuery({ service: SERVICE, label }, entries, { jsonKey: () => true });
    if (path.indexOf('?') === -1)
        return withQuery(path, encoded);
    return encoded === '' || /[?&]$/.test(path) ? path + encoded : `${path}&${encoded}`;
}

;// ./src/core/event-names.ts


/** The actions of `znData`'s events, in the spec's order (section 6, rule 3). */
const DATA_EVENT_ACTIONS = ['read', 'saved', 'deleted', 'saved-all', 'updated-all', 'deleted-all'];
/**
 * The hyphenated form of a CamelCase name: `FormRecords` → `form-records`, `Tasks` → `tasks`.
 * A run of capitals is one word (`HTMLViews` → `html-views`).
 */
function hyphenate(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
        .toLowerCase();
}
/**
 * The name of the event `znData` broadcasts on `$rootScope` after a successful call, e.g.
 * `dataEventName('FormRecords', 'saved')` → `'zn-data-form-records-saved'`. Refuses a resource
 * or an action that no event is sent for.
 */
function dataEventName(service, resourceName, action) {
    if (!findResource(resourceName)) {
        throw new ZnError(service, 'unknown-resource', `${describeUnknown('resource', resourceName)}; expected one of ${RESOURCE_NAMES.join(', ')}`);
    }
    if (typeof action !== 'string' || DATA_EVENT_ACTIONS.indexOf(action) === -1) {
        throw new ZnError(service, 'unknown-event-action', `${describeUnknown('data event action', action)}; expected one of ${DATA_EVENT_ACTIONS.join(', ')}`);
    }
    return `zn-data-${hyphenate(resourceName)}-${action}`;
}

;// ./src/core/request-plan.ts



/**
 * Keys of `params` that are options of a call, not conditions selecting objects (REST
 * conventions). `objectVersion` is one too, though it travels as a header.
 */
const OPTION_KEYS = Object.freeze([
    'limit', 'page', 'sort', 'direction', 'attributes', 'related', 'timezone', 'access_token', 'validate_only', 'filter'
]);
/**
 * Arrays in a query, as the REST conventions write them: `attributes=id,name`,
 * `sort[]=a&sort[]=b`, and `a|b` ("any of") for every condition such as `id=1|2|3`.
 */
function apiArrayStyle(key) {
    if (key === 'attributes')
        return 'comma';
    if (key === 'sort')
        return 'brackets';
    return 'pipe';
}
/** The param sent as the header `X-If-ObjectVersion-Matches` on versioned resources. */
const OBJECT_VERSION_KEY = 'objectVersion';
const OBJECT_VERSION_HEADER = 'X-If-ObjectVersion-Matches';
const request_plan_SERVICE = 'znData';
function present(value) {
    return value !== undefined && value !== null;
}
/** A condition with a value that selects something: `''` and `[]` select nothing definite. */
function selective(value) {
    if (!present(value) || value === '')
        return false;
    return !(Array.isArray(value) && value.length === 0);
}
function isTruthyFlag(value) {
    return present(value) && value !== false && value !== 0 && value !== '' && value !== 'false' && value !== '0';
}
function splitParams(context, resource, params) {
    const { slot, required } = resource;
    const aliased = slot !== null && slot !== 'id' && required.indexOf('id') === -1;
    const slotKeys = slot === null ? [] : aliased ? [slot, 'id'] : [slot];
    const pathValues = {};
    const rest = [];
    const restWithSlotAsId = [];
    let slotValue;
    let slotKey = slot === null ? '' : slot;
    Object.keys(params).forEach((key) => {
        const value = params[key];
        if (key === OBJECT_VERSION_KEY)
            return;
        if (required.indexOf(key) !== -1) {
            pathValues[key] = value;
            return;
        }
        if (slotKeys.indexOf(key) !== -1) {
            if (!present(value))
                return;
            if (present(slotValue)) {
                if (String(slotValue) !== String(value)) {
                    throw new ZnError(request_plan_SERVICE, 'conflicting-ids', `${context.label}: ${slot} (${describeValue(params[slot])}) and its alias id ` +
                        `(${describeValue(params.id)}) disagree; expected only one of them`);
                }
                return;
            }
            slotValue = value;
            slotKey = key;
            restWithSlotAsId.push(['id', value]);
            return;
        }
        rest.push([key, value]);
        restWithSlotAsId.push([key, value]);
    });
    return { pathValues, slotValue, slotKey, rest, restWithSlotAsId };
}
/**
 * Nested plain objects as the API's dotted keys, as Zengine sent them: `{ workspace: { id: 2 } }`
 * → `workspace.id=2`, `{ folder: { id: 3 } }` → `folder.id=3`, at any depth, in the caller's order.
 * `filter`, `objectVersion` and the keys `keep` names (path parameters, whose values must be
 * scalars) stay as they are, to be sent as JSON or refused; a value that contains itself is refused.
 */
function flattenParams(context, params, keep = () => false) {
    const flat = {};
    const walk = (prefix, value, seen) => {
        Object.keys(value).forEach((key) => {
            const child = value[key];
            const name = prefix + key;
            if (isPlainObject(child) && !(prefix === '' && (key === 'filter' || key === OBJECT_VERSION_KEY || keep(key)))) {
                if (seen.indexOf(child) !== -1) {
                    throw new ZnError(request_plan_SERVICE, 'circular-value', `${context.label}: params.${name} contains itself; expected plain values such as { ${name}: { id: 1 } }`);
                }
                walk(name + '.', child, [...seen, child]);
            }
            else {
                flat[name] = child;
            }
        });
    };
    walk('', params, [params]);
    return flat;
}
function hasCondition(entries) {
    return entries.some(([key, value]) => OPTION_KEYS.indexOf(key) === -1 && selective(value));
}
function objectVersionHeaders(context, resource, params) {
    const version = params[OBJECT_VERSION_KEY];
    if (!present(version))
        return {};
    if (!resource.versioned) {
        throw new ZnError(request_plan_SERVICE, 'unversioned-resource', `${context.label}: ${resource.name} has no objectVersion, so it cannot guard this call; ` +
            'expected objectVersion only on Forms, FormRecords, Plugins, DefaultFormPermissions or FormRecordPermissions');
    }
    if (!((typeof version === 'string' && version !== '') || (typeof version === 'number' && isFinite(version)))) {
        throw new ZnError(request_plan_SERVICE, 'bad-object-version', `${context.label}: objectVersion must be a number or a non-empty string, got ${describeValue(version)}`);
    }
    return { [OBJECT_VERSION_HEADER]: String(version) };
}
/** Whether a Blob sits anywhere below the top level of `value` (it would be lost in JSON). */
function hasNestedBlob(input, value, seen) {
    if (value === null || typeof value !== 'object' || seen.indexOf(value) !== -1)
        return false;
    seen.push(value);
    return Object.keys(value).some((key) => {
        const child = value[key];
        return input.isBlob(child) || hasNestedBlob(input, child, seen);
    });
}
function planBody(context, input) {
    const { data } = input;
    if (input.isFormData(data))
        return { kind: 'form-data', value: data };
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
        const record = data;
        const keys = Object.keys(record);
        if (keys.some((key) => input.isBlob(record[key]))) {
            const fields = [];
            keys.forEach((key) => {
                const value = record[key];
                if (!present(value))
                    return;
                if (input.isBlob(value)) {
                    fields.push({ name: key, value: value });
                }
                else if (hasNestedBlob(input, value, [])) {
                    throw nestedBlobError(context);
                }
                else {
                    fields.push({ name: key, value: typeof value === 'object' ? JSON.stringify(value) : String(value) });
                }
            });
            return { kind: 'multipart', fields };
        }
    }
    if (input.isBlob(data) || hasNestedBlob(input, data, []))
        throw nestedBlobError(context);
    return { kind: 'json', value: data };
}
function nestedBlobError(context) {
    return new ZnError(request_plan_SERVICE, 'nested-file', `${context.label}: a File or Blob must be a top-level value of data, ` +
        'where it is sent as a multipart field; expected data such as { file: file, name: "a.png" }');
}
/** `save` and `update`: a PUT of one object, a bulk PUT on conditions (rule 6), or a POST of a new object. */
function planSave(planning) {
    const { input, context, split, headers, query, collection, one, event, slotName } = planning;
    const { resource, action } = input;
    const body = planBody(context, input);
    if (resource.putOnSave) {
        // a save of these is a PUT to the collection, as Zengine's runtime table had it (src/core/resources.ts)
        return { method: 'PUT', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
    }
    let objectId = split.slotValue;
    if (resource.slot !== null) {
        const { data } = input;
        const dataId = data !== null && typeof data === 'object' && !Array.isArray(data) && !input.isFormData(data)
            ? data.id : undefined;
        if (present(objectId) && present(dataId) && String(objectId) !== String(dataId)) {
            throw new ZnError(request_plan_SERVICE, 'conflicting-ids', `${context.label}: params.${split.slotKey} (${describeValue(objectId)}) and data.id ` +
                `(${describeValue(dataId)}) name different objects; expected the same id, or only one of them`);
        }
        if (!present(objectId))
            objectId = dataId;
    }
    if (resource.slot !== null && present(objectId)) {
        return { method: 'PUT', url: withQuery(one(objectId), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
    }
    if (hasCondition(split.rest)) {
        // Rule 6: conditions without an id make a bulk update of every matching object.
        return { method: 'PUT', url: withQuery(collection(), query(split.rest)), headers, body, event: event('updated-all'), result: 'data' };
    }
    if (action === 'update') {
        if (resource.slot !== null) {
            throw new ZnError(request_plan_SERVICE, 'whole-collection', `${context.label} without the object's ${slotName} or a condition would update every object of ` +
                `${resource.path}; expected params such as { id: 1 }, or updateAll() with conditions`);
        }
        return { method: 'PUT', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
    }
    return { method: 'POST', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved', true), result: 'data' };
}
/**
 * Decides the method, URL, headers, body and event of a `znData` call by the spec's rules
 * (section 4.1, rules 1–9), or throws a `ZnError` saying why the call must not be sent: a
 * missing path parameter, a bad value, or a call that would change or delete a whole collection.
 */
function planRequest(input) {
    const { resource, action } = input;
    const context = { service: request_plan_SERVICE, label: `${resource.name}.${action}` };
    if (resource.postQuery && action !== 'query') {
        // Calculate, as Zengine's runtimes had it: query only, the other methods "not supported"
        throw new ZnError(request_plan_SERVICE, 'unsupported-method', `${context.label}: ${resource.name} supports only query(params), sent as POST ${resource.path}`);
    }
    const params = flattenParams(context, input.params, (key) => key === resource.slot || key === 'id' || resource.required.indexOf(key) !== -1);
    const split = splitParams(context, resource, params);
    const headers = objectVersionHeaders(context, resource, params);
    const base = input.apiUrl;
    const query = (entries) => encodeQuery(context, entries, { jsonKey: (key) => key === 'filter', arrayStyle: apiArrayStyle });
    const collection = () => base + buildPath(context, resource.path, resource.collectionSegments, split.pathValues);
    const one = (objectId) => base + buildPath(context, resource.path, resource.segments, Object.assign(Object.assign({}, split.pathValues), { [resource.slot]: objectId }));
    const silent = isTruthyFlag(params.validate_only);
    const event = (eventAction, created) => silent ? null : created === undefined ? { action: eventAction } : { action: eventAction, created };
    const none = { kind: 'none' };
    const slotName = resource.slot === 'id' || resource.slot === null ? 'id' : `${resource.slot} (or id)`;
    switch (action) {
        case 'get': {
            // Without the object's id, as on Zengine: the collection GET, resolving with what the API answers.
            if (resource.slot === null || !present(split.slotValue)) {
                return { method: 'GET', url: withQuery(collection(), query(split.rest)), headers, body: none, event: event('read'), result: 'data' };
            }
            return { method: 'GET', url: withQuery(one(split.slotValue), query(split.rest)), headers, body: none, event: event('read'), result: 'data' };
        }
        case 'query':
            // Calculate's query is a POST of the params as the body
            if (resource.postQuery)
                return { method: 'POST', url: collection(), headers, body: { kind: 'json', value: Object.assign({}, input.params) }, event: null, result: 'data' };
            return { method: 'GET', url: withQuery(collection(), query(split.restWithSlotAsId)), headers, body: none, event: event('read'), result: 'data' };
        case 'count':
            return { method: 'GET', url: withQuery(collection() + '/count', query(split.restWithSlotAsId)), headers, body: none, event: null, result: 'count' };
        case 'save':
        case 'update':
            return planSave({ input, context, split, headers, query, collection, one, event, slotName });
        case 'delete': {
            if (resource.slot === null) {
                return { method: 'DELETE', url: withQuery(collection(), query(split.rest)), headers, body: none, event: event('deleted'), result: 'data' };
            }
            if (!present(split.slotValue)) {
                throw new ZnError(request_plan_SERVICE, 'whole-collection', `${context.label} without the object's ${slotName} would delete every object of ${resource.path}; ` +
                    'expected params such as { id: 1 }, or deleteAll() with conditions');
            }
            return { method: 'DELETE', url: withQuery(one(split.slotValue), query(split.rest)), headers, body: none, event: event('deleted'), result: 'data' };
        }
        case 'saveAll': {
            if (present(split.slotValue)) {
                throw new ZnError(request_plan_SERVICE, 'unexpected-id', `${context.label} creates objects in the collection, so params.${split.slotKey} has no place in it; ` +
                    'expected params with path parameters and options only');
            }
            const body = planBody(context, input);
            return { method: 'POST', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved-all'), result: 'data' };
        }
        case 'updateAll':
        case 'deleteAll': {
            if (!hasCondition(split.restWithSlotAsId)) {
                const verb = action === 'updateAll' ? 'update' : 'delete';
                throw new ZnError(request_plan_SERVICE, 'whole-collection', `${context.label} without a condition would ${verb} every object of ${resource.path}; ` +
                    `expected params with at least one condition, such as { status: 'closed' } or { id: [1, 2] }`);
            }
            // Rules 7 and 8 put a slash between the collection and the query: PUT /tasks/?status=...
            const url = collection() + '/?' + query(split.restWithSlotAsId);
            return action === 'updateAll'
                ? { method: 'PUT', url, headers, body: planBody(context, input), event: event('updated-all'), result: 'data' }
                : { method: 'DELETE', url, headers, body: none, event: event('deleted-all'), result: 'data' };
        }
        default:
            throw new ZnError(request_plan_SERVICE, 'unknown-method', `${describeUnknown('call', action)}; expected get, query, count, save, update, delete, saveAll, updateAll or deleteAll`);
    }
}

;// ./src/core/value-codec.ts


/**
 * Items stored with an expiry are kept as `{"zn.expires":"<ISO 8601>","value":<the value>}`,
 * in that key order, so another reader can still recognise them. A value that itself starts
 * with that key is wrapped with `"zn.expires":null`, so it always reads back as itself.
 */
const EXPIRES_KEY = 'zn.expires';
const ENVELOPE_START = `{"${EXPIRES_KEY}":`;
function kind(tag) {
    return `${/^([AEIO]|HTML|SVG)/.test(tag) ? 'an' : 'a'} ${tag}`;
}
/**
 * Why JSON would not give `value` back as it is, or null when it would. Only JSON's own values
 * are kept faithfully (strings, finite numbers, booleans, null, arrays, plain objects, and valid
 * Dates as their ISO text), from any window. JSON turns a Map, Set, RegExp, Error, Blob, File,
 * typed array or DOM node into `{}`, an invalid Date into null and `undefined` in an array into
 * null, and drops functions: all of those are refused instead.
 */
function unstorable(value, inArray) {
    switch (typeof value) {
        case 'string':
        case 'boolean':
            return null;
        case 'number': return isFinite(value) ? null : describeValue(value);
        case 'undefined': return inArray ? 'undefined in an array (JSON would turn it into null)' : null;
        case 'function': return 'a function';
        case 'symbol': return 'a symbol';
        case 'bigint': return 'a bigint';
        default:
    }
    if (value === null || Array.isArray(value))
        return null;
    const tag = tagOf(value);
    if (tag === 'Date')
        return isValidDate(value) ? null : 'an invalid Date';
    if (isScopeLike(value))
        return 'an AngularJS scope';
    if (isWindowLike(value))
        return 'a window';
    if (tag !== 'Object')
        return kind(tag);
    if (typeof value.toJSON === 'function') {
        return 'an object with a toJSON method (store what its toJSON() returns instead)';
    }
    return null;
}
/**
 * The text to store for `value`: its JSON, in an expiry envelope when `expiresAt` is given.
 * Keys starting with `$$` (AngularJS bookkeeping such as `$$hashKey`) are left out, as
 * `angular.toJson` does. Throws a ZnError naming `service` for anything JSON cannot give back as
 * it is (see `unstorable`; code `unstorable-value`), and for cycles (code `circular-value`), so
 * whenever a value is stored, reading it back gives an equal value.
 */
function encodeValue(service, key, value, expiresAt) {
    const refuse = (code, what, where) => new ZnError(service, code, `set("${key}") cannot store ${what}${where ? ` (at "${where}")` : ''}; expected a JSON value: ` +
        'a string, number, boolean, null, array, plain object or valid Date');
    let text;
    try {
        text = JSON.stringify(value, function (name, item) {
            if (name.charAt(0) === '$' && name.charAt(1) === '$')
                return undefined;
            const what = unstorable(this[name], Array.isArray(this));
            if (what)
                throw refuse('unstorable-value', what, name);
            return item;
        });
    }
    catch (e) {
        if (e instanceof ZnError)
            throw e;
        // JSON.stringify throws a TypeError for a cycle, or passes on a toJSON method's error.
        const message = String(e && e.message).split('\n')[0];
        const cycle = /circular|cyclic/i.test(message);
        throw refuse(cycle ? 'circular-value' : 'unstorable-value', cycle
            ? 'a cycle (an object that contains itself)'
            : `a value whose toJSON() failed (${message})`, '');
    }
    if (text === undefined)
        throw refuse('unstorable-value', describeValue(value), '');
    if (expiresAt === null && text.slice(0, ENVELOPE_START.length) !== ENVELOPE_START)
        return text;
    const expires = expiresAt === null ? 'null' : JSON.stringify(new Date(expiresAt).toISOString());
    return `${ENVELOPE_START}${expires},"value":${text}}`;
}
function envelopeExpiry(parsed) {
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        return undefined;
    const keys = Object.keys(parsed);
    if (keys.length !== 2 || keys[0] !== EXPIRES_KEY || keys[1] !== 'value')
        return undefined;
    const expires = parsed[EXPIRES_KEY];
    if (expires === null)
        return null;
    const time = typeof expires === 'string' ? Date.parse(expires) : NaN;
    return isNaN(time) ? undefined : time;
}
/**
 * Reads stored text back: JSON is parsed (and an expiry envelope opened); text that is not
 * JSON, e.g. written by other code, is returned as it is.
 */
function decodeValue(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (e) {
        // Not JSON: a raw string another script stored.
        return { value: text, expiresAt: null };
    }
    const expiresAt = envelopeExpiry(parsed);
    if (expiresAt === undefined)
        return { value: parsed, expiresAt: null };
    return { value: parsed.value, expiresAt };
}

;// ./src/core/naming.ts
/**
 * The naming rules of the Zengine plugin model. A namespace is camelCase (`myPlugin`); controller
 * names start with it (`myPluginCntl`) and template ids with its dash form (`my-plugin-main`),
 * so plugins sharing one page never collide.
 */
/** Letters and digits, starting with a lowercase letter: it prefixes controller names. */
const naming_NAMESPACE = /^[a-z][a-zA-Z0-9]*$/;
/** A name usable in expressions and injection: `ng-controller="myPluginCntl"`, `x | myFilter`. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** What AngularJS normalizes attributes to: `<my-widget>` is `myWidget`. */
const DIRECTIVE_NAME = /^[a-z][a-zA-Z0-9]*$/;
const TEMPLATE_ID = /^[A-Za-z0-9_.-]+$/;
function isNamespace(value) {
    return typeof value === 'string' && naming_NAMESPACE.test(value);
}
function isIdentifier(value) {
    return typeof value === 'string' && IDENTIFIER.test(value);
}
function isDirectiveName(value) {
    return typeof value === 'string' && DIRECTIVE_NAME.test(value);
}
/**
 * The dash-delimited form of a namespace, as Zengine's tools derive it: a dash before each
 * capital, which is lowered (`myPlugin` → `my-plugin`, `someXYZPlugin` → `some-x-y-z-plugin`).
 */
function dashNamespace(namespace) {
    return namespace.replace(/[A-Z]/g, (capital) => '-' + capital.toLowerCase());
}
/** True when `name` is an identifier that starts with `namespace` (`myPluginCntl` for `myPlugin`). */
function isNamespacedController(name, namespace) {
    return isIdentifier(name) && name.startsWith(namespace);
}
/** True when `id` is the dash form itself or starts with it and a dash (`my-plugin-main`). */
function isNamespacedTemplateId(id, namespace) {
    const prefix = dashNamespace(namespace);
    return TEMPLATE_ID.test(id) && (id === prefix || id.startsWith(prefix + '-'));
}

;// ./src/core/css-scope.ts


/**
 * Plugin CSS scoped under the plugin's namespace, as Zengine scoped a plugin's plugin.css: every
 * rule applies only inside the elements the host mounts the plugin's interfaces in, which carry
 * `data-zn-plugin="<namespace>"`. So one plugin's `.title { ... }` restyles neither the host nor
 * another plugin. Pure (no AngularJS, no DOM): the Node server calls it when it serves plugin.css.
 */
const css_scope_SERVICE = 'scopePluginCss';
/** The selector of a plugin's mounted elements: `[data-zn-plugin="myPlugin"]`. */
function pluginScopeSelector(namespace) {
    if (!isNamespace(namespace)) {
        throw new ZnError(css_scope_SERVICE, 'bad-namespace', `namespace must be letters and digits starting with a lowercase letter, such as 'myPlugin'; got ${describeValue(namespace)}`);
    }
    return `[data-zn-plugin="${namespace}"]`;
}
/** At-rules whose blocks hold rules (scoped in turn); every other block is kept as written. */
const GROUPING_AT_RULES = ['media', 'supports', 'document', '-moz-document', 'layer', 'container'];
/** Leading `html`, `body` or `:root` (with what joins them): they stand for the plugin's element. */
const PAGE_ROOT = /^(?:\s*(?:html|body|:root)(?![\w-])\s*>?)+/i;
/**
 * `css` with every selector prefixed by the plugin's scope: `.title` → `[data-zn-plugin="ns"] .title`,
 * each selector of a list (`a, b`), inside `@media`/`@supports`/`@layer`/`@container`; a leading
 * `html`, `body` or `:root` becomes the scope itself (`body { color: red }` styles the plugin's
 * element, not the page). `@keyframes`, `@font-face`, `@page` blocks and `@import`/`@charset`
 * statements are kept as written; comments and strings (`content: "}"`) never confuse it.
 * Unbalanced input is closed at its end, as a browser would read it.
 */
function scopePluginCss(css, namespace) {
    const scope = pluginScopeSelector(namespace);
    if (typeof css !== 'string') {
        throw new ZnError(css_scope_SERVICE, 'bad-css', `css must be the text of a stylesheet (a string); got ${describeValue(css)}`);
    }
    const reader = new CssReader(css);
    return scopeRules(reader, scope, false);
}
/** Selector list → scoped selector list. */
function scopeSelectorList(selectors, scope) {
    return splitTopLevel(stripComments(selectors), ',')
        .map((selector) => selector.trim())
        .filter((selector) => selector !== '')
        .map((selector) => scopeSelector(selector, scope))
        .join(', ');
}
function scopeSelector(selector, scope) {
    if (selector.startsWith(scope))
        return selector;
    const root = PAGE_ROOT.exec(selector);
    if (root) {
        const rest = selector.slice(root[0].length);
        // `body > .x` keeps its child combinator; `body .x` its descendant one; `body.dark` stays one compound.
        const joiner = />\s*$/.test(root[0]) ? ' > ' : (/\s$/.test(root[0]) ? ' ' : '');
        return rest.trim() === '' ? scope : scope + joiner + rest.replace(/^\s+/, '');
    }
    return `${scope} ${selector}`;
}
/** Reads rules until the end of input (top level) or the `}` closing the enclosing block. */
function scopeRules(reader, scope, nested) {
    let out = '';
    for (;;) {
        out += reader.readSpaceAndComments();
        if (reader.done())
            return out;
        if (reader.peek() === '}') {
            reader.skip(1);
            if (nested)
                return out;
            continue; // a stray } at the top level: ignored, as a browser ignores it
        }
        const { prelude, end } = reader.readPrelude();
        if (end === ';' || end === '') {
            out += prelude + end; // @import, @charset, @namespace; or a broken tail
            continue;
        }
        const at = /^@([-\w]+)/.exec(prelude.trim());
        if (at && GROUPING_AT_RULES.includes(at[1].toLowerCase())) {
            out += `${prelude.trim()} {` + scopeRules(reader, scope, true) + '}';
        }
        else if (at) {
            out += `${prelude.trim()} {` + reader.readBlockBody() + '}';
        }
        else {
            const selectors = scopeSelectorList(prelude, scope);
            const body = reader.readBlockBody();
            if (selectors !== '')
                out += `${selectors} {${body}}`;
        }
    }
}
/** Splits on `separator` outside strings, parentheses and brackets: `a, :is(b, c)` → 2 parts. */
function splitTopLevel(text, separator) {
    const parts = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '"' || c === "'") {
            i = skipString(text, i) - 1;
        }
        else if (c === '\\') {
            i += 1;
        }
        else if (c === '(' || c === '[') {
            depth += 1;
        }
        else if ((c === ')' || c === ']') && depth > 0) {
            depth -= 1;
        }
        else if (c === separator && depth === 0) {
            parts.push(text.slice(start, i));
            start = i + 1;
        }
    }
    parts.push(text.slice(start));
    return parts;
}
function stripComments(text) {
    let out = '';
    for (let i = 0; i < text.length; i++) {
        if (text[i] === '"' || text[i] === "'") {
            const end = skipString(text, i);
            out += text.slice(i, end);
            i = end - 1;
        }
        else if (text.startsWith('/*', i)) {
            const end = text.indexOf('*/', i + 2);
            i = end < 0 ? text.length : end + 1;
            out += ' ';
        }
        else {
            out += text[i];
        }
    }
    return out;
}
/** The index just after the string starting at `start` (its quote), or the end of a broken one. */
function skipString(text, start) {
    const quote = text[start];
    for (let i = start + 1; i < text.length; i++) {
        if (text[i] === '\\')
            i += 1;
        else if (text[i] === quote || text[i] === '\n')
            return i + 1;
    }
    return text.length;
}
/** A cursor over the stylesheet that knows about comments and strings. */
class CssReader {
    constructor(text) {
        this.text = text;
        this.pos = 0;
    }
    done() {
        return this.pos >= this.text.length;
    }
    peek() {
        return this.text[this.pos];
    }
    skip(count) {
        this.pos += count;
    }
    /** Steps over a string or comment starting here, so braces inside it are not counted; false when there is none. */
    skipStringOrComment() {
        const c = this.peek();
        if (c === '"' || c === "'") {
            this.pos = skipString(this.text, this.pos);
            return true;
        }
        if (this.text.startsWith('/*', this.pos)) {
            const end = this.text.indexOf('*/', this.pos + 2);
            this.pos = end < 0 ? this.text.length : end + 2;
            return true;
        }
        return false;
    }
    /** Whitespace and comments, as written. */
    readSpaceAndComments() {
        const start = this.pos;
        for (;;) {
            while (!this.done() && /\s/.test(this.peek()))
                this.pos += 1;
            if (!this.text.startsWith('/*', this.pos))
                break;
            const end = this.text.indexOf('*/', this.pos + 2);
            this.pos = end < 0 ? this.text.length : end + 2;
        }
        return this.text.slice(start, this.pos);
    }
    /** Text up to a `{` or `;` outside strings, comments and parentheses; `end` is that character ('' at the end). */
    readPrelude() {
        const start = this.pos;
        let depth = 0;
        while (!this.done()) {
            if (this.skipStringOrComment())
                continue;
            const c = this.peek();
            if (c === '\\')
                this.pos += 1;
            else if (c === '(')
                depth += 1;
            else if (c === ')' && depth > 0)
                depth -= 1;
            else if (depth === 0 && (c === '{' || c === ';' || c === '}')) {
                const prelude = this.text.slice(start, this.pos);
                if (c === '}')
                    return { prelude, end: '' }; // let the caller's loop close the block
                this.pos += 1;
                return { prelude, end: c };
            }
            this.pos += 1;
        }
        return { prelude: this.text.slice(start), end: '' };
    }
    /** The body of the block just opened, as written, up to its matching `}` (consumed, not returned). */
    readBlockBody() {
        const start = this.pos;
        let depth = 1;
        while (!this.done()) {
            if (this.skipStringOrComment())
                continue;
            const c = this.peek();
            if (c === '\\')
                this.pos += 1;
            else if (c === '{')
                depth += 1;
            else if (c === '}') {
                depth -= 1;
                if (depth === 0) {
                    const body = this.text.slice(start, this.pos);
                    this.pos += 1;
                    return body;
                }
            }
            this.pos += 1;
        }
        return this.text.slice(start);
    }
}

;// ./src/core/matcher/numbers.ts
// Exact comparison of decimal numbers written as text, without a big-number library.
//
// A number is read from text such as '-1,234.50', '$1,234,567.50' or '1.5e3': optional spaces,
// an optional sign, digits with at most one decimal point (at least one digit), an optional
// exponent, optional spaces; for record values every '$' and ',' is skipped first.
//
// Fast path: a decimal of at most 15 significant digits is turned into the nearest double with
// one exact multiplication or division (the mantissa is an exact integer below 2^53 and 10^k is
// exact for k <= 22), so no text is allocated. Rounding to the nearest double is monotonic and,
// for decimals of at most 15 significant digits, one-to-one (IEEE 754 doubles hold 15 decimal
// digits), so comparing the two doubles orders the two decimals exactly. Anything longer takes
// the slow path: both sides as normalized digit strings (`Decimal`), compared digit by digit.
/** `compareDecimalText`: the text is not a number. */
const NOT_A_NUMBER = 2;
/** `compareDecimalText`: the text is a number that needs the slow path (`parseDecimal`). */
const LONG_NUMBER = 3;
const MAX_FAST_DIGITS = 15;
const MAX_FAST_POWER = 22;
const POWERS_OF_TEN = [];
for (let power = 0, value = 1; power <= MAX_FAST_POWER; power++, value *= 10)
    POWERS_OF_TEN.push(value);
const CHAR_0 = 48;
const CHAR_9 = 57;
const CHAR_PLUS = 43;
const CHAR_MINUS = 45;
const CHAR_POINT = 46;
const CHAR_DOLLAR = 36;
const CHAR_COMMA = 44;
function isSpace(code) {
    return code === 32 || (code >= 9 && code <= 13) || code === 160;
}
/**
 * Reads `text` as a decimal number and compares it with `target.value`, without allocating: -1,
 * 0 or 1 as the number is less than, equal to or greater than it; NOT_A_NUMBER; or LONG_NUMBER
 * when it has more than 15 significant digits (or a large power of ten) and needs the slow path.
 * `money` skips every '$' and ','. No double crosses the call (the value is not returned, the
 * target comes inside an object): the engine would box it, an allocation per record.
 */
function compareDecimalText(text, money, target) {
    const length = text.length;
    // Leading spaces (and, for money, '$' and ',' anywhere).
    let index = skipSpaces(text, 0, money);
    if (index === length)
        return NOT_A_NUMBER;
    let code = text.charCodeAt(index);
    let negative = false;
    if (code === CHAR_PLUS || code === CHAR_MINUS) {
        negative = code === CHAR_MINUS;
        index = skipMoney(text, index + 1, money);
    }
    let mantissa = 0;
    let significant = 0; // significant digits taken into the mantissa
    let pendingZeros = 0; // zeros after the last non-zero digit
    let leadingZeros = 0; // zeros before the first non-zero digit
    let integerDigits = 0;
    let digits = 0;
    let inFraction = false;
    let long = false;
    for (; index < length; index++) {
        code = text.charCodeAt(index);
        if (code >= CHAR_0 && code <= CHAR_9) {
            digits++;
            if (!inFraction)
                integerDigits++;
            if (code === CHAR_0) {
                if (significant === 0)
                    leadingZeros++;
                else
                    pendingZeros++;
            }
            else if (significant + pendingZeros + 1 > MAX_FAST_DIGITS) {
                long = true;
                significant += pendingZeros + 1;
                pendingZeros = 0;
            }
            else {
                mantissa = mantissa * POWERS_OF_TEN[pendingZeros + 1] + (code - CHAR_0);
                significant += pendingZeros + 1;
                pendingZeros = 0;
            }
        }
        else if (code === CHAR_POINT && !inFraction) {
            inFraction = true;
        }
        else if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA))) {
            break;
        }
    }
    if (digits === 0)
        return NOT_A_NUMBER;
    let exponent = 0;
    if (index < length && (code === 101 || code === 69)) { // e E
        let exponentNegative = false;
        let exponentDigits = 0;
        index = skipMoney(text, index + 1, money);
        code = text.charCodeAt(index);
        if (index < length && (code === CHAR_PLUS || code === CHAR_MINUS)) {
            exponentNegative = code === CHAR_MINUS;
            index = skipMoney(text, index + 1, money);
        }
        for (; index < length; index++) {
            code = text.charCodeAt(index);
            if (code >= CHAR_0 && code <= CHAR_9) {
                exponentDigits++;
                if (exponent < 1e9)
                    exponent = exponent * 10 + (code - CHAR_0);
                else
                    long = true;
            }
            else if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA))) {
                break;
            }
        }
        if (exponentDigits === 0)
            return NOT_A_NUMBER;
        if (exponentNegative)
            exponent = -exponent;
    }
    // Trailing spaces only.
    if (skipSpaces(text, index, money) !== length)
        return NOT_A_NUMBER;
    if (significant === 0) {
        SCANNED[0] = 0;
        return 0 < target.value ? -1 : 0 > target.value ? 1 : 0;
    }
    if (long)
        return LONG_NUMBER;
    // value = 0.<significant digits> × 10^(integerDigits - leadingZeros + exponent)
    SCANNED[0] = mantissa; // through SCANNED: a double passed as an argument may be boxed
    return compareScanned(integerDigits - leadingZeros + exponent - significant, negative, target);
}
/** The index of the first character from `index` on that is not '$' or ',' (for `money`; else `index`). */
function skipMoney(text, index, money) {
    if (!money)
        return index;
    const length = text.length;
    for (; index < length; index++) {
        const code = text.charCodeAt(index);
        if (code !== CHAR_DOLLAR && code !== CHAR_COMMA)
            break;
    }
    return index;
}
/** The index of the first character from `index` on that is not a space (nor, for `money`, '$' or ','). */
function skipSpaces(text, index, money) {
    for (; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (!(isSpace(code) || (money && (code === CHAR_DOLLAR || code === CHAR_COMMA))))
            break;
    }
    return index;
}
/**
 * Compares the mantissa in SCANNED[0] × 10^`power` (negated for `negative`) with the target,
 * leaving the value in SCANNED; LONG_NUMBER beyond the fast powers.
 */
function compareScanned(power, negative, target) {
    if (power > MAX_FAST_POWER || power < -MAX_FAST_POWER)
        return LONG_NUMBER;
    const mantissa = SCANNED[0];
    const magnitude = power >= 0 ? mantissa * POWERS_OF_TEN[power] : mantissa / POWERS_OF_TEN[-power];
    const value = negative ? -magnitude : magnitude;
    SCANNED[0] = value;
    return value < target.value ? -1 : value > target.value ? 1 : 0;
}
/**
 * The double of the last text `compareDecimalText` read in its fast path (its -1, 0 or 1 answers),
 * so a range compares one record value with a second bound without reading the text again. A
 * typed array, as a double stored in a variable would be boxed (an allocation per record).
 */
const SCANNED = new Float64Array(1);
/**
 * Compares the number of the last `compareDecimalText` answer of -1, 0 or 1 with a `fast` rule;
 * exact for the same reason as that answer (both are decimals of at most 15 digits).
 */
function compareScannedWith(rule) {
    const value = SCANNED[0];
    return value < rule.value ? -1 : value > rule.value ? 1 : 0;
}
const DECIMAL_SYNTAX = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
// The spaces `compareDecimalText` skips at either end (not all of Unicode's, as String#trim would).
const OUTER_SPACES = /^[\t\n\v\f\r \u00a0]+|[\t\n\v\f\r \u00a0]+$/g;
/**
 * Reads `text` (same syntax as `compareDecimalText`) into a normalized `Decimal`, or null when it is
 * not a number. Allocates; used for rule values at compile time and for long record values.
 */
function parseDecimal(text, money) {
    const stripped = money ? text.replace(/[$,]/g, '') : text;
    const parts = DECIMAL_SYNTAX.exec(stripped.replace(OUTER_SPACES, ''));
    if (!parts)
        return null;
    const integerPart = parts[2];
    const fractionPart = parts[3] || '';
    if (integerPart.length + fractionPart.length === 0)
        return null;
    const all = integerPart + fractionPart;
    let first = 0;
    while (first < all.length && all.charCodeAt(first) === CHAR_0)
        first++;
    let end = all.length;
    while (end > first && all.charCodeAt(end - 1) === CHAR_0)
        end--;
    const digits = all.slice(first, end);
    if (digits === '')
        return { negative: false, digits: '', exponent: 0 };
    // Exponents beyond any real magnitude are clamped; they still order correctly against sane values.
    const written = parts[4] ? Math.max(-1e15, Math.min(1e15, Number(parts[4]))) : 0;
    return { negative: parts[1] === '-', digits, exponent: integerPart.length - first + written };
}
/** The decimal a JavaScript number stands for: its shortest round-trip text (`String(n)`). */
function decimalOfNumber(value) {
    return parseDecimal(String(value), false);
}
/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
function compareDecimals(a, b) {
    const signA = a.digits === '' ? 0 : a.negative ? -1 : 1;
    const signB = b.digits === '' ? 0 : b.negative ? -1 : 1;
    if (signA !== signB)
        return signA < signB ? -1 : 1;
    if (signA === 0)
        return 0;
    let magnitude;
    if (a.exponent !== b.exponent)
        magnitude = a.exponent > b.exponent ? 1 : -1;
    else
        magnitude = a.digits === b.digits ? 0 : a.digits > b.digits ? 1 : -1;
    return signA * magnitude;
}
function makeNumericRule(fast, value, decimal) {
    return { fast, value, decimal };
}
// The target of scans that only need to know whether a text is a number. Made first, from the
// same place as every rule and with -0 (a double, where 0 would be a small integer), so all
// numeric rules share one shape whose `value` is stored as a double: otherwise reading it in
// `compareDecimalText` would box the double, an allocation per record.
const ZERO = makeNumericRule(true, -0, { negative: false, digits: '', exponent: 0 });
/** The numeric rule of a rule text, or null when the text is not a number (then min/max compare text). */
function numericRule(text) {
    const order = compareDecimalText(text, false, ZERO);
    if (order === NOT_A_NUMBER)
        return null;
    const fast = order !== LONG_NUMBER;
    // Number() rounds a decimal correctly to the nearest double, as the scan does.
    return makeNumericRule(fast, fast ? Number(text) : NaN, parseDecimal(text, false));
}
/**
 * Compares a record value with a numeric rule: -1, 0 or 1, or NOT_A_NUMBER when the record value
 * is not a number (empty, text that is not a number once '$' and ',' are skipped, a boolean).
 */
function compareWithRule(recordValue, rule) {
    if (typeof recordValue === 'string') {
        if (rule.fast) {
            const order = compareDecimalText(recordValue, true, rule);
            if (order === NOT_A_NUMBER)
                return NOT_A_NUMBER;
            if (order !== LONG_NUMBER)
                return order;
        }
        else if (compareDecimalText(recordValue, true, ZERO) === NOT_A_NUMBER) {
            return NOT_A_NUMBER;
        }
        return compareDecimals(parseDecimal(recordValue, true), rule.decimal);
    }
    if (typeof recordValue === 'number') {
        if (recordValue !== recordValue)
            return NOT_A_NUMBER;
        // Rule values are finite decimals, so an infinite record value is beyond every one of them.
        if (recordValue === Infinity)
            return 1;
        if (recordValue === -Infinity)
            return -1;
        if (rule.fast)
            return recordValue < rule.value ? -1 : recordValue > rule.value ? 1 : 0;
        return compareDecimals(decimalOfNumber(recordValue), rule.decimal);
    }
    if (typeof recordValue === 'bigint') {
        return compareDecimals(parseDecimal(String(recordValue), false), rule.decimal);
    }
    return NOT_A_NUMBER;
}

;// ./src/core/matcher/record-values.ts
// Reading the value a condition compares from a record, and normalizing it.
//
// Only a record's own properties count (`constructor` or `toString` are missing fields, not
// functions from Object.prototype, nor a property polluting it). Dotted attributes (`folder.id`)
// walk into nested objects. The value is then normalized:
// - missing, null and undefined are the empty value '';
// - an object compares by its own `value`, else its own `id` (file, linked and member fields);
//   an object with neither, or whose `value`/`id` is itself an object, is empty;
// - an array is a multi-value field and stays an array; its elements are normalized the same
//   way when compared (an element that is an array is empty);
// - text, numbers, booleans and bigints stay as they are; anything else (a function) is empty.
const hasOwn = Object.prototype.hasOwnProperty;
/** An own property: read first, checked as own only when defined (an undefined one needs no check). */
function readOwn(object, key) {
    const value = object[key];
    return value !== undefined && hasOwn.call(object, key) ? value : undefined;
}
/**
 * The raw value of an attribute of a record (an object): one own property (`segments` null) or
 * a dotted path of own properties through nested objects.
 */
function readAttribute(record, key, segments) {
    if (segments === null)
        return readOwn(record, key);
    let value = record;
    for (let index = 0; index < segments.length; index++) {
        if (value === null || typeof value !== 'object')
            return undefined;
        value = readOwn(value, segments[index]);
    }
    return value;
}
/** The normalized value of an attribute (see above). */
function valueAt(record, key, segments) {
    return normalizeValue(readAttribute(record, key, segments));
}
/**
 * The value an object stands for: its own `value`, else its own `id`, else undefined. (Each is
 * read first and checked as own only when defined: an undefined one needs no check.)
 */
function valueOfObject(object) {
    const value = object.value;
    if (value !== undefined && hasOwn.call(object, 'value'))
        return value;
    const id = object.id;
    return id !== undefined && hasOwn.call(object, 'id') ? id : undefined;
}
/** Normalizes a record value: '' for empty, an array for a multi-value field, else a scalar. */
function normalizeValue(raw) {
    const type = typeof raw;
    if (type === 'string' || type === 'number' || type === 'boolean')
        return raw;
    if (raw === null || raw === undefined)
        return '';
    if (type === 'object') {
        if (Array.isArray(raw))
            return raw;
        const inner = valueOfObject(raw);
        const innerType = typeof inner;
        if (innerType === 'string' || innerType === 'number' || innerType === 'boolean' || innerType === 'bigint')
            return inner;
        return Array.isArray(inner) ? inner : '';
    }
    return type === 'bigint' ? raw : '';
}
/** Normalizes one element of a multi-value field: like `normalizeValue`, but never an array. */
function normalizeElement(raw) {
    const type = typeof raw;
    if (type === 'string' || type === 'number' || type === 'boolean')
        return raw;
    if (raw === null || raw === undefined)
        return '';
    if (type === 'object') {
        if (Array.isArray(raw))
            return '';
        const inner = valueOfObject(raw);
        const innerType = typeof inner;
        return innerType === 'string' || innerType === 'number' || innerType === 'boolean' || innerType === 'bigint' ? inner : '';
    }
    return type === 'bigint' ? raw : '';
}
/** True for a normalized value that is a multi-value field. */
function isMultiValue(value) {
    return typeof value === 'object';
}

;// ./src/core/matcher/text.ts
// Comparing record values with rule texts, without allocating on the common paths.
//
// Record values reach these functions already normalized (see record-values.ts): text, a number,
// a boolean or a bigint; '' is the empty value. Equality is type-loose: a record value equals a
// rule text when `String(value)` equals it, so 5 equals '5', and true equals 'TRUE' ignoring case.
/** Prepares a rule text. */
function ruleText(text) {
    const lower = text.toLowerCase();
    return {
        text,
        lower,
        exactNumber: numberWithText(text),
        lowerNumber: lower === 'nan' ? NaN : lower === 'infinity' ? Infinity : lower === '-infinity' ? -Infinity : numberWithText(lower),
        mayGrow: lower.indexOf('\u0307') !== -1
    };
}
function numberWithText(text) {
    // String(number) starts with a digit, '-', 'N' (NaN) or 'I' (Infinity): skip Number() for other texts
    const first = text.charCodeAt(0);
    if (!((first >= 48 && first <= 57) || first === 45 || first === 78 || first === 73))
        return undefined;
    const value = Number(text);
    return String(value) === text ? value : undefined;
}
function sameNumber(value, rule) {
    return value === rule || (value !== value && rule !== rule && rule !== undefined);
}
/**
 * True when `text.toLowerCase() === lower`, without lower-casing ASCII text. Relies on two facts
 * of Unicode case mapping (checked by a spec over every code point): lower-casing never shortens
 * a text, and only 'İ' (U+0130) lengthens it, adding U+0307.
 */
function equalsLowerCase(text, rule) {
    const lower = rule.lower;
    if (text === lower)
        return true;
    const length = text.length;
    if (length !== lower.length)
        return length < lower.length && rule.mayGrow && text.toLowerCase() === lower;
    for (let index = 0; index < length; index++) {
        let code = text.charCodeAt(index);
        if (code >= 128)
            return text.toLowerCase() === lower;
        if (code >= 65 && code <= 90)
            code += 32;
        if (code !== lower.charCodeAt(index))
            return false;
    }
    return true;
}
/** Case-insensitive, type-loose equality of a normalized record scalar with a rule text. */
function equalsIgnoringCase(value, rule) {
    if (typeof value === 'string')
        return equalsLowerCase(value, rule);
    if (typeof value === 'number')
        return sameNumber(value, rule.lowerNumber);
    if (typeof value === 'boolean')
        return rule.lower === (value ? 'true' : 'false');
    if (typeof value === 'bigint')
        return String(value) === rule.lower;
    return false;
}
/** Case-sensitive, type-loose equality (elements of multi-value fields for `contains`). */
function equalsExactly(value, rule) {
    if (typeof value === 'string')
        return value === rule.text;
    if (typeof value === 'number')
        return sameNumber(value, rule.exactNumber);
    if (typeof value === 'boolean')
        return rule.text === (value ? 'true' : 'false');
    if (typeof value === 'bigint')
        return String(value) === rule.text;
    return false;
}
/** The text of a normalized record scalar (allocates for numbers, booleans and bigints). */
function textOf(value) {
    return typeof value === 'string' ? value : String(value);
}

;// ./src/core/matcher/validators.ts
// The validation rules that `not-validates` names. A condition `not-validates` matches records
// whose value does NOT pass the rule. Empty values are not checked (they never match): a
// validation rule says what a value must look like when there is one, as field validation does.
/** Rule names `not-validates` accepts, each with the test a valid value passes. */
const VALIDATION_RULES = {
    /** Letters of any script (with their combining marks), nothing else. */
    alpha: /^[\p{L}\p{M}]+$/u,
    /** Letters and decimal digits of any script. */
    alphaNumeric: /^[\p{L}\p{M}\p{Nd}]+$/u,
    /**
     * local@domain: a dot-separated local part of the characters RFC 5322 allows unquoted; a
     * domain of at least two dot-separated labels (letters, digits, inner hyphens) whose last
     * label is letters or a punycode `xn--` label.
     */
    emailAddress: new RegExp("^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*" +
        '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+' +
        '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'),
    /** An optional sign, digits with an optional decimal point, an optional exponent: -12, 3.5, .5, 1e3. */
    numeric: /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/,
    /** A US ZIP code: 5 digits, or ZIP+4 (12345-6789). */
    zipCode: /^\d{5}(?:-\d{4})?$/
};
/** Refused by name: `unique` needs the whole collection, which a single record cannot show. */
const COLLECTION_RULES = ['unique'];

;// ./src/core/matcher/conditions.ts
// A condition compiles to a closure over its rule values, chosen by prefix, that tests a record
// value already read and normalized (record-values.ts); the group reads the value (see
// compile.ts), so adjacent conditions on one attribute (a min/max range) read it once.
//
// Positive prefixes match when ANY value of a piped text matches; negative ones (`not`,
// `not-contains`, `not-validates`) when NONE does. On multi-value fields (arrays) only
// `contains`, `not-contains`, `in` and `not-in` can match.




const never = () => false;
/**
 * The test of a value condition, with its rule values prepared once. A single rule value (the
 * common case) gets its own closure, without the loop over piped values.
 */
function compileValueTest(condition) {
    const rules = condition.texts.map(ruleText);
    const single = rules.length === 1 ? rules[0] : null;
    switch (condition.prefix) {
        // equalsIgnoringCase is false for a multi-value field (an array) already.
        case '': return single ? (value) => equalsIgnoringCase(value, single) : (value) => equalsAny(value, rules);
        case 'not': return single
            ? (value) => !isMultiValue(value) && !equalsIgnoringCase(value, single)
            : (value) => !isMultiValue(value) && !equalsAny(value, rules);
        case 'contains': return containsTest(rules, condition.list, false);
        case 'not-contains': return containsTest(rules, condition.list, true);
        case 'starts-with': return single
            ? (value) => !isMultiValue(value) && textOf(value).startsWith(single.text)
            : (value) => !isMultiValue(value) && startsWithAny(textOf(value), rules);
        case 'ends-with': return single
            ? (value) => !isMultiValue(value) && textOf(value).endsWith(single.text)
            : (value) => !isMultiValue(value) && endsWithAny(textOf(value), rules);
        case 'min': return boundTest(rules, 1);
        case 'max': return boundTest(rules, -1);
        // `in`/`not-in` need an array: anything else never matches.
        case 'in': return condition.list ? (value) => isIn(value, rules) : never;
        case 'not-in': return condition.list ? (value) => !isIn(value, rules) : never;
        case 'not-validates': return notValidatesTest(rules);
    }
}
// '' and 'not': case-insensitive, type-loose equality.
function equalsAny(value, rules) {
    for (let index = 0; index < rules.length; index++)
        if (equalsIgnoringCase(value, rules[index]))
            return true;
    return false;
}
// 'starts-with' and 'ends-with': case-sensitive, on text.
function startsWithAny(text, rules) {
    for (let index = 0; index < rules.length; index++)
        if (text.startsWith(rules[index].text))
            return true;
    return false;
}
function endsWithAny(text, rules) {
    for (let index = 0; index < rules.length; index++)
        if (text.endsWith(rules[index].text))
            return true;
    return false;
}
// 'contains': a substring of text (case-sensitive); on a multi-value field an element equal to
// the value (type-loose, case-sensitive). An array value needs every one of its values; a piped
// text any one. 'not-contains' is its negation.
function containsTest(rules, every, negated) {
    if (rules.length === 1) {
        // One value: "every" and "any" agree.
        const rule = rules[0];
        const text = rule.text;
        return negated
            ? (value) => (isMultiValue(value) ? !hasElement(value, rule) : textOf(value).indexOf(text) === -1)
            : (value) => (isMultiValue(value) ? hasElement(value, rule) : textOf(value).indexOf(text) !== -1);
    }
    return (value) => contains(value, rules, every) !== negated;
}
function contains(value, rules, every) {
    const count = rules.length;
    if (isMultiValue(value)) {
        for (let index = 0; index < count; index++) {
            if (hasElement(value, rules[index]) !== every)
                return !every;
        }
        return every;
    }
    const text = textOf(value);
    for (let index = 0; index < count; index++) {
        if ((text.indexOf(rules[index].text) !== -1) !== every)
            return !every;
    }
    return every;
}
function hasElement(values, rule) {
    for (let index = 0; index < values.length; index++) {
        const element = values[index];
        // Text elements (the common case) compare directly.
        if (typeof element === 'string' ? element === rule.text : equalsExactly(normalizeElement(element), rule))
            return true;
    }
    return false;
}
function boundTest(rules, direction) {
    const bounds = rules.map((rule) => ({ numeric: numericRule(rule.text), text: rule.text }));
    if (bounds.length === 1) {
        // One bound: numeric or text, min or max, known now.
        const numeric = bounds[0].numeric;
        const text = bounds[0].text;
        if (numeric !== null) {
            return direction === 1
                ? (value) => { const order = compareWithRule(value, numeric); return order !== (/* inlined export .NOT_A_NUMBER */2) && order >= 0; }
                : (value) => { const order = compareWithRule(value, numeric); return order !== (/* inlined export .NOT_A_NUMBER */2) && order <= 0; };
        }
        return direction === 1
            ? (value) => value !== '' && !isMultiValue(value) && textOf(value) >= text
            : (value) => value !== '' && !isMultiValue(value) && textOf(value) <= text;
    }
    return (value) => {
        for (let index = 0; index < bounds.length; index++)
            if (satisfies(value, bounds[index], direction))
                return true;
        return false;
    };
}
function satisfies(value, bound, direction) {
    if (bound.numeric !== null) {
        const order = compareWithRule(value, bound.numeric);
        return order !== (/* inlined export .NOT_A_NUMBER */2) && (direction === 1 ? order >= 0 : order <= 0);
    }
    if (value === '' || isMultiValue(value))
        return false;
    const text = textOf(value);
    return direction === 1 ? text >= bound.text : text <= bound.text;
}
/**
 * A `min` and a `max` on one attribute (a range), both numbers of at most 15 digits: a text value
 * is read once for both bounds. Null when the conditions are not such a pair.
 */
function compileRangeTest(low, high) {
    if (low.prefix !== 'min' || high.prefix !== 'max' || low.texts.length !== 1 || high.texts.length !== 1)
        return null;
    const lowRule = numericRule(low.texts[0]);
    const highRule = numericRule(high.texts[0]);
    if (lowRule === null || highRule === null || !lowRule.fast || !highRule.fast)
        return null;
    const lowTest = compileValueTest(low);
    const highTest = compileValueTest(high);
    return (value) => {
        if (typeof value !== 'string')
            return lowTest(value) && highTest(value);
        const order = compareDecimalText(value, true, lowRule);
        if (order === (/* inlined export .NOT_A_NUMBER */2))
            return false;
        if (order === (/* inlined export .LONG_NUMBER */3))
            return lowTest(value) && highTest(value); // the exact slow path
        return order >= 0 && compareScannedWith(highRule) <= 0;
    };
}
// 'in': the value, or any element of a multi-value field, equals a listed value. Text elements
// (the common case) skip normalizeElement and the type dispatch of equalsIgnoringCase.
function isIn(value, rules) {
    if (!isMultiValue(value))
        return equalsAny(value, rules);
    const count = rules.length;
    for (let index = 0; index < value.length; index++) {
        const element = value[index];
        if (typeof element === 'string') {
            for (let rule = 0; rule < count; rule++)
                if (equalsLowerCase(element, rules[rule]))
                    return true;
        }
        else if (equalsAny(normalizeElement(element), rules)) {
            return true;
        }
    }
    return false;
}
// 'not-validates': the value passes none of the named rules. Empty values are not checked.
function notValidatesTest(rules) {
    const patterns = rules.map((rule) => VALIDATION_RULES[rule.text]);
    if (patterns.length === 1) {
        const pattern = patterns[0];
        return (value) => value !== '' && !isMultiValue(value) && !pattern.test(textOf(value));
    }
    return (value) => {
        if (value === '' || isMultiValue(value))
            return false;
        const text = textOf(value);
        for (let index = 0; index < patterns.length; index++)
            if (patterns[index].test(text))
                return false;
        return true;
    };
}

;// ./src/core/matcher/compile.ts
// Turns a parsed filter into closures: a group into a combination of its entries' matchers, a
// condition into a read of its attribute plus a test over its prepared rule values
// (conditions.ts), a subfilter into a match of the nested record(s). The prefix, the attribute
// path and the rule values (their lower-case text, their numbers, their validation patterns) are
// resolved here once, so matching a record only reads its values and compares, allocating nothing.
//
// Why so many small closure shapes: without code generation (no `new Function`, for CSP) every
// filter shares the same closure code, so a generic loop over entries makes every call site in it
// megamorphic and keeps branches on things known at compile time. Groups of one to three entries
// and runs of conditions on one attribute (a min/max range) therefore get their own closures.


const compile_hasOwn = Object.prototype.hasOwnProperty;
const matchAll = () => true;
function compileNode(node) {
    switch (node.kind) {
        case 'group': return compileGroup(node);
        case 'subfilter': return compileSubfilter(node);
        default: return conditionsMatcher(node.path, [compileValueTest(node)], false);
    }
}
function samePath(a, b) {
    if (a.length !== b.length)
        return false;
    for (let index = 0; index < a.length; index++)
        if (a[index] !== b[index])
            return false;
    return true;
}
/**
 * The matcher of a whole filter, calling `check(record)` first. A root group of two entries (the
 * usual filter) gets the check in its own closure: one call less per record than a wrapper.
 */
function compileRoot(group, check) {
    const any = group.operator === 'or';
    const matchers = entryMatchers(group.entries, any);
    const [first, second] = matchers;
    if (matchers.length === 2) {
        return any
            ? (record) => { check(record); return first(record) || second(record); }
            : (record) => { check(record); return first(record) && second(record); };
    }
    const matcher = combine(matchers, any);
    return (record) => { check(record); return matcher(record); };
}
function compileGroup(group) {
    const any = group.operator === 'or'; // "or" stops at the first match, "and" at the first miss
    return combine(entryMatchers(group.entries, any), any);
}
/**
 * The entries of a group as compiled: adjacent conditions on one attribute (a range) form one
 * run, which reads the attribute once; a numeric min/max pair in an "and" also reads the number once.
 */
function planEntries(parsed, any) {
    const planned = [];
    for (let index = 0; index < parsed.length;) {
        const entry = parsed[index];
        if (entry.kind !== 'condition') {
            planned.push({ kind: 'node', node: entry });
            index++;
            continue;
        }
        const run = [];
        let next = index;
        while (next < parsed.length && parsed[next].kind === 'condition' &&
            samePath(parsed[next].path, entry.path)) {
            run.push(parsed[next]);
            next++;
        }
        const range = !any && run.length === 2 ? compileRangeTest(run[0], run[1]) : null;
        planned.push({ kind: 'run', path: entry.path, tests: range !== null ? [range] : run.map(compileValueTest) });
        index = next;
    }
    return planned;
}
/** One matcher per planned entry (see planEntries). */
function entryMatchers(parsed, any) {
    return planEntries(parsed, any).map((entry) => entry.kind === 'run' ? conditionsMatcher(entry.path, entry.tests, any) : compileNode(entry.node));
}
// An empty group matches every record.
function combine(matchers, any) {
    const [first, second, third] = matchers;
    switch (matchers.length) {
        case 0: return matchAll;
        case 1: return first;
        case 2: return any ? (record) => first(record) || second(record) : (record) => first(record) && second(record);
        case 3: return any
            ? (record) => first(record) || second(record) || third(record)
            : (record) => first(record) && second(record) && third(record);
    }
    const count = matchers.length;
    return (record) => {
        for (let index = 0; index < count; index++)
            if (matchers[index](record) === any)
                return any;
        return !any;
    };
}
/** Tests of one attribute, read once: all must pass (`any` false) or one (`any` true). */
function conditionsMatcher(path, tests, any) {
    const [first, second] = tests;
    if (path.length === 1) {
        // The common case, one property name: the own-property read is written out here (see
        // readOwn), as a call per read costs more than the read itself.
        const key = path[0];
        if (tests.length === 1) {
            return (record) => {
                const raw = record[key];
                return first(normalizeValue(raw !== undefined && compile_hasOwn.call(record, key) ? raw : undefined));
            };
        }
        if (tests.length === 2) {
            return any
                ? (record) => {
                    const raw = record[key];
                    const value = normalizeValue(raw !== undefined && compile_hasOwn.call(record, key) ? raw : undefined);
                    return first(value) || second(value);
                }
                : (record) => {
                    const raw = record[key];
                    const value = normalizeValue(raw !== undefined && compile_hasOwn.call(record, key) ? raw : undefined);
                    return first(value) && second(value);
                };
        }
    }
    if (path.length === 2 && tests.length === 1) {
        // `folder.id`: two own-property reads, as readAttribute does them, written out.
        const outerKey = path[0];
        const innerKey = path[1];
        return (record) => {
            const outer = record[outerKey];
            let raw;
            if (outer !== null && typeof outer === 'object' && compile_hasOwn.call(record, outerKey)) {
                raw = outer[innerKey];
                if (raw !== undefined && !compile_hasOwn.call(outer, innerKey))
                    raw = undefined;
            }
            return first(normalizeValue(raw));
        };
    }
    const segments = path.length === 1 ? null : path.slice();
    const key = path.length === 1 ? path[0] : '';
    if (tests.length === 1)
        return (record) => first(normalizeValue(readAttribute(record, key, segments)));
    const count = tests.length;
    return (record) => {
        const value = normalizeValue(readAttribute(record, key, segments));
        for (let index = 0; index < count; index++)
            if (tests[index](value) === any)
                return any;
        return !any;
    };
}
/** A nested record, or any of an array of them, matches the subfilter; no nested record never does. */
function compileSubfilter(node) {
    const [key, segments] = node.path.length === 1 ? [node.path[0], null] : ['', node.path.slice()];
    const inner = compileGroup(node.filter);
    return (record) => {
        const nested = readAttribute(record, key, segments);
        if (nested === null || typeof nested !== 'object')
            return false;
        if (!Array.isArray(nested))
            return inner(nested);
        for (let index = 0; index < nested.length; index++) {
            const element = nested[index];
            if (element !== null && typeof element === 'object' && !Array.isArray(element) && inner(element))
                return true;
        }
        return false;
    };
}

;// ./src/core/matcher/generate.ts
// Code generation, as AngularJS's $parse does: where the environment allows `new Function`, a
// filter compiles into one function of its own that reads attributes and calls its value tests
// directly, like a predicate written by hand. Closures (compile.ts) share their code between all
// filters, so the engine sees every attribute name and every test at the same few call sites and
// cannot specialize them; a function per filter has call sites of its own.
//
// SECURITY: no text from a filter or a record ever becomes source code. The source is built only
// from the fixed fragments below and integer indexes: attribute names, rule values and value tests
// go in through the constants array (`c[3]`, read once into `c3`), never into the source, not even
// quoted. Anything else (text of the filter, of the record) is data the generated code compares.
//
// Where code generation is not allowed (a Content Security Policy without 'unsafe-eval', or
// `setCodeGeneration(false)`), filters compile to closures, with the same answers.


const generate_hasOwn = Object.prototype.hasOwnProperty;
const FunctionConstructor = Function;
/** How many filters were compiled into generated code. */
let generated = 0;
/** How many filters were compiled into generated code so far (for specs). */
function generatedCount() {
    return generated;
}
/** Whether code generation is allowed: undefined until set or probed. */
let allowed;
/**
 * Allows (true) or forbids (false) compiling filters into generated code (`new Function`); with
 * undefined, the default, the matcher tries `new Function` once, when it first compiles a filter,
 * and generates code if that works. Filters compiled before keep their form.
 */
function setCodeGeneration(allow) {
    allowed = allow;
}
/** True when filters compile into generated code (probing `new Function` once, as AngularJS does). */
function codeGenerationAllowed() {
    if (allowed === undefined) {
        try {
            new FunctionConstructor('');
            allowed = true;
        }
        catch (error) {
            allowed = false; // a Content Security Policy (EvalError) or Trusted Types (TypeError) forbid it
        }
    }
    return allowed;
}
// The constants every generated function reads at fixed indexes.
const CHECK = 0;
const HAS_OWN = 1;
const NORMALIZE = 2;
const PROTOTYPE_OF = 3;
const OBJECT_PROTOTYPE = 4;
function constant(emitter, value) {
    emitter.constants.push(value);
    return 'c' + (emitter.constants.length - 1);
}
function local(emitter) {
    return 'v' + emitter.locals++;
}
/**
 * The matcher of a whole filter as one generated function, calling `check(record)` first (after
 * `guard`'s test, if given); null when generating fails (a filter nested too deep for the engine's
 * parser, a policy that forbids code generation after all), so the caller compiles closures instead.
 */
function generateRoot(group, check, guard) {
    try {
        const emitter = { constants: [check, generate_hasOwn, normalizeValue, Object.getPrototypeOf, Object.prototype], locals: 0 };
        const guardSource = guard ? 'if(!(' + guard.expression((value) => constant(emitter, value)) + '))return ' + constant(emitter, guard.otherwise) + ';' : '';
        const body = groupSource(group, emitter);
        // A number of its own makes each source new to the engine: a source met before would share the
        // earlier function's type feedback, and every filter of the same shape has the same source.
        let source = '"use strict";/*' + ++generated + '*/const ';
        for (let index = 0; index < emitter.constants.length; index++)
            source += (index === 0 ? 'c' : ',c') + index + '=c[' + index + ']';
        source += ';return function(r){';
        for (let index = 0; index < emitter.locals; index++)
            source += (index === 0 ? 'var v' : ',v') + index;
        source += (emitter.locals === 0 ? '' : ';') + guardSource + 'c' + CHECK + '(r);return ' + body + ';};';
        return new FunctionConstructor('c', source)(emitter.constants);
    }
    catch (error) {
        // Too deep for the engine's parser (RangeError): this filter only. Anything else (EvalError
        // under a Content Security Policy, TypeError under Trusted Types): no more tries.
        if (!(error instanceof RangeError))
            allowed = false;
        return null;
    }
}
// "and": every entry (an empty group matches every record); "or": any entry.
function groupSource(group, emitter) {
    const any = group.operator === 'or';
    const entries = planEntries(group.entries, any);
    if (entries.length === 0)
        return 'true';
    let source = '(';
    for (let index = 0; index < entries.length; index++) {
        const entry = entries[index];
        if (index > 0)
            source += any ? '||' : '&&';
        if (entry.kind === 'node') {
            source += entry.node.kind === 'group'
                ? groupSource(entry.node, emitter)
                : constant(emitter, compileNode(entry.node)) + '(r)'; // a subfilter: its closures
            continue;
        }
        // A run of tests on one attribute: read and normalize it once into a local, then test it.
        const value = local(emitter);
        source += '(' + readSource(entry.path, value, emitter) + value + '=c' + NORMALIZE + '(' + value + '),';
        for (let test = 0; test < entry.tests.length; test++) {
            if (test > 0)
                source += any ? '||' : '&&';
            source += constant(emitter, entry.tests[test]) + '(' + value + ')';
        }
        source += ')';
    }
    return source + ')';
}
/**
 * Assignments (each followed by a comma) that leave in `value` the raw value of an attribute path:
 * own properties only, through nested objects (as readAttribute in record-values.ts does).
 *
 * The own-property check: a defined value read from an object whose prototype is Object.prototype
 * is its own when Object.prototype had no such property just before the read (nothing runs in
 * between but the object's own getter). The engine folds both checks to constants for a given
 * record shape, and drops that code when Object.prototype changes, so a record of the usual kind
 * needs no hasOwnProperty call; any other object, or a name Object.prototype has (`constructor`,
 * a polluting property), takes the call.
 */
function readSource(path, value, emitter) {
    let source = '';
    let holder = 'r';
    const plain = local(emitter); // Object.prototype has no property of that name
    const objectPrototype = 'c' + OBJECT_PROTOTYPE;
    for (let index = 0; index < path.length; index++) {
        const key = constant(emitter, path[index]);
        const target = index === path.length - 1 ? value : local(emitter);
        const absent = plain + '=!(' + key + ' in ' + objectPrototype + ')';
        source += index === 0
            ? absent + ',' + target + '=r[' + key + '],'
            : target + '=' + holder + '!==null&&typeof ' + holder + '==="object"?(' + absent + ',' + holder + '[' + key + ']):void 0,';
        source += target + '=' + target + '!==void 0&&!(' + plain + '&&c' + PROTOTYPE_OF + '(' + holder + ')===' + objectPrototype + ')&&!c' +
            HAS_OWN + '.call(' + holder + ',' + key + ')?void 0:' + target + ',';
        holder = target;
    }
    return source;
}

;// ./src/core/matcher/interpret.ts
// Matching one record against a parsed filter without compiling it: for a filter object seen for
// the first time (a literal written inline, a filter rebuilt per digest), compiling closures and
// caching them costs more than the one match needs. The answers are the compiled matcher's: the
// same parse, the same value tests (conditions.ts) and the same reading of record values.


/**
 * Value tests by what they depend on (prefix, list or not, rule texts), shared by the filter
 * objects met once: a filter rebuilt for every call repeats the same conditions. A single rule
 * text (the usual case) is looked up without building a key. Bounded.
 */
const singleTests = new Map();
const otherTests = new Map();
let cachedTests = 0;
const MAX_VALUE_TESTS = 2000;
function remember(condition) {
    if (++cachedTests > MAX_VALUE_TESTS) {
        singleTests.clear();
        otherTests.clear();
        cachedTests = 1;
    }
    return compileValueTest(condition);
}
function valueTestOf(condition) {
    const texts = condition.texts;
    if (texts.length === 1 && !condition.list) {
        let byText = singleTests.get(condition.prefix);
        if (byText === undefined) {
            byText = new Map();
            singleTests.set(condition.prefix, byText);
        }
        let test = byText.get(texts[0]);
        if (test === undefined) {
            test = remember(condition);
            byText.set(texts[0], test);
        }
        return test;
    }
    // the count and the texts joined by U+0000 name the list exactly, unless a text holds U+0000 itself (then no cache)
    for (let index = 0; index < texts.length; index++)
        if (texts[index].indexOf('\u0000') !== -1)
            return compileValueTest(condition);
    const key = `${condition.prefix}\u0001${condition.list ? 1 : 0}\u0001${texts.length}\u0001${texts.join('\u0000')}`;
    let test = otherTests.get(key);
    if (test === undefined) {
        test = remember(condition);
        otherTests.set(key, test);
    }
    return test;
}
function matchesNode(node, record) {
    switch (node.kind) {
        case 'group': return matchesGroup(node, record);
        case 'subfilter': {
            const path = node.path;
            const nested = path.length === 1 ? readAttribute(record, path[0], null) : readAttribute(record, '', path);
            if (nested === null || typeof nested !== 'object')
                return false;
            if (!Array.isArray(nested))
                return matchesGroup(node.filter, nested);
            for (let index = 0; index < nested.length; index++) {
                const element = nested[index];
                if (element !== null && typeof element === 'object' && !Array.isArray(element) && matchesGroup(node.filter, element))
                    return true;
            }
            return false;
        }
        default: {
            const path = node.path;
            return valueTestOf(node)(path.length === 1 ? valueAt(record, path[0], null) : valueAt(record, '', path));
        }
    }
}
/** True when the record matches the group ("and": every entry, "or": any; an empty group matches). */
function matchesGroup(group, record) {
    const entries = group.entries;
    const any = group.operator === 'or';
    if (entries.length === 0)
        return true;
    for (let index = 0; index < entries.length; index++) {
        if (matchesNode(entries[index], record) === any)
            return any;
    }
    return !any;
}

;// ./src/core/matcher/errors.ts

/** The service name every matcher error starts with. */
const errors_SERVICE = 'znFilterMatcher';
/** The host matcher's exact message for subfilters without the `subfiltering` option. */
const SUBFILTER_MESSAGE = 'Subfilter matching is not supported';
/** The host matcher's exact message for dynamic values such as `logged-in-user`. */
const DYNAMIC_MESSAGE = 'Dynamic filter conditions are not supported';
/**
 * A malformed filter: says where (`and[1].or[0]`, or `filter` for the top) and what, e.g.
 * `znFilterMatcher: and[1].or[0]: unknown prefix "bogus"; expected one of ...`.
 */
function filterError(where, code, what) {
    return new ZnError(errors_SERVICE, code, `${where || 'filter'}: ${what}`);
}
/** Plain errors with the host's exact messages, as plugins written for the host catch them. */
function subfilterNotSupported() {
    return new Error(SUBFILTER_MESSAGE);
}
function dynamicNotSupported() {
    return new Error(DYNAMIC_MESSAGE);
}

;// ./src/core/matcher/options.ts



const MATCH_OPTIONS = ['subfiltering'];
const VALIDATION_OPTIONS = ['subfiltering', 'dynamicValues', 'collectionRules'];
/** Options objects of matches whose keys were checked already (the plain call may get the same one per record). */
const checkedMatchOptions = new WeakSet();
function checkOptions(options, known, checked) {
    if (options === undefined || options === null)
        return null;
    if (!isPlainObject(options)) {
        throw new ZnError(errors_SERVICE, 'bad-options', `options must be an object such as { subfiltering: true }; got ${describeValue(options)}`);
    }
    if (checked === null || !checked.has(options)) {
        for (const key of Object.keys(options)) {
            if (known.indexOf(key) === -1) {
                throw new ZnError(errors_SERVICE, 'unknown-option', `unknown option "${key}"; expected ${known.length === 1 ? known[0] : `one of ${known.join(', ')}`}`);
            }
        }
        checked === null || checked === void 0 ? void 0 : checked.add(options);
    }
    return options;
}
function flag(options, key) {
    const value = options === null ? undefined : options[key];
    if (value === undefined)
        return false;
    if (typeof value !== 'boolean') {
        throw new ZnError(errors_SERVICE, 'bad-option', `option ${key} must be true or false; got ${describeValue(value)}`);
    }
    return value;
}
/** Reads the options of a match or compile: the `subfiltering` flag. */
function readMatchOptions(options) {
    return flag(checkOptions(options, MATCH_OPTIONS, checkedMatchOptions), 'subfiltering');
}
/** Reads the options of `validateFilter`. */
function readValidationOptions(options) {
    const checked = checkOptions(options, VALIDATION_OPTIONS, null);
    return {
        subfiltering: flag(checked, 'subfiltering'),
        dynamicValues: flag(checked, 'dynamicValues'),
        collectionRules: flag(checked, 'collectionRules')
    };
}

;// ./src/core/matcher/parse.ts
// Checks a filter and reads it into a plain tree the compiler turns into closures. Every check
// happens here, once per filter, so matching never meets a malformed filter.




/** Every prefix, in the order error messages list them. */
const PREFIXES = [
    '', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'in', 'not-in', 'not-validates'
];
/** The value that the API resolves and a matcher cannot (the user who is logged in). */
const DYNAMIC_VALUES = ['logged-in-user'];
const parse_hasOwn = Object.prototype.hasOwnProperty;
const CONDITION_KEYS = ['prefix', 'attribute', 'value', 'filter'];
const SCALAR = 'text, a number, a boolean or null';
/** Checks `filter` and reads it; throws the "where: what; expected" error on the first fault. */
function parseFilter(filter, options, snapshot) {
    if (!isPlainObject(filter)) {
        throw filterError('', 'bad-filter', `expected an object such as { and: [conditions] } or { or: [conditions] }; got ${describeValue(filter)}`);
    }
    return parseGroup(filter, '', { options, ancestors: [], snapshot });
}
function enter(context, object, where) {
    if (context.ancestors.indexOf(object) !== -1) {
        throw filterError(where, 'circular-value', 'the filter contains itself (a cycle); expected a tree of groups and conditions');
    }
    context.ancestors.push(object);
}
function parseGroup(node, where, context) {
    var _a;
    const hasAnd = parse_hasOwn.call(node, 'and');
    const hasOr = parse_hasOwn.call(node, 'or');
    if (hasAnd && hasOr) {
        throw filterError(where, 'bad-filter', 'has both "and" and "or"; expected exactly one, e.g. { and: [...] }');
    }
    if (!hasAnd && !hasOr) {
        throw filterError(where, 'bad-filter', 'has no "and" or "or"; expected a group such as { and: [conditions] } (the operator is required even for one condition)');
    }
    const operator = hasAnd ? 'and' : 'or';
    // (the list of keys only when there is one: this runs for every group of every filter)
    const mixed = parse_hasOwn.call(node, 'prefix') || parse_hasOwn.call(node, 'attribute') || parse_hasOwn.call(node, 'value') || parse_hasOwn.call(node, 'filter')
        ? CONDITION_KEYS.filter((key) => parse_hasOwn.call(node, key)) : [];
    if (mixed.length) {
        throw filterError(where, 'bad-filter', `mixes the group "${operator}" with condition keys (${mixed.join(', ')}); expected either a group or a condition`);
    }
    const listWhere = where ? `${where}.${operator}` : operator;
    const list = node[operator];
    if (!Array.isArray(list)) {
        throw filterError(listWhere, 'bad-filter', `expected an array of conditions; got ${describeValue(list)}`);
    }
    enter(context, node, where);
    enter(context, list, listWhere);
    (_a = context.snapshot) === null || _a === void 0 ? void 0 : _a.addGroup(node, operator, list);
    const entries = [];
    for (let index = 0; index < list.length; index++) {
        entries.push(parseEntry(list[index], listWhere, index, context));
    }
    context.ancestors.length -= 2;
    return { kind: 'group', operator, entries };
}
/** The error of entry `entry` of a group's list (`suffix`: a part of it, such as `.value`). */
function fail(code, listWhere, entry, what, suffix = '') {
    return filterError(`${placeOf(listWhere, entry)}${suffix}`, code, what);
}
/** The place of entry `index` of a group's list, e.g. `and[1].or[0]`: written out only when needed (errors, nested groups). */
function placeOf(listWhere, index) {
    return `${listWhere}[${index}]`;
}
function parseEntry(entry, listWhere, index, context) {
    if (!isPlainObject(entry)) {
        throw fail('bad-filter', listWhere, index, `expected a condition { prefix, attribute, value } or a group { and: [...] }; got ${describeValue(entry)}`);
    }
    const node = entry;
    if (parse_hasOwn.call(node, 'and') || parse_hasOwn.call(node, 'or'))
        return parseGroup(node, placeOf(listWhere, index), context);
    return parseCondition(node, listWhere, index, context);
}
/**
 * The parts of an attribute name, shared (read-only) between parses: a filter rebuilt for every
 * call names the same attributes. Bounded.
 */
const paths = new Map();
function pathOf(attribute) {
    let path = paths.get(attribute);
    if (path === undefined) {
        if (paths.size >= 2000)
            paths.clear();
        path = attribute.split('.');
        paths.set(attribute, path);
    }
    return path;
}
function own(node, key) {
    return parse_hasOwn.call(node, key) ? node[key] : undefined;
}
function parseCondition(node, listWhere, entry, context) {
    var _a, _b;
    const attribute = own(node, 'attribute');
    if (typeof attribute !== 'string' || attribute === '') {
        throw fail('bad-attribute', listWhere, entry, `${attribute === undefined ? 'has no attribute' : `attribute is ${describeValue(attribute)}`}; expected the name of a record attribute such as "field123" or "folder.id"`);
    }
    const path = pathOf(attribute);
    if (path.indexOf('') !== -1) {
        throw fail('bad-attribute', listWhere, entry, `attribute "${attribute}" has an empty part; expected names joined by single dots such as "folder.id"`);
    }
    const rawPrefix = own(node, 'prefix');
    const prefix = rawPrefix === undefined ? '' : rawPrefix;
    if (typeof prefix !== 'string' || PREFIXES.indexOf(prefix) === -1) {
        throw fail('unknown-prefix', listWhere, entry, `${typeof prefix === 'string' ? `unknown prefix "${prefix}"` : `prefix is ${describeValue(prefix)}`}; expected one of ${PREFIXES.map((known) => `"${known}"`).join(', ')}`);
    }
    const value = own(node, 'value');
    const subfilter = own(node, 'filter');
    if (subfilter !== undefined) {
        if (value !== undefined) {
            throw fail('bad-filter', listWhere, entry, 'has both a value and a subfilter ("filter"); expected one of them');
        }
        if (prefix !== '') {
            throw fail('bad-subfilter', listWhere, entry, `a subfilter takes prefix ""; got "${prefix}"`);
        }
        if (!context.options.subfiltering)
            throw subfilterNotSupported();
        (_a = context.snapshot) === null || _a === void 0 ? void 0 : _a.addCondition(node, undefined);
        const filterWhere = `${placeOf(listWhere, entry)}.filter`;
        if (!isPlainObject(subfilter)) {
            throw filterError(filterWhere, 'bad-subfilter', `expected a filter such as { and: [conditions] }; got ${describeValue(subfilter)}`);
        }
        enter(context, node, placeOf(listWhere, entry));
        const filter = parseGroup(subfilter, filterWhere, context);
        context.ancestors.length -= 1;
        return { kind: 'subfilter', path, filter };
    }
    if (value === undefined) {
        throw fail('missing-value', listWhere, entry, 'has no value; expected a "value" (or a "filter", for a subfilter)');
    }
    const typedPrefix = prefix;
    checkDynamic(value, context);
    (_b = context.snapshot) === null || _b === void 0 ? void 0 : _b.addCondition(node, Array.isArray(value) ? value : undefined);
    if (Array.isArray(value)) {
        if (!(typedPrefix === 'in' || typedPrefix === 'not-in' || typedPrefix === 'contains' || typedPrefix === 'not-contains')) {
            throw fail('bad-value', listWhere, entry, `prefix "${typedPrefix}" takes one value (${SCALAR}) or a piped text "a|b"; got an array (arrays are for "in", "not-in", "contains", "not-contains")`);
        }
        const texts = value.map((element, index) => parse_scalarText(element, listWhere, entry, index));
        return { kind: 'condition', prefix: typedPrefix, path, texts, list: true };
    }
    const texts = pieces(parse_scalarText(value, listWhere, entry, -1), value);
    if (typedPrefix === 'min' || typedPrefix === 'max') {
        if (typeof value === 'boolean') {
            throw fail('bad-value', listWhere, entry, `"${typedPrefix}" takes a number, a numeric text or a date text; got ${describeValue(value)}`, '.value');
        }
    }
    else if (typedPrefix === 'not-validates') {
        checkValidationRules(value, texts, placeOf(listWhere, entry), context.options);
    }
    return { kind: 'condition', prefix: typedPrefix, path, texts, list: false };
}
/** The text of one rule value: numbers and booleans as text, null and 'null' as ''. */
function parse_scalarText(value, listWhere, entry, index) {
    // the place is written out only for an error (this runs for every rule value)
    if (typeof value === 'string')
        return value === 'null' ? '' : value;
    if (value === null)
        return '';
    if (typeof value === 'boolean')
        return String(value);
    const where = index === -1 ? `${placeOf(listWhere, entry)}.value` : `${placeOf(listWhere, entry)}.value[${index}]`;
    if (typeof value === 'number') {
        if (!isFinite(value))
            throw filterError(where, 'bad-value', `expected a finite number; got ${describeValue(value)}`);
        return String(value);
    }
    throw filterError(where, 'bad-value', `expected ${SCALAR}; got ${describeValue(value)}`);
}
/** A text value 'a|b|null' holds several values; 'null' among them stands for empty too. */
function pieces(text, value) {
    if (typeof value !== 'string' || value.indexOf('|') === -1)
        return [text];
    return value.split('|').map((piece) => (piece === 'null' ? '' : piece));
}
function checkDynamic(value, context) {
    if (context.options.dynamicValues)
        return;
    if (typeof value === 'string' && value.indexOf(DYNAMIC_VALUES[0]) === -1)
        return; // the usual case, without splitting
    const candidates = Array.isArray(value) ? value : typeof value === 'string' ? value.split('|') : [];
    for (const candidate of candidates) {
        if (typeof candidate === 'string' && DYNAMIC_VALUES.indexOf(candidate) !== -1)
            throw dynamicNotSupported();
    }
}
function checkValidationRules(value, texts, where, options) {
    const known = Object.keys(VALIDATION_RULES);
    const expected = `expected one of ${known.map((name) => `"${name}"`).join(', ')}`;
    if (typeof value !== 'string') {
        throw filterError(`${where}.value`, 'bad-value', `"not-validates" takes the name of a validation rule; got ${describeValue(value)}; ${expected}`);
    }
    for (const name of texts) {
        if (COLLECTION_RULES.indexOf(name) !== -1) {
            if (options.collectionRules)
                continue;
            throw filterError(`${where}.value`, 'unsupported-rule', `"not-validates" rule "${name}" needs the whole collection of records, which matching one record cannot see; ${expected}, or filter by "${name}" through the API`);
        }
        if (!parse_hasOwn.call(VALIDATION_RULES, name)) {
            throw filterError(`${where}.value`, 'unknown-rule', `unknown validation rule "${name}"; ${expected}`);
        }
    }
}

;// ./src/core/matcher/snapshot.ts
// What a compiled filter was compiled from, so the cached plain call can notice that a filter
// object was changed in place (as ng-model does when a condition's input is bound to it) and
// compile it again. The check compares references only: O(size of the filter), no allocation.
//
// The plain call runs the check before every record, so its cost is the call's cost over a
// compiled predicate. One check shared by every filter reads filters of every shape at the same
// few property loads, which the engine then cannot specialize (each load looks up its property
// by name); a filter used often gets a check of its own (`specialize`, generated code, as its
// predicate gets in generate.ts), whose loads each see one shape.
//
// SECURITY, as in generate.ts: the generated source is built only from fixed fragments and
// integer indexes; the filter's objects and values go in through the constants array, never
// into the source.
const snapshot_FunctionConstructor = Function;
class FilterSnapshot {
    constructor() {
        this.groups = [];
        this.conditions = [];
        /** This filter's own check, once `specialize` made it. */
        this.own = null;
        /**
         * Once `specialize` was given it: the filter's matcher behind this filter's own check, in one
         * generated function (generate.ts's MatcherGuard); answers the guard's `otherwise` (not a
         * boolean) when the filter changed.
         */
        this.guarded = null;
    }
    addGroup(node, operator, list) {
        this.groups.push({ node, isAnd: operator === 'and', list, entries: list.slice() });
    }
    addCondition(node, valueList) {
        this.conditions.push({
            node,
            prefix: node.prefix,
            attribute: node.attribute,
            value: node.value,
            filter: node.filter,
            valueList,
            valueElements: valueList ? valueList.slice() : undefined
        });
    }
    /** True while every group and condition still holds what it held when compiled. */
    isCurrent() {
        const own = this.own;
        if (own !== null)
            return own();
        const groups = this.groups;
        for (let index = 0; index < groups.length; index++) {
            const group = groups[index];
            const list = group.list;
            if ((group.isAnd ? group.node.and : group.node.or) !== list || !sameElements(list, group.entries))
                return false;
        }
        const conditions = this.conditions;
        for (let index = 0; index < conditions.length; index++) {
            const condition = conditions[index];
            const node = condition.node;
            if (node.value !== condition.value || node.attribute !== condition.attribute ||
                node.prefix !== condition.prefix || node.filter !== condition.filter)
                return false;
            if (condition.valueList !== undefined && !sameElements(condition.valueList, condition.valueElements))
                return false;
        }
        return true;
    }
    /**
     * The comparisons of `isCurrent`, unrolled into one expression, the objects and values they
     * compare put in through `constant` (generate.ts's MatcherGuard takes it as is).
     */
    currentExpression(constant) {
        const tests = [];
        const sameList = (list, elements) => {
            tests.push(`${list}.length === ${elements.length}`);
            elements.forEach((element, index) => tests.push(`${list}[${index}] === ${constant(element)}`));
        };
        this.groups.forEach((group) => {
            const list = constant(group.list);
            tests.push(`${constant(group.node)}.${group.isAnd ? 'and' : 'or'} === ${list}`);
            sameList(list, group.entries);
        });
        this.conditions.forEach((condition) => {
            const node = constant(condition.node);
            tests.push(`${node}.value === ${constant(condition.value)}`, `${node}.attribute === ${constant(condition.attribute)}`, `${node}.prefix === ${constant(condition.prefix)}`, `${node}.filter === ${constant(condition.filter)}`);
            if (condition.valueList !== undefined)
                sameList(constant(condition.valueList), condition.valueElements);
        });
        return tests.join(' && ') || 'true';
    }
    /**
     * Gives the snapshot a check of its own (`currentExpression`, generated) and the guarded matcher
     * `guard` made. Call only where code generation is allowed (generate.ts's codeGenerationAllowed);
     * if making the check fails, the shared one stays.
     */
    specialize(guarded) {
        const constants = [];
        const current = this.currentExpression((value) => `c${constants.push(value) - 1}`);
        const reads = constants.map((unused, index) => `const c${index} = c[${index}];`).join('\n');
        try {
            this.own = new snapshot_FunctionConstructor('c', `${reads}\nreturn function isCurrent() { return ${current}; };`)(constants);
            this.guarded = guarded;
        }
        catch (error) {
            this.own = null; // code generation refused after all
            this.guarded = null;
        }
    }
}
function sameElements(list, elements) {
    const length = elements.length;
    if (list.length !== length)
        return false;
    for (let index = 0; index < length; index++) {
        if (list[index] !== elements[index])
            return false;
    }
    return true;
}

;// ./src/core/matcher/index.ts
// The filter matcher: pure TypeScript, no AngularJS. The `znFilterMatcher` injectable, the
// standalone build (dist/zn-filter-matcher.js) and Node code (the sandbox server) all use it.











function checkRecord(record) {
    if (record === null || typeof record !== 'object') {
        throw new ZnError(errors_SERVICE, 'bad-record', `record must be an object such as { id: 1, field123: 'value' }; got ${describeValue(record)}`);
    }
    if (Array.isArray(record)) {
        throw new ZnError(errors_SERVICE, 'bad-record', 'record must be one record object; got an array (to match a list, use records.filter(compileFilter(filter)))');
    }
}
function parse(filter, subfiltering, snapshot) {
    return parseFilter(filter, { subfiltering, dynamicValues: false, collectionRules: false }, snapshot);
}
/**
 * Compiles `filter` once into a predicate for many records: `records.filter(compileFilter(f))`.
 * Throws for a malformed filter, a subfilter without `options.subfiltering`, or a dynamic value.
 * The predicate keeps what the filter said when compiled: compile again after changing it.
 */
function compileFilter(filter, options) {
    const tiers = closuresFirst(parse(filter, readMatchOptions(options), null));
    if (!codeGenerationAllowed())
        return tiers.matcher;
    return (record) => tiered(tiers)(record);
}
function closuresFirst(parsed) {
    return { matcher: compileRoot(parsed, checkRecord), parsed, calls: 0 };
}
const GENERATE_AFTER = 20000;
/** What a snapshot's guarded matcher answers when the filter changed in place since. */
const STALE = {};
/** The matcher of a filter's tiers, counting the call (see Compiled). */
function tiered(compiled) {
    var _a;
    if (compiled.parsed !== null && ++compiled.calls >= GENERATE_AFTER) {
        if (codeGenerationAllowed()) {
            const parsed = compiled.parsed;
            compiled.matcher = (_a = generateRoot(parsed, checkRecord)) !== null && _a !== void 0 ? _a : compiled.matcher;
            const snapshot = compiled.snapshot;
            if (snapshot) {
                const guarded = generateRoot(parsed, checkRecord, { expression: (constant) => snapshot.currentExpression(constant), otherwise: STALE });
                snapshot.specialize(guarded);
                if (compiled === lastCompiled && !lastSubfiltering)
                    lastGuarded = snapshot.guarded;
            }
        }
        compiled.parsed = null;
    }
    return compiled.matcher;
}
/**
 * Compiled filters per filter object, so `matchFilter` in a loop compiles once. A filter changed
 * in place since (its groups, conditions or array values) is noticed and compiled again.
 */
const compiledFilters = new WeakMap();
/** The last filter matched, in front of the WeakMap: a loop over records asks for the same one. */
let lastFilter = null;
let lastSubfiltering = false;
let lastCompiled = null;
/** The guarded matcher of `lastCompiled` (its snapshot's) when it has one and subfilters are off, else null. */
let lastGuarded = null;
function cachedMatcher(filter, subfiltering) {
    if (filter === null || typeof filter !== 'object')
        return compileRoot(parse(filter, subfiltering, null), checkRecord); // throws
    if (filter === lastFilter && subfiltering === lastSubfiltering && lastCompiled !== null && lastCompiled.snapshot.isCurrent()) {
        return tiered(lastCompiled);
    }
    const compiled = currentCompiled(filter, subfiltering);
    lastFilter = filter;
    lastSubfiltering = subfiltering;
    lastCompiled = compiled;
    lastGuarded = subfiltering ? null : compiled.snapshot.guarded;
    return tiered(compiled);
}
function currentCompiled(filter, subfiltering) {
    let entry = compiledFilters.get(filter);
    const compiled = entry === undefined ? undefined : subfiltering ? entry.subfiltering : entry.plain;
    if (compiled !== undefined && compiled.snapshot.isCurrent())
        return compiled;
    const snapshot = new FilterSnapshot();
    const fresh = Object.assign(Object.assign({}, closuresFirst(parse(filter, subfiltering, snapshot))), { snapshot });
    if (entry === undefined) {
        entry = {};
        compiledFilters.set(filter, entry);
    }
    if (subfiltering)
        entry.subfiltering = fresh;
    else
        entry.plain = fresh;
    return fresh;
}
/**
 * Filter objects met once and not compiled, newest last: a filter met again while here is compiled
 * and cached. A few strong references, like `lastFilter`; a WeakSet would cost each new filter
 * object more than matching it does.
 */
const RECENT_SIZE = 4;
const recentFilters = [];
/** True when the filter was met lately (compile it now); else remembers it and answers false. */
function metRecently(filter) {
    const index = recentFilters.indexOf(filter);
    if (index !== -1) {
        recentFilters.splice(index, 1);
        return true;
    }
    if (recentFilters.length === RECENT_SIZE)
        recentFilters.shift();
    recentFilters.push(filter);
    return false;
}
/**
 * True when `record` matches `filter`. A filter object met for the first time is matched without
 * compiling (a filter written inline, or rebuilt for every call, costs one parse); met again, it
 * is compiled and kept (per filter object), so calling this for every record of a list costs
 * little more than a compiled predicate.
 */
function matchFilter(record, filter, options) {
    // The loop case first, kept small so the engine inlines it into the caller's loop: the same
    // filter as last time, no options, used often (the check for changes in place and the matcher
    // in one generated function: generate.ts's MatcherGuard), nothing changed in place.
    const guarded = lastGuarded;
    if (filter === lastFilter && options === undefined && guarded !== null) {
        const answer = guarded(record);
        if (answer !== STALE)
            return answer;
    }
    return matchOtherwise(record, filter, options);
}
/** matchFilter but in the loop case of a filter used often. */
function matchOtherwise(record, filter, options) {
    const last = lastCompiled;
    if (filter === lastFilter && options === undefined && !lastSubfiltering && last !== null && last.snapshot.guarded === null &&
        last.snapshot.isCurrent()) {
        return tiered(last)(record); // checks the record
    }
    const subfiltering = readMatchOptions(options);
    if (filter !== null && typeof filter === 'object' && filter !== lastFilter) {
        const entry = compiledFilters.get(filter);
        if ((entry === undefined || (subfiltering ? entry.subfiltering : entry.plain) === undefined) && !metRecently(filter)) {
            const parsed = parse(filter, subfiltering, null);
            checkRecord(record);
            return matchesGroup(parsed, record);
        }
    }
    return cachedMatcher(filter, subfiltering)(record);
}
/**
 * Throws the error `matchFilter` would throw for `filter` (where and what is wrong), else returns.
 * `options.dynamicValues` accepts `logged-in-user` (for filters sent to the API, which resolves it);
 * `options.subfiltering` accepts subfilters.
 */
function validateFilter(filter, options) {
    parseFilter(filter, readValidationOptions(options), null);
}

;// ./src/core/rest/envelopes.ts
/**
 * The envelopes of the REST conventions (success, count, failure) and the error a handler throws
 * to answer with a failure envelope. Shared by the workbench's sandbox and the testing kit's
 * in-memory API, so both answer in the same shapes with the same codes.
 */
/** Failure kinds: HTTP status, API code and the message a person may be shown. */
const REST_FAILURES = {
    badRequest: { status: 400, code: 4000, userMessage: 'The request could not be understood' },
    unauthorized: { status: 401, code: 4001, userMessage: 'Please sign in' },
    forbidden: { status: 403, code: 4003, userMessage: 'You do not have access to this' },
    notFound: { status: 404, code: 4004, userMessage: 'Error viewing data' },
    /**
     * A path that is no resource, or a verb its resource does not take (`POST /users/1`): Zengine's
     * router answered these with code 5004 and "Not Found" for both messages (evert0n/zn-api-tests).
     */
    noRoute: { status: 404, code: 5004, userMessage: 'Not Found' },
    methodNotAllowed: { status: 405, code: 4005, userMessage: 'This action is not available' },
    /** A stale `X-If-ObjectVersion-Matches`: Zengine answered 412 with code 4025 (zn-backend-http retries on exactly that). */
    staleVersion: { status: 412, code: 4025, userMessage: 'Someone else changed this in the meantime' },
    validation: { status: 403, code: 4012, userMessage: 'Error saving data' },
    /** A write the caller may not make there (a record of a form that does not exist): Zengine's 403 with code 4013. */
    writeRefused: { status: 403, code: 4013, userMessage: 'Error saving data' },
    /** A delete the caller may not make there (an object under a parent that does not exist): Zengine's 403 with code 4000. */
    deleteRefused: { status: 403, code: 4000, userMessage: 'Error deleting data' },
    /** Zengine's other refusal of a change under a parent that does not exist (a reply of no note): 403, code 5003. */
    accessRefused: { status: 403, code: 5003, userMessage: 'Forbidden' },
    /** A permissions change where there is no form: Zengine's 403 with code 4024. */
    permissionsRefused: { status: 403, code: 4024, userMessage: 'Error saving data' },
    tooLarge: { status: 413, code: 4013, userMessage: 'The request is too large' },
    unsupportedMediaType: { status: 415, code: 4015, userMessage: 'The request could not be understood' },
    serverError: { status: 500, code: 5000, userMessage: 'Something went wrong on our side' }
};
/** Thrown while answering a request; becomes a failure envelope (`toEnvelope`). */
class RestError extends Error {
    constructor(kind, developerMessage, validationErrors) {
        super(developerMessage);
        this.name = 'RestError';
        this.kind = kind;
        this.validationErrors = validationErrors;
    }
    get status() {
        return REST_FAILURES[this.kind].status;
    }
    toEnvelope() {
        const failure = REST_FAILURES[this.kind];
        const envelope = {
            status: failure.status,
            code: failure.code,
            userMessage: failure.userMessage,
            developerMessage: this.message
        };
        if (this.validationErrors)
            envelope.validationErrors = this.validationErrors;
        return envelope;
    }
}
function badRequest(developerMessage) {
    return new RestError('badRequest', developerMessage);
}
function notFound(developerMessage) {
    return new RestError('notFound', developerMessage);
}
function validationFailed(validationErrors) {
    return new RestError('validation', 'Validation errors', validationErrors);
}
/** Whether a value is a RestError (also across two copies of the core). */
function isRestError(error) {
    return error instanceof RestError || (error instanceof Error && error.name === 'RestError' &&
        typeof error.toEnvelope === 'function');
}
function noRoute() {
    return new RestError('noRoute', 'Not Found');
}
/**
 * A list or one object read with GET, or the answer to a POST or PUT: status 200 and code 2000
 * for a create too, as the conventions' response-format page shows for GET, POST and PUT and as
 * Zengine's API answered. A page past the end (its offset at or beyond the total) answers
 * `totalCount: 0`, as Zengine's API did: public services read pages until one answers 0 (wgnBulk's
 * getAll), and Zengine's router library filled in the `data` such an answer came without (zengo's
 * api.query); docs/differences.md.
 */
function successEnvelope(page, data) {
    const totalCount = page.offset > 0 && page.offset >= page.totalCount ? 0 : page.totalCount;
    return { status: 200, code: 2000, totalCount, limit: page.limit, offset: page.offset, data };
}
/** The answer to `GET <collection>/count`. */
function countEnvelope(totalCount) {
    return { status: 200, code: 2000, totalCount };
}
/** The API code of a failure status: 4000 + the status's last two digits (404 → 4004), 5000 + them for 5xx. */
function failureCode(status) {
    return Math.floor(status / 100) * 1000 + (status % 100);
}
/**
 * A whole failure envelope from a partial one: the code by `failureCode` (4012 for validation
 * errors), the user message the one of that status in REST_FAILURES.
 */
function failureEnvelope(failure, defaultDeveloperMessage) {
    const status = typeof failure.status === 'number' ? failure.status : 500;
    const validation = failure.validationErrors !== undefined;
    let known;
    Object.keys(REST_FAILURES).forEach((kind) => {
        if (!known && kind !== 'validation' && REST_FAILURES[kind].status === status)
            known = REST_FAILURES[kind];
    });
    const envelope = {
        status,
        code: typeof failure.code === 'number' ? failure.code : validation && status === 403 ? REST_FAILURES.validation.code : failureCode(status),
        userMessage: typeof failure.userMessage === 'string' ? failure.userMessage
            : validation ? REST_FAILURES.validation.userMessage
                : known ? known.userMessage : status >= 500 ? REST_FAILURES.serverError.userMessage : 'The request failed',
        developerMessage: typeof failure.developerMessage === 'string' ? failure.developerMessage
            : validation ? 'Validation errors' : defaultDeveloperMessage
    };
    if (validation)
        envelope.validationErrors = failure.validationErrors;
    return envelope;
}

;// ./src/core/rest/times.ts
/**
 * `?timezone=`: the user-centric datetimes of an answer in another zone than UTC, as the REST
 * conventions' querying-options page says ("a numerical offset or a string value from the Olson
 * database", or `user` for the current user's). Times stay ISO 8601 and name their offset
 * (`2024-01-02T04:00:00-05:00`), so a client reading them as dates gets the same instant.
 */
/** `-05:00`, `+0530`, `-5`, `5.5`, ` 05:00` (a `+` the query decoded to a space). */
const OFFSET = /^([+-]?)(\d{1,2})(?::?(\d{2})|\.(\d+))?$/;
/**
 * The zone a `timezone` value names, or undefined when it names none. `user` is resolved by the
 * caller (the user's own `timezone`), so it is undefined here.
 */
function parseTimezone(value) {
    const text = value.replace(/^ /, '+').trim();
    const offset = OFFSET.exec(text);
    if (offset) {
        const hours = Number(offset[2]);
        const minutes = offset[3] !== undefined ? Number(offset[3]) : offset[4] !== undefined ? Math.round(Number('0.' + offset[4]) * 60) : 0;
        const total = hours * 60 + minutes;
        if (minutes >= 60 || total > 14 * 60)
            return undefined;
        return { offsetMinutes: offset[1] === '-' ? -total : total };
    }
    if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(text))
        return undefined;
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: text });
        return { zone: text };
    }
    catch (_a) {
        return undefined;
    }
}
const formatters = new Map();
function formatterOf(zone) {
    let formatter = formatters.get(zone);
    if (!formatter) {
        // hourCycle is newer than the lib this file is typed against; an engine without it may write midnight as 24 (read below)
        formatter = new Intl.DateTimeFormat('en-US', {
            timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit'
        });
        if (formatters.size > 100)
            formatters.clear();
        formatters.set(zone, formatter);
    }
    return formatter;
}
/** The zone's offset from UTC at an instant, in minutes. */
function offsetAt(timezone, instant) {
    if ('offsetMinutes' in timezone)
        return timezone.offsetMinutes;
    const parts = {};
    formatterOf(timezone.zone).formatToParts(new Date(instant)).forEach((part) => {
        if (part.type !== 'literal')
            parts[part.type] = Number(part.value);
    });
    const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
    return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60000);
}
const pad = (value) => String(value).padStart(2, '0');
/** `2024-01-02T09:00:00Z` in the zone: `2024-01-02T04:00:00-05:00` (UTC stays `Z`). */
function timeInZone(utc, timezone) {
    const instant = Date.parse(utc);
    const offset = offsetAt(timezone, instant);
    if (offset === 0)
        return utc;
    const local = new Date(instant + offset * 60000).toISOString().replace(/\.\d{3}Z$/, '');
    const size = Math.abs(offset);
    return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}
/** A time as the API writes them: ISO 8601 UTC without milliseconds. */
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** A form record's field: what a user typed stays as it is, whatever it looks like. */
const FIELD_KEY = /^field\d+$/;
/**
 * A copy of an answer's data with every time (`created`, `modified`, a task's times...) in the
 * zone; the values of record fields (`field12`) are what users entered and stay as they are.
 */
function localizeTimes(data, timezone) {
    const visit = (value) => {
        if (typeof value === 'string')
            return UTC_TIME.test(value) ? timeInZone(value, timezone) : value;
        if (Array.isArray(value))
            return value.map(visit);
        if (value !== null && typeof value === 'object') {
            const copy = {};
            Object.keys(value).forEach((key) => {
                const item = value[key];
                copy[key] = FIELD_KEY.test(key) ? item : visit(item);
            });
            return copy;
        }
        return value;
    };
    return visit(data);
}
/**
 * The zone of a query's `timezone`: `user` is the user's own (`userZone`, UTC without one); an
 * offset or a zone as it is. Undefined for none, or for UTC itself (nothing to convert).
 */
function answerTimezone(value, userZone) {
    if (value === undefined)
        return undefined;
    const zone = value === 'user' ? (typeof userZone === 'string' ? parseTimezone(userZone) : undefined) : parseTimezone(value);
    if (!zone)
        return undefined;
    if ('offsetMinutes' in zone ? zone.offsetMinutes === 0 : /^(UTC|Etc\/UTC|GMT|Etc\/GMT|Z)$/i.test(zone.zone))
        return undefined;
    return zone;
}

;// ./src/core/rest/query.ts
/** The options given (`seen`, one value each) read into `options`, refusing malformed values. */
function readOptions(seen, options, directionTexts) {
    const has = (key) => Object.prototype.hasOwnProperty.call(seen, key);
    // the page is cut to REST_MAX_LIMIT before `page` turns into an offset, so page N follows page N-1 exactly
    if (has('limit')) {
        if (!DIGITS.test(seen.limit) || Number(seen.limit) < 1 || Number(seen.limit) > REST_MAX_ASKED_LIMIT) {
            throw badRequest(`limit must be a positive integer (a page holds at most ${REST_MAX_LIMIT}); got ${shown(seen.limit)}`);
        }
        options.limit = Math.min(Number(seen.limit), REST_MAX_LIMIT);
    }
    if (has('page') && has('offset'))
        throw badRequest('Give page or offset, not both');
    if (has('page'))
        options.offset = (integerOption('page', seen.page, 1, 1000000) - 1) * options.limit;
    if (has('offset'))
        options.offset = integerOption('offset', seen.offset, 0, 100000000);
    if (directionTexts.length) {
        directionTexts.forEach((direction) => {
            if (direction !== 'asc' && direction !== 'desc')
                throw badRequest(`direction must be asc or desc; got ${shown(direction)}`);
        });
        if (directionTexts.length > Math.max(1, options.sort.length)) {
            throw badRequest(`direction gives ${directionTexts.length} directions for ${options.sort.length} sort attributes; give one, or one per sort attribute`);
        }
        options.directions = directionTexts;
        options.direction = options.directions[0];
        if (options.directions.every((direction) => direction === options.direction))
            options.directions = [];
    }
    if (has('attributes'))
        options.attributes = attributeList('attributes', seen.attributes);
    // `related=null` (what @zenginehq/frontend-config sends for "nothing related") and `related=`
    // (what a client sends for a null value) name no relation
    if (has('related') && seen.related !== '')
        options.related = attributeList('related', seen.related).filter((name) => name !== 'null');
    if (has('timezone')) {
        checkTimezone(seen.timezone);
        options.timezone = seen.timezone;
    }
    if (has('validate_only')) {
        const validateOnly = seen.validate_only;
        if (['true', 'false', '1', '0'].indexOf(validateOnly) === -1) {
            throw badRequest(`validate_only must be true or false; got ${shown(validateOnly)}`);
        }
        options.validateOnly = validateOnly === 'true' || validateOnly === '1';
    }
    if (has('filter')) {
        try {
            options.filter = JSON.parse(seen.filter);
        }
        catch (error) {
            throw badRequest(`filter must be a JSON data filter such as {"and":[...]}; it is not valid JSON (${error.message})`);
        }
    }
}
/**
 * Reads a query string by the REST conventions into options (paging, sorting, attributes,
 * related, filter) and conditions (every other key), refusing what is malformed or ambiguous
 * with a 400 RestError. The sandbox and the testing kit read queries only through here.
 */
;

const REST_DEFAULT_LIMIT = 20;
const REST_MAX_LIMIT = 100;
/**
 * The largest `limit` read before clamping: Zengine's modules ask more than the API's 100
 * (@zenginehq/frontend-bulk asks 1000 and pages on totalCount); Zengine answered a page of at most
 * 100 and said so in the envelope's `limit`, so those callers page on and miss nothing.
 */
const REST_MAX_ASKED_LIMIT = 1000000;
/**
 * Prefixes a condition key may start with, longest first so `not-contains-` wins over `not-`.
 * A prefix goes on the key only (`min-field3=5`), as the conventions write it: in `field3=min:5`
 * the value is the text `min:5`.
 */
const CONDITION_PREFIXES = ['not-contains', 'starts-with', 'ends-with', 'contains', 'not', 'min', 'max'];
/**
 * Keys that are options, not conditions: `_method` is the verb override of a POST, `callback`
 * (JSONP) and `pretty` shape the answer, `client_id` names the caller's application for public
 * resources (all three read by the sandbox's HTTP layer).
 */
const REST_OPTION_KEYS = ['limit', 'page', 'offset', 'sort', 'direction', 'attributes', 'related',
    'timezone', 'access_token', 'validate_only', 'filter', '_method', 'callback', 'pretty', 'client_id'];
const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const DIGITS = /^[0-9]{1,16}$/;
function shown(value) {
    return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
}
function decode(text) {
    try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
    }
    catch (error) {
        throw badRequest(`The query holds malformed percent-encoding: ${shown(text)}`);
    }
}
/** A query string (with or without `?`) as decoded key/value pairs, in order (`+` is a space). */
function restQueryEntries(search) {
    const text = search.charAt(0) === '?' ? search.slice(1) : search;
    if (!text)
        return [];
    return text.split('&').filter(Boolean).map((part) => {
        const equals = part.indexOf('=');
        return equals === -1 ? [decode(part), ''] : [decode(part.slice(0, equals)), decode(part.slice(equals + 1))];
    });
}
function integerOption(name, value, min, max) {
    const number = Number(value);
    if (!DIGITS.test(value) || number < min || number > max) {
        throw badRequest(`${name} must be an integer from ${min} to ${max}; got ${shown(value)}`);
    }
    return number;
}
/** `a,b` as the conventions write lists; `a|b` too, as znData joins an array. */
function attributeList(name, value) {
    const list = value.split(/[,|]/).map((item) => item.trim());
    list.forEach((item) => {
        if (!ATTRIBUTE.test(item))
            throw badRequest(`${name} must be a comma-separated list of names; got ${shown(value)}`);
    });
    return list;
}
/** Splits `not-contains-field3` into its prefix and attribute. */
function splitConditionKey(key) {
    for (const prefix of CONDITION_PREFIXES) {
        if (key.length > prefix.length + 1 && key.slice(0, prefix.length + 1) === prefix + '-') {
            return { prefix, attribute: key.slice(prefix.length + 1) };
        }
    }
    return { prefix: '', attribute: key };
}
function checkTimezone(value) {
    if (value === 'user' || parseTimezone(value) !== undefined)
        return;
    throw badRequest(`timezone must be "user", an IANA time zone such as America/New_York or an offset such as -05:00; got ${shown(value)}`);
}
/**
 * Reads a query string (`limit=5&min-field3=2`) or its entries. An option given twice (but
 * `sort` and `direction`, which list), `page` together with `offset`, a malformed value or a key that is neither an option
 * nor a condition is a 400: a request that could mean two things is refused, not guessed.
 */
function parseRestQuery(query) {
    const entries = typeof query === 'string' ? restQueryEntries(query) : Array.from(query);
    const seen = {};
    const options = {
        limit: REST_DEFAULT_LIMIT, offset: 0, sort: [], direction: 'asc', directions: [], related: [], validateOnly: false, conditions: [], raw: {}
    };
    const order = [];
    const conditionValues = {};
    const listGroups = {};
    const directionTexts = [];
    entries.forEach(([rawKey, value]) => {
        const isList = rawKey.slice(-2) === '[]';
        const key = isList ? rawKey.slice(0, -2) : rawKey;
        options.raw[key] = value;
        if (REST_OPTION_KEYS.indexOf(key) !== -1) {
            if (key === 'sort') {
                options.sort.push(...attributeList('sort', value));
                return;
            }
            // a direction per sort attribute, as `sort` lists them: `direction[]=desc&direction[]=asc`, `direction=desc|asc`
            if (key === 'direction') {
                directionTexts.push(...value.split(/[,|]/).map((item) => item.trim()));
                return;
            }
            if (Object.prototype.hasOwnProperty.call(seen, key))
                throw badRequest(`${key} was given more than once`);
            seen[key] = value;
            return;
        }
        const { prefix, attribute } = splitConditionKey(key);
        if (!ATTRIBUTE.test(attribute)) {
            throw badRequest(`The query key ${shown(rawKey)} is neither an option (${REST_OPTION_KEYS.join(', ')}) ` +
                'nor a condition such as status=open or min-field3=5');
        }
        const conditionKey = prefix + '\u0000' + attribute;
        if (!conditionValues[conditionKey]) {
            conditionValues[conditionKey] = [];
            order.push(conditionKey);
        }
        // `key[]=a&key[]=b` reads as `key=a|b`; a repeated plain key is another condition (ANDed)
        const listGroup = listGroups[conditionKey];
        if (isList && listGroup !== undefined) {
            listGroup.push(...value.split('|'));
            return;
        }
        const values = value.split('|');
        conditionValues[conditionKey].push(values);
        if (isList)
            listGroups[conditionKey] = values;
    });
    readOptions(seen, options, directionTexts);
    order.forEach((conditionKey) => {
        const [prefix, attribute] = conditionKey.split('\u0000');
        conditionValues[conditionKey].forEach((values) => options.conditions.push({ prefix, attribute, values }));
    });
    return options;
}
/** What `sortObjects` takes for a query: its one direction, or a direction per sort attribute. */
function sortDirection(query) {
    return query.directions.length ? query.directions : query.direction;
}

;// ./src/core/rest/attributes.ts
/**
 * Attribute paths (`status`, `role.id`) by the REST conventions: reading them, knowing which a
 * collection has (so a typo in a condition is a 400, not a silent match-nothing or, worse,
 * match-everything for a `not-` condition of a bulk delete), sorting by them and picking them.
 */


function readPath(object, path) {
    let value = object;
    for (const part of path.split('.')) {
        if (!isPlainObject(value))
            return undefined;
        value = value[part];
    }
    return value;
}
/** Every attribute path of the objects, two levels deep (`status`, `taskList`, `taskList.id`). */
function attributesOf(objects) {
    const paths = new Set(['id']);
    objects.forEach((object) => {
        Object.keys(object).forEach((key) => {
            paths.add(key);
            const value = object[key];
            if (isPlainObject(value))
                Object.keys(value).forEach((inner) => paths.add(`${key}.${inner}`));
        });
    });
    return paths;
}
/** Throws a 400 naming `what` when the attribute is not one the collection knows. */
function checkKnown(known, attribute, what) {
    if (!known || known.has(attribute))
        return;
    const list = Array.from(known).sort().slice(0, 40).join(', ');
    throw badRequest(`${what} names the unknown attribute "${attribute}"; known attributes: ${list}`);
}
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
function sortValue(value) {
    if (isPlainObject(value) && value.id !== undefined)
        return value.id;
    if (Array.isArray(value))
        return value.join(', ');
    return value;
}
function isEmpty(value) {
    return value === undefined || value === null || value === '';
}
function compareIds(a, b) {
    return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}
/**
 * Orders by the attributes in turn, then by id: numbers in number order, text without case
 * (numbers in it by value), `{ id }` values by id; empty values come first ascending, last descending.
 * `direction` is one for all, or one per attribute (attributes past the list's end take its
 * last; the id takes the first).
 */
function sortObjects(objects, attributes, direction) {
    const directions = typeof direction === 'string' ? [direction] : direction.length ? direction : ['asc'];
    const signOf = (index) => (directions[Math.min(index, directions.length - 1)] === 'desc' ? -1 : 1);
    const sign = signOf(0);
    const compare = (a, b) => {
        for (let index = 0; index < attributes.length; index++) {
            const attribute = attributes[index];
            const left = sortValue(readPath(a, attribute));
            const right = sortValue(readPath(b, attribute));
            let order = 0;
            if (isEmpty(left) || isEmpty(right))
                order = (isEmpty(left) ? 0 : 1) - (isEmpty(right) ? 0 : 1);
            else if (typeof left === 'number' && typeof right === 'number')
                order = left - right;
            else if (typeof left === 'boolean' && typeof right === 'boolean')
                order = Number(left) - Number(right);
            else
                order = collator.compare(String(left), String(right));
            if (order !== 0)
                return signOf(index) * order;
        }
        return sign * compareIds(a.id, b.id);
    };
    return objects.slice().sort(compare);
}
/** Keeps only the given top-level attributes (and `id`). */
function pickAttributes(object, attributes) {
    const picked = { id: object.id };
    attributes.forEach((attribute) => {
        if (attribute in object)
            picked[attribute] = object[attribute];
    });
    return picked;
}
/** Each `sort` attribute must be one the collection knows (a 400 otherwise). */
function checkSort(sort, known) {
    sort.forEach((attribute) => checkKnown(known, attribute, `sort=${attribute}`));
}
/**
 * `attributes=a,b` applied: top-level names the collection knows, each object cut to them, `id`
 * and the `related` names (joined in already).
 */
function projectAttributes(objects, query, known) {
    const attributes = query.attributes;
    if (!attributes)
        return objects;
    attributes.forEach((attribute) => {
        if (attribute.indexOf('.') !== -1)
            throw badRequest(`attributes takes top-level attribute names; got ${attribute}`);
        checkKnown(known, attribute, 'attributes');
    });
    const kept = attributes.concat(query.related);
    return objects.map((object) => pickAttributes(object, kept));
}
/**
 * Relations a read of one object joins in when the request names no `related` at all: a form's
 * `fields`, as Zengine's API answered `GET /forms/:id` (the 2016 black-box tests of it read
 * `form.fields` so). Any `related=`, `related=null` included, names exactly what is joined; lists
 * join nothing by default. The sandbox and the testing kit both read it here.
 */
const REST_RELATED_BY_DEFAULT = { Forms: ['fields'] };
/** The relations joined by default into one object of `resource` read with this query (often none). */
function relatedByDefault(resource, query) {
    const names = REST_RELATED_BY_DEFAULT[resource];
    return names && !Object.prototype.hasOwnProperty.call(query.raw, 'related') ? names.slice() : [];
}

;// ./src/core/rest/filter.ts
/**
 * From a query to a predicate, by the REST conventions: `?prefix-attribute=a|b` conditions as a
 * data filter, the `filter` parameter checked (shape, depth, known attributes) and resolved
 * (`logged-in-user`, `not-validates unique`, subfilters through a hook), then compiled by the
 * SDK's own matcher, so the sandbox, the testing kit and `znFilterMatcher` agree.
 */




/** Groups nest at most this deep, subfilters included (the conventions' limit). */
const MAX_FILTER_DEPTH = 5;
const MAX_ENTRIES = 500;
const LOGGED_IN_USER = 'logged-in-user';
/** Prefixes that say "none of": their alternatives are ANDed, the others' ORed. */
const NEGATIVE_PREFIXES = ['not', 'not-contains'];
/**
 * `{ and: [...] }` of the conditions. `status=open|closed` becomes an `or` of two conditions;
 * `not-status=open|closed` an `and` of two (neither open nor closed), which is what a person means.
 */
function conditionsToFilter(conditions) {
    if (conditions.length === 0)
        return undefined;
    return {
        and: conditions.map((condition) => {
            const rules = condition.values.map((value) => ({ prefix: condition.prefix, attribute: condition.attribute, value }));
            if (rules.length === 1)
                return rules[0];
            return NEGATIVE_PREFIXES.indexOf(condition.prefix) === -1 ? { or: rules } : { and: rules };
        })
    };
}
/**
 * True when a filter selects every object whatever they hold: an empty group, an `and` of such
 * groups, an `or` with one of them (the matcher's rule: an empty group matches everything).
 */
function selectsEverything(filter) {
    if (!isPlainObject(filter))
        return false;
    const keys = Object.keys(filter);
    if (keys.length !== 1 || (keys[0] !== 'and' && keys[0] !== 'or') || !Array.isArray(filter[keys[0]]))
        return false;
    const entries = filter[keys[0]];
    if (entries.length === 0)
        return true;
    return keys[0] === 'and' ? entries.every(selectsEverything) : entries.some(selectsEverything);
}
/**
 * True when the query holds a condition or a filter that may leave some objects out. A bulk PUT
 * or DELETE needs one: a filter of empty groups would change every object.
 */
function selectsObjects(query) {
    return query.conditions.length > 0 || (query.filter !== undefined && !selectsEverything(query.filter));
}
function isGroup(node) {
    return isPlainObject(node) && ('and' in node || 'or' in node);
}
function replaceDynamic(value, userId) {
    if (userId === undefined)
        return value;
    if (typeof value === 'string') {
        return value.split('|').map((piece) => (piece === LOGGED_IN_USER ? String(userId) : piece)).join('|');
    }
    if (Array.isArray(value))
        return value.map((item) => (item === LOGGED_IN_USER ? String(userId) : item));
    return value;
}
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * A rule value holding a lone surrogate (`"\ud83d"`: a text cut inside a character) is a 400: it
 * is no text of Unicode characters, so it has no UTF-8 form for the database to compare (the
 * sandbox's SQL would compare a replacement character, its matcher the code unit) and none for
 * Zengine's API to read from the JSON. Whole characters (`"\ud83d\ude00"`) are compared as ever.
 */
function checkWholeCharacters(value, attribute, what) {
    const texts = Array.isArray(value) ? value : [value];
    texts.forEach((text) => {
        if (typeof text !== 'string')
            return;
        const found = LONE_SURROGATE.exec(text);
        if (!found)
            return;
        // the match is the lone surrogate, after the character before it when it is a low one
        const unit = found[0].charCodeAt(found[0].length - 1);
        throw badRequest(`${what}'s value for ${attribute} holds a lone surrogate (\\u${unit.toString(16)}: a text cut inside a character); ` +
            'send whole characters (a surrogate pair, e.g. "\\ud83d\\ude00")');
    });
}
/**
 * A copy of the filter with dynamic values and subfilters resolved. Throws a 400 RestError for
 * a shape it cannot walk or an unknown attribute; the matcher's validation checks the rest.
 */
function resolveFilter(filter, context, depth = 1) {
    if (!isPlainObject(filter) || !isGroup(filter)) {
        throw badRequest(`${context.what} must be a data filter such as {"and":[{"prefix":"","attribute":"field1","value":"x"}]}`);
    }
    if (depth > MAX_FILTER_DEPTH) {
        throw badRequest(`${context.what} nests groups and subfilters more than ${MAX_FILTER_DEPTH} levels deep`);
    }
    const keys = Object.keys(filter);
    const operator = keys[0];
    if (keys.length !== 1 || (operator !== 'and' && operator !== 'or') || !Array.isArray(filter[operator])) {
        throw badRequest(`${context.what} has a group with keys ${JSON.stringify(keys)}; a group is {"and":[...]} or {"or":[...]}`);
    }
    const entries = filter[operator];
    if (entries.length > MAX_ENTRIES)
        throw badRequest(`${context.what} has a group of more than ${MAX_ENTRIES} entries`);
    return {
        [operator]: entries.map((entry) => {
            if (isGroup(entry))
                return resolveFilter(entry, context, depth + 1);
            if (!isPlainObject(entry) || typeof entry.attribute !== 'string') {
                throw badRequest(`${context.what} has an entry that is neither a group nor a condition {"prefix","attribute","value"}`);
            }
            if ('filter' in entry) {
                if (!context.resolveSubfilter)
                    throw badRequest(`${context.what} has a subfilter; subfilters apply to form records only`);
                return context.resolveSubfilter(entry, depth + 1);
            }
            checkWholeCharacters(entry.value, entry.attribute, context.what);
            const attribute = referenceIdAttribute(context.known, entry.attribute);
            checkKnown(context.known, attribute, context.what);
            const named = attribute === entry.attribute ? entry : Object.assign(Object.assign({}, entry), { attribute });
            if (context.shared && Object.prototype.hasOwnProperty.call(context.shared, attribute.split('.')[0])) {
                return decideShared(Object.assign(Object.assign({}, named), { value: replaceDynamic(named.value, context.userId) }), context.shared, context.what);
            }
            if (named.prefix === 'not-validates' && typeof named.value === 'string' && context.duplicates) {
                const unique = resolveUnique(named, context.duplicates);
                if (unique)
                    return unique;
            }
            return Object.assign(Object.assign({}, named), { value: replaceDynamic(named.value, context.userId) });
        })
    };
}
/**
 * `workspaceId` for `workspace.id`: a condition on `<reference>Id`, where the collection has no
 * such attribute but has the reference `<reference>.id`, names the reference: plugins and Zengine's
 * own demo sent `GET /forms?workspaceId=1` to Zengine's API and used the answer as the workspace's
 * forms. Any other unknown attribute stays a 400 (docs/differences.md).
 */
function referenceIdAttribute(known, attribute) {
    if (!known || known.has(attribute) || !/^[a-z][A-Za-z0-9]*Id$/.test(attribute))
        return attribute;
    const reference = `${attribute.slice(0, -2)}.id`;
    return known.has(reference) ? reference : attribute;
}
/**
 * A condition on an attribute every object holds alike, decided by the matcher on that one value:
 * `workspaceId=1` on the records of a form of workspace 1 selects them all (an empty group, which
 * every object passes), `workspaceId=2` none (no id is in an empty list).
 */
function decideShared(entry, shared, what) {
    return compileRestFilter({ and: [entry] }, what)(shared) ? { and: [] } : { prefix: 'in', attribute: 'id', value: [] };
}
/**
 * `not-validates unique` needs the whole collection, which only the server has: it becomes
 * `id in [objects sharing their value]` (ORed with the other rules of a piped value).
 */
function resolveUnique(entry, duplicates) {
    const rules = String(entry.value).split('|');
    if (rules.indexOf('unique') === -1)
        return undefined;
    const shared = { prefix: 'in', attribute: 'id', value: duplicates(String(entry.attribute)) };
    const others = rules.filter((rule) => rule !== 'unique');
    return others.length === 0 ? shared : { or: [Object.assign(Object.assign({}, entry), { value: others.join('|') }), shared] };
}
/** The comparable text of a value (as the matcher reads objects: their value, else their id). */
function comparable(value) {
    const inner = isPlainObject(value) ? (value.value !== undefined ? value.value : value.id) : value;
    if (inner === undefined || inner === null || inner === '')
        return '';
    return Array.isArray(inner) ? JSON.stringify(inner) : String(inner).toLowerCase();
}
/** Ids (as text) of the objects whose non-empty value of `attribute` another object shares. */
function duplicateIds(objects, attribute) {
    const counts = {};
    const values = objects.map((object) => comparable(readPath(object, attribute)));
    values.forEach((value) => { if (value !== '')
        counts['=' + value] = (counts['=' + value] || 0) + 1; });
    return objects.filter((object, index) => values[index] !== '' && counts['=' + values[index]] > 1)
        .map((object) => String(object.id));
}
/**
 * A predicate for a resolved filter, by the SDK's matcher. A filter the matcher refuses (unknown
 * prefix, wrong value type...) is a 400 carrying its reason.
 */
function compileRestFilter(filter, what, options = {}) {
    try {
        return compileFilter(filter, options.subfiltering ? { subfiltering: true } : undefined);
    }
    catch (error) {
        const reason = error.message.replace(/^znFilterMatcher: /, '');
        throw badRequest(`${what} is not a valid data filter: ${reason}`);
    }
}
/** The query's conditions and filter resolved and compiled: one predicate each (none selects all). */
function queryPredicates(query, context, options = {}) {
    const resolved = [];
    const conditionFilter = conditionsToFilter(query.conditions);
    if (conditionFilter) {
        const filter = resolveFilter(conditionFilter, Object.assign(Object.assign({}, context), { resolveSubfilter: undefined, what: 'The condition' }));
        resolved.push({ filter, matches: compileRestFilter(filter, 'The conditions', options) });
    }
    if (query.filter !== undefined) {
        if (query.filter === null || typeof query.filter !== 'object') {
            throw badRequest('filter must be a JSON data filter such as {"and":[...]}');
        }
        const filter = resolveFilter(query.filter, Object.assign(Object.assign({}, context), { what: 'The filter' }), options.depth || 1);
        resolved.push({ filter, matches: compileRestFilter(filter, 'The filter', options) });
    }
    return resolved;
}

;// ./src/core/rest/routes.ts
/**
 * Routes of the resource table (RESOURCE_PATHS) and the matching of request paths against them,
 * by one rule for the sandbox and the testing kit: literal segments win over params
 * (`/forms/permissions` is DefaultFormPermissions, not the form "permissions"), `<collection>/count`
 * counts, a trailing slash is the same path.
 *
 * A `:param` segment refers to the resource whose own path is the template up to that segment
 * (`/forms/:formId/fields/:id`: `formId` → Forms, `id` → FormFields itself). A param that refers
 * to the route's own resource is the object's id, and may be left out to address the collection;
 * every other param is a parent.
 */

const PARAM = /^:([A-Za-z][A-Za-z0-9]*)$/;
function normalize(template) {
    return template.replace(/:[A-Za-z][A-Za-z0-9]*/g, ':');
}
function lowerFirst(text) {
    return text.charAt(0).toLowerCase() + text.slice(1);
}
/** Compiles the table; throws when a template refers to something the table does not have. */
function compileRoutes(paths) {
    const byNormalizedPath = {};
    Object.keys(paths).forEach((resource) => { byNormalizedPath[normalize(paths[resource])] = resource; });
    // The attribute name children use for a parent, learned from named params (`formId` → `form`).
    const attributeOf = {};
    const resolveParam = (segments, index) => byNormalizedPath[normalize('/' + segments.slice(0, index + 1).join('/'))];
    Object.keys(paths).forEach((resource) => {
        const segments = paths[resource].split('/').slice(1);
        segments.forEach((segment, index) => {
            const param = PARAM.exec(segment);
            if (!param || param[1] === 'id' || param[1].slice(-2) !== 'Id')
                return;
            const target = resolveParam(segments, index);
            if (target && !attributeOf[target])
                attributeOf[target] = param[1].slice(0, -2);
        });
    });
    return Object.keys(paths).map((resource) => {
        const template = paths[resource];
        const segments = template.split('/').slice(1);
        const collectionSegments = [];
        const parents = [];
        let hasOwnId = false;
        segments.forEach((segment, index) => {
            const param = PARAM.exec(segment);
            if (!param) {
                collectionSegments.push(segment);
                return;
            }
            const target = resolveParam(segments, index);
            if (!target)
                throw new Error(`compileRoutes: the param ${segment} of ${resource} (${template}) refers to no resource`);
            if (target === resource && index === segments.length - 1) {
                hasOwnId = true;
                return;
            }
            collectionSegments.push(null);
            parents.push({ name: param[1], resource: target, attribute: attributeOf[target] || lowerFirst(target) });
        });
        return { resource, template, collectionSegments, parents, hasOwnId };
    });
}
/** Decodes one path segment; malformed percent-encoding is a 400. */
function decodeSegment(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch (error) {
        throw badRequest(`The path segment "${segment.slice(0, 40)}" is not valid percent-encoding`);
    }
}
function tryCollection(route, segments) {
    if (segments.length !== route.collectionSegments.length)
        return undefined;
    const values = [];
    let literals = 0;
    for (let i = 0; i < segments.length; i++) {
        const expected = route.collectionSegments[i];
        if (expected === null) {
            values.push(segments[i]);
        }
        else if (expected === segments[i]) {
            literals++;
        }
        else {
            return undefined;
        }
    }
    return { values, literals };
}
/**
 * Finds the route of a path such as `/forms/2/records/17` (below the API's base). The most
 * specific route wins: the one with the most literal segments. Returns undefined for a path of
 * no resource; throws a 400 RestError for malformed percent-encoding.
 */
function matchRoute(routes, rawPath) {
    let path = rawPath;
    if (path.length > 1 && path.slice(-1) === '/')
        path = path.slice(0, -1);
    if (path.charAt(0) !== '/')
        return undefined;
    const segments = path.slice(1).split('/').map(decodeSegment);
    if (segments.some((segment) => segment === ''))
        return undefined;
    const candidates = [];
    routes.forEach((route) => {
        const whole = tryCollection(route, segments);
        if (whole)
            candidates.push({ route, values: whole.values, count: false, literals: whole.literals });
        if (route.hasOwnId && segments.length > 0) {
            const withId = tryCollection(route, segments.slice(0, -1));
            if (withId) {
                candidates.push({ route, values: withId.values, id: segments[segments.length - 1], count: false, literals: withId.literals });
            }
        }
        if (segments.length > 0 && segments[segments.length - 1] === 'count') {
            const counted = tryCollection(route, segments.slice(0, -1));
            if (counted)
                candidates.push({ route, values: counted.values, count: true, literals: counted.literals + 1 });
        }
    });
    if (candidates.length === 0)
        return undefined;
    // stable: among equally specific routes the first of the table wins
    let best = candidates[0];
    candidates.forEach((candidate) => { if (candidate.literals > best.literals)
        best = candidate; });
    const match = { route: best.route, parentValues: best.values, count: best.count };
    if (best.id !== undefined)
        match.id = best.id;
    return match;
}

;// ./src/core/rest/index.ts
// The REST conventions of Zengine's API that the sandbox (workbench/src/sandbox/) and the testing
// kit's in-memory API (src/testing/) share, so both answer one set of rules
// (test/node/rest-differential.spec.ts): query parameters, conditions to filters, sort and
// attributes, envelopes, routes.







;// ./src/core/iso-date.ts
/**
 * The one reader of `YYYY-MM-DD`, the form the API writes dates of record fields in. Years 0001
 * to 9999 are taken literally, as ISO 8601 writes them: `0099-03-01` is in the year 99, never
 * 1999 (JavaScript's `new Date(99, 2, 1)` would say 1999). Year 0000 and days the calendar does
 * not have (`2023-02-29`) are no date. Used by the filter builder's date check, its date-string
 * directive and the `znUserDate` filter, so the three always agree.
 */
const ISO_DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
function isLeapYear(year) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
/** Days in a month of the (proleptic) Gregorian calendar. */
function daysInMonth(year, month) {
    if (month === 2)
        return isLeapYear(year) ? 29 : 28;
    return [4, 6, 9, 11].indexOf(month) === -1 ? 31 : 30;
}
/** The date `text` writes as `YYYY-MM-DD`, or null when it is not exactly such a real date. */
function parseIsoDateParts(text) {
    const match = typeof text === 'string' ? ISO_DATE_TEXT.exec(text) : null;
    if (!match)
        return null;
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
        return null;
    return { year, month, day };
}
/** True for a real calendar date written `YYYY-MM-DD` (years 0001-9999). */
function isIsoDate(text) {
    return parseIsoDateParts(text) !== null;
}
/**
 * `YYYY-MM-DD` as that day at local midnight (not UTC midnight, which shows as the day before
 * west of Greenwich), or null when the text is no such date.
 */
function localDateOfIsoDate(text) {
    const parts = parseIsoDateParts(text);
    if (!parts)
        return null;
    const date = new Date(2000, 0, 1);
    // setFullYear takes years below 100 as they are; the Date constructor would add 1900
    date.setFullYear(parts.year, parts.month - 1, parts.day);
    return date;
}
function iso_date_pad(value, width) {
    let text = String(value);
    while (text.length < width)
        text = '0' + text;
    return text;
}
/** A Date's local calendar day as `YYYY-MM-DD` (the year with four digits: `0099`). */
function formatIsoDate(date) {
    return `${iso_date_pad(date.getFullYear(), 4)}-${iso_date_pad(date.getMonth() + 1, 2)}-${iso_date_pad(date.getDate(), 2)}`;
}

;// ./src/core/warn-once.ts
/**
 * A warner that logs each key's message once, so that a legacy form Zengine accepted is named
 * without filling the console on every call (a digest may repeat the call many times).
 */
function warnOnce(log) {
    const seen = new Set();
    return (key, message) => {
        if (seen.has(key))
            return;
        seen.add(key);
        log(message);
    };
}

;// ./src/core/frame-page.ts
/**
 * The index.html of a v1 plugin shipped as a v2 app (docs/v2.md, "Shipping a v1 plugin as v2"),
 * written in one place for the two that need it: `zn-plugin build` (target 2), which writes the
 * app, and the SDK's frame bundle, which exports it for builds of one's own. Pure: the caller
 * gives the files in order, as URLs relative to the page; the runtime comes last.
 */
/** The root element the runtime (zn-plugin-frame.js) starts AngularJS on. */
const FRAME_ROOT_MARKUP = '<div zn-frame-root></div>';
/** The runtime's bundle, in the SDK's dist/. */
const FRAME_RUNTIME_SCRIPT = 'zn-plugin-frame.js';
function escapeHtml(text) {
    const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };
    return text.replace(/[&<>"']/g, (c) => entities[c]);
}
/** A template's HTML inside its script tag: a `</script` in it would end the tag early. */
function templateBlock(template) {
    return `  <script type="text/ng-template" id="${escapeHtml(template.id)}">${template.html.replace(/<\/(script)/gi, '<\\/$1')}</script>`;
}
function templateLines(templates) {
    if (typeof templates === 'string')
        return templates.trim() ? [templates.trim()] : [];
    return (templates || []).map(templateBlock);
}
/** The whole index.html. */
function framePageHtml(options) {
    const marked = options.plugin;
    const script = (src) => `  <script src="${escapeHtml(src)}"` +
        `${marked && marked.script === src ? ` data-zn-namespace="${escapeHtml(marked.namespace)}"` : ''}></script>`;
    return [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '  <meta charset="utf-8">',
        '  <meta name="viewport" content="width=device-width, initial-scale=1">',
        `  <title>${escapeHtml(options.title)}</title>`,
        // no favicon request: the app has none
        '  <link rel="icon" href="data:,">',
        ...options.stylesheets.map((href) => `  <link rel="stylesheet" href="${escapeHtml(href)}">`),
        '</head>',
        '<body>',
        `  ${FRAME_ROOT_MARKUP}`,
        ...options.scripts.map(script),
        ...templateLines(options.templates),
        script(options.runtimeScript || FRAME_RUNTIME_SCRIPT),
        '</body>',
        '</html>',
        ''
    ].join('\n');
}

;// ./src/core/index.ts
/**
 * The Node-safe core: the pure logic the SDK's AngularJS services, the testing kit and the
 * workbench (the sandbox, the plugin builder) all share. Nothing here touches AngularJS, the DOM
 * or Node's modules, and nothing outside src/core/ imports past this entry
 * (test/node/layering.spec.ts). The workbench compiles it from source (workbench/tsconfig.core.json)
 * and imports it as `#core`; SDK consumers get it built as `zn-plugin/core` (dist/zn-plugin-core.js).
 */






















/******/ 	return __webpack_exports__;
/******/ })()
;
});
//# sourceMappingURL=zn-plugin-core.js.map