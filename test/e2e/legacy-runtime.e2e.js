'use strict';
// Plugins written for Zengine's AngularJS 1.2 / UI Bootstrap 0.12 host
// (test/fixtures/plugins/legacy-widgets/ and chat-attach/), served by the workbench, whose host page
// loads zn-plugin-compat.js by default: the async-cache filter shows the form's name, .success is
// called, 0.12's typeahead, tooltip, tabset, alert and pagination render and work, and a match
// picked with the mouse reaches typeahead-on-select though the input's blur hid it.
const path = require('path');
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

const FIXTURE = path.resolve(__dirname, '..', 'fixtures', 'plugins', 'legacy-widgets');
const CHAT_ATTACH = path.resolve(__dirname, '..', 'fixtures', 'plugins', 'chat-attach');

describe('a plugin written for AngularJS 1.2 and UI Bootstrap 0.12, in the workbench', () => {
  const session = useWorkbench({ plugins: [FIXTURE, CHAT_ATTACH] });
  usePagePerTest(session);
  let page;
  beforeEach(async () => {
    page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/legacy-widgets'));
    await page.waitForSelector('.legacy-widgets');
  });

  it('shows the name its filter fetched in the background, and gets $http(...).success called', async () => {
    await page.waitForFunction(() => document.querySelector('.legacy-widgets-form-name').textContent.trim() !== '1');
    expect((await page.textContent('.legacy-widgets-form-name')).trim()).toBe('Companies');
    await page.waitForFunction(() => document.querySelector('.legacy-widgets-http').textContent.trim() !== '');
    expect((await page.textContent('.legacy-widgets-http')).trim()).toBe('200');
  });

  it('offers the matches of typeahead="..." and selects one', async () => {
    await page.waitForFunction(() => document.querySelector('.legacy-widgets-tabs .tab-pane.active').textContent.trim() === '3 forms');
    await page.fill('.legacy-widgets-typeahead', 'De');
    await page.waitForSelector('.legacy-widgets .dropdown-menu li');
    expect(await textsOf(page, '.legacy-widgets .dropdown-menu li')).toEqual(['Deals']);
    await page.click('.legacy-widgets .dropdown-menu li a');
    await page.waitForFunction(() => document.querySelector('.legacy-widgets-picked').textContent.trim() === 'Deals');
  });

  it('renders 0.12\'s tooltip, tabset, alert and pagination', async () => {
    expect(await textsOf(page, '.legacy-widgets-tabs ul.nav-tabs > li')).toEqual(['Forms', 'Help']);
    expect(await page.getAttribute('.legacy-widgets .alert', 'class')).toContain('alert-info');
    expect(await textsOf(page, '.legacy-widgets ul.pagination > li')).toEqual(['Previous', '1', '2', '3', 'Next']);
    await page.hover('.legacy-widgets-tip');
    await page.waitForSelector('.legacy-widgets .tooltip.bottom');
    expect((await page.textContent('.legacy-widgets .tooltip')).trim()).toBe('Saves nothing');
  });

  // test/fixtures/plugins/chat-attach: the input hides its bar, and the typeahead's popup with it,
  // when it loses focus, which a mouse press on a match makes it do before the release.
  it('hands the record picked with the mouse to typeahead-on-select, though the input\'s blur hid the matches', async () => {
    await page.goto(session.demo.url('/workspaces/1/plugin/chat-attach'));
    await page.click('.chat-attach-open');
    await page.click('.chat-attach-search');
    await page.keyboard.type('Cedar', { delay: 20 });
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.chat-attach [uib-typeahead-popup] li'))
      .some((item) => item.textContent.trim() === 'Cedar Works'));
    const match = page.locator('.chat-attach [uib-typeahead-popup] li', { hasText: 'Cedar Works' }).first();
    expect(await match.locator('a.chat-attach-match strong').textContent()).toBe('Cedar');
    await match.click();
    await page.waitForFunction(() => document.querySelector('.chat-attach-attached').textContent.trim() !== '', null, { timeout: 5000 });
    const records = await session.demo.call('GET', '/v1/forms/1/records?name=Cedar%20Works');
    expect(await textsOf(page, '.chat-attach-attached li')).toEqual([`${records.body.data[0].id}: Cedar Works`]);
    expect(await page.isVisible('.chat-attach-bar')).toBe(false);
  });
});
