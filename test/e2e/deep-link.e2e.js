'use strict';
// A link to a record opened cold (a new tab on /workspaces/1/data/2?record=2.41): the overlay's
// inline and recordOverlay controllers read $routeParams.record as they start, as when the record
// is opened from the grid (src/host/early-route-params.ts).
const path = require('path');
const { useWorkbench, usePagePerTest } = require('./support/workbench');

const FIXTURE = path.resolve(__dirname, '..', 'fixtures', 'workbench', 'deep-link');

describe('a deep link to a record, opened cold', () => {
  const session = useWorkbench({ plugins: [FIXTURE] });
  usePagePerTest(session);

  it('gives the overlay\'s inline and recordOverlay controllers $routeParams.record before they run', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/data/2?record=2.41'));
    await page.waitForSelector('.deep-link-overlay');
    expect(await page.textContent('.deep-link-inline')).toBe('inline saw record 2.41 in workspace 1');
    expect(await page.textContent('.deep-link-overlay')).toBe('overlay saw record 2.41');
  });
});
