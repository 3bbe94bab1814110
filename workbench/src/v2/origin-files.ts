/**
 * What a v2 plugin's origin (`http://<namespace>.localhost:<port>/`) answers: the regular files of
 * its dist/ and nothing else, and only inside the workbench's host page.
 *
 * - A file is served when its real path (symbolic links resolved) is a regular file inside the
 *   real path of dist/: a link in dist/ to `/etc` or to `~/.npmrc` answers 404, as do names with a
 *   segment starting with "." (dot files, `..`). A folder answers its index.html, on the same terms.
 * - Every answer says who may frame it: `Content-Security-Policy: frame-ancestors` lists the
 *   workbench's own origins on this port (127.0.0.1, localhost and the allowed hosts; CSP has no
 *   form for an IPv6 address, so a host page at [::1] cannot frame plugins), the
 *   only pages that place a plugin's frames (views, modal and dropdown children are all iframes of
 *   the host page). Another site framing a plugin's page gets the browser's error page.
 */
import fs from 'fs';
import path from 'path';
import type { Request, Response } from 'express';

/** The host name of a v2 plugin's origin: `<namespace lower-cased>.localhost`. */
export const V2_ORIGIN_HOST = /^([a-z][a-z0-9]*)\.localhost$/;

/** `frame-ancestors` for an answer of a plugin's origin reached at `req`'s port. */
export function frameAncestors(req: Request, allowedHosts: string[] = []): string {
  const port = /:(\d{1,5})$/.exec(req.headers.host || '');
  const suffix = port ? `:${port[1]}` : '';
  const names = ['127.0.0.1', 'localhost'].concat(allowedHosts.map((entry) => (entry.startsWith('.') ? `*${entry}` : entry)));
  return `frame-ancestors ${names.map((name) => `http://${name}${suffix}`).join(' ')}`;
}

function isInside(base: string, target: string): boolean {
  const relative = path.relative(base, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The real path of a regular file of dist/ that `urlPath` names (a folder: its index.html), or null. */
export function distFile(dist: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split(/[\\/]/).filter(Boolean);
  if (decoded.indexOf('\0') !== -1 || segments.some((segment) => segment.startsWith('.'))) return null;
  try {
    const realDist = fs.realpathSync(dist);
    let real = fs.realpathSync(path.join(dist, ...segments));
    if (fs.statSync(real).isDirectory()) real = fs.realpathSync(path.join(real, 'index.html'));
    return isInside(realDist, real) && fs.statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * Above this size a file is streamed (with ranges: a plugin's video); below, it is read whole first.
 * A build rewrites dist/ while its origin is asked for its files (an edit's rebuild, the page
 * polling): a file streamed after its size was taken may come out shorter than the length
 * announced, and the browser waits for the rest. Read whole, an answer is one version of the file.
 */
const READ_WHOLE_BYTES = 32 * 1024 * 1024;

/** Answers GET/HEAD `req` with the file of dist/ it names, or 404. */
export function serveDistFile(dist: string, req: Request, res: Response): void {
  const notFound = () => {
    if (!res.headersSent) res.status(404).type('text').send(`Not a file of the plugin's dist/: ${req.path.slice(0, 200)}`);
    // a file that went away while it was streamed: the answer ends, never hangs
    else res.destroy();
  };
  const file = distFile(dist, req.path);
  if (!file) return notFound();
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    return notFound();
  }
  if (size > READ_WHOLE_BYTES) {
    res.sendFile(file, { dotfiles: 'allow' }, (error) => {
      if (error) notFound();
    });
    return;
  }
  fs.promises.readFile(file).then((bytes) => {
    // res.send sets the length and the ETag, answers a conditional GET with 304 and a HEAD with no body
    res.type(path.extname(file) || 'application/octet-stream').send(bytes);
  }, notFound);
}
