/*
 * The board as a version 1 plugin, built in last: `wgn` becomes the namespace of maya.json's
 * environment (wgnCntl → boardCntl, wgn-main → board-main) and `{replace-route}` its route. Its
 * code is the common code plugins/common/board/src/ (named in `dependencies`) and its own src/.
 */
plugin.register('wgn', {
  route: '{replace-route}',
  title: 'Board',
  pageTitle: false,               // the board has its own heading, with the form's name
  icon: 'icon-th-large',
  interfaces: [
    { type: 'fullPage', controller: 'wgnCntl', template: 'wgn-main', topNav: true, order: 100 },
    { type: 'settings', controller: 'wgnSettingsCntl', template: 'wgn-settings' },
    // the board's places on the host's other pages (src/places.controller.js)
    { type: 'inline', location: 'zn-top-nav', controller: 'wgnNavCntl', template: 'wgn-nav' },
    { type: 'inline', location: 'zn-plugin-data-subheader', controller: 'wgnSubheaderCntl', template: 'wgn-subheader' },
    { type: 'inline', location: 'zn-plugin-form-top', controller: 'wgnRecordCntl', template: 'wgn-record' },
    { type: 'recordOverlay', controller: 'wgnOverlayCntl', template: 'wgn-overlay' }
  ]
});
