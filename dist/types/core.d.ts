// Type definitions for zn-plugin 0.2.0: the Node-safe core (dist/zn-plugin-core.js) the workbench shares
// (c) zn-plugin contributors, MIT licence. Needs @types/angular.
/**
 * An error raised by one of the SDK's services. `code` is stable (kebab-case, e.g.
 * `unknown-resource`) so callers and tests match on it; the message starts with the service's
 * name, then says what was wrong and what was expected, e.g.
 * `znData: unknown resource "Nope"; expected one of Activities, AppTemplates, ...`.
 */
export declare class ZnError extends Error {
	/** The injectable that raised it, e.g. `znData`. */
	readonly service: string;
	/** A stable, kebab-case code such as `missing-path-param`; see docs/errors.md. */
	readonly code: string;
	constructor(service: string, code: string, message: string);
}
/**
 * Says what a wrong value was, for error messages, naming the kind of object so a sentence such
 * as "expected an object ..., got ..." never answers "an object": `undefined`, `an empty string`,
 * `a string ("Nope")`, `a number (5)`, `NaN`, `an array of 2 items`, `a Date (2024-01-31T...)`,
 * `an instance of Foo`, `a plain object with keys a, b`, `a plain object from another window ...`.
 */
export declare function describeValue(value: unknown): string;
/**
 * The start of an "unknown name" sentence: `unknown resource "Nope"` for a string, and
 * `the resource name is a number (5)` for anything else, never `unknown resource a string (...)`.
 */
export declare function describeUnknown(what: string, value: unknown): string;
/**
 * Checks of values every service shares. They work on values from any realm (another window's
 * iframe, a structured clone made elsewhere): they read the built-in `[[Class]]` tag and the
 * shape of the prototype chain, never `instanceof` or this window's `Object.prototype`.
 */
/** The built-in tag of a value: `Object`, `Array`, `Date`, `Map`, `HTMLDivElement`, ... */
export declare function tagOf(value: unknown): string;
/**
 * True for `{}`-style objects, whatever window made them: an object literal, `Object.create(null)`,
 * `JSON.parse` output, a structured clone. False for arrays, dates, maps, DOM nodes, class instances.
 */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/** True for a `Date` from any window. */
export declare function isDate(value: unknown): value is Date;
/** True for a `Date` from any window that holds a time (not `new Date('nonsense')`). */
export declare function isValidDate(value: unknown): value is Date;
/** True for an AngularJS scope (the checks AngularJS itself makes: it has no public isScope). */
export declare function isScopeLike(value: unknown): boolean;
/** True for a window object (of any frame). */
export declare function isWindowLike(value: unknown): boolean;
/**
 * Where `value` refers back to one of its own ancestors, as JSON would meet it: the path of the
 * property that closes the cycle (`'a.b[2].c'`, `''` for the top), or null when there is none.
 * Walks what `angular.toJson` writes: own enumerable keys, without `$$` keys; scopes, windows
 * and values with a `toJSON` method (dates) end the walk.
 */
export declare function findCycle(value: unknown): string | null;
/**
 * The REST resources `znData` reaches, by name, with their paths (relative to
 * `znConfig.get().apiUrl`; a `:name` segment is a path parameter). Each line's comment says where
 * the entry comes from (src/core/resource-sources.ts holds the same as data, for specs and docs):
 * `docs`, the resource table of Zengine's developer docs; `prototype`, the znData table of
 * Zengine's first iframe runtime; `wrapper`, that of ZengineHQ/legacy-plugin-wrapper; `plugins`,
 * read by public plugins and Zengine's own modules though in no public runtime table.
 */
export declare const RESOURCE_PATHS: {
	readonly Activities: "/activities/:activityId";
	readonly AppTemplates: "/app_templates/:id";
	readonly AppTemplateInstallJobs: "/app_template_install_jobs/:id";
	readonly BinaryExportBatch: "/binary_export_jobs/:binaryExportJobId/batches/:id";
	readonly BinaryExportJob: "/binary_export_jobs/:id";
	readonly Calculate: "/calculate";
	readonly CalculationSettings: "/calculation_settings/:id";
	readonly DataViews: "/data_views/:id";
	readonly Events: "/events/:id";
	readonly Files: "/files/:id";
	readonly Forms: "/forms/:id";
	readonly DefaultFormPermissions: "/forms/permissions";
	readonly FormFields: "/forms/:formId/fields/:id";
	readonly FormFieldTaxonomy: "/form_field_taxonomy";
	readonly FormFolders: "/forms/:formId/folders/:id";
	readonly FormGroups: "/form_groups/:id";
	readonly FormRecordPermissions: "/forms/:formId/records/permissions";
	readonly FormRecords: "/forms/:formId/records/:id";
	readonly FormUploads: "/forms/:formId/uploads";
	readonly Notes: "/notes/:id";
	readonly NoteReplies: "/notes/:noteId/replies/:id";
	readonly Notifications: "/notifications/:id";
	readonly NotificationEmails: "/notification_emails/:id";
	readonly Plugins: "/plugins/:pluginId";
	readonly PluginScreenshots: "/plugins/:pluginId/screenshots";
	readonly PluginServices: "/plugins/:pluginId/services/:id";
	readonly PluginServiceUploads: "/plugins/:pluginId/services/:serviceId/uploads";
	readonly WorkspacePluginLinks: "/workspace_plugin_links/:id";
	readonly RecordImportFiles: "/record_import_files/:id";
	readonly RecordImportJobs: "/record_import_jobs/:id";
	readonly RecordExportJobs: "/record_export_jobs/:id";
	readonly ScheduledWebhooks: "/scheduled_webhooks/:id";
	readonly Tasks: "/tasks/:id";
	readonly TaskLists: "/task_lists/:id";
	readonly TaskPriorities: "/task_priorities";
	readonly TaskStatuses: "/task_statuses";
	readonly TaskPreferences: "/users/:userId/task_preferences";
	readonly Users: "/users/:id";
	readonly Roles: "/workspaces/:workspaceId/roles/:id";
	readonly WebhookEvents: "/webhook_events/:id";
	readonly Webhooks: "/webhooks/:id";
	readonly Workspaces: "/workspaces/:id";
	readonly WorkspaceCopyJobs: "/workspace_copy_jobs";
	readonly WorkspaceInvitees: "/workspaces/:workspaceId/invitees/:id";
	readonly WorkspaceMembers: "/workspaces/:workspaceId/members/:id";
	readonly WorkspaceTransferRequests: "/workspaces/:workspaceId/transfer_requests/:id";
	readonly WorkspaceTaskPreferences: "/workspaces/:workspaceId/members/:memberId/task_preferences";
	readonly WorkspaceLogo: "/workspaces/:workspaceId/logo";
	readonly Countries: "/countries";
	readonly States: "/states";
	readonly Subscriptions: "/subscriptions/:id";
	readonly PluginUploads: "/plugins/:pluginId/uploads";
	readonly PluginSettings: "/plugins/:pluginId/settings";
	readonly PluginConfigs: "/plugins_configs/:id";
	readonly Organizations: "/organizations/:id";
	readonly OrganizationsAuthProviders: "/organizations/:organizationId/auth_providers/:id";
	readonly AuthProviders: "/auth_providers/:id";
	readonly WorkspaceUserRoles: "/workspaces/:workspaceId/user_roles";
	readonly WorkspaceFormLinks: "/workspace_form_links/:id";
	readonly UserMemberships: "/user_memberships/:id";
};
/** The name of a resource `znData` knows, e.g. `'FormRecords'`. */
export type ZnResourceName = keyof typeof RESOURCE_PATHS;
/** One segment of a resource path: fixed text or a named parameter. */
export type PathSegment = {
	kind: "text";
	text: string;
} | {
	kind: "param";
	name: string;
};
/** What the data layer needs to know about a resource, derived once from its path. */
export interface ResourceDefinition {
	readonly name: ZnResourceName;
	/** The spec's path, e.g. `/forms/:formId/records/:id`. */
	readonly path: string;
	readonly segments: ReadonlyArray<PathSegment>;
	/**
	 * The object slot: the path parameter that is the path's last segment (`id`, `activityId`,
	 * `pluginId`). Present in a call, it addresses one object; absent, the collection. `null` for
	 * resources addressed by their path alone (`/forms/:formId/uploads`, `/workspaces/:workspaceId/logo`).
	 */
	readonly slot: string | null;
	/** Path parameters in the middle of the path: every call needs them. */
	readonly required: ReadonlyArray<string>;
	/** The collection path's segments: the path without the slot. */
	readonly collectionSegments: ReadonlyArray<PathSegment>;
	/** Whether `params.objectVersion` becomes the `X-If-ObjectVersion-Matches` header. */
	readonly versioned: boolean;
	/** `save` is a PUT of the object the path names (Zengine's runtimes: the id field is a path parameter). */
	readonly putOnSave: boolean;
	/** `query` is a POST of the params as the body, and the only method (Calculate). */
	readonly postQuery: boolean;
}
/** Every resource name, in the spec's order. */
export declare const RESOURCE_NAMES: ReadonlyArray<ZnResourceName>;
/** The definition of a resource, or `undefined` for a name the table does not hold. */
export declare function findResource(name: unknown): ResourceDefinition | undefined;
/** Who is asking, for error messages: the service and the call, e.g. `znData`, `Tasks.get`. */
export interface UrlContext {
	readonly service: string;
	readonly label: string;
}
/** One query parameter: a key and a value not yet converted to text. */
export type QueryEntry = readonly [
	string,
	unknown
];
/**
 * Encodes a value for a query string: as `encodeURIComponent`, except that `|` (the API's "or"
 * between values) and `,` (its list separator, as in `attributes=id,name`) stay literal.
 */
export declare function encodeQueryText(text: string): string;
/**
 * Converts a path parameter's value to one encoded path segment. Only a non-empty string or a
 * finite number is accepted, and never `.` or `..`: a value can never add, remove or climb a
 * segment, nor start a query or fragment (`/`, `?`, `#` are percent-encoded).
 */
export declare function encodePathValue(context: UrlContext, name: string, value: unknown): string;
/**
 * Builds a path from its segments, putting each parameter's value in its place. A parameter
 * without a value is refused, naming it and the path, so no request goes to a wrong URL.
 */
export declare function buildPath(context: UrlContext, path: string, segments: ReadonlyArray<PathSegment>, values: Readonly<Record<string, unknown>>): string;
/**
 * How an array value is written: `pipe` joins with `|` (the API's "any of"), `comma` with `,`
 * (a list, as in `attributes=id,name`), `brackets` repeats the key as `key[]=a&key[]=b`.
 */
export type ArrayStyle = "pipe" | "comma" | "brackets";
/** Options of `encodeQuery`. */
export interface QueryOptions {
	/** Whether an object value of this key is sent as a JSON string (znData: only `filter`). */
	jsonKey(key: string): boolean;
	/** How an array value of this key is written; `pipe` when not given. */
	arrayStyle?(key: string): ArrayStyle;
}
/**
 * Builds a query string (without `?`) from entries in their order. `null`/`undefined` values are
 * left out; arrays are written as `options.arrayStyle` says (joined with `|` by default); booleans and numbers are sent as their text; an object
 * is sent as JSON where `options.jsonKey` allows it and refused elsewhere.
 */
export declare function encodeQuery(context: UrlContext, entries: ReadonlyArray<QueryEntry>, options: QueryOptions): string;
/** `?query` when there is a query, else nothing. */
export declare function withQuery(url: string, query: string): string;
/**
 * Whether a value is a namespace znPluginData puts in its URLs (as written: `myPlugin`,
 * `my-plugin`). The sandbox serves plugin backends under exactly these.
 */
export declare function isPluginNamespace(namespace: unknown): namespace is string;
/** Checks a plugin namespace; throws a `ZnError` for one that is not a single plain name. */
export declare function checkNamespace(namespace: unknown): string;
/** The workspace id as text: a positive integer, given as a number or as digits. */
export declare function checkWorkspaceId(label: string, workspaceId: unknown): string;
/**
 * Checks a route: it starts with `/` and is a plain path, then optionally a query as Zengine sent
 * it (`/runner?config=12`). It is used as written (encode dynamic parts with
 * `encodeURIComponent`), so anything in the path that would leave the namespace (`.`/`..`
 * segments, `\`) is refused, and so is a fragment (`#`), which the browser would never send.
 */
export declare function checkRoute(label: string, route: string): string;
/**
 * The full URL of a plugin call: `{pluginServiceUrl}/workspaces/<id>/<namespace><route>?<query>`; a
 * query written in the route comes first, as written, and `params.params` after it.
 */
export declare function pluginUrl(label: string, base: string, namespace: string, route: string, workspaceId: unknown, query: Readonly<Record<string, unknown>>): string;
/** The actions of `znData`'s events, in the spec's order (section 6, rule 3). */
export declare const DATA_EVENT_ACTIONS: readonly [
	"read",
	"saved",
	"deleted",
	"saved-all",
	"updated-all",
	"deleted-all"
];
/** One action of a data event: `'read'`, `'saved'`, `'deleted'`, `'saved-all'`, `'updated-all'`, `'deleted-all'`. */
export type ZnDataEventAction = typeof DATA_EVENT_ACTIONS[number];
/**
 * The hyphenated form of a CamelCase name: `FormRecords` → `form-records`, `Tasks` → `tasks`.
 * A run of capitals is one word (`HTMLViews` → `html-views`).
 */
export declare function hyphenate(name: string): string;
/**
 * The name of the event `znData` broadcasts on `$rootScope` after a successful call, e.g.
 * `dataEventName('FormRecords', 'saved')` → `'zn-data-form-records-saved'`. Refuses a resource
 * or an action that no event is sent for.
 */
export declare function dataEventName(service: string, resourceName: unknown, action: unknown): string;
/** The calls of a `znData` resource. `del` is `delete` under another name. */
export type ZnDataAction = "get" | "query" | "count" | "save" | "update" | "delete" | "saveAll" | "updateAll" | "deleteAll";
/**
 * Keys of `params` that are options of a call, not conditions selecting objects (REST
 * conventions). `objectVersion` is one too, though it travels as a header.
 */
export declare const OPTION_KEYS: ReadonlyArray<string>;
/** The param sent as the header `X-If-ObjectVersion-Matches` on versioned resources. */
export declare const OBJECT_VERSION_KEY = "objectVersion";
export declare const OBJECT_VERSION_HEADER = "X-If-ObjectVersion-Matches";
/** A top-level field of a multipart body. */
export interface MultipartField {
	readonly name: string;
	/** A file or blob as it is, anything else as text (objects as JSON). */
	readonly value: string | Blob;
}
/** The body of a request. */
export type RequestBody = {
	readonly kind: "none";
} | {
	readonly kind: "json";
	readonly value: unknown;
} | {
	readonly kind: "multipart";
	readonly fields: ReadonlyArray<MultipartField>;
} | {
	readonly kind: "form-data";
	readonly value: unknown;
};
/** Everything about one `znData` call, decided before anything is sent. */
export interface RequestPlan {
	readonly method: "GET" | "POST" | "PUT" | "DELETE";
	/** The whole URL: base, encoded path, query. */
	readonly url: string;
	readonly headers: Readonly<Record<string, string>>;
	readonly body: RequestBody;
	/** The event to broadcast after success; `null` for none (count, or `validate_only`). */
	readonly event: {
		readonly action: ZnDataEventAction;
		readonly created?: boolean;
	} | null;
	/** What the call resolves with: the envelope's `data`, or its `totalCount` (count). */
	readonly result: "data" | "count";
}
/** What a plan is made from. `params` is a plain object, `data` was checked by the caller. */
export interface PlanInput {
	readonly resource: ResourceDefinition;
	readonly action: ZnDataAction;
	readonly params: Readonly<Record<string, unknown>>;
	readonly data?: unknown;
	/** `znConfig.get().apiUrl`, without a trailing slash. */
	readonly apiUrl: string;
	/** Whether a value is a browser `Blob` (a `File` is one). */
	isBlob(value: unknown): boolean;
	/** Whether a value is a browser `FormData`. */
	isFormData(value: unknown): boolean;
}
/**
 * Nested plain objects as the API's dotted keys, as Zengine sent them: `{ workspace: { id: 2 } }`
 * → `workspace.id=2`, `{ folder: { id: 3 } }` → `folder.id=3`, at any depth, in the caller's order.
 * `filter`, `objectVersion` and the keys `keep` names (path parameters, whose values must be
 * scalars) stay as they are, to be sent as JSON or refused; a value that contains itself is refused.
 */
export declare function flattenParams(context: UrlContext, params: Readonly<Record<string, unknown>>, keep?: (key: string) => boolean): Record<string, unknown>;
/**
 * Decides the method, URL, headers, body and event of a `znData` call by the spec's rules
 * (section 4.1, rules 1–9), or throws a `ZnError` saying why the call must not be sent: a
 * missing path parameter, a bad value, or a call that would change or delete a whole collection.
 */
export declare function planRequest(input: PlanInput): RequestPlan;
/**
 * Items stored with an expiry are kept as `{"zn.expires":"<ISO 8601>","value":<the value>}`,
 * in that key order, so another reader can still recognise them. A value that itself starts
 * with that key is wrapped with `"zn.expires":null`, so it always reads back as itself.
 */
export declare const EXPIRES_KEY = "zn.expires";
/** A stored item's text, read back. */
export interface DecodedItem {
	value: unknown;
	/** When it expires (ms since the epoch), or null for never. */
	expiresAt: number | null;
}
/**
 * The text to store for `value`: its JSON, in an expiry envelope when `expiresAt` is given.
 * Keys starting with `$$` (AngularJS bookkeeping such as `$$hashKey`) are left out, as
 * `angular.toJson` does. Throws a ZnError naming `service` for anything JSON cannot give back as
 * it is (see `unstorable`; code `unstorable-value`), and for cycles (code `circular-value`), so
 * whenever a value is stored, reading it back gives an equal value.
 */
export declare function encodeValue(service: string, key: string, value: unknown, expiresAt: number | null): string;
/**
 * Reads stored text back: JSON is parsed (and an expiry envelope opened); text that is not
 * JSON, e.g. written by other code, is returned as it is.
 */
export declare function decodeValue(text: string): DecodedItem;
/**
 * The naming rules of the Zengine plugin model. A namespace is camelCase (`myPlugin`); controller
 * names start with it (`myPluginCntl`) and template ids with its dash form (`my-plugin-main`),
 * so plugins sharing one page never collide.
 */
export declare function isNamespace(value: unknown): value is string;
export declare function isIdentifier(value: unknown): value is string;
export declare function isDirectiveName(value: unknown): value is string;
/**
 * The dash-delimited form of a namespace, as Zengine's tools derive it: a dash before each
 * capital, which is lowered (`myPlugin` → `my-plugin`, `someXYZPlugin` → `some-x-y-z-plugin`).
 */
export declare function dashNamespace(namespace: string): string;
/** True when `name` is an identifier that starts with `namespace` (`myPluginCntl` for `myPlugin`). */
export declare function isNamespacedController(name: string, namespace: string): boolean;
/** True when `id` is the dash form itself or starts with it and a dash (`my-plugin-main`). */
export declare function isNamespacedTemplateId(id: string, namespace: string): boolean;
/** The selector of a plugin's mounted elements: `[data-zn-plugin="myPlugin"]`. */
export declare function pluginScopeSelector(namespace: string): string;
/**
 * `css` with every selector prefixed by the plugin's scope: `.title` → `[data-zn-plugin="ns"] .title`,
 * each selector of a list (`a, b`), inside `@media`/`@supports`/`@layer`/`@container`; a leading
 * `html`, `body` or `:root` becomes the scope itself (`body { color: red }` styles the plugin's
 * element, not the page). `@keyframes`, `@font-face`, `@page` blocks and `@import`/`@charset`
 * statements are kept as written; comments and strings (`content: "}"`) never confuse it.
 * Unbalanced input is closed at its end, as a browser would read it.
 */
export declare function scopePluginCss(css: string, namespace: string): string;
/** Selector list → scoped selector list. */
export declare function scopeSelectorList(selectors: string, scope: string): string;
/** How a condition compares the record's value with its `value`. */
export type ZnFilterPrefix = "" | "not" | "contains" | "not-contains" | "starts-with" | "ends-with" | "min" | "max" | "in" | "not-in" | "not-validates";
/** One value a condition compares with; `null` and `'null'` stand for an empty value. */
export type ZnFilterScalar = string | number | boolean | null;
/**
 * `{ prefix, attribute, value }`: compares one attribute of the record (`field123`, `name`,
 * `folder.id`) with `value`. A text value `'a|b'` holds several values (piped).
 */
export interface ZnFilterValueCondition {
	/** The comparison; a missing prefix means equality (`''`). */
	prefix?: ZnFilterPrefix;
	/** The record attribute; dots walk into nested objects (`folder.id`). */
	attribute: string;
	/** A value, a piped text `'a|b'`, or an array (for `in`, `not-in`, `contains`, `not-contains`). */
	value: ZnFilterScalar | ZnFilterScalar[];
}
/**
 * `{ prefix: '', attribute, filter }`: applies a whole filter to the linked record(s) nested
 * under `attribute`. Matched only with the `subfiltering` option.
 */
export interface ZnFilterSubfilterCondition {
	prefix?: "";
	attribute: string;
	filter: ZnFilterGroup;
}
/** A condition of a group. */
export type ZnFilterCondition = ZnFilterValueCondition | ZnFilterSubfilterCondition;
/** `{ and: [...] }` (every entry matches) or `{ or: [...] }` (any entry matches); empty matches all. */
export type ZnFilterGroup = {
	and: Array<ZnFilterCondition | ZnFilterGroup>;
	or?: never;
} | {
	or: Array<ZnFilterCondition | ZnFilterGroup>;
	and?: never;
};
/** A data filter: a group of conditions and nested groups. */
export type ZnFilter = ZnFilterGroup;
/** Options of a match or a compile. */
export interface ZnFilterMatcherOptions {
	/**
	 * Match subfilters (`{ attribute, filter }`) against the record(s) nested under `attribute`.
	 * Without it a subfilter throws `Error('Subfilter matching is not supported')`.
	 */
	subfiltering?: boolean;
}
/** Options of `validateFilter`, for code that checks filters it will send to the API. */
export interface ZnFilterValidationOptions extends ZnFilterMatcherOptions {
	/**
	 * Accept dynamic values such as `logged-in-user`, which the API resolves (the matcher never
	 * does: matching such a filter throws `Error('Dynamic filter conditions are not supported')`).
	 */
	dynamicValues?: boolean;
	/**
	 * Accept `not-validates` rules that need the whole collection (`unique`), which the API
	 * applies; matching such a filter throws, since one record cannot show a duplicate.
	 */
	collectionRules?: boolean;
}
/** A compiled filter: true when the record matches. */
export type ZnRecordPredicate = (record: object) => boolean;
/** The host matcher's exact message for subfilters without the `subfiltering` option. */
export declare const SUBFILTER_MESSAGE = "Subfilter matching is not supported";
/** The host matcher's exact message for dynamic values such as `logged-in-user`. */
export declare const DYNAMIC_MESSAGE = "Dynamic filter conditions are not supported";
/** A filter's matcher behind its check for changes in place: a boolean, or the guard's `otherwise` once the filter changed. */
export type GuardedMatcher = (record: object) => boolean | object;
declare class FilterSnapshot {
	private readonly groups;
	private readonly conditions;
	/** This filter's own check, once `specialize` made it. */
	private own;
	/**
	 * Once `specialize` was given it: the filter's matcher behind this filter's own check, in one
	 * generated function (generate.ts's MatcherGuard); answers the guard's `otherwise` (not a
	 * boolean) when the filter changed.
	 */
	guarded: GuardedMatcher | null;
	addGroup(node: any, operator: "and" | "or", list: unknown[]): void;
	addCondition(node: any, valueList: unknown[] | undefined): void;
	/** True while every group and condition still holds what it held when compiled. */
	isCurrent(): boolean;
	/**
	 * The comparisons of `isCurrent`, unrolled into one expression, the objects and values they
	 * compare put in through `constant` (generate.ts's MatcherGuard takes it as is).
	 */
	currentExpression(constant: (value: unknown) => string): string;
	/**
	 * Gives the snapshot a check of its own (`currentExpression`, generated) and the guarded matcher
	 * `guard` made. Call only where code generation is allowed (generate.ts's codeGenerationAllowed);
	 * if making the check fails, the shared one stays.
	 */
	specialize(guarded: GuardedMatcher | null): void;
}
/** Every prefix, in the order error messages list them. */
export declare const PREFIXES: readonly ZnFilterPrefix[];
/** The value that the API resolves and a matcher cannot (the user who is logged in). */
export declare const DYNAMIC_VALUES: readonly string[];
export interface ParsedGroup {
	readonly kind: "group";
	readonly operator: "and" | "or";
	readonly entries: ParsedNode[];
}
export interface ParsedCondition {
	readonly kind: "condition";
	readonly prefix: ZnFilterPrefix;
	readonly path: string[];
	/**
	 * The rule texts: the pieces of a piped text, the elements of an array, or one text; numbers
	 * and booleans as their text; `null` and `'null'` as '' (empty).
	 */
	readonly texts: string[];
	/** True when the value was an array (a list for `in`/`not-in`, "every one" for `contains`). */
	readonly list: boolean;
}
export interface ParsedSubfilter {
	readonly kind: "subfilter";
	readonly path: string[];
	readonly filter: ParsedGroup;
}
export type ParsedNode = ParsedGroup | ParsedCondition | ParsedSubfilter;
export interface ParseOptions {
	readonly subfiltering: boolean;
	readonly dynamicValues: boolean;
	/** Accept rules only the API can apply (`not-validates` "unique"); never when compiling. */
	readonly collectionRules: boolean;
}
/** Checks `filter` and reads it; throws the "where: what; expected" error on the first fault. */
export declare function parseFilter(filter: unknown, options: ParseOptions, snapshot: FilterSnapshot | null): ParsedGroup;
/** A test of a normalized record value. */
export type ValueTest = (value: unknown) => boolean;
/**
 * The test of a value condition, with its rule values prepared once. A single rule value (the
 * common case) gets its own closure, without the loop over piped values.
 */
export declare function compileValueTest(condition: ParsedCondition): ValueTest;
/**
 * A `min` and a `max` on one attribute (a range), both numbers of at most 15 digits: a text value
 * is read once for both bounds. Null when the conditions are not such a pair.
 */
export declare function compileRangeTest(low: ParsedCondition, high: ParsedCondition): ValueTest | null;
/**
 * Allows (true) or forbids (false) compiling filters into generated code (`new Function`); with
 * undefined, the default, the matcher tries `new Function` once, when it first compiles a filter,
 * and generates code if that works. Filters compiled before keep their form.
 */
export declare function setCodeGeneration(allow: boolean | undefined): void;
/** Options of `matchFilter` and `compileFilter`. */
export type FilterMatcherOptions = ZnFilterMatcherOptions;
/**
 * Compiles `filter` once into a predicate for many records: `records.filter(compileFilter(f))`.
 * Throws for a malformed filter, a subfilter without `options.subfiltering`, or a dynamic value.
 * The predicate keeps what the filter said when compiled: compile again after changing it.
 */
export declare function compileFilter(filter: ZnFilter, options?: FilterMatcherOptions): ZnRecordPredicate;
/**
 * True when `record` matches `filter`. A filter object met for the first time is matched without
 * compiling (a filter written inline, or rebuilt for every call, costs one parse); met again, it
 * is compiled and kept (per filter object), so calling this for every record of a list costs
 * little more than a compiled predicate.
 */
export declare function matchFilter(record: object, filter: ZnFilter, options?: FilterMatcherOptions): boolean;
/**
 * Throws the error `matchFilter` would throw for `filter` (where and what is wrong), else returns.
 * `options.dynamicValues` accepts `logged-in-user` (for filters sent to the API, which resolves it);
 * `options.subfiltering` accepts subfilters.
 */
export declare function validateFilter(filter: unknown, options?: ZnFilterValidationOptions): asserts filter is ZnFilter;
/** A decimal as `0.digits × 10^exponent` with no leading or trailing zeros in `digits`; zero has no digits. */
export interface Decimal {
	readonly negative: boolean;
	readonly digits: string;
	readonly exponent: number;
}
/** `compareDecimalText`: the text is not a number. */
export declare const NOT_A_NUMBER = 2;
/** `compareDecimalText`: the text is a number that needs the slow path (`parseDecimal`). */
export declare const LONG_NUMBER = 3;
/**
 * Reads `text` as a decimal number and compares it with `target.value`, without allocating: -1,
 * 0 or 1 as the number is less than, equal to or greater than it; NOT_A_NUMBER; or LONG_NUMBER
 * when it has more than 15 significant digits (or a large power of ten) and needs the slow path.
 * `money` skips every '$' and ','. No double crosses the call (the value is not returned, the
 * target comes inside an object): the engine would box it, an allocation per record.
 */
export declare function compareDecimalText(text: string, money: boolean, target: NumericRule): number;
/**
 * Compares the number of the last `compareDecimalText` answer of -1, 0 or 1 with a `fast` rule;
 * exact for the same reason as that answer (both are decimals of at most 15 digits).
 */
export declare function compareScannedWith(rule: NumericRule): number;
/**
 * Reads `text` (same syntax as `compareDecimalText`) into a normalized `Decimal`, or null when it is
 * not a number. Allocates; used for rule values at compile time and for long record values.
 */
export declare function parseDecimal(text: string, money: boolean): Decimal | null;
/** The decimal a JavaScript number stands for: its shortest round-trip text (`String(n)`). */
export declare function decimalOfNumber(value: number): Decimal;
/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export declare function compareDecimals(a: Decimal, b: Decimal): number;
/** A numeric rule value of `min`/`max`, read once at compile time. */
export interface NumericRule {
	/** True when `value` orders exactly against short record values (at most 15 digits). */
	readonly fast: boolean;
	/** The nearest double; used only when `fast`. */
	readonly value: number;
	readonly decimal: Decimal;
}
/** The numeric rule of a rule text, or null when the text is not a number (then min/max compare text). */
export declare function numericRule(text: string): NumericRule | null;
/**
 * Compares a record value with a numeric rule: -1, 0 or 1, or NOT_A_NUMBER when the record value
 * is not a number (empty, text that is not a number once '$' and ',' are skipped, a boolean).
 */
export declare function compareWithRule(recordValue: unknown, rule: NumericRule): number;
/**
 * The raw value of an attribute of a record (an object): one own property (`segments` null) or
 * a dotted path of own properties through nested objects.
 */
export declare function readAttribute(record: object, key: string, segments: readonly string[] | null): unknown;
/** The normalized value of an attribute (see above). */
export declare function valueAt(record: object, key: string, segments: readonly string[] | null): unknown;
/** Normalizes a record value: '' for empty, an array for a multi-value field, else a scalar. */
export declare function normalizeValue(raw: unknown): unknown;
/** Normalizes one element of a multi-value field: like `normalizeValue`, but never an array. */
export declare function normalizeElement(raw: unknown): unknown;
/** True for a normalized value that is a multi-value field. */
export declare function isMultiValue(value: unknown): value is readonly unknown[];
/** A rule text prepared once at compile time. */
export interface RuleText {
	/** The text as written (`null` and `'null'` already turned into ''). */
	readonly text: string;
	/** `text.toLowerCase()`, for case-insensitive equality. */
	readonly lower: string;
	/** The number whose `String()` is `text`, or undefined: lets a number record compare without text. */
	readonly exactNumber: number | undefined;
	/** The number whose `String().toLowerCase()` is `lower`, or undefined. */
	readonly lowerNumber: number | undefined;
	/** True when `lower` holds U+0307, the only character that lower-casing adds (from 'İ'). */
	readonly mayGrow: boolean;
}
/** Prepares a rule text. */
export declare function ruleText(text: string): RuleText;
/**
 * True when `text.toLowerCase() === lower`, without lower-casing ASCII text. Relies on two facts
 * of Unicode case mapping (checked by a spec over every code point): lower-casing never shortens
 * a text, and only 'İ' (U+0130) lengthens it, adding U+0307.
 */
export declare function equalsLowerCase(text: string, rule: RuleText): boolean;
/** Case-insensitive, type-loose equality of a normalized record scalar with a rule text. */
export declare function equalsIgnoringCase(value: unknown, rule: RuleText): boolean;
/** Case-sensitive, type-loose equality (elements of multi-value fields for `contains`). */
export declare function equalsExactly(value: unknown, rule: RuleText): boolean;
/** The text of a normalized record scalar (allocates for numbers, booleans and bigints). */
export declare function textOf(value: unknown): string;
/** Rule names `not-validates` accepts, each with the test a valid value passes. */
export declare const VALIDATION_RULES: {
	readonly [name: string]: RegExp;
};
/** Refused by name: `unique` needs the whole collection, which a single record cannot show. */
export declare const COLLECTION_RULES: readonly string[];
/**
 * The envelopes of the REST conventions (success, count, failure) and the error a handler throws
 * to answer with a failure envelope. Shared by the workbench's sandbox and the testing kit's
 * in-memory API, so both answer in the same shapes with the same codes.
 */
/** Failure kinds: HTTP status, API code and the message a person may be shown. */
export declare const REST_FAILURES: {
	readonly badRequest: {
		readonly status: 400;
		readonly code: 4000;
		readonly userMessage: "The request could not be understood";
	};
	readonly unauthorized: {
		readonly status: 401;
		readonly code: 4001;
		readonly userMessage: "Please sign in";
	};
	readonly forbidden: {
		readonly status: 403;
		readonly code: 4003;
		readonly userMessage: "You do not have access to this";
	};
	readonly notFound: {
		readonly status: 404;
		readonly code: 4004;
		readonly userMessage: "Error viewing data";
	};
	/**
	 * A path that is no resource, or a verb its resource does not take (`POST /users/1`): Zengine's
	 * router answered these with code 5004 and "Not Found" for both messages (evert0n/zn-api-tests).
	 */
	readonly noRoute: {
		readonly status: 404;
		readonly code: 5004;
		readonly userMessage: "Not Found";
	};
	readonly methodNotAllowed: {
		readonly status: 405;
		readonly code: 4005;
		readonly userMessage: "This action is not available";
	};
	/** A stale `X-If-ObjectVersion-Matches`: Zengine answered 412 with code 4025 (zn-backend-http retries on exactly that). */
	readonly staleVersion: {
		readonly status: 412;
		readonly code: 4025;
		readonly userMessage: "Someone else changed this in the meantime";
	};
	readonly validation: {
		readonly status: 403;
		readonly code: 4012;
		readonly userMessage: "Error saving data";
	};
	/** A write the caller may not make there (a record of a form that does not exist): Zengine's 403 with code 4013. */
	readonly writeRefused: {
		readonly status: 403;
		readonly code: 4013;
		readonly userMessage: "Error saving data";
	};
	/** A delete the caller may not make there (an object under a parent that does not exist): Zengine's 403 with code 4000. */
	readonly deleteRefused: {
		readonly status: 403;
		readonly code: 4000;
		readonly userMessage: "Error deleting data";
	};
	/** Zengine's other refusal of a change under a parent that does not exist (a reply of no note): 403, code 5003. */
	readonly accessRefused: {
		readonly status: 403;
		readonly code: 5003;
		readonly userMessage: "Forbidden";
	};
	/** A permissions change where there is no form: Zengine's 403 with code 4024. */
	readonly permissionsRefused: {
		readonly status: 403;
		readonly code: 4024;
		readonly userMessage: "Error saving data";
	};
	readonly tooLarge: {
		readonly status: 413;
		readonly code: 4013;
		readonly userMessage: "The request is too large";
	};
	readonly unsupportedMediaType: {
		readonly status: 415;
		readonly code: 4015;
		readonly userMessage: "The request could not be understood";
	};
	readonly serverError: {
		readonly status: 500;
		readonly code: 5000;
		readonly userMessage: "Something went wrong on our side";
	};
};
export type RestFailureKind = keyof typeof REST_FAILURES;
/** Messages keyed like the input, e.g. `{ field12: ['Is required'] }`. */
export type RestValidationErrors = Record<string, string[]>;
/** `{ status, code, userMessage, developerMessage[, validationErrors] }`. */
export interface RestFailureEnvelope {
	status: number;
	code: number;
	userMessage: string;
	developerMessage: string;
	validationErrors?: RestValidationErrors;
}
/** `{ status, code, totalCount, limit, offset, data }` (a count or a delete carries less). */
export interface RestSuccessEnvelope {
	status: number;
	code: number;
	totalCount?: number;
	limit?: number;
	offset?: number;
	data?: unknown;
}
/** Thrown while answering a request; becomes a failure envelope (`toEnvelope`). */
export declare class RestError extends Error {
	readonly kind: RestFailureKind;
	readonly validationErrors?: RestValidationErrors;
	constructor(kind: RestFailureKind, developerMessage: string, validationErrors?: RestValidationErrors);
	get status(): number;
	toEnvelope(): RestFailureEnvelope;
}
export declare function badRequest(developerMessage: string): RestError;
export declare function notFound(developerMessage: string): RestError;
export declare function validationFailed(validationErrors: RestValidationErrors): RestError;
/** Whether a value is a RestError (also across two copies of the core). */
export declare function isRestError(error: unknown): error is RestError;
export declare function noRoute(): RestError;
/**
 * A list or one object read with GET, or the answer to a POST or PUT: status 200 and code 2000
 * for a create too, as the conventions' response-format page shows for GET, POST and PUT and as
 * Zengine's API answered. A page past the end (its offset at or beyond the total) answers
 * `totalCount: 0`, as Zengine's API did: public services read pages until one answers 0 (wgnBulk's
 * getAll), and Zengine's router library filled in the `data` such an answer came without (zengo's
 * api.query); docs/differences.md.
 */
export declare function successEnvelope(page: {
	totalCount: number;
	limit: number;
	offset: number;
}, data: unknown): RestSuccessEnvelope;
/** The answer to `GET <collection>/count`. */
export declare function countEnvelope(totalCount: number): RestSuccessEnvelope;
/** A partial failure (a test's `failNext`): any of status, code, messages, validation errors. */
export interface RestFailureParts {
	status?: number;
	code?: number;
	userMessage?: string;
	developerMessage?: string;
	validationErrors?: RestValidationErrors;
}
/** The API code of a failure status: 4000 + the status's last two digits (404 → 4004), 5000 + them for 5xx. */
export declare function failureCode(status: number): number;
/**
 * A whole failure envelope from a partial one: the code by `failureCode` (4012 for validation
 * errors), the user message the one of that status in REST_FAILURES.
 */
export declare function failureEnvelope(failure: RestFailureParts, defaultDeveloperMessage: string): RestFailureEnvelope;
export declare const REST_DEFAULT_LIMIT = 20;
export declare const REST_MAX_LIMIT = 100;
/**
 * The largest `limit` read before clamping: Zengine's modules ask more than the API's 100
 * (@zenginehq/frontend-bulk asks 1000 and pages on totalCount); Zengine answered a page of at most
 * 100 and said so in the envelope's `limit`, so those callers page on and miss nothing.
 */
export declare const REST_MAX_ASKED_LIMIT = 1000000;
/**
 * Prefixes a condition key may start with, longest first so `not-contains-` wins over `not-`.
 * A prefix goes on the key only (`min-field3=5`), as the conventions write it: in `field3=min:5`
 * the value is the text `min:5`.
 */
export declare const CONDITION_PREFIXES: ReadonlyArray<string>;
/**
 * Keys that are options, not conditions: `_method` is the verb override of a POST, `callback`
 * (JSONP) and `pretty` shape the answer, `client_id` names the caller's application for public
 * resources (all three read by the sandbox's HTTP layer).
 */
export declare const REST_OPTION_KEYS: ReadonlyArray<string>;
/** One `?prefix-attribute=a|b` condition: any of the values matches (none of, for `not`). */
export interface RestCondition {
	prefix: string;
	attribute: string;
	values: string[];
}
/** A query string, read. */
export interface RestQuery {
	limit: number;
	offset: number;
	sort: string[];
	/** The direction of every sort attribute (the first of `directions` when those are given). */
	direction: "asc" | "desc";
	/**
	 * One direction per sort attribute (`direction[]=desc&direction[]=asc`, or `direction=desc|asc`),
	 * when they differ; attributes past its end take its last. Empty: `direction` for all.
	 */
	directions: Array<"asc" | "desc">;
	/** `timezone`, checked: `user`, an IANA zone or an offset (see times.ts). */
	timezone?: string;
	/** Attributes to return (`id` always comes along); undefined for all. */
	attributes?: string[];
	related: string[];
	/** The parsed `filter` parameter. */
	filter?: unknown;
	validateOnly: boolean;
	conditions: RestCondition[];
	/** Every key (without `[]`) and its value as text, the last of a repeated key. */
	raw: Record<string, string>;
}
/** A query string (with or without `?`) as decoded key/value pairs, in order (`+` is a space). */
export declare function restQueryEntries(search: string): Array<[
	string,
	string
]>;
/** Splits `not-contains-field3` into its prefix and attribute. */
export declare function splitConditionKey(key: string): {
	prefix: string;
	attribute: string;
};
/**
 * Reads a query string (`limit=5&min-field3=2`) or its entries. An option given twice (but
 * `sort` and `direction`, which list), `page` together with `offset`, a malformed value or a key that is neither an option
 * nor a condition is a 400: a request that could mean two things is refused, not guessed.
 */
export declare function parseRestQuery(query: string | Iterable<[
	string,
	string
]>): RestQuery;
/** What `sortObjects` takes for a query: its one direction, or a direction per sort attribute. */
export declare function sortDirection(query: Pick<RestQuery, "direction" | "directions">): "asc" | "desc" | Array<"asc" | "desc">;
/** An object of a collection: any JSON object with an id (a number, or text in the testing kit). */
export interface RestObject {
	id: number | string;
	[key: string]: unknown;
}
export declare function readPath(object: unknown, path: string): unknown;
/** Every attribute path of the objects, two levels deep (`status`, `taskList`, `taskList.id`). */
export declare function attributesOf(objects: ReadonlyArray<object>): Set<string>;
/** Throws a 400 naming `what` when the attribute is not one the collection knows. */
export declare function checkKnown(known: Set<string> | undefined, attribute: string, what: string): void;
/**
 * Orders by the attributes in turn, then by id: numbers in number order, text without case
 * (numbers in it by value), `{ id }` values by id; empty values come first ascending, last descending.
 * `direction` is one for all, or one per attribute (attributes past the list's end take its
 * last; the id takes the first).
 */
export declare function sortObjects<T extends {
	id: unknown;
}>(objects: ReadonlyArray<T>, attributes: ReadonlyArray<string>, direction: "asc" | "desc" | ReadonlyArray<"asc" | "desc">): T[];
/** Keeps only the given top-level attributes (and `id`). */
export declare function pickAttributes<T extends {
	id: unknown;
}>(object: T, attributes: ReadonlyArray<string>): T;
/** Each `sort` attribute must be one the collection knows (a 400 otherwise). */
export declare function checkSort(sort: ReadonlyArray<string>, known: Set<string> | undefined): void;
/**
 * `attributes=a,b` applied: top-level names the collection knows, each object cut to them, `id`
 * and the `related` names (joined in already).
 */
export declare function projectAttributes<T extends {
	id: unknown;
}>(objects: T[], query: {
	attributes?: string[];
	related: string[];
}, known: Set<string> | undefined): T[];
/**
 * Relations a read of one object joins in when the request names no `related` at all: a form's
 * `fields`, as Zengine's API answered `GET /forms/:id` (the 2016 black-box tests of it read
 * `form.fields` so). Any `related=`, `related=null` included, names exactly what is joined; lists
 * join nothing by default. The sandbox and the testing kit both read it here.
 */
export declare const REST_RELATED_BY_DEFAULT: Readonly<Record<string, ReadonlyArray<string>>>;
/** The relations joined by default into one object of `resource` read with this query (often none). */
export declare function relatedByDefault(resource: string, query: {
	raw: Record<string, string>;
}): string[];
export type JsonObject = Record<string, unknown>;
/** Groups nest at most this deep, subfilters included (the conventions' limit). */
export declare const MAX_FILTER_DEPTH = 5;
export declare const LOGGED_IN_USER = "logged-in-user";
/**
 * `{ and: [...] }` of the conditions. `status=open|closed` becomes an `or` of two conditions;
 * `not-status=open|closed` an `and` of two (neither open nor closed), which is what a person means.
 */
export declare function conditionsToFilter(conditions: RestCondition[]): JsonObject | undefined;
/**
 * True when a filter selects every object whatever they hold: an empty group, an `and` of such
 * groups, an `or` with one of them (the matcher's rule: an empty group matches everything).
 */
export declare function selectsEverything(filter: unknown): boolean;
/**
 * True when the query holds a condition or a filter that may leave some objects out. A bulk PUT
 * or DELETE needs one: a filter of empty groups would change every object.
 */
export declare function selectsObjects(query: {
	conditions: RestCondition[];
	filter?: unknown;
}): boolean;
export interface ResolveContext {
	/** The acting user's id, for `logged-in-user`; undefined leaves the value as it is. */
	userId?: number | string;
	/** Attributes the collection knows; undefined skips the check. */
	known: Set<string> | undefined;
	/** Replaces a subfilter condition; undefined when the collection takes none. */
	resolveSubfilter?: (condition: JsonObject, depth: number) => JsonObject;
	/** Says where the filter came from in messages: "The filter" or "The condition". */
	what: string;
	/** Ids (as text) of the objects whose value of the attribute another object has too. */
	duplicates?: (attribute: string) => string[];
	/**
	 * Attributes every object of the collection holds with one value (a form's records all hold
	 * its workspace: `{ workspace: { id: 1 } }`): a condition on one is decided here, once.
	 */
	shared?: JsonObject;
}
/**
 * A copy of the filter with dynamic values and subfilters resolved. Throws a 400 RestError for
 * a shape it cannot walk or an unknown attribute; the matcher's validation checks the rest.
 */
export declare function resolveFilter(filter: unknown, context: ResolveContext, depth?: number): JsonObject;
/**
 * `workspaceId` for `workspace.id`: a condition on `<reference>Id`, where the collection has no
 * such attribute but has the reference `<reference>.id`, names the reference: plugins and Zengine's
 * own demo sent `GET /forms?workspaceId=1` to Zengine's API and used the answer as the workspace's
 * forms. Any other unknown attribute stays a 400 (docs/differences.md).
 */
export declare function referenceIdAttribute(known: Set<string> | undefined, attribute: string): string;
/** Ids (as text) of the objects whose non-empty value of `attribute` another object shares. */
export declare function duplicateIds(objects: Array<{
	id: unknown;
}>, attribute: string): string[];
/**
 * A predicate for a resolved filter, by the SDK's matcher. A filter the matcher refuses (unknown
 * prefix, wrong value type...) is a 400 carrying its reason.
 */
export declare function compileRestFilter(filter: JsonObject, what: string, options?: {
	subfiltering?: boolean;
}): (object: object) => boolean;
/** The query's conditions and filter resolved and compiled: one predicate each (none selects all). */
export declare function queryPredicates(query: {
	conditions: RestCondition[];
	filter?: unknown;
}, context: Omit<ResolveContext, "what">, options?: {
	subfiltering?: boolean;
	depth?: number;
}): Array<{
	filter: JsonObject;
	matches(object: object): boolean;
}>;
export interface RestParentParam {
	/** The param's name in the template, e.g. `formId` (or `id` in `/forms/:id/uploads`). */
	name: string;
	/** The resource it refers to, e.g. `Forms`. */
	resource: string;
	/** The attribute the children carry, e.g. `form` (objects get `form: { id }`). */
	attribute: string;
}
export interface RestRoute {
	resource: string;
	template: string;
	/** Literal segments as strings, params as `null`, in order (the own id excluded). */
	collectionSegments: Array<string | null>;
	/** Parent params in path order. */
	parents: RestParentParam[];
	/** True when the template ends with the object's own id (`/tasks/:id`). */
	hasOwnId: boolean;
}
/** A path matched: the route, the parents' values and the object's id as text (not checked). */
export interface RestRouteMatch {
	route: RestRoute;
	/** The parents' values from the path, in path order. */
	parentValues: string[];
	/** The object's id, when the path addresses one object. */
	id?: string;
	/** True for `<collection>/count`. */
	count: boolean;
}
export declare function lowerFirst(text: string): string;
/** Compiles the table; throws when a template refers to something the table does not have. */
export declare function compileRoutes(paths: Readonly<Record<string, string>>): RestRoute[];
/**
 * Finds the route of a path such as `/forms/2/records/17` (below the API's base). The most
 * specific route wins: the one with the most literal segments. Returns undefined for a path of
 * no resource; throws a 400 RestError for malformed percent-encoding.
 */
export declare function matchRoute(routes: ReadonlyArray<RestRoute>, rawPath: string): RestRouteMatch | undefined;
/**
 * `?timezone=`: the user-centric datetimes of an answer in another zone than UTC, as the REST
 * conventions' querying-options page says ("a numerical offset or a string value from the Olson
 * database", or `user` for the current user's). Times stay ISO 8601 and name their offset
 * (`2024-01-02T04:00:00-05:00`), so a client reading them as dates gets the same instant.
 */
/** A zone to write times in: an IANA name (Intl computes its offset per instant) or a fixed offset in minutes. */
export type RestTimezone = {
	zone: string;
} | {
	offsetMinutes: number;
};
/**
 * The zone a `timezone` value names, or undefined when it names none. `user` is resolved by the
 * caller (the user's own `timezone`), so it is undefined here.
 */
export declare function parseTimezone(value: string): RestTimezone | undefined;
/** `2024-01-02T09:00:00Z` in the zone: `2024-01-02T04:00:00-05:00` (UTC stays `Z`). */
export declare function timeInZone(utc: string, timezone: RestTimezone): string;
/**
 * A copy of an answer's data with every time (`created`, `modified`, a task's times...) in the
 * zone; the values of record fields (`field12`) are what users entered and stay as they are.
 */
export declare function localizeTimes<T>(data: T, timezone: RestTimezone): T;
/**
 * The zone of a query's `timezone`: `user` is the user's own (`userZone`, UTC without one); an
 * offset or a zone as it is. Undefined for none, or for UTC itself (nothing to convert).
 */
export declare function answerTimezone(value: string | undefined, userZone?: unknown): RestTimezone | undefined;
/**
 * The one reader of `YYYY-MM-DD`, the form the API writes dates of record fields in. Years 0001
 * to 9999 are taken literally, as ISO 8601 writes them: `0099-03-01` is in the year 99, never
 * 1999 (JavaScript's `new Date(99, 2, 1)` would say 1999). Year 0000 and days the calendar does
 * not have (`2023-02-29`) are no date. Used by the filter builder's date check, its date-string
 * directive and the `znUserDate` filter, so the three always agree.
 */
/** A calendar date read from `YYYY-MM-DD`. */
export interface IsoDateParts {
	year: number;
	/** 1 to 12. */
	month: number;
	/** 1 to 31. */
	day: number;
}
/** The date `text` writes as `YYYY-MM-DD`, or null when it is not exactly such a real date. */
export declare function parseIsoDateParts(text: unknown): IsoDateParts | null;
/** True for a real calendar date written `YYYY-MM-DD` (years 0001-9999). */
export declare function isIsoDate(text: unknown): boolean;
/**
 * `YYYY-MM-DD` as that day at local midnight (not UTC midnight, which shows as the day before
 * west of Greenwich), or null when the text is no such date.
 */
export declare function localDateOfIsoDate(text: unknown): Date | null;
/** A Date's local calendar day as `YYYY-MM-DD` (the year with four digits: `0099`). */
export declare function formatIsoDate(date: Date): string;
/** Receives a key and a message; warns the first time a key is seen. */
export type OnceWarn = (key: string, message: string) => void;
/**
 * A warner that logs each key's message once, so that a legacy form Zengine accepted is named
 * without filling the console on every call (a digest may repeat the call many times).
 */
export declare function warnOnce(log: (message: string) => void): OnceWarn;
/**
 * The index.html of a v1 plugin shipped as a v2 app (docs/v2.md, "Shipping a v1 plugin as v2"),
 * written in one place for the two that need it: `zn-plugin build` (target 2), which writes the
 * app, and the SDK's frame bundle, which exports it for builds of one's own. Pure: the caller
 * gives the files in order, as URLs relative to the page; the runtime comes last.
 */
/** The root element the runtime (zn-plugin-frame.js) starts AngularJS on. */
export declare const FRAME_ROOT_MARKUP = "<div zn-frame-root></div>";
/** The runtime's bundle, in the SDK's dist/. */
export declare const FRAME_RUNTIME_SCRIPT = "zn-plugin-frame.js";
export interface FramePageOptions {
	/** The page's title (the plugin's name). */
	title: string;
	/** Stylesheets, in the order the page links them. */
	stylesheets: readonly string[];
	/** Scripts before the runtime, in order: the libraries, the SDK, then the plugin's own build. */
	scripts: readonly string[];
	/**
	 * The plugin's templates, after its scripts: its built plugin.html (`<script type="text/ng-template">`
	 * blocks) as text, or each template's id and HTML.
	 */
	templates?: string | ReadonlyArray<{
		id: string;
		html: string;
	}>;
	/** The runtime's URL (default FRAME_RUNTIME_SCRIPT). */
	runtimeScript?: string;
	/**
	 * The plugin's namespace (its record's) and its own script, marked `data-zn-namespace` as the
	 * workbench's host page marks it: zn-plugin.js registers the plugin under that namespace whatever
	 * name its plugin.register gives (`'demo-plugin'` for demoPlugin), as Zengine's runtimes did.
	 */
	plugin?: {
		namespace: string;
		script: string;
	};
}
/** The whole index.html. */
export declare function framePageHtml(options: FramePageOptions): string;

export {};
