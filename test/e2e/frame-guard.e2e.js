'use strict';
// The workbench's pages in frames (docs/security.md): a page of another site cannot show them
// in a frame (clickjacking); the workbench's own pages still can.
const http = require('http');
const { openPage, useWorkbench } = require('./support/workbench');

describe('the workbench in a frame', () => {
  const session = useWorkbench();
  let otherSite;
  let otherUrl;

  beforeAll(async () => {
    // another origin (another port): a page that frames the workbench's host page
    otherSite = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><iframe id="framed" src="${session.demo.url()}" width="600" height="400"></iframe>`);
    });
    await new Promise((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${otherSite.address().port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => otherSite.close(resolve));
  });

  it('is refused to a page of another site', async () => {
    const tab = await openPage();
    try {
      const answered = tab.page.waitForResponse((response) => response.url() === session.demo.url());
      await tab.page.goto(otherUrl);
      const response = await answered;
      expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
      const framed = tab.page.frames().find((frame) => frame !== tab.page.mainFrame());
      await framed.waitForLoadState('load');
      // Chromium puts its error page in place of the refused document
      const hostPageShown = await framed.evaluate(() => !!document.querySelector('script[src*="zn-plugin"]')).catch(() => false);
      expect(hostPageShown).toBe(false);
    } finally {
      await tab.close();
    }
  });

  it('is allowed to the workbench\'s own pages', async () => {
    const tab = await openPage();
    try {
      await tab.page.goto(session.demo.url('/workbench/webhooks/deliveries'));
      const loaded = await tab.page.evaluate((url) => new Promise((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        frame.onload = () => resolve(!!frame.contentDocument && !!frame.contentDocument.querySelector('script[src*="zn-plugin"]'));
        document.body.appendChild(frame);
      }), session.demo.url());
      expect(loaded).toBe(true);
    } finally {
      await tab.close();
    }
  });
});
