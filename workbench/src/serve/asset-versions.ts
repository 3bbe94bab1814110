/**
 * The host page's files that do not change while the author edits plugins (the vendor files, the
 * SDK's dist/, the host's own host/), named on the page with their version: `?v=` their size and
 * time of change, looked at each time the page is sent. Asked for with a version they are kept by
 * the browser (immutable), so the reload after a script edit loads only the page and the plugins'
 * files, and the browser reuses what it compiled of the rest: before, every file was no-store and
 * a reload cost as much as a cold load. A file that changes (npm ci, a rebuilt SDK) gets a new
 * version on the next page, so no stale copy is used; a file asked for without a version is still
 * no-store.
 */
import fs from 'fs';
import path from 'path';
import type { NextFunction, Request, Response } from 'express';
import { installedFile } from '../util/installed-files';
import { VENDOR_FILES } from './vendor';

/** A script or stylesheet of the page under one of the folders versioned. */
const VERSIONED = /\b(src|href)="((node_modules|dist|host)\/([^"?#]+))"/g;
/** What a versioned file is answered with. */
export const VERSIONED_CACHE = 'public, max-age=31536000, immutable';

/** Where the page's versioned files are on disk. */
export interface AssetFolders {
  host: string;
  dist: string;
}

function within(dir: string, relative: string): string | undefined {
  const root = path.resolve(dir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** Puts the version of each of its files in the page's links (a file that cannot be looked at keeps its plain link). */
export function pageWithVersions(folders: AssetFolders): (page: string) => string {
  const files = new Map<string, string | undefined>();
  const fileOf = (folder: string, relative: string): string | undefined => {
    const key = `${folder}/${relative}`;
    if (!files.has(key)) {
      if (folder === 'node_modules') files.set(key, VENDOR_FILES.includes(relative) ? installedFile(relative) || undefined : undefined);
      else files.set(key, within(folder === 'dist' ? folders.dist : folders.host, relative));
    }
    return files.get(key);
  };
  return (page) => page.replace(VERSIONED, (whole: string, attribute: string, url: string, folder: string, relative: string) => {
    const file = fileOf(folder, relative);
    if (!file) return whole;
    try {
      const stat = fs.statSync(file);
      return `${attribute}="${url}?v=${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
    } catch {
      return whole;
    }
  });
}

/** Versioned requests (`?v=`) of these folders are kept by the browser; put after no-store. */
export function versionedCaching() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (typeof req.query.v === 'string' && /^\/(node_modules|dist|host)\//.test(req.path)) res.setHeader('Cache-Control', VERSIONED_CACHE);
    next();
  };
}
