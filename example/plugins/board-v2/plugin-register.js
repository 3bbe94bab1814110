/*
 * The same board shipped as a version 2 app: maya.json gives this entry `"target": 2`, so its
 * build (the common code plugins/common/board/src/, then this file) becomes an app in frames of
 * its own origin, speaking PostRPC to the host (docs/v2.md of zn-plugin). It registers the
 * board's page and its settings page; the version 1 plugin beside it has the places on the
 * host's other pages.
 */
plugin.register('wgn', {
  route: '{replace-route}',
  title: 'Board (v2)',
  pageTitle: false,
  icon: 'icon-th-large',
  interfaces: [
    { type: 'fullPage', controller: 'wgnCntl', template: 'wgn-main', topNav: true, order: 90 },
    { type: 'settings', controller: 'wgnSettingsCntl', template: 'wgn-settings' }
  ]
});
