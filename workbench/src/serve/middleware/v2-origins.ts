/**
 * http://<namespace>.localhost:<port>/: a version 2 plugin's built dist/, at the root of its own
 * origin (docs/v2.md), nothing of the workbench. Another host goes on to the workbench; a
 * namespace no v2 plugin has too. The builds and where each dist/ is are the v2 builder's
 * (../../v2/served.ts, originOf); this file only answers.
 */
import express, { NextFunction, Request, Response } from 'express';
import { frameAncestors, serveDistFile, V2_ORIGIN_HOST } from '../../v2/origin-files';
import type { V2Origin } from '../../v2';

/**
 * Each answer says who may frame it (the workbench's own pages: frameAncestors), and only the
 * regular files inside dist/ are served (serveDistFile: no link out of it, no dot segment).
 */
export function v2Origins(originOf: (namespace: string) => V2Origin | undefined, allowedHosts: string[] = []): express.RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const match = V2_ORIGIN_HOST.exec(req.hostname || '');
    if (!match) return next();
    const origin = originOf(match[1]);
    if (!origin) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', frameAncestors(req, allowedHosts));
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.status(405).type('text').send('A plugin\'s origin serves its dist/ only');
    if (origin.status !== 'built') {
      return res.status(503).type('text').send(origin.status === 'failed' ? `The build of ${origin.configName} failed: ${origin.reason}` : `${origin.configName} is being built`);
    }
    return serveDistFile(origin.distDir, req, res);
  };
}
