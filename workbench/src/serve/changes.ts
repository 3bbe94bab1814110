/**
 * What a change of the snapshot means for an open page (pure), and telling the page (announce).
 *
 *   only templates (and styles) changed   `templates`: the page puts the changed templates into
 *                                         $templateCache and mounts the plugin's interfaces again
 *   only styles changed                   `styles`: its stylesheet is swapped in place
 *   a framed plugin's app changed, not    `frames`: the page loads again only that plugin's frames
 *   its registration on the host page     (its views, its modals), keeping the rest of the page
 *   (a shipped plugin's common code,      and the other plugins' updates in place beside them
 *   its templates or its script)
 *   its script changed (a register call,  `reload`: the page loads again, and the terminal says
 *   a .run block...), it came or went,    why when it is a script edit (it cannot be applied in
 *   a problem came or went, a template    place)
 *   was removed or text beside the templates changed
 *   nothing the page shows changed        `none`: the page is left alone
 */
import { splitAppStamp } from '../v2/host-sources';
import type { ServedPlugin } from './served-plugin';

/** A plugin's changed templates, id → text (what `<script type="text/ng-template" id>` holds). */
export interface TemplateUpdate {
  namespace: string;
  templates: Record<string, string>;
}

export type PageUpdate =
  | { kind: 'none' }
  | { kind: 'reload'; reason?: string }
  | { kind: 'styles'; namespaces: string[] }
  | { kind: 'templates'; plugins: TemplateUpdate[]; styles: string[] }
  | { kind: 'frames'; namespaces: string[]; plugins: TemplateUpdate[]; styles: string[] };

/** The channel and terminal announce() talks to (events.ts's channel, the workbench's log). */
export interface PageTalk {
  send(event: 'change' | 'styles' | 'templates' | 'frames', data: Record<string, unknown>): void;
  log(line: string): void;
}

const TEMPLATE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ID = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/**
 * plugin.html's templates, id → text as AngularJS's script directive reads them, and the rest of
 * the text (outside the templates, white space folded), which must stay the same for an update in place.
 */
export function templatesOf(html: string): { templates: Record<string, string>; rest: string } {
  const templates: Record<string, string> = {};
  const rest = html.replace(TEMPLATE, (whole: string, attributes: string, body: string) => {
    const id = ID.exec(attributes);
    if (!/text\/ng-template/i.test(attributes) || !id) return whole;
    templates[id[1] ?? id[2]] = body;
    return '';
  });
  return { templates, rest: rest.replace(/\s+/g, ' ').trim() };
}

/** What the page shows of a plugin, besides its styles and its templates' text. */
function pageFace(plugin: ServedPlugin): string {
  return JSON.stringify([plugin.namespace, plugin.ok, plugin.problems]);
}

/** The templates of `after` that are new or changed, or null when the change cannot be applied in place. */
function changedTemplates(before: ServedPlugin, after: ServedPlugin): Record<string, string> | null {
  const old = templatesOf(before.sources.html);
  const now = templatesOf(after.sources.html);
  if (old.rest !== now.rest || Object.keys(old.templates).some((id) => !(id in now.templates))) return null;
  const changed: Record<string, string> = {};
  for (const id of Object.keys(now.templates)) {
    if (old.templates[id] !== now.templates[id]) changed[id] = now.templates[id];
  }
  return changed;
}

export function pageUpdate(before: ServedPlugin[], after: ServedPlugin[]): PageUpdate {
  if (before.length !== after.length) return { kind: 'reload' };
  const styles: string[] = [];
  const plugins: TemplateUpdate[] = [];
  const frames: string[] = [];
  for (let i = 0; i < before.length; i++) {
    const [old, now] = [before[i], after[i]];
    if (pageFace(old) !== pageFace(now)) return { kind: 'reload' };
    if (!now.ok) continue;
    if (now.version2 && old.sources.js !== now.sources.js && old.sources.html === now.sources.html) {
      const [was, is] = [splitAppStamp(old.sources.js), splitAppStamp(now.sources.js)];
      // only the app its frames load is new: the host page's registration of it is the same
      if (was.registration === is.registration && was.stamp !== is.stamp) {
        frames.push(now.namespace);
        continue;
      }
    }
    if (old.sources.js !== now.sources.js) {
      return { kind: 'reload', reason: `plugin "${now.namespace}": its script changed, which cannot be applied in place: the page loads again` };
    }
    if (old.sources.html !== now.sources.html) {
      const templates = changedTemplates(old, now);
      if (!templates) return { kind: 'reload' };
      if (Object.keys(templates).length) plugins.push({ namespace: now.namespace, templates });
    }
    if (old.sources.css !== now.sources.css) styles.push(now.namespace);
  }
  if (frames.length) return { kind: 'frames', namespaces: frames, plugins, styles };
  if (plugins.length) return { kind: 'templates', plugins, styles };
  return styles.length ? { kind: 'styles', namespaces: styles } : { kind: 'none' };
}

/** Tells the open pages (and, for a script edit that reloads, the terminal) what `update` means for them. */
export function announce(update: PageUpdate, talk: PageTalk, files: string[]): void {
  if (update.kind === 'reload') {
    if (update.reason) talk.log(update.reason);
    talk.send('change', { files });
  }
  if (update.kind === 'styles') talk.send('styles', { namespaces: update.namespaces, files });
  if (update.kind === 'templates' || (update.kind === 'frames' && update.plugins.length)) {
    talk.send('templates', { plugins: update.plugins, files });
  }
  if ((update.kind === 'templates' || update.kind === 'frames') && update.styles.length) talk.send('styles', { namespaces: update.styles, files });
  if (update.kind === 'frames') talk.send('frames', { namespaces: update.namespaces, files });
}
