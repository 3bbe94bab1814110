// Type definitions for zn-plugin 0.2.0: the zn.plugin module, its services and the plugin object
// (c) zn-plugin contributors, MIT licence. Needs @types/angular.
import { FilterFactory, IAngularEvent, IControllerConstructor, IDirectiveFactory, IPromise, IScope, Injectable } from 'angular';

/** The name of the AngularJS module a host or plugin adds to its dependencies. */
export declare const MODULE_NAME = "zn.plugin";
/**
 * The module a host adds (with angular-route loaded) to get ngRoute routes for plugin pages, as on
 * Zengine: `/workspaces/:workspace_id/plugin/<route>` and `/workspaces/:workspace_id/admin/plugin/<route>`.
 */
export declare const ROUTES_MODULE_NAME = "zn.plugin.routes";
/**
 * Where an inline interface can be placed in the host page (the Zengine plugin locations):
 * - `zn-top-nav`: in the top nav bar, next to the notifications bell;
 * - `zn-plugin-data-subheader`: above the data grid;
 * - `zn-plugin-panel-header` / `zn-plugin-panel-footer`: above / below the data panel;
 * - `zn-plugin-form-top` / `zn-plugin-form-bottom`: above / below the form in the data panel.
 */
export type ZnPluginLocation = "zn-top-nav" | "zn-plugin-data-subheader" | "zn-plugin-panel-header" | "zn-plugin-panel-footer" | "zn-plugin-form-top" | "zn-plugin-form-bottom";
/**
 * What an interface is: a page of its own (`fullPage`), a widget at a location (`inline`), a
 * page in the workspace settings (`settings`) or a tab of the record overlay (`recordOverlay`).
 */
export type ZnPluginInterfaceType = "fullPage" | "inline" | "settings" | "recordOverlay";
/** One entry of `interfaces` in `plugin.register(namespace, settings)`. */
export interface ZnPluginInterfaceSettings {
	/** The interface's controller, registered with `plugin.controller`; should start with the namespace. */
	controller: string;
	/** The id of its template (`<script type="text/ng-template" id="...">`); should start with the dash form of the namespace. */
	template: string;
	/** Required unless the old `fullPage` boolean is given. */
	type?: ZnPluginInterfaceType;
	/** @deprecated Zengine's old form of `type` (true: fullPage, false: inline); runs, with a warning. */
	fullPage?: boolean;
	/** Required for `inline` interfaces, refused on others. */
	location?: ZnPluginLocation;
	/** Sub-routes under the plugin's `route`, such as `'/:id'` (fullPage and settings only). */
	routes?: string[];
	/** Whether the host shows the plugin's icon in its top nav (fullPage only; default true). */
	topNav?: boolean;
	/** Higher comes first (further left in a nav); interfaces without an order come last. */
	order?: number;
}
/**
 * The settings of `plugin.register(namespace, settings)`: either `interfaces`, or the short form
 * `{ route, controller, template, type?, location? }` that stands for one interface (fullPage
 * unless `type` says otherwise). See docs/plugin-api.md for every accepted form.
 */
export interface ZnPluginSettings {
	/** The plugin's path under the host's plugin pages, one segment such as `'/my-plugin'`. */
	route?: string;
	/** Tooltip text of the plugin's icon. */
	title?: string;
	/** Heading above a full page; defaults to `title`; `false` for none. */
	pageTitle?: string | false;
	/** CSS class names of the plugin's icon, such as `'icon-puzzle'`. */
	icon?: string;
	interfaces?: ZnPluginInterfaceSettings[];
	/** Short form: the type of its single interface (default `fullPage`). */
	type?: ZnPluginInterfaceType;
	/** Short form: the location of its single interface when it is `inline`. */
	location?: ZnPluginLocation;
	/**
	 * Zengine's old form of the short form's type: `true` for `fullPage`, `false` for `inline`.
	 * @deprecated runs, with a warning; write `type` instead.
	 */
	fullPage?: boolean;
	/** Short form: the controller of the single interface. */
	controller?: string;
	/** Short form: the template id of the single interface. */
	template?: string;
	/** Short form: the fullPage interface's sub-routes. */
	routes?: string[];
	/** Short form: whether the fullPage interface is in the top nav. */
	topNav?: boolean;
	/** Short form: the fullPage interface's order. */
	order?: number;
}
/** A registered interface, as `znPluginRegistry` lists it (frozen). */
export interface ZnPluginInterface {
	/** The namespace of the plugin it belongs to. */
	readonly namespace: string;
	readonly type: ZnPluginInterfaceType;
	readonly controller: string;
	readonly template: string;
	/** Set on inline interfaces only. */
	readonly location?: ZnPluginLocation;
	/** Sub-routes: a fullPage's or settings' (another type's, when valid, are kept for a shipped app's frame, src/frame). */
	readonly routes: readonly string[];
	/** True for a fullPage interface shown in the top nav; false otherwise. */
	readonly topNav: boolean;
	readonly order?: number;
}
/** A registered plugin, as `znPluginRegistry` lists it (frozen). */
export interface ZnRegisteredPlugin {
	readonly namespace: string;
	readonly route?: string;
	readonly title?: string;
	readonly pageTitle?: string | false;
	readonly icon?: string;
	/** In the order they were given. */
	readonly interfaces: readonly ZnPluginInterface[];
}
/**
 * The `plugin` object that plugin code registers on. Each method registers into AngularJS, before
 * or after the host has bootstrapped, and returns the object so calls chain.
 */
export interface ZnPlugin {
	controller(name: string, constructor: Injectable<IControllerConstructor>): ZnPlugin;
	directive(name: string, factory: Injectable<IDirectiveFactory>): ZnPlugin;
	service(name: string, constructor: Injectable<Function>): ZnPlugin;
	factory(name: string, factory: Injectable<Function>): ZnPlugin;
	filter(name: string, factory: Injectable<FilterFactory>): ZnPlugin;
	constant(name: string, value: unknown): ZnPlugin;
	value(name: string, value: unknown): ZnPlugin;
	/** Validates and records the plugin's settings; refuses a namespace registered before. */
	register(namespace: string, settings: ZnPluginSettings): ZnPlugin;
}
/** Narrows `znPluginRegistry.interfaces(query)`; every key is optional. */
export interface ZnPluginInterfaceQuery {
	type?: ZnPluginInterfaceType;
	location?: ZnPluginLocation;
	namespace?: string;
}
/** What `znPluginRegistry.match(path)` found: the plugin, its routed interface and the path's parameters. */
export interface ZnPluginMatch {
	readonly plugin: ZnRegisteredPlugin;
	readonly interface: ZnPluginInterface;
	/** The values of the route's `:name` segments, decoded, such as `{ id: '12' }` (frozen). */
	readonly params: Readonly<Record<string, string>>;
}
/**
 * What `zn-plugin-record-overlay` is given and injects into recordOverlay controllers as
 * `znPluginRecord`: a record with its id (a number, or a non-empty string) and any other fields.
 */
export interface ZnPluginRecord {
	readonly id: number | string;
	readonly [field: string]: unknown;
}
/** The `znPluginRegistry` service: what plugins have registered, for the host. */
export interface ZnPluginRegistryService {
	/** Every registered plugin, in the order they registered. */
	plugins(): ZnRegisteredPlugin[];
	/** The plugin registered under `namespace`, or undefined. */
	get(namespace: string): ZnRegisteredPlugin | undefined;
	/** Registered interfaces, narrowed by `query`, higher `order` first (then in registration order). */
	interfaces(query?: ZnPluginInterfaceQuery): ZnPluginInterface[];
	/**
	 * The fullPage (or settings) interface for a path such as `/my-plugin/records/12`: the first
	 * segment is a plugin's `route`, the rest one of its interface's `routes`; null when none matches.
	 */
	match(path: string, type?: "fullPage" | "settings"): ZnPluginMatch | null;
	/** Calls `listener(plugin)` in a digest after each later registration; returns a function that stops it. */
	onRegister(listener: (plugin: ZnRegisteredPlugin) => void): () => void;
}
/** Where plugin pages live, as on Zengine: `/workspaces/12/plugin/my-plugin` and `/workspaces/12/admin/plugin/my-plugin`. */
export interface ZnPluginRoutePaths {
	/** The path fullPage interfaces live under (default `/workspaces/:workspace_id/plugin`). */
	fullPage: string;
	/** The path settings interfaces live under (default `/workspaces/:workspace_id/admin/plugin`). */
	settings: string;
}
/** One ngRoute route of a plugin: its path pattern, the interface it shows and how many segments precede the plugin's route. */
export interface ZnPluginRoute {
	readonly path: string;
	readonly interface: ZnPluginInterface;
	readonly prefixSegments: number;
}
/**
 * The ngRoute paths of a registered plugin's fullPage and settings interfaces: the plugin's route
 * under the prefix of its type, then each of the interface's `routes` under that
 * (`routes: ['/:id']` → `/workspaces/:workspace_id/plugin/my-plugin/:id`). Pure.
 */
export declare function pluginRoutes(plugin: ZnRegisteredPlugin, paths?: ZnPluginRoutePaths): ZnPluginRoute[];
/** The `znPluginRoutes` service: what a host's nav needs to link to plugin pages. */
export interface ZnPluginRoutesService {
	/** Every ngRoute route added for plugins so far. */
	routes(): ZnPluginRoute[];
	/**
	 * The URL path of a plugin's page in a workspace: `href('myPlugin', 12)` →
	 * `/workspaces/12/plugin/my-plugin`; `type` 'settings' for its settings page; undefined when the
	 * plugin has no such interface.
	 */
	href(namespace: string, workspaceId: number | string, type?: "fullPage" | "settings"): string | undefined;
}
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
declare const RESOURCE_PATHS: {
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
declare const DATA_EVENT_ACTIONS: readonly [
	"read",
	"saved",
	"deleted",
	"saved-all",
	"updated-all",
	"deleted-all"
];
/** One action of a data event: `'read'`, `'saved'`, `'deleted'`, `'saved-all'`, `'updated-all'`, `'deleted-all'`. */
export type ZnDataEventAction = typeof DATA_EVENT_ACTIONS[number];
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
/** The part of a field `znNumericValue` reads: `{ settings: { properties: { decimal, currency } } }`. */
export interface ZnNumericField {
	settings?: {
		properties?: {
			decimal?: number | string;
			currency?: string;
		};
	};
}
/** How `znData` retries a read (GET, count) that got 429, 502, 503, 504 or no answer. */
export interface ZnRetrySettings {
	/** Retries after the first attempt: 0 to 10, default 3. 0 turns retrying off. */
	attempts: number;
	/** The first backoff in milliseconds (doubled each retry, with jitter), 0 to 30000, default 500. */
	baseDelay: number;
	/** The most milliseconds one call may spend waiting between attempts in all, 0 to 30000, default 30000. */
	maxWait: number;
}
/** Where the SDK sends its requests, and how it retries. */
export interface ZnConfigValues {
	/** Base URL of the REST API that znData calls: an http(s) URL or a same-origin path. Default `/v1`. */
	apiUrl: string;
	/** Base URL of plugin backend services that znPluginData calls. Default `/plugins`. */
	pluginServiceUrl: string;
	/** Retries of reads; `{ attempts: 0 }` turns them off. */
	retry: ZnRetrySettings;
}
/** What `set` takes: any of the settings, and any of the retry settings. */
export interface ZnConfigChanges {
	apiUrl?: string;
	pluginServiceUrl?: string;
	retry?: Partial<ZnRetrySettings>;
}
/** The `znConfig` service: read or change the settings at run time. */
export interface ZnConfigService {
	/** A copy of the current settings. */
	get(): ZnConfigValues;
	/** Changes some settings; refuses unknown keys and bad values, keeping the old settings. */
	set(partial: ZnConfigChanges): ZnConfigValues;
}
/** `znConfigProvider`, for config blocks. */
export interface ZnConfigProvider {
	set(partial: ZnConfigChanges): ZnConfigProvider;
}
/** Paging and status of a successful `znData` answer (the API's envelope without its data). */
export interface ZnMetaData {
	/** The HTTP status, e.g. 200. */
	status: number;
	/** The API's code, e.g. 2000 (the HTTP status × 10 when the answer had no envelope). */
	code: number;
	/** How many objects match, for GET, POST and PUT answers; otherwise undefined. */
	totalCount: number | undefined;
	limit: number | undefined;
	offset: number | undefined;
}
/**
 * Why a `znData` or `znPluginData` call failed: the API's failure envelope, or one built in its
 * image when there was none (network down: status 0; timeout; an HTML error page), or when the
 * call was refused before sending (status 0, `error` holds the `ZnError`).
 */
export interface ZnFailure {
	/** The HTTP status; 0 when no answer came (network, timeout, cancelled, refused call). */
	status: number;
	/** The API's code (e.g. 4004); when the answer had none, the status × 10 (0 without an answer). */
	code: number;
	/** A message that can be shown to a person. */
	userMessage: string;
	/** What went wrong, for the developer. */
	developerMessage: string;
	/** Messages per input key when POST/PUT data was invalid, e.g. `{ field123: ['Is required'] }`. */
	validationErrors?: Record<string, string[]>;
	/** The raw response body when it was not an API failure envelope (an HTML page, a plugin's own error). */
	data?: unknown;
	/** The error of a call refused before sending. */
	error?: Error;
	/** True when the caller cancelled the call (`promise.cancel()`); status is then 0. */
	cancelled?: boolean;
	/** How many requests were sent when a read was retried (429, 502, 503, 504, no answer); absent after one. */
	attempts?: number;
	[key: string]: unknown;
}
/**
 * The promise every `znData` and `znPluginData` call returns: an AngularJS promise with
 * `cancel()`, which aborts the request in flight (or the wait before a retry) and rejects with a
 * failure whose `cancelled` is true and `status` 0; no callback runs and no event fires, and no
 * "Possibly unhandled rejection" is reported. After the call settled it does nothing. `cancel`
 * lives on this promise only: the promise `.then()` returns has none, so keep the first one.
 */
export interface ZnPromise<T> extends IPromise<T> {
	/** A function of its own (`var cancel = promise.cancel; cancel()` works), so a property. */
	cancel: () => void;
}
/** Where `queryAll` is, given to `onPage` after each page. */
export interface ZnQueryAllProgress {
	/** The page just read, 1 for the first. */
	page: number;
	/** Records read so far, this page's included. */
	loaded: number;
	/** How many records match, as the API counted them on this page (undefined if it did not say). */
	totalCount: number | undefined;
}
/** Called by `queryAll` with each page's records as they arrive. */
export type ZnPageCallback<T = any> = (records: T[], progress: ZnQueryAllProgress) => void;
/** Headers of a response: `headers()` gives all (lower-case names), `headers('Name')` one. */
export type ZnHeadersGetter = (name?: string) => any;
/** Called with the answer's data after a successful `znData` call. */
export type ZnSuccessCallback<T = any> = (data: T, metaData: ZnMetaData, headers: ZnHeadersGetter) => void;
/** Called with the failure after a failed call of `znData` or `znPluginData`. */
export type ZnErrorCallback = (failure: ZnFailure) => void;
/** A value for a query parameter or a path parameter. Arrays are joined with `|`. */
export type ZnParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
/**
 * The params of a `znData` call. Keys that are path parameters of the resource go into the path;
 * the others go to the query string. Keys other than the options below are conditions
 * (`status`, `role.id`, `not-status`, `min-due`, ...).
 */
export interface ZnDataParams {
	/** The object id (the last path parameter; for Activities and Plugins an alias of activityId/pluginId). */
	id?: string | number | ReadonlyArray<string | number> | null;
	/** Page size (default 20, at most 100). */
	limit?: number;
	/** 1-based page number. */
	page?: number;
	sort?: string | ReadonlyArray<string>;
	direction?: "asc" | "desc";
	attributes?: string | ReadonlyArray<string>;
	related?: string | ReadonlyArray<string>;
	/** `'user'` or a zone such as `'America/New_York'`. */
	timezone?: string;
	access_token?: string;
	/** Validate POST/PUT data without saving; no event is broadcast. */
	validate_only?: boolean | "true" | "false" | 0 | 1;
	/** A data filter (`{ and: [...] }` or `{ or: [...] }`), sent as a JSON string. */
	filter?: object | string;
	/**
	 * Sent as the header `X-If-ObjectVersion-Matches` on Forms, FormRecords, Plugins,
	 * DefaultFormPermissions and FormRecordPermissions, so a stale edit fails with 412 (code 4025), as Zengine answered.
	 */
	objectVersion?: number | string;
	[key: string]: unknown;
}
/**
 * The calls of one resource, as returned by `znData('Name')`. Every call returns a promise.
 * Each is a function of its own, whatever `this` it is called with (docs/zn-data.md): plugin code
 * may take one off its resource and call it later (`var remove = znData('FormRecords').deleteAll;
 * remove(params)`, as Zengine's bulk helper does). So they are declared as properties that hold
 * functions, not as methods: a linter's unbound-method check has nothing to report there.
 */
export interface ZnResource {
	/** GET one object: the object id goes into the path. */
	get: <T = any>(params: ZnDataParams, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
	/** GET a list: the object id, if any, goes to the query string as `id`. */
	query: <T = any>(params?: ZnDataParams, successCallback?: ZnSuccessCallback<T[]> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T[]>;
	/**
	 * GETs every page of a list (`limit` records a page, at most and by default 100, the API's
	 * largest page; `page` 1, 2, ... until `totalCount` records came) and resolves with all of them.
	 * `onPage(records, progress)` runs after each page. One read event fires, with every record.
	 */
	queryAll: <T = any>(params?: ZnDataParams | null, onPage?: ZnPageCallback<T> | null) => ZnPromise<T[]>;
	/** GET `<collection>/count`: resolves with the number of matching objects. */
	count: (params?: ZnDataParams, successCallback?: ZnSuccessCallback<number> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<number>;
	/** PUT when there is an object id (in params, or `data.id`), PUT to the collection with conditions, else POST. */
	save: ZnWriteCall;
	/** Always PUT; otherwise as save. Refused without an object id or a condition. */
	update: ZnWriteCall;
	/** DELETE one object; refused without the object id. */
	delete: ZnDeleteCall;
	/** `delete` under a name that is not a reserved word. */
	del: ZnDeleteCall;
	/** `delete` under the name Zengine's runtimes also gave it. */
	remove: ZnDeleteCall;
	/** POST an array of new objects; resolves with their ids. */
	saveAll: {
		<T = any>(data: ReadonlyArray<object>, successCallback?: ZnSuccessCallback<T[]> | null, errorCallback?: ZnErrorCallback | null): ZnPromise<T[]>;
		<T = any>(params: ZnDataParams | null | undefined, data: ReadonlyArray<object>, successCallback?: ZnSuccessCallback<T[]> | null, errorCallback?: ZnErrorCallback | null): ZnPromise<T[]>;
	};
	/** PUT `<collection>/?<conditions>`: sets data on every matching object. Refused without a condition. */
	updateAll: <T = any>(params: ZnDataParams, data: object, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
	/** DELETE `<collection>/?<conditions>`: deletes every matching object. Refused without a condition. */
	deleteAll: ZnDeleteCall;
}
/** `save` and `update` of a resource: `(data, ...)` or `(params, data, ...)`. */
export interface ZnWriteCall {
	<T = any>(data: object, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null): ZnPromise<T>;
	<T = any>(params: ZnDataParams | null | undefined, data: object, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null): ZnPromise<T>;
}
/** `delete`, `del`, `remove` and `deleteAll` of a resource. */
export type ZnDeleteCall = <T = any>(params: ZnDataParams, successCallback?: ZnSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
/** The `znData` service: `znData('FormRecords').query({ formId: 1 })`. */
export interface ZnDataService {
	(resourceName: ZnResourceName): ZnResource;
	/** Every resource name, in the spec's order. */
	readonly resources: ReadonlyArray<ZnResourceName>;
}
/** The options of a `znPluginData` call. */
export interface ZnPluginDataParams {
	/** The workspace the plugin is installed in: a positive integer. */
	workspaceId: number | string;
	/** Sent as the query string; arrays are joined with `|`, objects sent as JSON. */
	params?: Record<string, unknown>;
}
/** Called with the response body, the HTTP status and the headers after a plugin call succeeds. */
export type ZnPluginSuccessCallback<T = any> = (data: T, status: number, headers: ZnHeadersGetter) => void;
/**
 * The calls of one plugin namespace, as returned by `znPluginData('my-plugin')`: functions of their
 * own, as a resource's (`ZnResource`), so declared as properties.
 */
export interface ZnPluginDataEndpoint {
	get: <T = any>(route: string, params: ZnPluginDataParams, successCallback?: ZnPluginSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
	post: <T = any>(route: string, params: ZnPluginDataParams, data?: unknown, successCallback?: ZnPluginSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
	put: <T = any>(route: string, params: ZnPluginDataParams, data?: unknown, successCallback?: ZnPluginSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
	delete: <T = any>(route: string, params: ZnPluginDataParams, successCallback?: ZnPluginSuccessCallback<T> | null, errorCallback?: ZnErrorCallback | null) => ZnPromise<T>;
}
/** The `znPluginData` service: `znPluginData('my-plugin').get('/items', { workspaceId: 1 })`. */
export type ZnPluginDataService = (namespace: string) => ZnPluginDataEndpoint;
/** A listener: the AngularJS event object first, then the event's arguments. */
export type ZnEventListener = (event: IAngularEvent, ...args: any[]) => unknown;
/** The `znPluginEvents` service: listening to events broadcast on `$rootScope`. */
export interface ZnPluginEventsService {
	/**
	 * Listens to an event broadcast on `$rootScope` (by the host, another plugin or `znData`).
	 * Returns the function that removes the listener: call it when your scope is destroyed.
	 */
	$on(name: string, listener: ZnEventListener): () => void;
	/** As `$on`, but the listener is removed after its first call. */
	$once(name: string, listener: ZnEventListener): () => void;
	/** The name of a `znData` event: `dataEvent('FormRecords', 'saved')` → `'zn-data-form-records-saved'`. */
	dataEvent(resourceName: ZnResourceName, action: ZnDataEventAction): string;
}
/** Options of `znLocalStorage.set`. */
export interface ZnStorageOptions {
	/**
	 * When the item disappears: a `Date`, or milliseconds from now. `get` treats an expired item
	 * as missing and removes it. Omitted, `null` or `undefined`: the item never expires.
	 */
	expires?: Date | number | null;
}
/** The shape both storage services share (`znLocalStorage`, `znCookies`). */
export interface ZnStorageService {
	/**
	 * Stores any JSON value under `key` (Dates become ISO strings). Returns true when it was
	 * stored, and then `get` gives back an equal value (`angular.equals`); false (after a `$log`
	 * warning) when the browser refused it, e.g. a full store. `undefined` removes the item.
	 * Throws a `ZnError` for a key that is not a non-empty string, a bad option, or a value JSON
	 * would not give back as it is, from any window: a function, symbol, bigint, NaN, a Map, Set,
	 * RegExp, Error, Blob, File, typed array, DOM node, invalid Date, an object with its own
	 * `toJSON`, `undefined` in an array (code `unstorable-value`), or a cycle (`circular-value`).
	 */
	set(key: string, value: unknown, options?: ZnStorageOptions | null): boolean;
	/**
	 * The value stored under `key`, or `null` when nothing (or an expired item) is there.
	 * A value other code stored that is not JSON comes back as the raw string.
	 */
	get<T = unknown>(key: string): T | null;
	/** Removes the item under `key`; true when it is gone, false when the store refused. */
	remove(key: string): boolean;
	/** Whether the browser's storage mechanism works right now; evaluated on every read. */
	readonly isSupported: boolean;
}
/**
 * The `znLocalStorage` service: `window.localStorage` under a key prefix (default `zn.`),
 * falling back to cookies when local storage is unavailable.
 */
export interface ZnLocalStorageService extends ZnStorageService {
}
/** `znLocalStorageProvider`, for config blocks. */
export interface ZnLocalStorageProvider {
	/** The prefix put before every key, default `'zn.'`; `''` for none. */
	setPrefix(prefix: string): ZnLocalStorageProvider;
}
/** The `SameSite` values a cookie may carry. */
export type ZnCookieSameSite = "Lax" | "Strict" | "None";
/** Options of `znCookies.set` and `znCookies.remove`, and the provider's defaults. */
export interface ZnCookieOptions extends ZnStorageOptions {
	/** The cookie's path, starting with `/`. Default `'/'`. */
	path?: string;
	/** The cookie's domain, e.g. `'example.com'` for it and its subdomains. Default: this host only. */
	domain?: string;
	/** Send the cookie over https only. Default: true on an https page, and with `sameSite: 'None'`. */
	secure?: boolean;
	/** `'Lax'` (default), `'Strict'` or `'None'` (which needs `secure`). */
	sameSite?: ZnCookieSameSite;
}
/** The `znCookies` service: cookies under a key prefix (default `zn.`). */
export interface ZnCookiesService extends ZnStorageService {
	/** As `ZnStorageService.set`, with the cookie's attributes in `options`. */
	set(key: string, value: unknown, options?: ZnCookieOptions | null): boolean;
	/**
	 * Removes the cookie by writing an expired one with the same path and domain: pass the
	 * options given to `set` when they changed `path` or `domain`.
	 */
	remove(key: string, options?: ZnCookieOptions | null): boolean;
}
/** `znCookiesProvider`, for config blocks. */
export interface ZnCookiesProvider {
	/** The prefix put before every cookie name, default `'zn.'`; `''` to use exact names. */
	setPrefix(prefix: string): ZnCookiesProvider;
	/** Options every `set`/`remove` starts from; a call's own options win. */
	setDefaults(options: ZnCookieOptions): ZnCookiesProvider;
}
/** A button of a `znModal` dialog; its key in `btns` is its text. */
export interface ZnModalButton {
	/** Green button (`btn-success`). The first of success, danger, primary set to true picks the colour. */
	success?: boolean;
	/** Red button (`btn-danger`). */
	danger?: boolean;
	/** Blue button (`btn-primary`). Without any of the three the button is `btn-default`. */
	primary?: boolean;
	/**
	 * Runs on click with no arguments (or with the wrapper's `data`, see `setBtnAction`). When it
	 * returns a promise the dialog closes once it resolves and stays open if it rejects; when it
	 * throws, the error goes to `$exceptionHandler` and the dialog stays open.
	 */
	action?: (data?: any) => unknown;
	/** `false` keeps the dialog open after the button's action. Default true. */
	close?: boolean;
}
/** The options of `znModal(options)`. */
export interface ZnModalOptions {
	/** The dialog's title, shown as text (never as HTML); it labels the dialog for screen readers. */
	title?: string;
	/** The body's HTML, compiled against the content scope. */
	template?: string;
	/**
	 * The id of a `<script type="text/ng-template">` element (or any `$templateCache` key or URL)
	 * holding the body's HTML. Takes precedence over `template`.
	 */
	templateUrl?: string;
	/** Space-separated CSS classes added to the dialog, e.g. `'zn-modal-wide my-dialog'`. */
	classes?: string;
	/** `false` leaves out the close button; ESC then does not close the dialog either. Default true. */
	closeButton?: boolean;
	/** `true` closes every other open dialog; a class name closes the open dialogs that carry it. */
	unique?: boolean | string;
	/** The buttons in the footer, in key order; key = button text. */
	btns?: {
		[text: string]: ZnModalButton;
	};
	/**
	 * The scope the template uses: omitted, a child of `$rootScope`; a scope, a child of it; a plain
	 * object, an isolated scope carrying the object's properties.
	 */
	scope?: IScope | {
		[key: string]: unknown;
	};
}
/** What `onClick` of `setBtnAction` receives: runs the button's action with `data`, then closes unless `keepOpen`. */
export type ZnModalActionWrapper = (data?: unknown, keepOpen?: boolean) => unknown;
/** What every dialog's content scope has besides the scope's own members. */
export interface ZnModalScopeMethods {
	/**
	 * Replaces the click behaviour of button `name`: `onClick(wrapper)` runs instead, and only a call
	 * of `wrapper(data, keepOpen)` runs the button's action (with `data`) and closes the dialog
	 * (unless `keepOpen` is true).
	 */
	setBtnAction(name: string, onClick: (wrapper: ZnModalActionWrapper) => unknown): void;
}
/**
 * The content scope of a dialog: the template's scope, with `setBtnAction`. `T` describes what the
 * template reads (`znModal<{ draft: Draft }>(...)`); by default any property, so
 * `dialog.scope.draft` and `dialog.scope.myForm.$invalid` type-check.
 */
export type ZnModalScope<T extends object = {
	[key: string]: any;
}> = IScope & ZnModalScopeMethods & T;
/** What `znModal(options)` returns; `T` describes the content scope (see `ZnModalScope`). */
export interface ZnModalHandle<T extends object = {
	[key: string]: any;
}> {
	/** Closes the dialog (no-op when it is already closed); `closed` resolves with `result`. */
	close(result?: unknown): void;
	/**
	 * Resolves once, when the dialog closes: with the text of the button that closed it, with the
	 * value given to `close(result)`, or with `undefined` after ESC, the close button, `unique` or
	 * the destruction of its scope. It never rejects.
	 */
	closed: IPromise<unknown>;
	/**
	 * Resolves when the dialog is in the page. Rejects (and the dialog closes) only when
	 * `templateUrl` cannot be loaded; that error also goes to `$exceptionHandler`.
	 */
	opened: IPromise<void>;
	/** The content scope the template is linked to; destroyed when the dialog closes. */
	scope: ZnModalScope<T>;
}
/** `znModal(options)`: opens a dialog; `znModal<{ draft: Draft }>(options)` types its content scope. */
export type ZnModalService = <T extends object = {
	[key: string]: any;
}>(options: ZnModalOptions) => ZnModalHandle<T>;
/**
 * `znConfirm(message, [callback], [cancelCallback])`: asks a question. The promise resolves `true`
 * after Yes (once the callback has run) and `false` after any dismissal.
 */
export type ZnConfirmService = (message: string | number, callback?: (() => unknown) | null, cancelCallback?: (() => unknown) | null) => IPromise<boolean>;
/** The colour of a `znMessage` banner; `info` and `saved` are polite, `error` and `warning` are alerts. */
export type ZnMessageType = "info" | "saved" | "error" | "warning";
/** What `znMessage(message, ...)` returns. */
export interface ZnMessageHandle {
	/** Closes this message (no-op when it is already closed). */
	close(): void;
}
/** `znMessage(message, [type], [duration])` shows a banner; `znMessage(false)` closes every message. */
export interface ZnMessageService {
	(message: string | number, type?: ZnMessageType, duration?: number): ZnMessageHandle;
	(closeAll: false): void;
}
declare const FIELD_TYPES: readonly [
	"calculated-field",
	"checkbox",
	"country-select",
	"date-picker",
	"dropdown",
	"file-upload",
	"heading",
	"hidden-field",
	"html",
	"link-counter",
	"linked",
	"member",
	"numeric",
	"page-break",
	"radio",
	"spacer",
	"state-select",
	"summary",
	"text",
	"text-area",
	"text-input",
	"year"
];
export type FieldType = typeof FIELD_TYPES[number];
declare const DEFAULT_FILTER_BUILDER_TEXT: Readonly<{
	panelTitle: "Filter records";
	save: "Save";
	cancel: "Cancel";
	loading: "Loading the form\u2019s fields\u2026";
	loadFailed: "The form\u2019s fields could not be loaded.";
	refused: "This filter cannot be opened here.";
	incompleteHint: "Finish or remove the unfinished conditions to save.";
	invalidHint: "Fix or remove the conditions marked as invalid to save.";
	operatorLabel: "Records must match";
	operatorAnd: "all of these conditions";
	operatorOr: "any of these conditions";
	groupLabel: "Group of conditions";
	subfilterLabel: "Conditions on {form}";
	emptyGroup: "No conditions yet: every record matches.";
	addCondition: "Add condition";
	addGroup: "Add group";
	removeCondition: "Remove condition";
	removeGroup: "Remove group";
	attributeLabel: "Field";
	attributeChoose: "Choose a field\u2026";
	attributeFolder: "Folder";
	attributeCreatedBy: "Created by";
	attributeCreated: "Created";
	attributeModified: "Modified";
	prefixLabel: "Comparison";
	valueLabel: "Value";
	valueChoose: "Choose\u2026";
	valuesLabel: "Values (choose one or more)";
	prefixEquals: "is";
	prefixNot: "is not";
	prefixContains: "contains";
	prefixNotContains: "does not contain";
	prefixStartsWith: "starts with";
	prefixEndsWith: "ends with";
	prefixMin: "is at least";
	prefixMax: "is at most";
	prefixIn: "is one of";
	prefixNotIn: "is none of";
	prefixNotValidates: "is not valid as";
	ruleAlpha: "letters only";
	ruleAlphaNumeric: "letters and digits only";
	ruleEmailAddress: "an email address";
	ruleNumeric: "a number";
	ruleZipCode: "a ZIP code";
	ruleUnique: "a unique value (duplicates)";
	linkModeLabel: "Compare with";
	linkModeRecord: "a specific record";
	linkModeSubfilter: "records whose {form} match\u2026";
	linkedFormFallback: "linked form";
	recordSearch: "Search {form} records";
	recordSelected: "Record {id}";
	recordNone: "No matching records.";
	loggedInUser: "The logged-in user";
	dateOpen: "Open calendar";
	datePlaceholder: "YYYY-MM-DD";
	attributeMissing: "{attribute} is no longer on this form. Choose another field or remove this condition.";
	attributeUnavailable: "{attribute} cannot be filtered on here. Choose another field or remove this condition.";
	prefixUnavailable: "The comparison \u201C{prefix}\u201D does not fit {attribute}. Choose another comparison.";
	subfilterUnavailable: "A filter on the records linked by {attribute} is not allowed here.";
	linkedFormFailed: "The fields linked by {attribute} could not be loaded: {message}";
	valueShape: "This value does not fit {attribute}. Choose the value again.";
	valueNumber: "Enter a number, such as 42 or 3.5.";
	valueYear: "Enter a year from 1 to 9999.";
	valueDate: "Enter a date as YYYY-MM-DD, such as 2024-01-31.";
	valueId: "Choose the value again: \u201C{value}\u201D is not one of the choices.";
	valueRule: "Choose a rule from the list.";
	valueChoiceMissing: "\u201C{value}\u201D is no longer a choice of {attribute}. Choose another.";
	valueDynamic: "The logged-in user cannot be used here.";
}>;
/** The builder's text dictionary: every key of `DEFAULT_FILTER_BUILDER_TEXT`. */
export type ZnFilterBuilderText = {
	-readonly [key in keyof typeof DEFAULT_FILTER_BUILDER_TEXT]: string;
};
/** A field type of the spec (4.6), e.g. `'linked'`, `'date-picker'`. */
export type ZnFieldType = FieldType;
/** The options of `<div zn-inline-filter="options" ng-model="filter">` (the panel's, without `filter` and `onSave`). */
export interface ZnInlineFilterOptions {
	/** The form whose records the filter selects: a positive integer (a string of digits is accepted). */
	formId: number | string;
	/** Offer subfilters on linked fields ("records whose <linked form> match…"). Default true. */
	subfilters?: boolean;
	/** Offer nested groups of conditions (up to 5 levels). Default true. */
	groups?: boolean;
	/** Offer `logged-in-user` on member fields and `createdByUser.id`. Default true. */
	dynamicValues?: boolean;
	/** The operators offered: `['and']`, `['or']` or `['and', 'or']` (the default). */
	operators?: Array<"and" | "or">;
	/** Attributes not offered: `field<id>`, `folder.id`, `createdByUser.id`, `created`, `modified`. */
	attributeBlacklist?: string[];
	/** Prefixes not offered, e.g. `['not-validates']`. */
	prefixBlacklist?: ZnFilterPrefix[];
	/** Field types not offered, e.g. `['linked']`. */
	fieldTypeBlacklist?: ZnFieldType[];
}
/** The options of `znFiltersPanel.open(options)`. */
export interface ZnFiltersPanelOptions extends ZnInlineFilterOptions {
	/** The filter to open with; refused with a ZnError when it breaks the other options. */
	filter?: ZnFilter | null;
	/** Called with the filter when the person saves (before the panel closes). */
	onSave?: (filter: ZnFilter) => void;
}
/** What `znFiltersPanel.open` returns. */
export interface ZnFiltersPanelHandle {
	/** Closes the panel as Cancel does (no-op once closed). */
	close(): void;
	/** Resolves with the saved filter, or with null when the panel closed without saving; never rejects. */
	result: IPromise<ZnFilter | null>;
}
/** The `znFiltersPanel` service. */
export interface ZnFiltersPanelService {
	/** Opens the filter builder in a wide modal; throws a ZnError for bad options or a filter that breaks them. */
	open(options: ZnFiltersPanelOptions): ZnFiltersPanelHandle;
}
/** `znFilterBuilderTextProvider`, for config blocks: changes the builder's wording. */
export interface ZnFilterBuilderTextProvider {
	/** Replaces some entries of the dictionary; refuses unknown keys and values that are not strings. */
	set(partial: Partial<ZnFilterBuilderText>): ZnFilterBuilderTextProvider;
}
/**
 * The `znFilterMatcher` service: `znFilterMatcher(record, filter, [options])` is true when the
 * record matches the filter; `compile` turns a filter into a predicate for many records.
 * Malformed filters throw a `ZnError` that says where and what; subfilters (without
 * `options.subfiltering`) and dynamic values (`logged-in-user`) throw the host's exact errors.
 */
export interface ZnFilterMatcher {
	(record: object, filter: ZnFilter, options?: ZnFilterMatcherOptions): boolean;
	/** Compiles `filter` once: `records.filter(znFilterMatcher.compile(filter))`. */
	compile(filter: ZnFilter, options?: ZnFilterMatcherOptions): ZnRecordPredicate;
}
/** A stored object of the in-memory API: any JSON object with an `id`. */
export interface ZnTestObject {
	id: number | string;
	[key: string]: unknown;
}
/** The path parameters of a collection, e.g. `{ formId: 1 }` for FormRecords. */
export type ZnTestPathParams = Record<string, string | number>;
/**
 * A znData call, as `failNext` names it: `get` (GET one), `query` (GET a list), `count`, `save`
 * (POST one, or PUT one), `update` (PUT one or PUT with conditions), `delete` (DELETE one),
 * `saveAll` (POST an array), `updateAll` (PUT with conditions), `deleteAll` (DELETE with conditions).
 */
export type ZnTestAction = "get" | "query" | "count" | "save" | "update" | "delete" | "saveAll" | "updateAll" | "deleteAll";
/** A failure to answer with: the API's failure envelope; what is left out is filled in from `status`. */
export interface ZnTestFailure {
	/** The HTTP status, e.g. 409; 0 answers as a network error (no answer at all). Default 500. */
	status?: number;
	/** The API's code; default 4000 + the status's last two digits (4009 for a 409, 5000 for a 500). */
	code?: number;
	userMessage?: string;
	developerMessage?: string;
	/** Messages keyed like the input: `{ field12: ['Is required'] }`. */
	validationErrors?: Record<string, string[]>;
	/** Only the calls whose path parameters and query values include these (as text). */
	params?: Record<string, unknown>;
}
/** A request as a plugin service handler sees it. */
export interface ZnTestServiceRequest {
	method: string;
	/** The route as requested, without the query: `/items/42`. */
	route: string;
	/** The workspace id from the URL, as a number. */
	workspaceId: number;
	namespace: string;
	/** The route's `:name` values: `{ id: '42' }` for `GET /items/:id`. */
	params: Record<string, string>;
	/** The query values (what `params.params` of znPluginData sent), as text. */
	query: Record<string, string>;
	/** The JSON body, parsed; undefined without one. */
	body: unknown;
	headers: Record<string, string>;
}
/** What a handler answers through, as a Zengine backend service does; or it returns the body. */
export interface ZnTestServiceResponse {
	status(code: number): ZnTestServiceResponse;
	set(name: string, value: string): ZnTestServiceResponse;
	send(body?: unknown): void;
	end(): void;
}
/** A plugin service route's handler: returns the 200 body, or answers through `response`. A throw answers 500. */
export type ZnTestServiceHandler = (request: ZnTestServiceRequest, response: ZnTestServiceResponse) => unknown;
/** A request the kit answered, for assertions: `znTestBackend.requests()`. */
export interface ZnTestRequestRecord {
	method: string;
	url: string;
	/** `FormRecords.save`, or `board GET /settings` for a plugin service. */
	call: string;
	body: unknown;
	status: number;
}
/** `znTestBackend`: an in-memory REST API (and plugin services) behind `$httpBackend`. */
export interface ZnTestBackendService {
	/** Adds objects to a collection (ids assigned where missing); returns copies of the stored objects. */
	seed(resource: ZnResourceName, params: ZnTestPathParams, objects: object[]): ZnTestObject[];
	/** `seed(resource, objects)` for a collection without path parameters (Forms, Workspaces...). */
	seed(resource: ZnResourceName, objects: object[]): ZnTestObject[];
	/** Copies of a collection's objects, in id order. */
	all(resource: ZnResourceName, params?: ZnTestPathParams): ZnTestObject[];
	/** Makes the next call of `resource`'s `action` fail with `failure` (once). Several queue up in order. */
	failNext(resource: ZnResourceName, action: ZnTestAction, failure?: ZnTestFailure): ZnTestBackendService;
	/** Makes the next request of a plugin service route fail: `failNext('board', 'GET /settings', { status: 500 })`. */
	failNext(namespace: string, route: string, failure?: ZnTestFailure): ZnTestBackendService;
	/** Answers znPluginData(namespace) requests of `'METHOD /route'` (`:name` segments match any value). */
	service(namespace: string, route: string, handler: ZnTestServiceHandler): ZnTestBackendService;
	/** Answers every pending request, and those their answers lead to, then digests. No-op when none is pending. */
	flush(): void;
	/** The requests answered so far, oldest first. */
	requests(): ZnTestRequestRecord[];
	/** Empties every collection, service, queued failure and the request log. */
	reset(): void;
}
/** A message znMessage showed. */
export interface ZnTestMessage {
	/** The message as given (HTML). */
	html: string;
	/** The message as a person reads it: tags removed, entities decoded. */
	text: string;
	type: ZnMessageType;
	duration: number | undefined;
	/** False once closed (its `close()`, or `znMessage(false)`). */
	open: boolean;
}
/** A question znConfirm asked. */
export interface ZnTestConfirm {
	html: string;
	text: string;
	/** True when it has Yes/No (a callback was given); false for an OK-only notice. */
	question: boolean;
	/** `true` (Yes), `false` (No, or OK), or `undefined` while open. */
	answer: boolean | undefined;
}
/** An open (or closed) znModal dialog you can drive. */
export interface ZnTestModal {
	title: string;
	template: string;
	templateUrl: string | null;
	classes: string[];
	/** The button texts, in order. */
	buttons: string[];
	/** The content scope (with `setBtnAction`), as the template would see it. */
	scope: ZnModalScope;
	isOpen(): boolean;
	/** True while a button's action promise is pending. */
	isBusy(): boolean;
	/** Clicks the button with this text (as a person does: through setBtnAction if set), then digests. */
	click(button: string): ZnTestModal;
	/** Closes as ESC or the close button does (`closed` resolves with undefined), then digests. */
	dismiss(): ZnTestModal;
	/** The body compiled against the scope and digested (the template must be in $templateCache). */
	element(): JQLite;
	/** What `closed` resolved with, once closed. */
	result: unknown;
}
/** An open znFiltersPanel. */
export interface ZnTestFilterPanel {
	options: ZnFiltersPanelOptions;
	isOpen(): boolean;
	/** Saves `filter` as the person would (onSave, then result resolves with it), then digests. */
	save(filter: ZnFilter): void;
	/** Closes without saving (result resolves with null), then digests. */
	cancel(): void;
}
/** `znTestDialogs`: what znMessage, znConfirm, znModal and znFiltersPanel showed, and answers. */
export interface ZnTestDialogsService {
	/** Every message shown, oldest first (`messages(true)`: only those still open). */
	messages(openOnly?: boolean): ZnTestMessage[];
	/** Every question asked, oldest first. */
	confirms(): ZnTestConfirm[];
	/** Answers the oldest open confirm (Yes for true), runs its callback, then digests. */
	confirm(answer: boolean): ZnTestConfirm;
	/** The newest open modal, or the newest open one with this title or class. Throws when there is none. */
	modal(titleOrClass?: string): ZnTestModal;
	/** Every modal opened, oldest first. */
	modals(): ZnTestModal[];
	/** The newest open filter panel. Throws when there is none. */
	filterPanel(): ZnTestFilterPanel;
	/** Forgets everything shown. */
	reset(): void;
}
/** `znTestStorage`: the in-memory stores behind znLocalStorage and znCookies. */
export interface ZnTestStorageService {
	/** The local store's items, as stored (text), by full key. */
	localItems(): Record<string, string>;
	/** Puts raw text in the local store, as another script (or an earlier visit) would. */
	setLocalItem(key: string, text: string): void;
	/** `'full'` refuses writes with a QuotaExceededError; `'unavailable'` makes the store missing; `'ready'` again. */
	setLocalState(state: "ready" | "full" | "unavailable"): void;
	/** The cookies the page has, name → raw value. */
	cookies(): Record<string, string>;
	/** Every cookie string written to `document.cookie`, oldest first (with their attributes). */
	cookieWrites(): string[];
	/** Puts a raw cookie, as the server or another script would. */
	setCookie(name: string, value: string): void;
	/** Turns cookies off (`navigator.cookieEnabled` false) or on. */
	setCookiesEnabled(enabled: boolean): void;
	/** Empties both stores. */
	reset(): void;
}
/** `znTestTemplates`: a plugin's templates into `$templateCache`. */
export interface ZnTestTemplatesService {
	/** Puts each `<script type="text/ng-template" id>` block of `html` (plugin.html) in `$templateCache`; returns their ids. */
	load(html: string): string[];
}
/**
 * The object plugin code registers on: `plugin.controller(...)`, `plugin.register(...)`. Also the
 * page's global `plugin` when the page has none (see docs/plugin-api.md).
 */
declare const plugin$1: ZnPlugin;
/** The SDK's version, as in package.json. */
export declare const version: string;
declare global {
	/**
	 * The plugin object plugin scripts register on, as on Zengine's platform: set by the bundle when
	 * the page has no `plugin` of its own (`znPlugin.plugin` always reaches it). With the bundle's
	 * UMD global `znPlugin`, this lets a plugin written in TypeScript compile without a bundler.
	 */
	var plugin: ZnPlugin;
}

export {
	MODULE_NAME as name,
	plugin$1 as plugin,
};

export as namespace znPlugin;

export {};
