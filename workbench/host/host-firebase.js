/*
 * The host page's Firebase (after host-values.js, before host.js, whose module depends on
 * `firebase`). Plain ES5.
 */
(function (window, angular) {
  'use strict';

  /**
   * Firebase as Zengine's host gave it: the Firebase global and AngularFire's `firebase` module
   * ($firebase). Where they are not loaded (a host page of one's own without the scripts), the
   * host still has a `firebase` module whose $firebase and Firebase say so when used, instead
   * of an "Unknown provider" or a page that waits forever.
   */
  var FIREBASE_MISSING = 'Firebase is not loaded in this host page: load node_modules/firebase/lib/firebase-web.js and ' +
    'node_modules/angularfire/dist/angularfire.js before the plugins (zn-plugin serve does; see docs/firebase.md)';
  var hasAngularFire = (function () {
    try {
      angular.module('firebase');
      return true;
    } catch (error) {
      return false;
    }
  }());
  if (!hasAngularFire) {
    angular.module('firebase', []).factory('$firebase', function () {
      return function () { throw new Error(FIREBASE_MISSING); };
    });
  }
  if (typeof window.Firebase !== 'function') {
    window.Firebase = function () { throw new Error(FIREBASE_MISSING); };
  } else {
    // new Firebase(plugin.firebaseUrl + '/x') with no firebaseUrl (a plugin record without a
    // database) would be refused with Firebase's own words about "a valid firebase URL": say why.
    var OriginalFirebase = window.Firebase;
    var GuardedFirebase = function (url, context) {
      if (typeof url === 'string' && /^(undefined|null)(\/|$)/.test(url)) {
        throw new Error('new Firebase(' + JSON.stringify(url) + '): the plugin record has no firebaseUrl, so this host has no Firebase ' +
          'database for the plugin (zn-plugin serve gives each plugin folder it serves one; see docs/firebase.md)');
      }
      return context === undefined ? new OriginalFirebase(url) : new OriginalFirebase(url, context);
    };
    GuardedFirebase.prototype = OriginalFirebase.prototype;
    Object.keys(OriginalFirebase).forEach(function (key) { GuardedFirebase[key] = OriginalFirebase[key]; });
    window.Firebase = GuardedFirebase;
  }
}(window, window.angular));
