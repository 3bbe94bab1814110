/*
 * The workbench's live reload: the server (workbench/src/serve/events.ts) sends on
 * /workbench/events
 *   `change`  when a plugin's script, templates or problems changed: the page loads itself again;
 *   `styles`  when only plugins' styles changed ({ namespaces: [...] }): each one's stylesheet is
 *             swapped in place, the new one first loaded beside the old, so nothing flashes and
 *             the page keeps its state.
 *   `templates` when only plugins' templates changed ({ plugins: [{ namespace, templates: { id: text } }] }):
 *             each template goes into $templateCache and each plugin's interfaces on the page are
 *             mounted again (REMOUNT_EVENT of src/host/interface-mount.ts: a fresh scope, their
 *             controllers run again); the rest of the page keeps its state.
 *   `frames`  when only the app a framed (version 2) plugin's frames load changed ({ namespaces: [...] }):
 *             each of those plugins' frames on the page (its views, its modals, data-namespace)
 *             loads again; the host page and the other plugins keep their state.
 * Plain script, loaded before everything else so it still works when a plugin breaks the page.
 * It names the stamp of what the page was drawn from (the meta zn-workbench-drawn): a page that
 * was answered while a plugin was being built hears the change even if it came before it listened.
 * Served without the workbench (no /workbench/events), it gives up quietly.
 */
(function (window, document) {
  'use strict';
  if (!window.EventSource) return;
  var swaps = 0;

  function swapStylesheet(namespace) {
    var path = 'workbench/plugins/' + namespace + '/plugin.css';
    var links = document.querySelectorAll('link[rel="stylesheet"]');
    for (var i = 0; i < links.length; i++) {
      var old = links[i];
      if (old.getAttribute('href').split('?')[0] !== path) continue;
      var fresh = old.cloneNode(false);
      fresh.setAttribute('href', path + '?v=' + (++swaps));
      var drop = function () {
        if (old.parentNode) old.parentNode.removeChild(old);
      };
      fresh.addEventListener('load', drop);
      fresh.addEventListener('error', drop);
      old.parentNode.insertBefore(fresh, old.nextSibling);
      return true;
    }
    return false;
  }

  /** The plugins an event names (`data: { namespaces }`); none when its data cannot be read. */
  function namespacesOf(event) {
    try {
      return JSON.parse(event.data).namespaces || [];
    } catch (error) {
      return [];
    }
  }

  // A navigation is starting (a link, the address bar, a test's goto): reloading now would cancel
  // it, so a change heard meanwhile is left to the page being loaded. A navigation that does not
  // leave (a download, a prompt answered "stay") ends the pause.
  var leaving = false;
  var leavingTimer = null;
  window.addEventListener('beforeunload', function () {
    leaving = true;
    window.clearTimeout(leavingTimer);
    leavingTimer = window.setTimeout(function () { leaving = false; }, 3000);
  });

  // what the page was drawn from: a change since then is heard as the channel opens
  var drawn = document.querySelector('meta[name="zn-workbench-drawn"]');
  var source = new window.EventSource('workbench/events' + (drawn ? '?drawn=' + encodeURIComponent(drawn.getAttribute('content')) : ''));
  source.addEventListener('change', function () {
    if (leaving) return;
    source.close();
    window.location.reload();
  });
  source.addEventListener('styles', function (event) {
    var namespaces = namespacesOf(event);
    for (var i = 0; i < namespaces.length; i++) {
      // a plugin without its stylesheet on this page (it was not served when the page loaded): load the page again
      if (!swapStylesheet(String(namespaces[i]))) {
        source.close();
        window.location.reload();
        return;
      }
    }
  });
  /** Puts the templates in and mounts the plugins' interfaces again; false when the page has no AngularJS app to do it in. */
  function applyTemplates(plugins) {
    var angular = window.angular;
    var root = document.querySelector('[ng-app], [data-ng-app]') || document.body;
    var injector = angular && root && angular.element(root).injector();
    if (!injector) return false;
    var $templateCache = injector.get('$templateCache');
    var $rootScope = injector.get('$rootScope');
    $rootScope.$apply(function () {
      plugins.forEach(function (plugin) {
        Object.keys(plugin.templates || {}).forEach(function (id) {
          $templateCache.put(id, String(plugin.templates[id]));
        });
      });
      plugins.forEach(function (plugin) {
        $rootScope.$broadcast('zn-plugin-remount', String(plugin.namespace));
      });
    });
    return true;
  }

  source.addEventListener('templates', function (event) {
    var plugins;
    try {
      plugins = JSON.parse(event.data).plugins;
    } catch (error) {
      plugins = null;
    }
    var applied = false;
    try {
      applied = Array.isArray(plugins) && applyTemplates(plugins);
    } catch (error) {
      applied = false; // a page mid-digest or without the SDK's directives: load it again
    }
    if (!leaving && !applied) {
      source.close();
      window.location.reload();
    }
  });
  source.addEventListener('frames', function (event) {
    var namespaces = namespacesOf(event);
    if (leaving) return;
    var frames = document.querySelectorAll('iframe.zn-v2-frame');
    for (var i = 0; i < frames.length; i++) {
      // the plugin's frame SDK tells the host it is going away (reloadFrames) and is answered again once it loads
      if (namespaces.indexOf(frames[i].getAttribute('data-namespace')) !== -1) frames[i].setAttribute('src', frames[i].getAttribute('src'));
    }
  });
  source.onerror = function () {
    // The workbench stopped or restarts: EventSource tries again (retry: 1000) and reloads on
    // the next change; a page not served by the workbench stops trying.
    if (source.readyState === window.EventSource.CLOSED) source.close();
  };
}(window, document));
