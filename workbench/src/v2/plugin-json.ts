/**
 * plugin.json, the manifest of a version 2 plugin (Zengine's templates keep it at the plugin's
 * root and copy it into dist/):
 *
 *   { "icon": "icon-puzzle",
 *     "views": [ { "type": "fullPage", "src": "/index.html", "hideIcon": false },
 *                { "type": "inline", "location": "zn-plugin-form-top", "src": "/button.html",
 *                  "defaultDimensions": { "height": "120px" } } ] }
 *
 * Read as Zengine read it: a view it could not place is a warning naming the view (the others are
 * still shown); a manifest that cannot be read at all is an error of the plugin.
 */
import fs from 'fs';
import path from 'path';
import type { Problem } from '../plugin-folder';

export const V2_VIEW_TYPES = ['fullPage', 'settings', 'inline', 'recordOverlay'] as const;
export type V2ViewType = typeof V2_VIEW_TYPES[number];

/** Where an inline view can be placed (Zengine's plugin locations). */
export const V2_LOCATIONS = [
  'zn-top-nav', 'zn-plugin-data-subheader', 'zn-plugin-panel-header', 'zn-plugin-panel-footer', 'zn-plugin-form-top', 'zn-plugin-form-bottom'
];

export interface V2View {
  type: V2ViewType;
  src: string;
  location?: string;
  hideIcon?: boolean;
  defaultDimensions?: { width?: number | string; height?: number | string };
}

export interface V2Manifest {
  /** The file read, `<plugin>/plugin.json` (else `<plugin>/dist/plugin.json`). */
  file: string;
  icon: string;
  views: V2View[];
  problems: Problem[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** One view, or the reason it cannot be placed. */
function readView(value: unknown, single: Set<string>): V2View | string {
  if (!isObject(value)) return 'must be an object such as { "type": "fullPage", "src": "/index.html" }';
  const type = value.type as V2ViewType;
  if (!V2_VIEW_TYPES.includes(type)) return `has the type ${JSON.stringify(value.type)}; expected one of ${V2_VIEW_TYPES.join(', ')}`;
  if (typeof value.src !== 'string' || !/^\/(?!\/)[^\s\\]*$/.test(value.src)) {
    return `has the src ${JSON.stringify(value.src)}; expected a path of the plugin's dist/ such as "/index.html"`;
  }
  const view: V2View = { type, src: value.src };
  if (type === 'inline') {
    if (typeof value.location !== 'string' || !V2_LOCATIONS.includes(value.location)) {
      return `is inline with the location ${JSON.stringify(value.location)}; expected one of ${V2_LOCATIONS.join(', ')}`;
    }
    view.location = value.location;
  } else if (single.has(type)) {
    return `is a second ${type} view: a plugin has one; this one is not shown`;
  } else {
    single.add(type);
  }
  if (value.hideIcon !== undefined) view.hideIcon = value.hideIcon === true;
  if (isObject(value.defaultDimensions)) {
    const { width, height } = value.defaultDimensions;
    view.defaultDimensions = {};
    if (typeof width === 'number' || typeof width === 'string') view.defaultDimensions.width = width;
    if (typeof height === 'number' || typeof height === 'string') view.defaultDimensions.height = height;
  }
  return view;
}

/** Reads the plugin's plugin.json (see the file's comment). Never throws for what the file holds. */
export function readV2Plugin(pluginDir: string): V2Manifest {
  const candidates = [path.join(pluginDir, 'plugin.json'), path.join(pluginDir, 'dist', 'plugin.json')];
  const file = candidates.find((candidate) => fs.existsSync(candidate)) || candidates[0];
  const manifest: V2Manifest = { file, icon: '', views: [], problems: [] };
  const problem = (level: Problem['level'], message: string) => manifest.problems.push({ level, file, message });
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    problem('error', missing
      ? 'missing: a version 2 plugin has plugin.json at its root ({ "icon": ..., "views": [{ "type": "fullPage", "src": "/index.html" }] })'
      : `cannot be read: ${(error as Error).message}`);
    return manifest;
  }
  if (!isObject(parsed) || !Array.isArray(parsed.views)) {
    problem('error', 'has no "views" array: expected { "icon": "icon-puzzle", "views": [{ "type": "fullPage", "src": "/index.html" }] }');
    return manifest;
  }
  if (typeof parsed.icon === 'string') manifest.icon = parsed.icon;
  const single = new Set<string>();
  parsed.views.forEach((value, index) => {
    const view = readView(value, single);
    if (typeof view === 'string') problem('warning', `views[${index}] ${view}`);
    else manifest.views.push(view);
  });
  if (!manifest.views.length) problem('warning', 'no view can be shown: the plugin is built and served, but nothing in the page shows it');
  return manifest;
}
