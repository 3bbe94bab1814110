(function webpackUniversalModuleDefinition(root, factory) {
	if(typeof exports === 'object' && typeof module === 'object')
		module.exports = factory(require("angular"));
	else if(typeof define === 'function' && define.amd)
		define(["angular"], factory);
	else if(typeof exports === 'object')
		exports["znPlugin"] = factory(require("angular"));
	else
		root["znPlugin"] = factory(root["angular"]);
})(this, (__WEBPACK_EXTERNAL_MODULE__598__) => {
return /******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 598
(module) {

module.exports = __WEBPACK_EXTERNAL_MODULE__598__;

/***/ }

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	const __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __webpack_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		const cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		const module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		__webpack_modules__[moduleId](module, module.exports, __webpack_require__);
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__webpack_require__.n = (module) => {
/******/ 		const getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__webpack_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	// define getter/value functions for harmony exports
/******/ 	__webpack_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	__webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop));
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	// define __esModule on exports
/******/ 	__webpack_require__.r = (exports) => {
/******/ 		Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ 	
/************************************************************************/
let __webpack_exports__ = {};
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MODULE_NAME: () => (/* reexport */ MODULE_NAME),
  ZnError: () => (/* reexport */ ZnError),
  name: () => (/* reexport */ MODULE_NAME),
  version: () => (/* binding */ version)
});

// EXTERNAL MODULE: external {"root":"angular","commonjs":"angular","commonjs2":"angular","amd":"angular"}
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_ = __webpack_require__(598);
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default = /*#__PURE__*/__webpack_require__.n(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_);
;// ./src/errors.ts
/**
 * An error raised by one of the SDK's services. The message starts with the service's name,
 * then says what was wrong and what was expected, e.g.
 * `znData: unknown resource "Nope"; expected one of Activities, AppTemplates, ...`.
 */
class ZnError extends Error {
    constructor(service, message) {
        super(`${service}: ${message}`);
        this.name = 'ZnError';
        this.service = service;
    }
}
/** Says what a wrong value was, for error messages: `undefined`, `a number (5)`, `an array`. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (value === undefined)
        return 'undefined';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string': return `a string (${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)})`;
        case 'number': return `a number (${value})`;
        case 'boolean': return `a boolean (${value})`;
        case 'function': return 'a function';
        default: return 'an object';
    }
}
/** True for `{}`-style objects (not arrays, dates, files or scopes' prototypes of other kinds). */
function isPlainObject(value) {
    if (value === null || typeof value !== 'object')
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}

;// ./src/config/config-values.ts

const DEFAULT_CONFIG = Object.freeze({
    apiUrl: '/v1',
    pluginServiceUrl: '/plugins'
});
const KEYS = Object.keys(DEFAULT_CONFIG);
/**
 * Checks a partial configuration and returns it normalized (no trailing slash), so a bad value
 * fails where it is set instead of as a request to a wrong URL later.
 */
function validateConfig(service, partial) {
    if (!isPlainObject(partial)) {
        throw new ZnError(service, `set() expects an object such as { apiUrl: '/v1' }, got ${describeValue(partial)}`);
    }
    const result = {};
    for (const key of Object.keys(partial)) {
        if (!KEYS.includes(key)) {
            throw new ZnError(service, `unknown setting "${key}"; expected one of ${KEYS.join(', ')}`);
        }
        const value = partial[key];
        if (typeof value !== 'string') {
            throw new ZnError(service, `${key} must be a string URL such as '${DEFAULT_CONFIG[key]}', got ${describeValue(value)}`);
        }
        if (/[?#\s]/.test(value)) {
            throw new ZnError(service, `${key} must be a base URL without spaces, query or fragment, got ${describeValue(value)}`);
        }
        result[key] = value.replace(/\/+$/, '');
    }
    return result;
}

;// ./src/config/zn-config.ts

/**
 * `znConfigProvider.set({ apiUrl, pluginServiceUrl })` in config blocks; the `znConfig` service
 * reads and changes the same settings at run time.
 */
class ZnConfigProvider {
    constructor() {
        this.values = Object.assign({}, DEFAULT_CONFIG);
        this.$get = () => ({
            get: () => (Object.assign({}, this.values)),
            set: (partial) => {
                Object.assign(this.values, validateConfig('znConfig', partial));
                return Object.assign({}, this.values);
            }
        });
    }
    set(partial) {
        Object.assign(this.values, validateConfig('znConfigProvider', partial));
        return this;
    }
}

;// ./src/module.ts


/** The name of the AngularJS module a host or plugin adds to its dependencies. */
const MODULE_NAME = 'zn.plugin';
if (!(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default()) || typeof (external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default()).module !== 'function') {
    throw new Error('zn-plugin: AngularJS was not found. Load angular.js, angular-sanitize.js and ' +
        'ui-bootstrap-tpls.js with script tags before zn-plugin.js.');
}
// Every injectable is registered here, in one place, so import order never matters.
const ngModule = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module(MODULE_NAME, ['ngSanitize', 'ui.bootstrap']);
ngModule.provider('znConfig', ZnConfigProvider);

;// ./src/index.ts
/**
 * zn-plugin: the AngularJS services a plugin injects by name. Loading this bundle registers the
 * `zn.plugin` module; the browser global `znPlugin` is this file's exports.
 */



/** The SDK's version, as in package.json. */
const version = "0.1.0";

/******/ 	return __webpack_exports__;
/******/ })()
;
});
//# sourceMappingURL=zn-plugin.js.map