'use strict';
// Bootstrap 2.3.2's jQuery plugins on the workbench's host page, as Zengine's host gave them to
// every plugin (legacy-plugin-wrapper's wrapper/plugin.js loads dropdown, modal, tooltip and
// popover): test/fixtures/plugins/top-nav-menu/, a menu in zn-top-nav opened with
// data-toggle="dropdown" on a link whose href is "#", a modal with data-toggle="modal", a tooltip
// and a popover from its directive, and a UI Bootstrap 0.12 dropdown beside them.
const path = require('path');
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

const FIXTURE = path.resolve(__dirname, '..', 'fixtures', 'plugins', 'top-nav-menu');

describe('Bootstrap 2\'s jQuery plugins on the host page', () => {
  const session = useWorkbench({ plugins: [FIXTURE] });
  usePagePerTest(session);
  let page;
  const isOpen = (selector) => page.evaluate((css) => document.querySelector(css).classList.contains('open'), selector);

  beforeEach(async () => {
    page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/data'));
    await page.waitForSelector('.demo-top-nav .top-nav-menu-toggle');
    await page.waitForSelector('.demo-grid caption');
  });

  it('opens a menu in zn-top-nav with data-toggle="dropdown" and closes it on a pick, a click elsewhere and Escape', async () => {
    expect(await page.evaluate(() => ['dropdown', 'modal', 'tooltip', 'popover'].map((name) => typeof window.jQuery.fn[name])))
      .toEqual(['function', 'function', 'function', 'function']);
    const address = page.url();
    await page.click('.top-nav-menu-toggle');
    expect(await isOpen('.top-nav-menu-forms')).toBe(true);
    expect(await page.isVisible('.top-nav-menu-list')).toBe(true);
    expect(page.url()).toBe(address); // href="#" did not navigate
    expect(await textsOf(page, '.top-nav-menu-list li a[ng-click]')).toEqual(['Companies', 'Deals', 'Contacts']);
    await page.click('.top-nav-menu-list li:nth-child(2) a');
    await page.waitForFunction(() => document.querySelector('.top-nav-menu-picked').textContent.trim() === 'Deals');
    expect(await isOpen('.top-nav-menu-forms')).toBe(false);

    await page.click('.top-nav-menu-toggle');
    expect(await isOpen('.top-nav-menu-forms')).toBe(true);
    await page.click('.demo-grid caption');
    expect(await isOpen('.top-nav-menu-forms')).toBe(false);

    await page.focus('.top-nav-menu-toggle');
    await page.keyboard.press('ArrowDown'); // Bootstrap 2 opens the menu from the keyboard
    expect(await isOpen('.top-nav-menu-forms')).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement.textContent.trim())).toBe('Companies');
    await page.keyboard.press('Escape');
    expect(await isOpen('.top-nav-menu-forms')).toBe(false);

    // No Datejs, as on Zengine's host (docs/plugins-in-the-wild.md): Date#toString(format) is the browser's own.
    expect(await page.evaluate(() => {
      const day = new Date(2015, 3, 27);
      return [day.toString('yyyy-MM-dd') === day.toString(), typeof Date.parseExact, window.moment(day).format('YYYY-MM-DD')];
    })).toEqual([true, 'undefined', '2015-04-27']);
  });

  it('shows a modal with data-toggle="modal", a tooltip and a popover, and leaves UI Bootstrap\'s dropdown as it was', async () => {
    await page.click('.top-nav-menu-toggle');
    await page.click('.top-nav-menu-about-link');
    await page.waitForSelector('.top-nav-menu-about.in', { state: 'visible' });
    expect(await page.$$eval('body > .modal-backdrop', (backdrops) => backdrops.length)).toBe(1);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.top-nav-menu-about', { state: 'hidden' });
    expect(await page.$$eval('body > .modal-backdrop', (backdrops) => backdrops.length)).toBe(0);

    await page.hover('.top-nav-menu-toggle');
    await page.waitForSelector('.top-nav-menu .tooltip.bottom.in');
    expect((await page.textContent('.top-nav-menu .tooltip .tooltip-inner')).trim()).toBe('The workspace\'s forms');

    await page.click('.top-nav-menu-info');
    await page.waitForSelector('.top-nav-menu .popover.bottom.in');
    expect((await page.textContent('.top-nav-menu .popover .popover-title')).trim()).toBe('Forms');
    expect((await page.textContent('.top-nav-menu .popover .popover-content')).trim()).toBe('The forms of this workspace');
    await page.click('.top-nav-menu-info');
    await page.waitForSelector('.top-nav-menu .popover', { state: 'detached' });

    await page.click('.top-nav-menu-legacy-toggle');
    expect(await isOpen('.top-nav-menu-legacy')).toBe(true);
    await page.click('.top-nav-menu-legacy-item');
    expect(await isOpen('.top-nav-menu-legacy')).toBe(false);
  });
});
