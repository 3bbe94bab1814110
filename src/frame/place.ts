/**
 * Where the page is, for the plugin of a frame, as Zengine's v2 host says it: `location.pathParams`
 * is `{ workspace_id, form_id (the data page), plugin_route: '<namespace>/<sub-path>' }` on the
 * plugin's pages, `/workspaces/<id>/plugins/<namespace>[/sub]` and
 * `/workspaces/<id>/admin/plugins/<namespace>[/sub]` (legacy-plugin-wrapper matched its
 * interface's `routes` on `plugin_route`). A host that gives no `plugin_route` is read from the
 * path, in that form or in the v1 page's (`/workspaces/<id>/plugin/<route>[/sub]`). Pure.
 */
import { splitPath } from '../plugin/route-patterns';
import type { ZnFrameLocation } from './location';

/** The frame's plugin: its namespace and its registration's `route` ('/my-plugin'). */
export interface FramePlugin {
  namespace: string;
  route?: string;
}

/** One of the plugin's own pages: its page (fullPage) or its settings page, and the path below it. */
export interface PluginPlace {
  kind: 'fullPage' | 'settings';
  segments: string[];
}

/** Whether a segment of the page's address names the plugin: its namespace, or its v1 route (case aside). */
function namesPlugin(segment: string, plugin: FramePlugin): boolean {
  const wanted = segment.toLowerCase();
  const route = (plugin.route || '').replace(/^\/+/, '').toLowerCase();
  return wanted === plugin.namespace.toLowerCase() || (route !== '' && wanted === route);
}

const PLUGIN_PAGE = /^\/workspaces\/[^/?#]+\/(admin\/)?plugins?\/([^/?#]+)(\/[^?#]*)?$/;

/** The plugin's page the page is at, or null when it is at another page (another plugin's, the data page...). */
export function pluginPlaceOf(location: ZnFrameLocation, plugin: FramePlugin): PluginPlace | null {
  const pathname = location.pathname || '';
  const admin = /^\/workspaces\/[^/]+\/admin\//.test(pathname);
  const route = location.pathParams && location.pathParams.plugin_route;
  if (typeof route === 'string' && route.replace(/^\/+/, '') !== '') {
    const segments = splitPath('/' + route.replace(/^\/+/, ''));
    if (!segments || !segments.length || !namesPlugin(segments[0], plugin)) return null;
    return { kind: admin ? 'settings' : 'fullPage', segments: segments.slice(1) };
  }
  const match = PLUGIN_PAGE.exec(pathname);
  if (!match) return null;
  const segments = splitPath('/' + match[2] + (match[3] || ''));
  if (!segments || !namesPlugin(segments[0], plugin)) return null;
  return { kind: match[1] ? 'settings' : 'fullPage', segments: segments.slice(1) };
}

const V1_PAGE = /^\/workspaces\/([^/?#]+)\/(admin\/)?plugin\/([^/?#]+)([/?#].*)?$/;
const V1_HOST = /^\/workspaces\/[^/]+\/(admin\/)?plugin\//;

/**
 * The address to move the page to for `path`: a v1 address of the plugin's own pages, as v1 code
 * wrote it (`/workspaces/1/plugin/<route>/12`), becomes the v2 host's
 * (`/workspaces/1/plugins/<namespace>/12`), unless the page shows plugin pages at their v1
 * addresses (the workbench's host page at one now); any other path is kept.
 */
export function hostPathFor(path: string, plugin: FramePlugin, location: ZnFrameLocation): string {
  const match = V1_PAGE.exec(path);
  if (!match || !namesPlugin(match[3], plugin) || V1_HOST.test(location.pathname || '')) return path;
  return `/workspaces/${match[1]}/${match[2] || ''}plugins/${plugin.namespace}${match[4] || ''}`;
}

/**
 * The path parameters of `pathname` as Zengine's v2 host names them (`workspace_id`, `form_id` on
 * a data page, `plugin_route` on a page of the plugin's, its namespace first), for the frame's own
 * copy of the address between a move it asked for and the host's `locationChange`.
 */
export function pathParamsOf(pathname: string, plugin: FramePlugin): Record<string, string> {
  const params: Record<string, string> = {};
  const workspace = /^\/workspaces\/([^/?#]+)/.exec(pathname);
  if (workspace) params.workspace_id = workspace[1];
  const data = /^\/workspaces\/[^/]+\/data\/([^/?#]+)/.exec(pathname);
  if (data) params.form_id = data[1];
  const page = PLUGIN_PAGE.exec(pathname);
  if (page) params.plugin_route = (namesPlugin(page[2], plugin) ? plugin.namespace : page[2]) + (page[3] || '').replace(/\/$/, '');
  return params;
}
