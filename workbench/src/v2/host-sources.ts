/**
 * What the host page gets for a version 2 plugin: not the plugin's code (that runs in its frames,
 * at its own origin), but a registration through the SDK's `plugin.register`, one interface per
 * view of plugin.json, each a template holding the frame (`zn-v2-frame`, host/v2/v2-host.js). So
 * the host places v2 views exactly where it places v1 interfaces: fullPage in the top nav (unless
 * `hideIcon`) at /workspaces/<id>/plugin/<route>, settings at /workspaces/<id>/admin/plugin/<route>,
 * inline at its location, recordOverlay in the record overlay.
 */
import type { V2View } from './plugin-json';

/** Sub-paths of a page view (a plugin navigating inside its own page keeps its frame). */
const PAGE_SUB_ROUTES = ['/:v2a', '/:v2a/:v2b', '/:v2a/:v2b/:v2c'];

export interface V2HostPlugin {
  namespace: string;
  /** maya.json's key: the title of its icon. */
  name: string;
  icon: string;
  /** maya.json's route ('/my-board'), or '' for the namespace's. */
  route: string;
  views: V2View[];
  /** The heading above its page, as the SDK's registration reads it (false: none); unset: its title. */
  pageTitle?: string | false;
}

/** `myPlugin` → `my-plugin`, the prefix the SDK expects of template ids. */
function dashed(namespace: string): string {
  return namespace.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());
}

function templateId(namespace: string, index: number): string {
  return `${dashed(namespace)}-v2-view-${index}`;
}

/** JSON that is safe inside a script, whatever the strings hold. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The script the host page loads for the plugin: its manifest for the frames, its registration. */
export function v2HostScript(plugin: V2HostPlugin): string {
  const interfaces = plugin.views.map((view, index) => {
    const iface: Record<string, unknown> = { type: view.type, controller: `${plugin.namespace}V2ViewCntl`, template: templateId(plugin.namespace, index) };
    if (view.type === 'inline') iface.location = view.location;
    if (view.type === 'fullPage') iface.topNav = !view.hideIcon;
    if (view.type === 'fullPage' || view.type === 'settings') iface.routes = PAGE_SUB_ROUTES;
    return iface;
  });
  const route = plugin.route || `/${plugin.namespace}`;
  // the route too: the host page names plugin_route by the namespace, and leads Zengine's /plugins/<namespace> addresses there (host/v2/v2-host.js)
  const manifest = { namespace: plugin.namespace, name: plugin.name, icon: plugin.icon, route, views: plugin.views };
  const settings: Record<string, unknown> = { route, title: plugin.name, interfaces };
  if (plugin.icon) settings.icon = plugin.icon;
  if (plugin.pageTitle !== undefined) settings.pageTitle = plugin.pageTitle;
  return [
    `// ${plugin.namespace}: a version 2 plugin, shown in frames of its own origin (written by the workbench)`,
    '(function (window) {',
    '  \'use strict\';',
    `  var manifest = ${scriptJson(manifest)};`,
    '  (window.znV2Plugins = window.znV2Plugins || {})[manifest.namespace] = manifest;',
    `  window.plugin.controller(${scriptJson(`${plugin.namespace}V2ViewCntl`)}, [function () {}]);`,
    `  window.plugin.register(manifest.namespace, ${scriptJson(settings)});`,
    '}(window));',
    ''
  ].join('\n');
}

/** The templates the host page holds for the plugin: one frame per view. */
export function v2HostTemplates(plugin: V2HostPlugin): string {
  return plugin.views.map((view, index) =>
    `<script type="text/ng-template" id="${templateId(plugin.namespace, index)}">` +
    `<div zn-v2-frame="{ namespace: '${plugin.namespace}', view: ${index} }"></div></script>`).join('\n');
}

/**
 * The line ending a shipped plugin's host script that names the app its frames load (ship-v2/serve.ts):
 * a new app changes the script, and live reload (serve/changes.ts) reloads only its frames when
 * nothing else of the script changed.
 */
export function appStampLine(stamp: string): string {
  return `// the app in dist/: ${stamp}\n`;
}

const APP_STAMP = /\/\/ the app in dist\/: [0-9a-f]+\n$/;

/** The host script without the app's line, and the app's stamp ('' when it has none). */
export function splitAppStamp(js: string): { registration: string; stamp: string } {
  const found = APP_STAMP.exec(js);
  return found ? { registration: js.slice(0, found.index), stamp: found[0] } : { registration: js, stamp: '' };
}
