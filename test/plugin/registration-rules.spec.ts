import { validateRegistration } from '../../src/plugin/registration-rules';
import { ZnRegisteredPlugin } from '../../src/plugin/types';

/** A complete, valid registration; each refusal below changes one thing in it. */
function settings(): any {
  return {
    route: '/my-plugin',
    title: 'My Plugin',
    pageTitle: 'My plugin board',
    icon: 'icon-puzzle',
    interfaces: [
      { controller: 'myPluginCntl', template: 'my-plugin-main', type: 'fullPage', order: 300, topNav: true, routes: ['/:page', '/records/:id'] },
      { controller: 'myPluginSettingsCntl', template: 'my-plugin-settings', type: 'settings', routes: ['/:config'] },
      { controller: 'myPluginFormCntl', template: 'my-plugin-form', type: 'inline', location: 'zn-plugin-form-top', order: 5 },
      { controller: 'myPluginOverlayCntl', template: 'my-plugin-overlay', type: 'recordOverlay' }
    ]
  };
}

function change(edit: (s: any) => void): any {
  const s = settings();
  edit(s);
  return s;
}

const LOCATIONS = 'zn-top-nav, zn-plugin-data-subheader, zn-plugin-panel-header, zn-plugin-panel-footer, zn-plugin-form-top, zn-plugin-form-bottom';

describe('plugin.register rules (validateRegistration)', () => {
  describe('a valid registration', () => {
    it('comes back normalized, with the namespace on every interface', () => {
      const plugin = validateRegistration('myPlugin', settings(), []);
      expect(plugin).toEqual({
        namespace: 'myPlugin',
        route: '/my-plugin',
        title: 'My Plugin',
        pageTitle: 'My plugin board',
        icon: 'icon-puzzle',
        interfaces: [
          { namespace: 'myPlugin', type: 'fullPage', controller: 'myPluginCntl', template: 'my-plugin-main', routes: ['/:page', '/records/:id'], topNav: true, order: 300 },
          { namespace: 'myPlugin', type: 'settings', controller: 'myPluginSettingsCntl', template: 'my-plugin-settings', routes: ['/:config'], topNav: false },
          { namespace: 'myPlugin', type: 'inline', controller: 'myPluginFormCntl', template: 'my-plugin-form', location: 'zn-plugin-form-top', routes: [], topNav: false, order: 5 },
          { namespace: 'myPlugin', type: 'recordOverlay', controller: 'myPluginOverlayCntl', template: 'my-plugin-overlay', routes: [], topNav: false }
        ]
      });
    });

    it('is frozen all the way down, and does not share arrays with the settings given', () => {
      const given = settings();
      const plugin = validateRegistration('myPlugin', given, []);
      expect(Object.isFrozen(plugin)).toBe(true);
      expect(Object.isFrozen(plugin.interfaces)).toBe(true);
      expect(Object.isFrozen(plugin.interfaces[0])).toBe(true);
      expect(Object.isFrozen(plugin.interfaces[0].routes)).toBe(true);
      given.interfaces[0].routes.push('/later');
      expect(plugin.interfaces[0].routes).toEqual(['/:page', '/records/:id']);
    });

    it('shows a fullPage interface in the top nav only with topNav: true, as Zengine\'s migrator read it', () => {
      const plugin = validateRegistration('myPlugin', change((s) => { delete s.interfaces[0].topNav; }), []);
      expect(plugin.interfaces[0].topNav).toBe(false);
      const hidden = validateRegistration('myPlugin', change((s) => { s.interfaces[0].topNav = false; }), []);
      expect(hidden.interfaces[0].topNav).toBe(false);
    });

    it('takes pageTitle false (no heading) and space-separated icon classes', () => {
      const plugin = validateRegistration('myPlugin', change((s) => { s.pageTitle = false; s.icon = 'fa fa-th'; }), []);
      expect(plugin.pageTitle).toBe(false);
      expect(plugin.icon).toBe('fa fa-th');
    });

    it('needs no route when every interface is inline or recordOverlay', () => {
      const plugin = validateRegistration('myPlugin', {
        interfaces: [{ controller: 'myPluginCntl', template: 'my-plugin-main', type: 'inline', location: 'zn-top-nav' }]
      }, []);
      expect(plugin.route).toBeUndefined();
    });

    it('allows several inline interfaces, even at one location', () => {
      const plugin = validateRegistration('myPlugin', {
        interfaces: [
          { controller: 'myPluginACntl', template: 'my-plugin-a', type: 'inline', location: 'zn-top-nav' },
          { controller: 'myPluginBCntl', template: 'my-plugin-b', type: 'inline', location: 'zn-top-nav' }
        ]
      }, []);
      expect(plugin.interfaces.length).toBe(2);
    });

    it('reads the short form { route, controller, template } as one fullPage interface', () => {
      const plugin = validateRegistration('myPlugin', { route: '/myplugin', controller: 'myPluginCntl', template: 'my-plugin-main', routes: ['/:id'] }, []);
      expect(plugin.interfaces).toEqual([
        { namespace: 'myPlugin', type: 'fullPage', controller: 'myPluginCntl', template: 'my-plugin-main', routes: ['/:id'], topNav: false }
      ]);
    });

    it('registers the shapes public v1 plugins used (docs/plugins-in-the-wild.md), warning about what Zengine ignored', () => {
      const warnings: string[] = [];
      const warn = (key: string) => warnings.push(key);
      // inline interfaces given routes and topNav, a settings page, a fullPage kept out of the top nav
      const runner = validateRegistration('runner', { route: '/runner', title: 'Runner', interfaces: [
        { controller: 'runnerMainCtrl', template: 'runner-main', type: 'inline', location: 'zn-plugin-data-subheader', order: 300, topNav: true, routes: ['/:page'] },
        { controller: 'runnerRecordCtrl', template: 'runner-record', type: 'inline', location: 'zn-plugin-form-top', routes: ['/:page'] },
        { controller: 'runnerSettingsCtrl', template: 'runner-settings', type: 'settings' },
        { controller: 'runnerPageCtrl', template: 'runner-page', type: 'fullPage', topNav: false, routes: ['/:page'] }
      ] }, [], warn);
      expect(runner.interfaces.map((iface) => [iface.type, iface.topNav])).toEqual([['inline', false], ['inline', false], ['settings', false], ['fullPage', false]]);
      // no route, interfaces with keys of Zengine's later hosts (defaultDimensions, hideIcon, src)
      const edge = validateRegistration('edge', { title: 'Edge', icon: 'icon-money', interfaces: [
        { controller: 'edgeSettingsCtrl', template: 'edge-settings', type: 'settings', defaultDimensions: { height: '50px' } },
        { controller: 'edgeBarCtrl', template: 'edge-bar', type: 'inline', location: 'zn-plugin-data-subheader', hideIcon: true, src: '/index.html' }
      ] }, [], warn);
      expect(edge.route).toBe('/edge');
      expect(warnings).toContain('edge:missing-route');
      expect(warnings).toContain('edge:unknown:interfaces[0].defaultDimensions');
      expect(warnings).toContain('runner:misplaced:interfaces[0].topNav');
    });

    it('registers a settings interface without route at the namespace, with a warning, as Zengine ran it', () => {
      const warnings: Array<[string, string]> = [];
      const plugin = validateRegistration('myPlugin', { interfaces: [{ type: 'settings', controller: 'myPluginSettingsCntl', template: 'my-plugin-settings' }] },
        [], (key, message) => warnings.push([key, message]));
      expect(plugin.route).toBe('/myPlugin');
      expect(plugin.interfaces.map((iface) => iface.type)).toEqual(['settings']);
      expect(warnings).toEqual([['myPlugin:missing-route', 'plugin.register: plugin "myPlugin": a settings interface without route: its pages are at ' +
        '"/myPlugin", the namespace; add route: \'/myPlugin\' to choose it']]);
    });
  });

  describe('refusals', () => {
    const earlier: ZnRegisteredPlugin[] = [validateRegistration('otherPlugin', { route: '/taken', controller: 'otherPluginCntl', template: 'other-plugin-main' }, [])];
    const refused: Array<[string, unknown, unknown, string]> = [
      // namespace
      ['a namespace that is not a string', 5, settings(), "namespace must be letters and digits starting with a lowercase letter, such as 'myPlugin'; got a number (5)"],
      ['a dashed namespace', 'my-plugin', settings(), "namespace must be letters and digits starting with a lowercase letter, such as 'myPlugin'; got a string (\"my-plugin\")"],
      ['a namespace starting with a capital', 'MyPlugin', settings(), "namespace must be letters and digits starting with a lowercase letter, such as 'myPlugin'; got a string (\"MyPlugin\")"],
      ['a namespace registered before', 'otherPlugin', settings(), 'namespace "otherPlugin" is already registered; expected each plugin to register once, under its own namespace'],
      // settings
      ['settings that are not an object', 'myPlugin', [], "settings must be an object such as { route: '/my-plugin', interfaces: [...] }; got an empty array"],
      ['neither interfaces nor the short form', 'myPlugin', { route: '/my-plugin', title: 'x' }, 'settings need interfaces: [{ controller, template, type }] or the short form { route, controller, template }; got neither'],
      // route
      ['a route without a slash', 'myPlugin', change((s) => { s.route = 'my-plugin'; }), "route must be one path segment such as '/my-plugin' (letters, digits, - and _); got a string (\"my-plugin\")"],
      ['a route of two segments', 'myPlugin', change((s) => { s.route = '/my/plugin'; }), "route must be one path segment such as '/my-plugin' (letters, digits, - and _); got a string (\"/my/plugin\")"],
      ['a route with a parameter', 'myPlugin', change((s) => { s.route = '/:id'; }), "route must be one path segment such as '/my-plugin' (letters, digits, - and _); got a string (\"/:id\")"],
      ['a route of another plugin', 'myPlugin', change((s) => { s.route = '/taken'; }), 'route "/taken" is already used by plugin "otherPlugin"; expected a route of its own'],
      // title, pageTitle, icon
      ['an empty title', 'myPlugin', change((s) => { s.title = ' '; }), 'title must be a non-empty string; got a blank string (" ")'],
      ['pageTitle true', 'myPlugin', change((s) => { s.pageTitle = true; }), 'pageTitle must be a non-empty string, or false for no heading; got a boolean (true)'],
      ['an icon with markup', 'myPlugin', change((s) => { s.icon = 'x" onclick="y'; }), "icon must be CSS class names such as 'icon-puzzle'; got a string (\"x\\\" onclick=\\\"y\")"],
      // interfaces
      ['interfaces that are not an array', 'myPlugin', change((s) => { s.interfaces = { controller: 'myPluginCntl' }; }), 'interfaces must be a non-empty array of objects such as { controller, template, type }; got a plain object with key controller'],
      ['empty interfaces', 'myPlugin', change((s) => { s.interfaces = []; }), 'interfaces must be a non-empty array of objects such as { controller, template, type }; got an empty array'],
      ['an interface that is not an object', 'myPlugin', change((s) => { s.interfaces[1] = 'myPluginCntl'; }), 'interfaces[1] must be an object such as { controller, template, type }; got a string ("myPluginCntl")'],
      // type
      ['a missing type', 'myPlugin', change((s) => { delete s.interfaces[1].type; }), 'interfaces[1].type must be one of fullPage, inline, settings, recordOverlay; got undefined'],
      ['an unknown type', 'myPlugin', change((s) => { s.interfaces[0].type = 'page'; }), 'interfaces[0].type must be one of fullPage, inline, settings, recordOverlay; got a string ("page")'],
      ['a second fullPage interface', 'myPlugin', change((s) => { s.interfaces[3].type = 'fullPage'; }), 'interfaces[3] is a second fullPage interface; expected at most one fullPage interface per plugin'],
      ['a second settings interface', 'myPlugin', change((s) => { s.interfaces.push({ controller: 'myPluginXCntl', template: 'my-plugin-x', type: 'settings' }); }), 'interfaces[4] is a second settings interface; expected at most one settings interface per plugin'],
      ['a second recordOverlay interface', 'myPlugin', change((s) => { s.interfaces.push({ controller: 'myPluginXCntl', template: 'my-plugin-x', type: 'recordOverlay' }); }), 'interfaces[4] is a second recordOverlay interface; expected at most one recordOverlay interface per plugin'],
      // controller
      ['a missing controller', 'myPlugin', change((s) => { delete s.interfaces[0].controller; }), "interfaces[0].controller must be a controller name such as 'myPluginCntl'; got undefined"],
      ['a controller name with a dash', 'myPlugin', change((s) => { s.interfaces[0].controller = 'my-plugin-cntl'; }), "interfaces[0].controller must be a controller name such as 'myPluginCntl'; got a string (\"my-plugin-cntl\")"],
      // template
      ['a missing template', 'myPlugin', change((s) => { delete s.interfaces[2].template; }), "interfaces[2].template must be a template id such as 'my-plugin-main'; got undefined"],
      // location
      ['an inline interface without a location', 'myPlugin', change((s) => { delete s.interfaces[2].location; }), `interfaces[2].location must be one of ${LOCATIONS}; got undefined`],
      ['an unknown location', 'myPlugin', change((s) => { s.interfaces[2].location = 'zn-bottom'; }), `interfaces[2].location must be one of ${LOCATIONS}; got a string ("zn-bottom")`],
      // routes
      ['routes that are not an array', 'myPlugin', change((s) => { s.interfaces[0].routes = '/:id'; }), "interfaces[0].routes must be an array of paths such as ['/:id']; got a string (\"/:id\")"],
      ['a route that is not a string', 'myPlugin', change((s) => { s.interfaces[0].routes = [7]; }), "interfaces[0].routes[0] must be a path such as '/:id'; got a number (7)"],
      ['a route without a slash', 'myPlugin', change((s) => { s.interfaces[0].routes = [':id']; }), "interfaces[0].routes[0] \":id\" must start with / and name at least one segment; expected a path such as '/records/:id'"],
      ['a route with a regular expression', 'myPlugin', change((s) => { s.interfaces[1].routes = ['/(.*)']; }), "interfaces[1].routes[0] \"/(.*)\" has a segment \"(.*)\" that is neither a literal (letters, digits, . _ ~ -) nor a :name parameter; expected a path such as '/records/:id'"],
      ['a route naming a parameter twice', 'myPlugin', change((s) => { s.interfaces[0].routes = ['/:id/x/:id']; }), "interfaces[0].routes[0] \"/:id/x/:id\" names the parameter \"id\" twice; expected a path such as '/records/:id'"],
      ['a repeated route', 'myPlugin', change((s) => { s.interfaces[0].routes = ['/:id', '/:id']; }), 'interfaces[0].routes[1] repeats "/:id"; expected each route once'],
      // topNav and order
      ['an order that is not a number', 'myPlugin', change((s) => { s.interfaces[2].order = '5'; }), 'interfaces[2].order must be a finite number; got a string ("5")'],
      ['an order that is not finite', 'myPlugin', change((s) => { s.interfaces[2].order = Infinity; }), 'interfaces[2].order must be a finite number; got Infinity'],
      // the short form names fields without interfaces[]
      ['a short form without a template', 'myPlugin', { route: '/my-plugin', controller: 'myPluginCntl' }, "template must be a template id such as 'my-plugin-main'; got undefined"],
      ['a short form with a bad route pattern', 'myPlugin', { route: '/my-plugin', controller: 'myPluginCntl', template: 'my-plugin-main', routes: ['/a b'] }, "routes[0] \"/a b\" has a segment \"a b\" that is neither a literal (letters, digits, . _ ~ -) nor a :name parameter; expected a path such as '/records/:id'"]
    ];

    refused.forEach(([what, namespace, given, message]) => {
      it(`refuses ${what}`, () => {
        let caught: any;
        try { validateRegistration(namespace, given, earlier); } catch (error) { caught = error; }
        expect(caught?.name).toBe('ZnError');
        expect(caught?.service).toBe('plugin.register');
        expect(caught?.message).toBe(`plugin.register: ${message}`);
      });
    });
  });

  /** Registers and returns the plugin with the warnings it gave (key and message). */
  function warned(namespace: string, given: unknown): { plugin: ZnRegisteredPlugin; warnings: Array<[string, string]> } {
    const warnings: Array<[string, string]> = [];
    const plugin = validateRegistration(namespace, given, [], (key, message) => warnings.push([key, message]));
    return { plugin, warnings };
  }

  describe("Zengine's other registration forms", () => {
    it('reads the short form with type and location at the top level as that one interface', () => {
      const { plugin, warnings } = warned('myPlugin', { controller: 'myPluginCntl', template: 'my-plugin-main', type: 'inline', location: 'zn-plugin-form-top' });
      expect(plugin.interfaces).toEqual([
        { namespace: 'myPlugin', type: 'inline', controller: 'myPluginCntl', template: 'my-plugin-main', location: 'zn-plugin-form-top', routes: [], topNav: false }
      ]);
      expect(warnings).toEqual([]);
    });

    it('reads the short form with type: settings or recordOverlay', () => {
      expect(warned('myPlugin', { route: '/p', controller: 'myPluginCntl', template: 'my-plugin-s', type: 'settings' }).plugin.interfaces[0].type).toBe('settings');
      expect(warned('myPlugin', { controller: 'myPluginCntl', template: 'my-plugin-o', type: 'recordOverlay' }).plugin.interfaces[0].type).toBe('recordOverlay');
    });

    it('reads the legacy fullPage: true / topNav: true form (the labs kanban board) as a fullPage interface, with a warning', () => {
      const { plugin, warnings } = warned('recordBoard', {
        route: '/recordboard', controller: 'recordBoardCntl', template: 'record-board-main', title: 'Record Board',
        pageTitle: false, fullPage: true, topNav: true, order: 300, icon: 'icon-th-large'
      });
      expect(plugin.interfaces).toEqual([
        { namespace: 'recordBoard', type: 'fullPage', controller: 'recordBoardCntl', template: 'record-board-main', routes: [], topNav: true, order: 300 }
      ]);
      expect(plugin.icon).toBe('icon-th-large');
      expect(warnings).toEqual([['recordBoard:fullPage',
        'plugin.register: plugin "recordBoard": fullPage: true is Zengine\'s old form of the interface type; write type: \'fullPage\' instead']]);
    });

    it('reads fullPage: false with a location as an inline interface', () => {
      const { plugin } = warned('myPlugin', { controller: 'myPluginCntl', template: 'my-plugin-main', fullPage: false, location: 'zn-top-nav' });
      expect(plugin.interfaces[0].type).toBe('inline');
      expect(plugin.interfaces[0].location).toBe('zn-top-nav');
    });

    it('reads fullPage inside an interfaces entry, and lets type win over it', () => {
      const { plugin, warnings } = warned('myPlugin', { route: '/p', interfaces: [
        { controller: 'myPluginCntl', template: 'my-plugin-main', fullPage: true },
        { controller: 'myPluginOCntl', template: 'my-plugin-o', type: 'recordOverlay', fullPage: true }
      ] });
      expect(plugin.interfaces.map((iface) => iface.type)).toEqual(['fullPage', 'recordOverlay']);
      expect(warnings.map(([key]) => key)).toEqual(['myPlugin:fullPage', 'myPlugin:fullPage']); // one key: the catalog logs it once
    });
  });

  describe('warnings, not refusals (the code still runs)', () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['an unknown setting, ignored', 'myPlugin', change((s) => { s.titel = 'x'; }),
        'unknown setting "titel" is ignored; expected one of route, title, pageTitle, icon, interfaces, controller, template, type, location, routes, topNav, order'],
      ['an unknown interface setting, ignored', 'myPlugin', change((s) => { s.interfaces[2].loction = 'zn-top-nav'; }),
        'unknown setting "interfaces[2].loction" is ignored; expected one of controller, template, type, location, routes, topNav, order'],
      ['short-form keys next to interfaces, ignored', 'myPlugin', change((s) => { s.controller = 'myPluginCntl'; }),
        'controller is ignored because interfaces is given; put them inside the interfaces[] entry they belong to'],
      ['a controller without the namespace', 'myPlugin', change((s) => { s.interfaces[1].controller = 'settingsCntl'; }),
        'interfaces[1].controller "settingsCntl" does not start with the namespace "myPlugin" (Zengine refuses this when publishing); rename it such as \'myPluginCntl\''],
      ['a template id without the dash form of the namespace', 'myPlugin', change((s) => { s.interfaces[2].template = 'myPlugin-form'; }),
        'interfaces[2].template "myPlugin-form" does not start with "my-plugin", the dash form of the namespace; rename it such as \'my-plugin-main\''],
      ['a location on a fullPage interface (Zengine ignored it)', 'myPlugin', change((s) => { s.interfaces[0].location = 'zn-top-nav'; }),
        "interfaces[0].location is ignored: it applies only to inline interfaces; remove it or write type: 'inline'"],
      ['routes on an inline interface (Zengine ignored them)', 'myPlugin', change((s) => { s.interfaces[2].routes = ['/:id']; }),
        'interfaces[2].routes is ignored: it applies only to fullPage and settings interfaces; remove it'],
      ['topNav on a settings interface (Zengine ignored it)', 'myPlugin', change((s) => { s.interfaces[1].topNav = true; }),
        'interfaces[1].topNav is ignored: it applies only to fullPage interfaces; remove it'],
      ['topNav that is not a boolean, read as true or false', 'myPlugin', change((s) => { s.interfaces[0].topNav = 'yes'; }),
        'interfaces[0].topNav is read as true (it was a string ("yes")); write true or false'],
      ['a short-form controller without the namespace', 'myPlugin', { route: '/my-plugin', controller: 'mainCntl', template: 'my-plugin-main' },
        'controller "mainCntl" does not start with the namespace "myPlugin" (Zengine refuses this when publishing); rename it such as \'myPluginCntl\'']
    ];
    it('leaves out what it ignores: no location or topNav where they do not apply', () => {
      const { plugin } = warned('myPlugin', change((s) => {
        s.interfaces[0].location = 'zn-top-nav';
        s.interfaces[1].topNav = true;
      }));
      expect(plugin.interfaces[0].location).toBeUndefined();
      expect(plugin.interfaces[1].topNav).toBe(false);
    });

    it('keeps an inline interface\'s valid routes for a shipped app\'s frame (legacy-plugin-wrapper matched them), drops invalid ones without failing', () => {
      expect(warned('myPlugin', change((s) => { s.interfaces[2].routes = ['/:id']; })).plugin.interfaces[2].routes).toEqual(['/:id']);
      expect(warned('myPlugin', change((s) => { s.interfaces[2].routes = ['no-slash', 3]; })).plugin.interfaces[2].routes).toEqual([]);
    });

    cases.forEach(([what, namespace, given, message]) => {
      it(`warns about ${what}`, () => {
        const { warnings } = warned(namespace, given);
        expect(warnings.map(([, text]) => text)).toEqual([`plugin.register: plugin "${namespace}": ${message}`]);
      });
    });
  });
});
