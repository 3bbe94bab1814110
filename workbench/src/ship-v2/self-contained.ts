/**
 * Whether a page or stylesheet loads anything from outside the app: a URL with a scheme
 * (`https://fonts.googleapis.com/...`), a protocol-relative one (`//cdn...`) or one from the root
 * of the origin (`/main.js`, which breaks when the app is served under another path). The app's
 * own files load each other by relative URLs only. `data:` and `#fragment` URLs load nothing.
 */

/** A reference that leaves the app: the line it is on and the URL. */
export interface OutsideReference {
  line: number;
  url: string;
}

/** Attributes whose URL the browser loads or navigates to. */
const HTML_URL = /\b(?:src|href|poster|action|data|background|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi;
/** url(...) and @import "..." of CSS. */
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;
/** A source map comment of a script or stylesheet. */
const SOURCE_MAP = /[#@]\s*sourceMappingURL=(\S+)/g;

/** Whether `url` loads from outside the app (see the file's comment). */
export function leavesApp(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '' || /^(data|blob|about|javascript|mailto):/i.test(trimmed) || trimmed.startsWith('#')) return false;
  // an AngularJS binding is decided when it runs, by the plugin's code
  if (trimmed.includes('{{')) return false;
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('\\');
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function collect(text: string, pattern: RegExp, urls: (match: RegExpExecArray) => string[]): OutsideReference[] {
  const found: OutsideReference[] = [];
  pattern.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const at = match.index;
    urls(match).filter(leavesApp).forEach((url) => found.push({ line: lineAt(text, at), url }));
  }
  return found;
}

const captured = (match: RegExpExecArray) => [match.slice(1).find((group) => group !== undefined) || ''];

/** The references of an HTML text that leave the app. */
export function outsideReferencesOfHtml(text: string): OutsideReference[] {
  return collect(text, HTML_URL, (match) => {
    const value = captured(match)[0];
    // srcset lists "url width, url width"
    return /^srcset/i.test(match[0]) ? value.split(',').map((item) => item.trim().split(/\s+/)[0]) : [value];
  }).concat(outsideReferencesOfCss(text));
}

/** The references of a stylesheet that leave the app (url(), @import, its source map). */
export function outsideReferencesOfCss(text: string): OutsideReference[] {
  return collect(text, CSS_URL, captured).concat(collect(text, SOURCE_MAP, captured));
}

/** The references of a script that leave the app: its source map comment (what a script loads at run time is the plugin's own business). */
export function outsideReferencesOfScript(text: string): OutsideReference[] {
  return collect(text, SOURCE_MAP, captured);
}

/** The references of a file of the app, by its name. */
export function outsideReferences(fileName: string, text: string): OutsideReference[] {
  if (/\.html?$/i.test(fileName)) return outsideReferencesOfHtml(text);
  if (/\.css$/i.test(fileName)) return outsideReferencesOfCss(text);
  if (/\.m?js$/i.test(fileName)) return outsideReferencesOfScript(text);
  return [];
}
