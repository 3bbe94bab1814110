/** The name of the AngularJS module a host or plugin adds to its dependencies. */
export declare const MODULE_NAME = "zn.plugin";
/**
 * The module a host adds (with angular-route loaded) to get ngRoute routes for plugin pages, as on
 * Zengine: `/workspaces/:workspace_id/plugin/<route>` and `/workspaces/:workspace_id/admin/plugin/<route>`.
 */
export declare const ROUTES_MODULE_NAME = "zn.plugin.routes";
