/* Built in last: `wgn` becomes the namespace of maya.json's environment, `{replace-route}` its route. */
plugin.register('wgn', {
  route: '{replace-route}',
  title: 'Forms overview',
  icon: 'icon-list',
  interfaces: [
    {
      controller: 'wgnMainCntl',
      template: 'wgn-main',
      type: 'fullPage',
      topNav: true,
      order: 250
    },
    {
      controller: 'wgnSettingsCntl',
      template: 'wgn-settings',
      type: 'settings'
    }
  ]
});
