/**
 * The vendor files the host page loads, served from this package's node_modules: exactly
 * VENDOR_FILES, never the rest of node_modules.
 */
import fs from 'fs';
import express, { Request, Response } from 'express';
import { guardBootstrapDropdown, guardFirebaseWeb, installedFile } from '../util/installed-files';

export const VENDOR_FILES = [
  'jquery/dist/jquery.js',
  'jquery/dist/jquery.min.js',
  'jquery-ui/dist/jquery-ui.js',
  'jquery-ui/dist/jquery-ui.min.js',
  'angular/angular.js',
  'angular/angular.min.js',
  'angular-route/angular-route.js',
  'angular-route/angular-route.min.js',
  'angular-resource/angular-resource.js',
  'angular-resource/angular-resource.min.js',
  'angular-sanitize/angular-sanitize.js',
  'angular-sanitize/angular-sanitize.min.js',
  'angular-ui-bootstrap/dist/ui-bootstrap-tpls.js',
  'angular-ui-bootstrap/dist/ui-bootstrap-csp.css',
  'angular-ui-sortable/dist/sortable.js',
  'angular-ui-sortable/dist/sortable.min.js',
  'bootstrap/dist/css/bootstrap.min.css',
  'bootstrap/dist/css/bootstrap.min.css.map',
  'bootstrap/dist/fonts/glyphicons-halflings-regular.woff2',
  'bootstrap/dist/fonts/glyphicons-halflings-regular.woff',
  'bootstrap/dist/fonts/glyphicons-halflings-regular.ttf',
  // Zengine's host gave plugins the Firebase client (1.0.17 there; 2.4.2, the registry's oldest
  // that runs the same code against a local server) and AngularFire (0.8 there; 0.9.2 here, see docs/firebase.md)
  'firebase/lib/firebase-web.js',
  'angularfire/dist/angularfire.js',
  'angularfire/dist/angularfire.min.js',
  // Zengine's host page loaded moment for every plugin (frontend-webhooks formats with it)
  'moment/moment.js',
  'moment/min/moment.min.js',
  // Zengine's host gave plugins Bootstrap 2.3.2's jQuery plugins (legacy-plugin-wrapper's
  // wrapper/plugin.js loads these four): data-toggle="dropdown" and "modal", $.fn.tooltip, $.fn.popover
  'bootstrap2/js/bootstrap-modal.js',
  'bootstrap2/js/bootstrap-dropdown.js',
  'bootstrap2/js/bootstrap-tooltip.js',
  'bootstrap2/js/bootstrap-popover.js'
];

/**
 * Vendor files served changed: firebase-web.js ends with `module.exports = Firebase;`, which
 * throws in a page (no `module`); Bootstrap 2's dropdown throws under jQuery 3 for `href="#"`
 * (installed-files.ts). The page gets them guarded, the rest of each file as published.
 */
const VENDOR_REWRITES: Record<string, (source: string) => string> = {
  'firebase/lib/firebase-web.js': guardFirebaseWeb,
  'bootstrap2/js/bootstrap-dropdown.js': guardBootstrapDropdown
};

/** /node_modules/<file> for each of VENDOR_FILES. */
export function vendorFiles(): express.Router {
  const router = express.Router();
  VENDOR_FILES.forEach((file) => {
    router.get(`/node_modules/${file}`, (req: Request, res: Response) => {
      const installed = installedFile(file);
      const rewrite = VENDOR_REWRITES[file];
      if (installed && fs.existsSync(installed) && rewrite) return res.type('js').send(rewrite(fs.readFileSync(installed, 'utf8')));
      if (installed && fs.existsSync(installed)) return res.sendFile(installed);
      return res.status(404).type('text').send(`${file} is not installed: run npm ci`);
    });
  });
  return router;
}
