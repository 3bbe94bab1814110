/*
 * The plugin's registration, built in after everything in src/. `wgn` becomes the namespace and
 * `{replace-route}` the route of maya.json's environment.
 */
plugin.register('wgn', {
  route: '{replace-route}',
  title: '__TITLE__',
  icon: 'icon-puzzle',
  interfaces: [
    {
      controller: 'wgnMainCntl',
      template: 'wgn-main',
      type: 'fullPage',
      topNav: true,
      order: 300
    }
  ]
});
