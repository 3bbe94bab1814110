/*! zn-plugin v0.2.0 | (c) zn-plugin contributors | MIT licence */
if (typeof window === 'undefined') {
  (function () {
    var error = new Error('zn-plugin: this bundle needs a browser page (AngularJS needs a window); ' +
      "in Node, expected require('zn-plugin/dist/zn-filter-matcher.js') (also exported as 'zn-plugin/matcher'), the filter matcher's build for Node");
    error.name = 'ZnError';
    error.service = 'zn-plugin';
    error.code = 'browser-only';
    throw error;
  })();
}

(function webpackUniversalModuleDefinition(root, factory) {
	if(typeof exports === 'object' && typeof module === 'object')
		module.exports = factory(require("angular"));
	else if(typeof define === 'function' && define.amd)
		define(["angular"], factory);
	else if(typeof exports === 'object')
		exports["znPluginFrame"] = factory(require("angular"));
	else
		root["znPluginFrame"] = factory(root["angular"]);
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
  FRAME_LIBRARY_SCRIPTS: () => (/* reexport */ FRAME_LIBRARY_SCRIPTS),
  FRAME_MODULE_NAME: () => (/* reexport */ FRAME_MODULE_NAME),
  FRAME_ROOT_MARKUP: () => (/* reexport */ FRAME_ROOT_MARKUP),
  FRAME_RUNTIME_SCRIPT: () => (/* reexport */ FRAME_RUNTIME_SCRIPT),
  RpcClient: () => (/* reexport */ RpcClient),
  ZnRpcError: () => (/* reexport */ ZnRpcError),
  frameIndexHtml: () => (/* reexport */ frameIndexHtml),
  startFrame: () => (/* reexport */ startFrame)
});

// EXTERNAL MODULE: external {"root":"angular","commonjs":"angular","commonjs2":"angular","amd":"angular"}
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_ = __webpack_require__(598);
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default = /*#__PURE__*/__webpack_require__.n(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_);
;// ./src/plugin/plugin-window.ts
/** The injectable plugin code's `$window` is read from. */
const PLUGIN_WINDOW = 'znPluginWindow';
/** znPluginWindow in the page: its `$window` itself. */
function pageWindow($window) {
    return $window;
}
pageWindow.$inject = ['$window'];
function renamed(names) {
    return names.map((name) => (name === '$window' ? PLUGIN_WINDOW : name));
}
/**
 * A plugin definition whose dependency `$window` (in its array or `$inject` annotation) is
 * `znPluginWindow` instead; any other definition as it is. The user's array and function are
 * not changed: a new array is returned.
 */
function withPluginWindow(definition) {
    if (Array.isArray(definition)) {
        return definition.indexOf('$window') === -1 ? definition : [...renamed(definition.slice(0, -1)), definition[definition.length - 1]];
    }
    const inject = typeof definition === 'function' ? definition.$inject : undefined;
    return Array.isArray(inject) && inject.indexOf('$window') !== -1 ? [...renamed(inject), definition] : definition;
}
/**
 * `$controller(name, { $window: fake })` (a plugin's unit test) still hands the fake to a plugin
 * controller, which asks for `znPluginWindow`.
 */
function pluginWindowLocals($delegate) {
    return function $controller(...args) {
        const locals = args[1];
        if (locals && Object.prototype.hasOwnProperty.call(locals, '$window') && !Object.prototype.hasOwnProperty.call(locals, PLUGIN_WINDOW)) {
            args[1] = Object.assign(Object.assign({}, locals), { [PLUGIN_WINDOW]: locals.$window });
        }
        return $delegate.apply(this, args);
    };
}
pluginWindowLocals.$inject = ['$delegate'];

;// ./src/core/errors.ts
/**
 * An error raised by one of the SDK's services. `code` is stable (kebab-case, e.g.
 * `unknown-resource`) so callers and tests match on it; the message starts with the service's
 * name, then says what was wrong and what was expected, e.g.
 * `znData: unknown resource "Nope"; expected one of Activities, AppTemplates, ...`.
 */
class ZnError extends Error {
    constructor(service, code, message) {
        super(`${service}: ${typeof message === 'string' ? message : minMessage(code, message)}`);
        this.name = 'ZnError';
        this.service = service;
        this.code = code;
    }
}
/**
 * The message of a ZnError in zn-plugin.min.js, whose build (scripts/min-messages.js) passes the
 * values a message interpolates instead of its text, as angular.min.js does for minErr:
 * `[bad-option] a number (5) · see docs/errors.md#bad-option`.
 */
function minMessage(code, values) {
    const parts = [];
    const add = (value) => {
        // The detail of another min-build ZnError (wrapped by a caller) is its values alone.
        if (Array.isArray(value))
            value.forEach(add);
        else if (value !== '')
            parts.push(String(value).replace(/^\[[a-z-]+\] | · see docs\/errors\.md#[a-z-]+$/g, ''));
    };
    add(values);
    return `[${code}] ${parts.concat(`see docs/errors.md#${code}`).join(' · ')}`;
}
/**
 * Says what a wrong value was, for error messages, naming the kind of object so a sentence such
 * as "expected an object ..., got ..." never answers "an object": `undefined`, `an empty string`,
 * `a string ("Nope")`, `a number (5)`, `NaN`, `an array of 2 items`, `a Date (2024-01-31T...)`,
 * `an instance of Foo`, `a plain object with keys a, b`, `a plain object from another window ...`.
 */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (value === undefined)
        return 'undefined';
    switch (typeof value) {
        case 'string':
            if (value === '')
                return 'an empty string';
            return `${value.trim() ? 'a string' : 'a blank string'} (${quote(value)})`;
        case 'number': return isFinite(value) ? `a number (${value})` : String(value);
        case 'boolean': return `a boolean (${value})`;
        case 'bigint': return `a bigint (${String(value)}n)`;
        case 'symbol': return `a symbol (${String(value)})`;
        case 'function': return value.name ? `a function (${value.name})` : 'a function';
        default:
            try {
                return describeObject(value);
            }
            catch (e) {
                return 'an object that cannot be inspected';
            }
    }
}
/**
 * The start of an "unknown name" sentence: `unknown resource "Nope"` for a string, and
 * `the resource name is a number (5)` for anything else, never `unknown resource a string (...)`.
 */
function describeUnknown(what, value) {
    return typeof value === 'string' ? `unknown ${what} ${quote(value)}` : `the ${what} name is ${describeValue(value)}`;
}
function quote(text) {
    return JSON.stringify(text.length > 40 ? text.slice(0, 40) + '…' : text);
}
function withArticle(noun) {
    return `${/^(?:[aeiou]|HTML)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
function keyList(value) {
    const keys = Object.keys(value);
    if (keys.length === 0)
        return 'with no keys';
    const shown = keys.slice(0, 5).join(', ');
    return `with ${keys.length === 1 ? 'key' : 'keys'} ${shown}${keys.length > 5 ? `, … (${keys.length} in all)` : ''}`;
}
function describeObject(value) {
    if (Array.isArray(value)) {
        return value.length === 0 ? 'an empty array' : `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
        return Object.keys(value).length === 0 ? 'an empty object' : `a plain object ${keyList(value)}`;
    }
    const candidate = value;
    if (typeof candidate.$watch === 'function' && typeof candidate.$new === 'function' && typeof candidate.$evalAsync === 'function') {
        return 'an AngularJS scope';
    }
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    if (tag === 'Date') {
        const time = value.getTime();
        return isNaN(time) ? 'an invalid Date' : `a Date (${new Date(time).toISOString()})`;
    }
    const ctor = proto.constructor;
    const name = typeof ctor === 'function' && typeof ctor.name === 'string' ? ctor.name : '';
    // A plain object made in another window (an iframe) has that window's Object.prototype.
    if (name === 'Object' && Object.getPrototypeOf(proto) === null) {
        return `a plain object from another window ${keyList(value)}`;
    }
    if (tag === 'Error' || value instanceof Error) {
        const message = value.message;
        return `${withArticle(name || 'Error')}${typeof message === 'string' && message ? ` (${quote(message)})` : ''}`;
    }
    // Built-in objects (Map, RegExp, File, HTMLDivElement, ...) carry their own tag.
    if (tag !== 'Object')
        return withArticle(name || tag);
    if (name && name !== 'Object')
        return `an instance of ${name}`;
    return `an object with a prototype other than Object.prototype, ${keyList(value)}`;
}

;// ./src/frame/dialogs.ts
var __rest = (undefined && undefined.__rest) || function (s, e) {
    var t = {};
    for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p) && e.indexOf(p) < 0)
        t[p] = s[p];
    if (s != null && typeof Object.getOwnPropertySymbols === "function")
        for (var i = 0, p = Object.getOwnPropertySymbols(s); i < p.length; i++) {
            if (e.indexOf(p[i]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p[i]))
                t[p[i]] = s[p[i]];
        }
    return t;
};

/** The `childToParent` key a modal child sends a button press under. */
const MODAL_BUTTON_KEY = 'zn-modal-button';
/** The key of `seedData` a modal child reads its dialog from. */
const MODAL_SEED_KEY = 'znModal';
function isScope(value) {
    return !!value && typeof value === 'object' && typeof value.$new === 'function' && typeof value.$watch === 'function';
}
/**
 * The data of a modal's `scope` that can cross the frame: its properties (inherited ones too, as
 * the template saw them), as JSON. Functions cannot cross: their names come back in `dropped`. Pure.
 */
function modalScopeData(scope) {
    const data = {};
    const dropped = [];
    if (!scope || typeof scope !== 'object')
        return { data, dropped };
    // Inherited properties too (the template read them through the scope chain), up to $rootScope,
    // whose properties (the context) the child frame has as well.
    const keys = [];
    let level = scope;
    while (level && level !== Object.prototype && !(level.$root === level)) {
        Object.keys(level).forEach((key) => { if (keys.indexOf(key) === -1)
            keys.push(key); });
        level = Object.getPrototypeOf(level);
    }
    keys.forEach((key) => {
        if (key.charAt(0) === '$' || key === 'this' || key === 'constructor')
            return;
        const value = scope[key];
        if (typeof value === 'function') {
            if (key !== 'setBtnAction' && key !== 'setBtnDisabled')
                dropped.push(key);
            return;
        }
        if (isScope(value))
            return;
        try {
            const copy = JSON.parse(JSON.stringify(value, (inner, item) => (typeof item === 'function' || (inner.charAt(0) === '$' && inner.charAt(1) === '$') ? undefined : item)));
            if (copy !== undefined)
                data[key] = copy;
        }
        catch (_a) {
            dropped.push(key);
        }
    });
    return { data, dropped };
}
/** Reports a failure the caller cannot receive (znMessage returns no promise). */
function report(deps, error) {
    deps.$exceptionHandler(error);
}
function frameMessage(deps) {
    return function znMessage(message, type, duration) {
        if (message === false)
            return undefined;
        const params = { message: String(message), type: type || 'info' };
        if (duration !== undefined)
            params.duration = duration;
        deps.client.call('message', { params }, { service: 'znMessage' }).catch((error) => report(deps, error));
        return { close: () => deps.warn('znMessage: close() cannot reach a message the page shows; it closes by itself after its duration') };
    };
}
function frameConfirm(deps) {
    return function znConfirm(message, callback, cancelCallback) {
        return deps.$q.when(deps.client.call('confirm', { message: String(message) }, { service: 'znConfirm', timeout: 0 })).then((answer) => {
            const yes = answer === true;
            const run = yes ? callback : cancelCallback;
            if (typeof run === 'function') {
                try {
                    run();
                }
                catch (error) {
                    report(deps, error);
                }
            }
            return yes;
        });
    };
}
function frameFiltersPanel(deps) {
    return {
        open(options) {
            if (!options || typeof options !== 'object') {
                throw new ZnError('znFiltersPanel', 'bad-options', `open(options) expects an object such as { formId: 1, onSave: fn }; got ${describeValue(options)}`);
            }
            const _a = options, { onSave } = _a, rest = __rest(_a, ["onSave"]);
            const clean = JSON.parse(JSON.stringify(rest));
            const result = deps.$q.when(deps.client.call('filtersPanel', { options: clean }, { service: 'znFiltersPanel', timeout: 0 })).then((filter) => {
                // onSave with the saved filter, never on cancel (the host answers null then)
                if (filter && typeof onSave === 'function')
                    onSave(filter);
                return (filter || null);
            });
            return {
                result,
                close: () => deps.warn('znFiltersPanel: close() cannot reach the panel the page shows; the user closes it')
            };
        }
    };
}
/** The width Zengine's dialog classes gave a dialog, for the page's frame around it (the classes style the content only). Pure. */
function widthOfClasses(classes) {
    const names = classes.split(/\s+/);
    if (names.some((name) => name === 'wide-modal' || name === 'zn-modal-wide'))
        return '80%';
    if (names.indexOf('modal-filter-panel') !== -1)
        return '830px';
    if (names.some((name) => name === 'modal-narrow' || name === 'zn-modal-narrow'))
        return '450px';
    return undefined;
}
/** What the child frame draws the dialog from (checked, the template read, the data that can cross), and the buttons. */
function modalSeed(deps, options) {
    if (!options || typeof options !== 'object') {
        throw new ZnError('znModal', 'bad-options', `znModal(options) expects an object such as { title: 'Hi', template: '<p>…</p>' }; got ${describeValue(options)}`);
    }
    const { data, dropped } = modalScopeData(options.scope);
    const btns = options.btns || {};
    let template = options.template || '';
    if (options.templateUrl) {
        const cached = deps.$templateCache.get(options.templateUrl);
        template = typeof cached === 'string' ? cached : Array.isArray(cached) ? String(cached[1]) : template;
    }
    // only the functions the template uses matter (a whole $scope passed along carries many)
    const used = dropped.filter((name) => new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\b`).test(template));
    if (used.length) {
        deps.warn(`znModal: the functions ${used.join(', ')} of the modal's scope cannot cross the frame: the dialog is drawn by another frame, ` +
            'which gets the scope\'s data only. Define them in a controller of the template (ng-controller) or pass results through a button\'s action');
    }
    const seed = {
        title: options.title === undefined ? '' : String(options.title), template, classes: options.classes || '',
        closeButton: options.closeButton !== false,
        btns: Object.keys(btns).map((name) => ({ name, success: btns[name].success, danger: btns[name].danger, primary: btns[name].primary })),
        data
    };
    return { seed, data, btns };
}
/** The `modal` method's options: this app's page as the child, the seed in its context, the size. */
function hostModalOptions(seed, options) {
    const modalOptions = { src: '/index.html', context: { [MODAL_SEED_KEY]: seed } };
    const width = options.width !== undefined ? options.width : widthOfClasses(seed.classes);
    if (width !== undefined)
        modalOptions.width = width;
    if (options.height !== undefined)
        modalOptions.height = options.height;
    return modalOptions;
}
/** `znModal(options)` in the opener: asks the host for a child frame of this app, runs its buttons' actions here. */
function frameModal(deps) {
    const open = new Set();
    return function znModal(options) {
        const { $q, client } = deps;
        const { seed, data, btns } = modalSeed(deps, options);
        if (options.unique === true)
            Array.from(open).forEach((other) => other.close());
        const closed = $q.defer();
        const opened = $q.defer();
        const scope = deps.$rootScope.$new(true);
        Object.assign(scope, data, { setBtnAction: () => deps.warn('znModal: setBtnAction is called in the dialog\'s own controller (it runs in the child frame)') });
        let childId = null;
        let isOpen = true;
        const stops = [];
        const close = (result, fromChild = false) => {
            if (!isOpen)
                return;
            isOpen = false;
            open.delete(entry);
            stops.forEach((stop) => stop());
            scope.$destroy();
            if (childId && !fromChild)
                client.call('closeChild', { id: childId }, { service: 'znModal' }).catch((error) => report(deps, error));
            deps.$rootScope.$evalAsync(() => closed.resolve(result));
        };
        const entry = { close: (result) => close(result), id: () => childId };
        // Whether an event from `from` is this dialog's: its id; before the host said it (a host that
        // answers `modal` only when the dialog closes), the first child no other open dialog claims.
        const mine = (from) => {
            if (childId)
                return from === childId;
            if (typeof from !== 'string' || Array.from(open).some((other) => other !== entry && other.id() === from))
                return false;
            childId = from;
            return true;
        };
        open.add(entry);
        const press = (name, pressed, keepOpen) => {
            const button = btns[name];
            if (!button)
                return;
            let outcome;
            try {
                outcome = typeof button.action === 'function' ? button.action(pressed) : undefined;
            }
            catch (error) {
                report(deps, error);
                return;
            }
            const stays = button.close === false || keepOpen;
            $q.when(outcome).then(() => { if (!stays)
                close(name); }, () => undefined);
        };
        stops.push(client.subscribe(MODAL_BUTTON_KEY, (payload) => {
            const message = payload;
            if (!message.data || !mine(message.fromChildId))
                return;
            deps.$rootScope.$apply(() => { var _a, _b, _c; return press(String((_a = message.data) === null || _a === void 0 ? void 0 : _a.name), (_b = message.data) === null || _b === void 0 ? void 0 : _b.data, ((_c = message.data) === null || _c === void 0 ? void 0 : _c.keepOpen) === true); });
        }));
        stops.push(client.subscribe('close', (payload) => {
            const message = payload;
            if (!mine(message.fromChildId))
                return;
            deps.$rootScope.$apply(() => close(message.data ? message.data.result : undefined, true));
        }));
        const modalOptions = hostModalOptions(seed, options);
        // The host answers with the child's id (docs/v2.md); one that answers only when the dialog
        // closes (no id) has closed it. The dialog waits for the user: no timeout.
        $q.when(client.call('modal', { options: modalOptions }, { service: 'znModal', timeout: 0 })).then((id) => {
            if (typeof id !== 'string' && typeof id !== 'number') {
                opened.resolve();
                close(undefined, true);
                return;
            }
            childId = String(id);
            if (!isOpen)
                client.call('closeChild', { id: childId }, { service: 'znModal' }).catch(() => undefined);
            else
                opened.resolve();
        }, (error) => {
            report(deps, error);
            opened.reject(error);
            close(undefined, true);
        });
        opened.promise.catch(() => undefined);
        return { close: (result) => close(result), closed: closed.promise, opened: opened.promise, scope: scope };
    };
}

;// ./src/frame/rpc-client.ts
/**
 * The PostRPC client of a shipped v1 plugin's frame: JSON-RPC over `postMessage` to the page that
 * framed it, in post-rpc's wire format exactly (Wizehive/post-rpc, docs/v2.md):
 *
 *   request  { jsonrpc: '2.0', method, args, id }            frame → host
 *   answer   { jsonrpc: '2.0', result, id }                   host → frame
 *   failure  { jsonrpc: '2.0', id, error: { code, message, data } }
 *   event    { jsonrpc: '2.0', id: null, result, event }      host → frame
 *
 * Unlike post-rpc's client, every subscriber of an event is called (not only the last one), an
 * event with a falsy result still arrives, and a method the host does not have (-32601) or never
 * answers rejects with a ZnError whose code says so, so no caller hangs.
 */

const JSONRPC = '2.0';
const METHOD_NOT_FOUND = -32601;
const TIMEOUT_CODE = -32001;
function isObject(value) {
    return value !== null && typeof value === 'object';
}
/**
 * The error a call rejects with: a ZnError for a method the host lacks (`host-method-missing`),
 * for no answer (`host-timeout`) and for a host failure (`host-failure`, the host's `error` in
 * `rpcError`, its `data` (the failure's own fields: status, data, headers) in `data`).
 */
class ZnRpcError extends ZnError {
    constructor(service, code, message, rpcError) {
        super(service, code, message);
        this.rpcError = rpcError;
        this.data = rpcError.data;
    }
}
function rpcErrorOf(service, method, error) {
    if (error.code === METHOD_NOT_FOUND) {
        return new ZnRpcError(service, 'host-method-missing', `the page that frames this plugin does not answer the PostRPC method "${method}" ` +
            `(${error.code} ${error.message}); expected a Zengine v2 host, which answers it`, error);
    }
    if (error.code === TIMEOUT_CODE) {
        return new ZnRpcError(service, 'host-timeout', `the page that frames this plugin did not answer the PostRPC method "${method}" in time; ` +
            'expected a Zengine v2 host around the frame', error);
    }
    return new ZnRpcError(service, 'host-failure', `the PostRPC method "${method}" failed: ${error.message}`, error);
}
class RpcClient {
    constructor(options) {
        this.options = options;
        this.nextId = 1;
        this.pending = new Map();
        this.listeners = new Map();
        this.anyListeners = new Set();
        this.onMessage = (event) => this.receive(event);
        this.stopped = false;
        options.listener.addEventListener('message', this.onMessage);
    }
    /** Calls `method` with `args`; resolves with the host's result, rejects with a ZnRpcError. */
    call(method, args, callOptions = {}) {
        var _a;
        const service = callOptions.service || 'znPluginFrame';
        const id = this.nextId++;
        const timeout = callOptions.timeout === undefined ? ((_a = this.options.timeout) !== null && _a !== void 0 ? _a : 30000) : callOptions.timeout;
        return new Promise((resolve, reject) => {
            const setTimer = this.options.setTimeout || ((run, ms) => setTimeout(run, ms));
            const timer = timeout > 0
                ? setTimer(() => this.settle(id, { jsonrpc: JSONRPC, id, error: { code: TIMEOUT_CODE, message: 'Timeout' } }), timeout)
                : null;
            this.pending.set(id, { resolve: resolve, reject, timer, method, service });
            const request = { jsonrpc: JSONRPC, method, id };
            if (args !== undefined)
                request.args = args;
            try {
                this.options.target.postMessage(request, this.options.origin);
            }
            catch (error) {
                this.forget(id);
                reject(new ZnRpcError(service, 'host-failure', `the PostRPC method "${method}" could not be sent: ` +
                    `${error instanceof Error ? error.message : String(error)} (only data that survives structured cloning crosses the frame)`, { code: -32603, message: 'Internal error' }));
            }
        });
    }
    /** Listens to a host event; every listener of a name is called. Returns the unsubscribe function. */
    subscribe(name, listener) {
        let set = this.listeners.get(name);
        if (!set)
            this.listeners.set(name, set = new Set());
        set.add(listener);
        return () => { set === null || set === void 0 ? void 0 : set.delete(listener); };
    }
    /** Listens to every host event (the runtime broadcasts them on $rootScope). */
    onEvent(listener) {
        this.anyListeners.add(listener);
        return () => { this.anyListeners.delete(listener); };
    }
    stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        this.options.listener.removeEventListener('message', this.onMessage);
        Array.from(this.pending.keys()).forEach((id) => this.forget(id));
    }
    forget(id) {
        const call = this.pending.get(id);
        if (!call)
            return undefined;
        this.pending.delete(id);
        if (call.timer !== null && call.timer !== undefined)
            (this.options.clearTimeout || clearTimeout)(call.timer);
        return call;
    }
    settle(id, message) {
        const call = this.forget(id);
        if (!call)
            return;
        if (isObject(message.error)) {
            const error = message.error;
            call.reject(rpcErrorOf(call.service, call.method, {
                code: typeof error.code === 'number' ? error.code : -32000,
                message: typeof error.message === 'string' ? error.message : 'failed',
                data: error.data
            }));
        }
        else {
            call.resolve(message.result === undefined ? null : message.result);
        }
    }
    receive(event) {
        var _a;
        if (this.stopped)
            return;
        if (this.options.origin !== '*' && event.origin !== this.options.origin)
            return;
        if (event.source !== this.options.target)
            return;
        const message = event.data;
        if (!isObject(message) || message.jsonrpc !== JSONRPC || 'method' in message)
            return;
        if (typeof message.event === 'string' && (message.id === null || message.id === undefined)) {
            const payload = message.result === undefined ? null : message.result;
            (_a = this.listeners.get(message.event)) === null || _a === void 0 ? void 0 : _a.forEach((listener) => listener(payload, message.event));
            this.anyListeners.forEach((listener) => listener(payload, message.event));
            return;
        }
        // the request's id, echoed (a host that turned it into a string is understood too)
        if (typeof message.id === 'number' || (typeof message.id === 'string' && /^\d+$/.test(message.id)))
            this.settle(Number(message.id), message);
    }
}

;// ./src/frame/http-over-rpc.ts
/**
 * In the frame, requests to the REST API (`znConfig.apiUrl`, `/v1`) and to plugin services
 * (`znConfig.pluginServiceUrl`, `/plugins`) go to the host over PostRPC (`znHttp`,
 * `znPluginData`), never by HTTP: `$httpBackend` is decorated, so `$http`, and with it znData and
 * znPluginData (their callbacks, metadata, failure envelopes, zn-data-* events, retries,
 * queryAll), stay the SDK's own code. Any other URL (the app's own files) goes out as usual.
 */


/** A query string as the params object $http was given (a repeated key is an array). Pure. */
function queryParams(query) {
    const params = {};
    new URLSearchParams(query).forEach((value, key) => {
        const known = params[key];
        if (known === undefined)
            params[key] = value;
        else
            params[key] = Array.isArray(known) ? known.concat(value) : [known, value];
    });
    return params;
}
function underPrefix(path, prefix) {
    const base = prefix.replace(/\/+$/, '');
    if (!base)
        return null;
    if (path === base)
        return '';
    return path.startsWith(base + '/') ? path.slice(base.length) : null;
}
/** Which host method answers `url`, given znConfig's apiUrl and pluginServiceUrl. Pure. */
function rpcRouteOf(url, apiUrl, pluginServiceUrl, origin) {
    let parsed;
    let apiBase;
    let serviceBase;
    try {
        parsed = new URL(url, origin + '/');
        apiBase = new URL(apiUrl, origin + '/');
        serviceBase = new URL(pluginServiceUrl, origin + '/');
    }
    catch (_a) {
        return null;
    }
    const params = queryParams(parsed.search);
    if (parsed.origin === apiBase.origin) {
        const path = underPrefix(parsed.pathname, apiBase.pathname);
        if (path !== null)
            return { kind: 'api', path: path || '/', params };
    }
    if (parsed.origin === serviceBase.origin) {
        const rest = underPrefix(parsed.pathname, serviceBase.pathname);
        const match = rest === null ? null : /^\/workspaces\/([^/]+)\/([^/]+)(\/.*)?$/.exec(rest);
        if (match) {
            return { kind: 'service', workspaceId: decodeURIComponent(match[1]), namespace: decodeURIComponent(match[2]), route: match[3] || '/', params };
        }
    }
    return null;
}
function headerLines(headers) {
    if (headers === null || typeof headers !== 'object')
        return '';
    return Object.keys(headers).map((name) => `${name}: ${String(headers[name])}`).join('\n');
}
function bodyOf(post) {
    if (typeof post !== 'string')
        return post === null ? undefined : post;
    try {
        return JSON.parse(post);
    }
    catch (_a) {
        return post;
    }
}
/** A FormData body as znHttp's `{ data, multipart: { key, file, name, type } }` (the first file is the upload). */
async function multipartOf(form) {
    const data = {};
    let multipart;
    for (const [key, value] of Array.from(form.entries())) {
        if (typeof value !== 'string' && !multipart) {
            const file = value;
            multipart = { key, file: await file.arrayBuffer(), name: file.name || 'upload', type: file.type || 'application/octet-stream' };
        }
        else if (typeof value === 'string') {
            data[key] = value;
        }
    }
    return multipart ? { data, multipart } : { data };
}
/** The failure envelope for a host that failed without an HTTP answer (a missing method, no answer). */
function hostFailureBody(service, method, error) {
    if (error.code === 'host-method-missing') {
        return {
            status: 501,
            body: { status: 501, code: 5010, userMessage: 'The page around this plugin cannot answer this request.', developerMessage: error.message, error }
        };
    }
    return {
        status: 0,
        body: { status: 0, code: 0, userMessage: 'The request could not be completed.', developerMessage: `${service} over PostRPC (${method}): ${error.message}`, error }
    };
}
/**
 * Wraps `$httpBackend`: a request under apiUrl goes to `znHttp`, one under pluginServiceUrl to
 * `znPluginData`, and their answers (or failures, `err.data` = `{ data, status, headers }`) come
 * back to `$http` as an HTTP answer would. Aborts (`timeout` promise) and timeouts are honoured.
 */
function httpBackendOverRpc($delegate, options) {
    return function rpcBackend(method, url, post, callback, headers, timeout, ...rest) {
        const config = options.config();
        const route = rpcRouteOf(url, config.apiUrl, config.pluginServiceUrl, options.origin);
        if (!route) {
            $delegate(method, url, post, callback, headers, timeout, ...rest);
            return;
        }
        let done = false;
        const finish = (status, response, headersString, statusText, xhrStatus) => {
            if (done)
                return;
            done = true;
            callback(status, response, headersString, statusText, xhrStatus);
        };
        if (typeof timeout === 'number' && timeout > 0)
            setTimeout(() => finish(-1, undefined, null, '', 'timeout'), timeout);
        else if (timeout && typeof timeout.then === 'function') {
            timeout.then(() => finish(-1, undefined, null, '', 'abort'));
        }
        const service = route.kind === 'api' ? 'znData' : 'znPluginData';
        const rpcMethod = route.kind === 'api' ? 'znHttp' : 'znPluginData';
        const sendHeaders = {};
        Object.keys(headers || {}).forEach((name) => {
            const value = headers[name];
            if (value !== undefined && value !== null && !/^(accept|content-type)$/i.test(name))
                sendHeaders[name] = value;
        });
        const request = async () => {
            if (route.kind === 'api') {
                const form = typeof FormData === 'function' && post instanceof FormData ? await multipartOf(post) : null;
                const body = form ? form.data : bodyOf(post);
                const req = { method: method.toLowerCase(), url: route.path, params: route.params, headers: sendHeaders };
                if (body !== undefined)
                    req.data = body;
                if (form && form.multipart)
                    req.multipart = form.multipart;
                return options.client.call('znHttp', { options: { apiVersion: 'v1' }, request: req }, { service, timeout: 60000 });
            }
            const optionsArg = { params: route.params, workspaceId: route.workspaceId || options.workspaceId(), headers: sendHeaders };
            const body = bodyOf(post);
            if (body !== undefined)
                optionsArg.data = body;
            return options.client.call('znPluginData', { namespace: route.namespace, method: method.toLowerCase(), route: route.route, options: optionsArg }, { service, timeout: 60000 });
        };
        request().then((answer) => {
            const result = answer && typeof answer === 'object' ? answer : { data: answer };
            finish(typeof result.status === 'number' ? result.status : 200, result.data, headerLines(result.headers), '', 'complete');
        }, (error) => {
            if (error instanceof ZnRpcError) {
                const data = error.data;
                if (error.code === 'host-failure' && data && typeof data === 'object' && typeof data.status === 'number' && data.status > 0) {
                    finish(data.status, data.data, headerLines(data.headers), '', 'complete');
                    return;
                }
                if (error.code === 'host-timeout') {
                    finish(-1, undefined, null, '', 'timeout');
                    return;
                }
                const failure = hostFailureBody(service, rpcMethod, error);
                finish(failure.status, failure.body, '', '', failure.status ? 'complete' : 'error');
                return;
            }
            const wrapped = new ZnError(service, 'host-failure', `${rpcMethod} over PostRPC failed: ${error instanceof Error ? error.message : String(error)}`);
            finish(0, { status: 0, code: 0, userMessage: 'The request could not be completed.', developerMessage: wrapped.message, error: wrapped }, '', '', 'error');
        });
    };
}

;// ./src/plugin/route-patterns.ts
/**
 * Route patterns of plugin pages, such as `/:id` or `/records/:recordId/edit`: literal segments
 * and `:name` parameters, nothing else. Matching compares segments; no pattern ever becomes a
 * regular expression, so a plugin's routes cannot make matching slow or surprising.
 */
const LITERAL = /^[A-Za-z0-9._~-]+$/;
const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)$/;
/**
 * The segments of a pattern, or a string saying what is wrong with it (for the caller's error).
 * The empty base (`''`) is not a pattern: the plugin's route itself always matches.
 */
function parseRoutePattern(pattern) {
    if (!pattern.startsWith('/') || pattern === '/') {
        return 'must start with / and name at least one segment';
    }
    const segments = [];
    const names = new Set();
    for (const part of pattern.slice(1).split('/')) {
        const param = PARAM.exec(part);
        if (param) {
            if (names.has(param[1]))
                return `names the parameter "${param[1]}" twice`;
            names.add(param[1]);
            segments.push({ param: param[1] });
        }
        else if (LITERAL.test(part)) {
            segments.push({ literal: part });
        }
        else {
            return part === ''
                ? 'has an empty segment'
                : `has a segment "${part}" that is neither a literal (letters, digits, . _ ~ -) nor a :name parameter`;
        }
    }
    return segments;
}
/**
 * The decoded segments of a path such as `/my-plugin/records/12/` (query and fragment dropped,
 * one trailing slash allowed), or null when it is not a path or has an empty or malformed segment.
 */
function splitPath(path) {
    const bare = path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
    if (!bare.startsWith('/'))
        return null;
    if (bare === '/')
        return [];
    const segments = [];
    for (const part of bare.slice(1).split('/')) {
        if (part === '')
            return null;
        try {
            segments.push(decodeURIComponent(part));
        }
        catch (_a) {
            return null; // a malformed escape such as %E0%A4%A is no route of ours
        }
    }
    return segments;
}
/** The parameters when `segments` fit `pattern` exactly, otherwise null. */
function matchSegments(pattern, segments) {
    if (pattern.length !== segments.length)
        return null;
    const params = {};
    for (let i = 0; i < pattern.length; i++) {
        const segment = pattern[i];
        if ('param' in segment) {
            // defineProperty, so a parameter named __proto__ stays a plain own value.
            Object.defineProperty(params, segment.param, { value: segments[i], enumerable: true });
        }
        else if (segment.literal !== segments[i]) {
            return null;
        }
    }
    return params;
}

;// ./src/frame/location.ts
/**
 * The host page's address inside the frame: `$location` reads the `location` of the context (kept
 * current by `locationChange`), and its setters move the page over PostRPC (`location`), never
 * the frame. `$routeParams` is what ngRoute gave a v1 plugin on the page: the page's path
 * parameters, the query, and the parameters of the interface's `routes` matched on the sub-path.
 */

/**
 * The parameters of a routed interface for a sub-path: `{}` for the plugin's page itself, the
 * first of its `routes` that fits otherwise, null when none does. Pure.
 */
function interfaceRouteParams(iface, segments) {
    if (segments.length === 0)
        return {};
    for (const route of iface.routes || []) {
        const pattern = parseRoutePattern(route);
        if (typeof pattern === 'string')
            continue;
        const params = matchSegments(pattern, segments);
        if (params)
            return params;
    }
    return null;
}
/**
 * `$routeParams` as the page's ngRoute gave it: the page route's path parameters (`workspace_id`,
 * `form_id`; not the host's `plugin_route`, which no v1 route had) over the query, the
 * sub-route's over both. Pure.
 */
function frameRouteParams(location, routeParams) {
    const pathParams = Object.assign({}, (location.pathParams || {}));
    delete pathParams.plugin_route;
    return Object.assign(Object.assign(Object.assign({}, (location.searchParams || {})), pathParams), (routeParams || {}));
}
function searchString(search) {
    const parts = [];
    Object.keys(search).forEach((key) => {
        const value = search[key];
        if (value === undefined || value === null || value === false)
            return;
        const values = Array.isArray(value) ? value : [value];
        values.forEach((item) => parts.push(item === true ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`));
    });
    return parts.length ? '?' + parts.join('&') : '';
}
function paramsOf(search) {
    const params = {};
    search.forEach((value, key) => { params[key] = value; });
    return params;
}
/** `$location.url()` of a location: path, query and hash. Pure. */
function urlOf(location) {
    return (location.pathname || '/') + searchString(location.searchParams || {}) + (location.hash ? '#' + location.hash : '');
}
/** The page's absolute address (`href`), rebuilt after a local change. Pure. */
function absUrlOf(location) {
    let origin = '';
    try {
        if (location.href)
            origin = new URL(location.href).origin;
    }
    catch (_a) {
        origin = '';
    }
    if (!origin && location.protocol && location.host) {
        const protocol = String(location.protocol).replace(/:$/, '');
        const host = String(location.host);
        const port = location.port && !host.includes(':') && String(location.port) !== '80' && String(location.port) !== '443' ? ':' + location.port : '';
        origin = `${protocol}://${host}${port}`;
    }
    return origin + urlOf(location);
}
/**
 * The `$location` of the frame. Reads come from `current()`; a setter changes the local copy at
 * once (so the next read sees it, and `$locationChange*` fire through `changed`) and asks the
 * host to move the page (`move`), to `hostPath(path)` (place.ts, `hostPathFor`).
 */
function locationFacade(current, change, move, hostPath = (pathname) => pathname) {
    const facade = {};
    const set = (next, moves) => {
        change(next);
        move(moves);
        return facade;
    };
    // a path is the page's as the host has it (a v1 address of the plugin's own page: the host's form of it)
    const navigateTo = (given) => {
        const next = Object.assign(Object.assign({}, given), { pathname: hostPath(given.pathname || '/') });
        return set(next, [{ method: 'navigate', args: [urlOf(next).replace(/^\/+/, '')] }]);
    };
    Object.assign(facade, {
        absUrl: () => absUrlOf(current()),
        protocol: () => String(current().protocol || '').replace(/:$/, ''),
        host: () => String(current().host || '').replace(/:\d+$/, ''),
        port: () => Number(current().port) || Number((/:(\d+)$/.exec(String(current().host || '')) || [])[1]) || null,
        state: () => null,
        replace: () => facade,
        url(url) {
            if (url === undefined)
                return urlOf(current());
            const parsed = new URL(url, 'http://frame.invalid');
            return navigateTo(Object.assign(Object.assign({}, current()), { pathname: parsed.pathname, searchParams: paramsOf(parsed.searchParams), hash: parsed.hash.replace(/^#/, '') }));
        },
        path(path) {
            if (path === undefined)
                return current().pathname || '/';
            return navigateTo(Object.assign(Object.assign({}, current()), { pathname: '/' + String(path).replace(/^\/+/, '') }));
        },
        hash(hash) {
            if (hash === undefined)
                return current().hash || '';
            const value = hash === null ? '' : String(hash);
            return set(Object.assign(Object.assign({}, current()), { hash: value }), [{ method: 'hash', args: [value] }]);
        },
        search(search, value) {
            const now = current().searchParams || {};
            if (search === undefined)
                return Object.assign({}, now);
            if (typeof search === 'string' && arguments.length < 2) {
                return facade.url(`${current().pathname || '/'}?${search.replace(/^\?/, '')}`);
            }
            const next = typeof search === 'string' ? Object.assign(Object.assign({}, now), { [search]: value }) : Object.assign({}, search);
            const keys = Array.from(new Set(Object.keys(now).concat(Object.keys(next))));
            const moves = [];
            keys.forEach((key) => {
                const after = next[key];
                if (after === undefined || after === null || after === false) {
                    delete next[key];
                    if (now[key] !== undefined)
                        moves.push({ method: 'searchParams', args: [key, null] });
                }
                else if (String(after) !== String(now[key])) {
                    moves.push({ method: 'searchParams', args: [key, String(after)] });
                }
            });
            return set(Object.assign(Object.assign({}, current()), { searchParams: next }), moves);
        }
    });
    return facade;
}

;// ./src/host/early-route-params.ts
/**
 * The `$routeParams` ngRoute commits for `path` and `search`: the first route (in definition
 * order) whose pattern fits gives its path parameters over the search values; no route fitting,
 * nothing (the otherwise route's), or null without an otherwise route (ngRoute changes nothing
 * then). Null for a route that redirects (its parameters are the next route's). Pure.
 */
function routeParamsFor(routes, path, search) {
    for (const key of Object.keys(routes)) {
        const route = routes[key];
        const match = route && route.regexp instanceof RegExp ? route.regexp.exec(path) : null;
        if (!match)
            continue;
        if (route.redirectTo !== undefined)
            return null;
        const params = Object.assign({}, search);
        const names = route.keys || [];
        for (let index = 1; index < match.length; index += 1) {
            const name = names[index - 1] && names[index - 1].name;
            if (name && match[index])
                params[name] = match[index];
        }
        return params;
    }
    // ngRoute's otherwise route (its key is 'null') has no parameters; without one, ngRoute leaves $routeParams as it is
    return Object.prototype.hasOwnProperty.call(routes, 'null') ? {} : null;
}
/**
 * Before a plugin controller runs: when ngRoute has not yet committed the route the address shows
 * (a page opened cold, `/workspaces/1/data/2?record=2.41`, mounts the overlay's interfaces in the
 * first digest, while ngRoute resolves its route asynchronously), `$routeParams` gets now what
 * ngRoute will give it then, so the controller reads `$routeParams.record` as it does when the
 * record is opened from the grid. A host without ngRoute, or with its route committed, is left as it is.
 */
function settleRouteParams($injector) {
    if (!$injector.has('$route') || !$injector.has('$routeParams'))
        return;
    const $route = $injector.get('$route');
    if (!$route.routes || ($route.current && $route.current.locals))
        return;
    const $location = $injector.get('$location');
    const params = routeParamsFor($route.routes, $location.path(), $location.search());
    if (!params)
        return;
    const $routeParams = $injector.get('$routeParams');
    Object.keys($routeParams).forEach((key) => { delete $routeParams[key]; });
    Object.assign($routeParams, params);
}

;// ./src/host/interface-mount.ts



/**
 * Mounts one interface the way ng-include plus ng-controller would: a wrapper element holding its
 * template (an id in $templateCache), its controller instantiated on a new child scope, then the
 * template linked to that scope. Templates are only looked up, never fetched: a template id is not
 * a URL. Anything that goes wrong goes to $exceptionHandler, nothing is left behind, and null is
 * returned, so the other interfaces still mount.
 */
function mountInterface(services, parentScope, iface, options) {
    const { $controller, $compile, $templateCache, $exceptionHandler } = services;
    let template = $templateCache.get(iface.template);
    if (Array.isArray(template))
        template = template[1]; // an $http response cached there
    if (typeof template !== 'string') {
        $exceptionHandler(new ZnError(options.service, 'template-not-found', `template "${iface.template}" of plugin "${iface.namespace}" is not in ` +
            `$templateCache; expected <script type="text/ng-template" id="${iface.template}"> in the page or $templateCache.put('${iface.template}', html)`));
        return null;
    }
    const scope = parentScope.$new();
    // Zengine's page gave every interface its plugin's namespace as $scope.pluginName (its docs build
    // service URLs with it; zengine-migrator rewrote it to plugin.namespace).
    scope.pluginName = iface.namespace;
    const element = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element('<div class="zn-plugin-interface"></div>');
    // The plugin's CSS is scoped to this attribute (src/core/css-scope.ts).
    element.attr('data-zn-plugin', iface.namespace);
    element.attr('data-zn-plugin-type', iface.type);
    const destroy = () => {
        scope.$destroy();
        element.remove();
    };
    try {
        element.html(template);
        options.place(element);
        settleRouteParams(services.$injector);
        const controller = $controller(iface.controller, Object.assign(Object.assign({}, options.locals), { $scope: scope, $element: element }));
        element.data('$ngControllerController', controller);
        $compile(element.contents())(scope);
        if (options.heading) {
            element.prepend(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element('<h1 class="zn-plugin-page-title"></h1>').text(options.heading));
        }
    }
    catch (error) {
        destroy();
        $exceptionHandler(error, `${options.service}: mounting the ${iface.type} interface of plugin "${iface.namespace}" ` +
            `(controller "${iface.controller}", template "${iface.template}")`);
        return null;
    }
    return { iface, element, destroy };
}
/**
 * The event that mounts a plugin's interfaces again, each with a fresh scope and its controller
 * run again, where they are on the page: `$rootScope.$broadcast(REMOUNT_EVENT, namespace)`. The
 * workbench sends it after putting a plugin's edited templates into $templateCache
 * (workbench/host/reload.js), so a template edit shows without a page reload.
 */
const REMOUNT_EVENT = 'zn-plugin-remount';
/**
 * On each REMOUNT_EVENT heard by `scope`: the interfaces of that plugin in `mounted` are destroyed
 * and taken out, then `render` mounts them anew.
 */
function remountOn(scope, mounted, render) {
    scope.$on(REMOUNT_EVENT, (_event, namespace) => {
        mounted.forEach((item, iface) => {
            if (iface.namespace !== namespace)
                return;
            item === null || item === void 0 ? void 0 : item.destroy();
            mounted.delete(iface);
        });
        render();
    });
}
/**
 * Runs `teardown` once, when the directive's scope is destroyed or its element removed (a host
 * may do either first). Returns a check of whether that has happened, for late callbacks.
 */
function tearDownOnce(scope, element, teardown) {
    let gone = false;
    const run = () => {
        if (gone)
            return;
        gone = true;
        teardown();
    };
    scope.$on('$destroy', run);
    element.on('$destroy', run);
    return () => gone;
}
/**
 * Mounts the interfaces of `wanted` (already in registry order) that are not in `mounted` yet, each
 * placed before the next interface already on the page, so the page keeps the registry's order
 * however late a plugin registers. `mount` gets a `place` function that puts its element there;
 * `nodeOf` says which node of a mounted item sits in `container`. Failed mounts are kept as null,
 * so they are not retried.
 */
function mountInRegistryOrder(wanted, mounted, container, nodeOf, mount) {
    wanted.forEach((iface, index) => {
        if (mounted.has(iface))
            return;
        const next = wanted.slice(index + 1).map((later) => mounted.get(later)).find((item) => !!item);
        mounted.set(iface, mount(iface, (element) => {
            const before = next === undefined ? null : nodeOf(next);
            if (before && before.parentNode === container[0])
                container[0].insertBefore(element[0], before);
            else
                container.append(element);
        }));
    });
}

;// ./src/frame/modal-child.ts
/**
 * A modal child frame (`pluginView.type` `modal`) of a shipped v1 plugin draws the znModal dialog
 * its opener asked for (`seedData.znModal`): title, template compiled against the scope's data
 * (with `setBtnAction` and `setBtnDisabled`), the buttons. A press goes to the opener, which runs
 * the button's action and closes the child; ESC (the host's `esc` event, or the key in the
 * frame) closes it unless `closeButton` is false.
 */


const CHROME = '<div class="zn-frame-modal modal-content">' +
    '<div class="modal-header"><h4 class="modal-title"></h4></div>' +
    '<div class="modal-body"></div>' +
    '<div class="modal-footer" ng-if="btns.length"><button type="button" class="btn" ng-repeat="btn in btns" ng-class="buttonClass(btn)" ' +
    'ng-disabled="disabled[btn.name]" ng-click="press(btn.name)">{{btn.name}}</button></div></div>';
/**
 * What a button hands the opener, as data that can cross the frame: Zengine's docs call the
 * wrapper with the dialog's `$scope` (`callback($scope, keepOpen)`), which postMessage cannot
 * clone; a scope goes as its data (modalScopeData), anything else as JSON (functions and AngularJS's
 * `$$` keys left out), null when it cannot be written so.
 */
function crossable(data) {
    if (data === undefined || data === null)
        return null;
    if (typeof data === 'object' && typeof data.$watch === 'function' && typeof data.$new === 'function')
        return modalScopeData(data).data;
    try {
        const text = JSON.stringify(data, (key, item) => (typeof item === 'function' || key.slice(0, 2) === '$$' ? undefined : item));
        return text === undefined ? null : JSON.parse(text);
    }
    catch (_a) {
        return null;
    }
}
/** Draws the dialog of `seed` into `root`; returns the content scope (for specs). */
function renderModalChild(deps, root, seed) {
    const { client, $rootScope, $compile } = deps;
    const actions = {};
    const send = (name, data, keepOpen) => {
        client.call('childToParent', { key: MODAL_BUTTON_KEY, payload: { name, data: crossable(data), keepOpen: keepOpen === true } }, { service: 'znModal' })
            .catch(deps.report);
    };
    const chrome = $rootScope.$new(true);
    chrome.btns = seed.btns || [];
    chrome.disabled = {};
    chrome.buttonClass = (button) => (button.success ? 'btn-success' : button.danger ? 'btn-danger' : button.primary ? 'btn-primary' : 'btn-default');
    chrome.press = (name) => {
        const onClick = actions[name];
        if (!onClick)
            return send(name);
        try {
            onClick((data, keepOpen) => send(name, data, keepOpen));
        }
        catch (error) {
            deps.report(error);
        }
    };
    const content = $rootScope.$new(true);
    Object.assign(content, seed.data || {});
    content.setBtnAction = (name, onClick) => { actions[name] = onClick; };
    content.setBtnDisabled = (name, disabled) => { chrome.disabled[name] = disabled !== false; };
    const element = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element(CHROME);
    if (seed.classes)
        element.addClass(seed.classes);
    element.find('h4').text(seed.title || '');
    root.append(element);
    $compile(element)(chrome);
    const body = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element(element[0].querySelector('.modal-body'));
    body.html(seed.template || '');
    $compile(body.contents())(content);
    const dismiss = () => {
        if (seed.closeButton === false)
            return;
        client.call('close', { key: 'close', payload: {} }, { service: 'znModal' }).catch(deps.report);
    };
    const stops = [client.subscribe('esc', dismiss), deps.onEscKey(dismiss)];
    content.$on('$destroy', () => stops.forEach((stop) => stop()));
    return content;
}

;// ./src/frame/place.ts
/**
 * Where the page is, for the plugin of a frame, as Zengine's v2 host says it: `location.pathParams`
 * is `{ workspace_id, form_id (the data page), plugin_route: '<namespace>/<sub-path>' }` on the
 * plugin's pages, `/workspaces/<id>/plugins/<namespace>[/sub]` and
 * `/workspaces/<id>/admin/plugins/<namespace>[/sub]` (legacy-plugin-wrapper matched its
 * interface's `routes` on `plugin_route`). A host that gives no `plugin_route` is read from the
 * path, in that form or in the v1 page's (`/workspaces/<id>/plugin/<route>[/sub]`). Pure.
 */

/** Whether a segment of the page's address names the plugin: its namespace, or its v1 route (case aside). */
function namesPlugin(segment, plugin) {
    const wanted = segment.toLowerCase();
    const route = (plugin.route || '').replace(/^\/+/, '').toLowerCase();
    return wanted === plugin.namespace.toLowerCase() || (route !== '' && wanted === route);
}
const PLUGIN_PAGE = /^\/workspaces\/[^/?#]+\/(admin\/)?plugins?\/([^/?#]+)(\/[^?#]*)?$/;
/** The plugin's page the page is at, or null when it is at another page (another plugin's, the data page...). */
function pluginPlaceOf(location, plugin) {
    const pathname = location.pathname || '';
    const admin = /^\/workspaces\/[^/]+\/admin\//.test(pathname);
    const route = location.pathParams && location.pathParams.plugin_route;
    if (typeof route === 'string' && route.replace(/^\/+/, '') !== '') {
        const segments = splitPath('/' + route.replace(/^\/+/, ''));
        if (!segments || !segments.length || !namesPlugin(segments[0], plugin))
            return null;
        return { kind: admin ? 'settings' : 'fullPage', segments: segments.slice(1) };
    }
    const match = PLUGIN_PAGE.exec(pathname);
    if (!match)
        return null;
    const segments = splitPath('/' + match[2] + (match[3] || ''));
    if (!segments || !namesPlugin(segments[0], plugin))
        return null;
    return { kind: match[1] ? 'settings' : 'fullPage', segments: segments.slice(1) };
}
const V1_PAGE = /^\/workspaces\/([^/?#]+)\/(admin\/)?plugin\/([^/?#]+)([/?#].*)?$/;
const V1_HOST = /^\/workspaces\/[^/]+\/(admin\/)?plugin\//;
/**
 * The address to move the page to for `path`: a v1 address of the plugin's own pages, as v1 code
 * wrote it (`/workspaces/1/plugin/<route>/12`), becomes the v2 host's
 * (`/workspaces/1/plugins/<namespace>/12`), unless the page shows plugin pages at their v1
 * addresses (the workbench's host page at one now); any other path is kept.
 */
function hostPathFor(path, plugin, location) {
    const match = V1_PAGE.exec(path);
    if (!match || !namesPlugin(match[3], plugin) || V1_HOST.test(location.pathname || ''))
        return path;
    return `/workspaces/${match[1]}/${match[2] || ''}plugins/${plugin.namespace}${match[4] || ''}`;
}
/**
 * The path parameters of `pathname` as Zengine's v2 host names them (`workspace_id`, `form_id` on
 * a data page, `plugin_route` on a page of the plugin's, its namespace first), for the frame's own
 * copy of the address between a move it asked for and the host's `locationChange`.
 */
function pathParamsOf(pathname, plugin) {
    const params = {};
    const workspace = /^\/workspaces\/([^/?#]+)/.exec(pathname);
    if (workspace)
        params.workspace_id = workspace[1];
    const data = /^\/workspaces\/[^/]+\/data\/([^/?#]+)/.exec(pathname);
    if (data)
        params.form_id = data[1];
    const page = PLUGIN_PAGE.exec(pathname);
    if (page)
        params.plugin_route = (namesPlugin(page[2], plugin) ? plugin.namespace : page[2]) + (page[3] || '').replace(/\/$/, '');
    return params;
}

;// ./src/frame/mount-view.ts





const SERVICE = 'znPluginFrame';
const PAGE_VIEWS = ['fullPage', 'settings'];
function headingOf(plugin) {
    var _a;
    if (plugin.pageTitle === false)
        return undefined;
    return (_a = plugin.pageTitle) !== null && _a !== void 0 ? _a : plugin.title;
}
/** Draws the dialog of a modal child, or mounts the interface of any other view. */
function showView($injector, run, view, hostScope, rootElement, setRouteParams, warn) {
    const { client, context, stops } = run;
    const $rootScope = $injector.get('$rootScope');
    const report = (error) => $injector.get('$exceptionHandler')(error);
    if (view.type !== 'modal' && view.type !== 'dropdown') {
        stops.push(mountView($injector, run, view, hostScope, rootElement, setRouteParams, warn));
        return;
    }
    const seed = context.seedData && context.seedData[MODAL_SEED_KEY];
    if (!seed || typeof seed !== 'object') {
        warn(`${SERVICE}: this ${view.type} frame has no znModal dialog in its seedData; a shipped v1 plugin opens children only through znModal`);
        return;
    }
    const escKey = (listener) => {
        const onKey = (event) => { if (event.key === 'Escape' || event.key === 'Esc')
            $rootScope.$apply(listener); };
        run.win.document.addEventListener('keydown', onKey);
        return () => run.win.document.removeEventListener('keydown', onKey);
    };
    // the plugin's CSS, scoped to its elements as on the page, applies in the dialog too
    const namespace = context.plugin && context.plugin.namespace;
    if (typeof namespace === 'string')
        rootElement.attr('data-zn-plugin', namespace);
    renderModalChild({ client, $rootScope, $compile: $injector.get('$compile'), report, onEscKey: escKey }, rootElement, seed);
}
/**
 * The parameters of `iface`'s routes at `place`. A page interface: its own routes, null when none
 * fits. Another (inline, recordOverlay) on one of the plugin's pages: its own routes, as
 * legacy-plugin-wrapper matched them, else that page's interface's, as ngRoute gave every
 * interface of the v1 page; `{}` when none fits, elsewhere too.
 */
function routeParamsAt(plugin, iface, place) {
    if (PAGE_VIEWS.indexOf(iface.type) !== -1)
        return interfaceRouteParams(iface, place && place.kind === iface.type ? place.segments : []);
    if (!place)
        return {};
    const page = plugin.interfaces.find((candidate) => candidate.type === place.kind);
    return interfaceRouteParams(iface, place.segments) || (page && interfaceRouteParams(page, place.segments)) || {};
}
/** Mounts the interface of the plugin for `view`, again when the sub-route's parameters change; returns the stop function. */
function mountView($injector, run, view, hostScope, rootElement, setRouteParams, warn) {
    const registry = $injector.get('znPluginRegistry');
    const services = {
        $controller: $injector.get('$controller'), $compile: $injector.get('$compile'), $templateCache: $injector.get('$templateCache'),
        $exceptionHandler: $injector.get('$exceptionHandler'), $injector
    };
    const page = PAGE_VIEWS.indexOf(view.type) !== -1;
    let mounted = null;
    let mountedKey = '';
    const pick = (plugin, place) => {
        // inline: the interface at the view's location; a host that names no (known) location gets the first inline one
        const iface = plugin.interfaces.find((candidate) => candidate.type === view.type && (view.type !== 'inline' || candidate.location === view.location)) ||
            (view.type === 'inline' ? plugin.interfaces.find((candidate) => candidate.type === 'inline') : undefined);
        if (!iface) {
            warn(`${SERVICE}: plugin "${plugin.namespace}" registers no ${view.type} interface${view.location ? ' at ' + view.location : ''}, which this frame shows`);
            return null;
        }
        const params = routeParamsAt(plugin, iface, place);
        if (!params) {
            const segments = place && place.kind === iface.type ? place.segments : [];
            warn(`${SERVICE}: no route of the ${view.type} interface of "${plugin.namespace}" fits /${segments.join('/')}; expected one of ${iface.routes.join(', ') || '(none)'}`);
            return null;
        }
        return { iface, params };
    };
    const render = () => {
        const plugin = run.plugin();
        if (!plugin)
            return;
        const place = pluginPlaceOf(run.state.location, run.framePlugin());
        // the page is leaving the plugin's page (a link, $location.path): the frame goes with it, unchanged meanwhile
        if (mounted && page && (!place || place.kind !== view.type))
            return;
        const picked = pick(plugin, place);
        // a page interface mounts again for new parameters; the others stay, their $routeParams follow
        const key = picked ? picked.iface.controller + '|' + picked.iface.template + (page ? '|' + JSON.stringify(picked.params) : '') : '';
        run.state.routeParams = picked ? picked.params : null;
        setRouteParams();
        if (key === mountedKey && (mounted || !picked))
            return;
        if (mounted)
            mounted.destroy();
        mounted = null;
        mountedKey = key;
        if (!picked)
            return;
        const locals = view.type === 'recordOverlay' ? { znPluginRecord: run.context.record } : { znPluginRouteParams: picked.params };
        mounted = mountInterface(services, hostScope, picked.iface, {
            service: SERVICE, locals,
            heading: page ? headingOf(plugin) : undefined,
            place: (element) => rootElement.append(element)
        });
    };
    if (!run.plugin())
        warn(`${SERVICE}: no plugin registered in this frame; expected plugin.js to call plugin.register(...) before zn-plugin-frame.js runs`);
    render();
    // A new address: a new sub-route remounts; the same one (a new query) keeps the interface and,
    // as ngRoute did with reloadOnSearch false, broadcasts $routeUpdate (ngRoute's own when it runs
    // here with a current route). $route.reload() remounts.
    const stopRemount = hostScope.$root.$on('zn-frame-remount', () => {
        const before = mounted;
        render();
        if (mounted && mounted === before && page && !run.ngRouteCurrent())
            hostScope.$root.$broadcast('$routeUpdate');
    });
    const stopReload = hostScope.$root.$on('zn-frame-reload', () => {
        mountedKey = '';
        if (mounted)
            mounted.destroy();
        mounted = null;
        render();
    });
    const stopRegister = registry.onRegister(() => { if (!mounted)
        render(); });
    return () => {
        stopRemount();
        stopReload();
        stopRegister();
        if (mounted)
            mounted.destroy();
    };
}

;// ./src/frame/page.ts
/** The height the frame needs for its content, in CSS pixels. */
function contentHeight(doc) {
    const body = doc.body;
    if (!body)
        return 0;
    const view = doc.defaultView;
    const style = view ? view.getComputedStyle(body) : null;
    const margins = style ? (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0) : 0;
    return Math.ceil(body.getBoundingClientRect().height + margins);
}
/**
 * Asks the host for the content's height whenever it changes (ResizeObserver on the body, and
 * DOM changes); returns the stop function.
 */
function followContentSize(doc, client, report) {
    let last = -1;
    let failed = false;
    const measure = () => {
        const height = contentHeight(doc);
        if (height === last || failed)
            return;
        last = height;
        client.call('resize', { dimensions: { height } }, { service: 'znPluginFrame' }).catch((error) => {
            failed = true;
            report(error);
        });
    };
    const view = doc.defaultView;
    const stops = [];
    if (view && typeof view.ResizeObserver === 'function' && doc.body) {
        const observer = new view.ResizeObserver(measure);
        observer.observe(doc.body);
        stops.push(() => observer.disconnect());
    }
    if (view && typeof view.MutationObserver === 'function' && doc.body) {
        const mutations = new view.MutationObserver(measure);
        mutations.observe(doc.body, { childList: true, subtree: true, attributes: true, characterData: true });
        stops.push(() => mutations.disconnect());
    }
    measure();
    return () => stops.forEach((stop) => stop());
}
/**
 * The page path a link of the frame means, or null for a link that stays as it is: a path of the
 * app (`/workspaces/1/data`, `#/workspaces/1/data`), not another host, not a file of the plugin's
 * own app (`.html`, `.js`...), not `#`. Pure.
 */
function pagePathOfLink(href, frameOrigin) {
    if (!href || href === '#' || /^(javascript|mailto|tel|data|blob):/i.test(href))
        return null;
    let path = href;
    if (path.startsWith('#/'))
        path = path.slice(1);
    else if (path.startsWith('#'))
        return null;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
        let url;
        try {
            url = new URL(path);
        }
        catch (_a) {
            return null;
        }
        if (url.origin !== frameOrigin)
            return null;
        path = url.pathname + url.search + url.hash;
    }
    if (!path.startsWith('/') || path.startsWith('//'))
        return null;
    if (/\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0]))
        return null;
    return path;
}
/**
 * Clicks on links to the app's pages move the page (`location` navigate), not the frame. The
 * document hears the click first (capture), since the plugin's own handlers may stop it on its
 * way up (`<div ng-click="$event.stopPropagation()">` around a link): the frame's navigation is
 * cancelled at once, and the page moves once the click is handled, unless a handler of the
 * plugin's prevented it (`ng-click="go(); $event.preventDefault()"`).
 */
function routeLinksToPage(doc, frameOrigin, navigate) {
    const later = (run) => (doc.defaultView || window).setTimeout(run, 0);
    const onClick = (event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
            return;
        let node = event.target;
        while (node && node.nodeName !== 'A')
            node = node.parentElement;
        if (!node)
            return;
        const target = node.getAttribute('target');
        if (target && target !== '_self')
            return;
        const path = pagePathOfLink(node.getAttribute('href'), frameOrigin);
        if (!path)
            return;
        const cancel = event.preventDefault;
        let prevented = false;
        event.preventDefault = function () {
            prevented = true;
            cancel.call(event);
        };
        cancel.call(event);
        later(() => { if (!prevented)
            navigate(path); });
    };
    doc.addEventListener('click', onClick, true);
    return () => doc.removeEventListener('click', onClick, true);
}
const SIDES = ['top', 'bottom', 'left', 'right'];
/** The link function `zn-tooltip` gets in the frame: the page draws the tooltip beside the element. */
function tooltipOverRpc(client, report) {
    return function link(scope, element, attrs) {
        let shown = false;
        const show = () => {
            const message = String(attrs.znTooltip || '');
            if (!message)
                return;
            const box = element[0].getBoundingClientRect();
            const side = SIDES.indexOf(attrs.tooltipPlacement) === -1 ? 'top' : attrs.tooltipPlacement;
            shown = true;
            client.call('openTooltip', { options: { top: box.top, left: box.left, bottom: box.bottom, right: box.right, message, side } }, { service: 'zn-tooltip' })
                .catch(report);
        };
        const hide = () => {
            if (!shown)
                return;
            shown = false;
            client.call('closeTooltip', undefined, { service: 'zn-tooltip' }).catch(report);
        };
        element.on('mouseenter focus', show);
        element.on('mouseleave blur click', hide);
        scope.$on('$destroy', hide);
    };
}
/**
 * Firebase's client in a frame whose storage the browser denies (third-party storage blocked,
 * as Chromium does for a plugin's origin framed by another site) keeps its settings in memory,
 * takes that as "WebSockets failed before" and starts with long polling. Zengine's Firebase
 * answered long polling; the workbench's databases speak WebSocket only, so the client never
 * connected. Firebase's own switch `Firebase.INTERNAL.forceWebSockets()` makes it start with the
 * WebSocket it ends on anyway. Nothing changes where storage works. True when it switched.
 */
function firebaseOverWebSocket(win) {
    const firebase = win.Firebase;
    const force = firebase && firebase.INTERNAL && firebase.INTERNAL.forceWebSockets;
    if (typeof force !== 'function' || storageWorks(win))
        return false;
    force.call(firebase.INTERNAL);
    return true;
}
function storageWorks(win) {
    try {
        const storage = win.localStorage;
        const key = 'zn-plugin-frame-storage-check';
        storage.setItem(key, '1');
        storage.removeItem(key);
        return true;
    }
    catch (_a) {
        return false;
    }
}
/**
 * jQuery's `.modal()` (Bootstrap's plugin) draws inside the frame: one warning. Without Bootstrap's
 * script (the app does not ship it) `.modal('show'|'hide'|'toggle')` still shows or hides the
 * element, in the frame, instead of throwing.
 */
function warnOnPlainModal(win, warn) {
    const jq = win.jQuery;
    if (!jq || !jq.fn)
        return;
    const message = '$(...).modal(): a plain Bootstrap modal is drawn inside the plugin\'s frame, not over the page (its backdrop covers the frame only); use znModal, which the page draws';
    const original = jq.fn.modal;
    jq.fn.modal = function (...args) {
        warn(message);
        if (typeof original === 'function')
            return original.apply(this, args);
        const action = args[0] === undefined || typeof args[0] === 'object' ? 'show' : args[0];
        this.each((_index, node) => {
            const shown = node.style.display === 'block';
            const show = action === 'show' || (action === 'toggle' && !shown);
            node.style.display = show ? 'block' : 'none';
            node.classList.toggle('in', show);
        });
        return this;
    };
}
/** Every `<script type="text/ng-template">` of the page in $templateCache, wherever it is (in the root or not). */
function cacheTemplates(doc, $templateCache) {
    Array.from(doc.querySelectorAll('script[type="text/ng-template"]')).forEach((script) => {
        const id = script.getAttribute('id');
        if (id && $templateCache.get(id) === undefined)
            $templateCache.put(id, script.textContent || '');
    });
}

;// ./src/frame/decorators.ts

/** `zn-tooltip` shown by the page (`openTooltip` / `closeTooltip`), not inside the frame. */
function tooltipDecorator(client) {
    function tooltip(directives, $exceptionHandler) {
        const link = tooltipOverRpc(client, (error) => $exceptionHandler(error));
        directives.forEach((directive) => { directive.compile = () => link; directive.link = link; });
        return directives;
    }
    tooltip.$inject = ['$delegate', '$exceptionHandler'];
    return tooltip;
}
/** `$uibModal.open` (and compat's `$modal.open`) still work, with one warning: the modal stays inside the frame. */
function plainModalDecorator(name, warnOnce) {
    function decorate(service, $log) {
        const open = service.open;
        service.open = function (...args) {
            warnOnce($log, `${name}.open: a plain Bootstrap modal is drawn inside the plugin's frame, not over the page (its backdrop covers the frame only); use znModal, which the page draws`);
            return open.apply(this, args);
        };
        return service;
    }
    decorate.$inject = ['$delegate', '$log'];
    return decorate;
}
/** What a v1 plugin used of ngRoute's `$route`: `current.params` and `reload()` (no `routes`: the page's router is the host's). */
function frameRoute($routeParams, $rootScope) {
    return {
        get current() { return { params: $routeParams }; },
        reload: () => { $rootScope.$broadcast('zn-frame-reload'); }
    };
}
frameRoute.$inject = ['$routeParams', '$rootScope'];

;// ./src/frame/routing.ts
/** The ngRoute paths of `plugin`'s pages, in each form of address, and the data pages. Pure. */
function frameRoutePaths(plugin) {
    const paths = [];
    const add = (path, page) => { if (!paths.some((known) => known.path === path))
        paths.push({ path, page }); };
    const route = plugin.route && plugin.route !== '/' ? plugin.route : '';
    plugin.interfaces.forEach((iface) => {
        if (iface.type !== 'fullPage' && iface.type !== 'settings')
            return;
        const admin = iface.type === 'settings' ? '/admin' : '';
        const bases = [`/workspaces/:workspace_id${admin}/plugins/${plugin.namespace}`];
        if (route)
            bases.push(`/workspaces/:workspace_id${admin}/plugin${route}`);
        bases.forEach((base) => {
            add(base, iface.type);
            iface.routes.forEach((sub) => add(base + sub, iface.type));
        });
    });
    add('/workspaces/:workspace_id/data', 'data');
    add('/workspaces/:workspace_id/data/:form_id', 'data');
    return paths;
}
/** Adds the plugin's routes to ngRoute (`reloadOnSearch: false`: a new query is a `$routeUpdate`, as on the v1 page). */
function addFrameRoutes(provider, plugin) {
    frameRoutePaths(plugin).forEach((route) => provider.when(route.path, { reloadOnSearch: false, caseInsensitiveMatch: true, znFramePage: route.page }));
}
/** `$route.reload()` mounts the interface again, as ngRoute's ng-view did on the v1 page. */
function reloadingRoute($delegate, $rootScope) {
    const reload = $delegate.reload;
    $delegate.reload = function () {
        reload.call(this);
        $rootScope.$broadcast('zn-frame-reload');
    };
    return $delegate;
}
reloadingRoute.$inject = ['$delegate', '$rootScope'];

;// ./src/frame/scope-guard.ts
function guardParentScope(scope, warn) {
    if (typeof Proxy !== 'function')
        return scope;
    const proxy = new Proxy(scope, {
        get(target, key, receiver) {
            if (receiver === proxy && typeof key === 'string' && key.charAt(0) !== '$' && !(key in target) && key !== 'then' && key !== 'toJSON') {
                warn(`$scope.$parent.${key}: the page's scopes do not cross the plugin's frame, so a v1 interface's $scope.$parent has only ` +
                    'what the plugin itself put there; read the record, form or workspace from $rootScope (the context), or share data through a service');
            }
            return Reflect.get(target, key, receiver);
        }
    });
    return proxy;
}

;// ./src/frame/window.ts
/**
 * The `$window` plugin code gets in the frame (src/plugin/plugin-window.ts): the frame's own window
 * in everything but its `location`, which is the page's, as it was on Zengine's v1 host, where a
 * plugin ran in the page. Reading `$window.location.pathname` gives the page's path; setting
 * `$window.location.href` (or `assign`, `replace`, `pathname`, `search`, `hash`, `$window.location
 * = url`) moves the page, and `reload()` reloads it, over PostRPC `location`, instead of navigating
 * the plugin's frame away from its app. `window`, `self`, `top` and `parent` are the stand-in again
 * (on the v1 page they were the page). zengine-migrator rewrote `$window` to `znWindow` for
 * legacy-plugin-wrapper; `znWindow` here is the same stand-in, with its `open(url, name, features)`.
 */

function searchOf(location) {
    const url = urlOf(Object.assign(Object.assign({}, location), { pathname: '/', hash: '' }));
    return url.slice(1);
}
/** A `Location`-like object for the page's address (what `$window.location` is in the frame). */
function pageLocation(deps) {
    const url = () => new URL(absUrlOf(deps.current()) || 'http://page.invalid/');
    const go = (target) => {
        const next = new URL(String(target), url().href);
        if (next.origin === url().origin)
            deps.navigate(next.pathname + next.search + next.hash);
        else
            deps.href(next.href);
    };
    const change = (part) => (value) => {
        const next = url();
        next[part] = String(value);
        go(next.href);
    };
    const location = {
        get href() { return url().href; },
        set href(value) { go(value); },
        get origin() { return url().origin; },
        get protocol() { return url().protocol; },
        get host() { return url().host; },
        get hostname() { return url().hostname; },
        get port() { return url().port; },
        get pathname() { return deps.current().pathname || '/'; },
        set pathname(value) { change('pathname')(value); },
        get search() { return searchOf(deps.current()); },
        set search(value) { change('search')(value); },
        get hash() { const hash = deps.current().hash || ''; return hash ? '#' + hash.replace(/^#/, '') : ''; },
        set hash(value) { deps.hash(String(value).replace(/^#/, '')); },
        get ancestorOrigins() { return undefined; },
        assign: (target) => go(target),
        replace: (target) => go(target),
        reload: () => deps.reload(),
        toString: () => url().href
    };
    return location;
}
/**
 * The stand-in for the page's window: `win` itself in everything (its functions called on `win`),
 * but `location`, and `window`/`self`/`top`/`parent`, which are the stand-in. `extra` adds or
 * replaces properties (znWindow's `open`).
 */
function pluginWindow(win, location, extra = {}) {
    if (typeof Proxy !== 'function')
        return win;
    const bound = new Map();
    const SELF = ['window', 'self', 'top', 'parent'];
    const proxy = new Proxy(win, {
        get(target, key) {
            if (key === 'location')
                return location;
            if (typeof key === 'string' && SELF.indexOf(key) !== -1)
                return proxy;
            if (Object.prototype.hasOwnProperty.call(extra, key))
                return extra[key];
            const value = Reflect.get(target, key, target);
            // a method of the window (setTimeout, getComputedStyle, open...) must be called on it;
            // constructors and libraries (Date, Firebase, moment, jQuery) have a prototype and stay as they are
            if (typeof value !== 'function' || Object.prototype.hasOwnProperty.call(value, 'prototype'))
                return value;
            const known = bound.get(key);
            if (known && known.fn === value)
                return known.bound;
            const made = value.bind(target);
            bound.set(key, { fn: value, bound: made });
            return made;
        },
        set(target, key, value) {
            if (key === 'location') {
                location.href = String(value);
                return true;
            }
            return Reflect.set(target, key, value, target);
        }
    });
    return proxy;
}

;// ./src/frame/runtime.ts
/**
 * Starts a v1 plugin shipped as a v2 app inside its frame: PostRPC client to the page, `context`
 * first, then AngularJS bootstrapped on the root with zn.plugin (and compat, extras, ngRoute when
 * loaded) and this file's module, which points the v1 services at the host (see the table in
 * docs/v2.md, "Shipping a v1 plugin as v2"), then the interface of the view the host says
 * (`pluginView`) mounted as the in-page host mounts it (src/host/interface-mount.ts).
 */













const FRAME_MODULE_NAME = 'zn.plugin.frame';
const runtime_SERVICE = 'znPluginFrame';
function hostOrigin(win) {
    const ancestors = win.location && win.location.ancestorOrigins;
    if (ancestors && ancestors.length)
        return ancestors[0];
    try {
        if (win.document.referrer)
            return new URL(win.document.referrer).origin;
    }
    catch (_a) {
        // no usable referrer
    }
    return '*';
}
/**
 * The modules the page gave v1 plugins, each where the app loaded it: the workbench's host page
 * (and Zengine's) started plugins with ngSanitize, ui-sortable and AngularFire beside the SDK, and
 * a plugin's own module may list none of them (frontend-config injects `$firebase` unasked).
 */
const FRAME_PAGE_MODULES = ['ngRoute', 'ngSanitize', 'ngResource', 'ui.sortable', 'firebase', 'zn.plugin.compat', 'zn.plugin.extras'];
function optionalModules(ng, names) {
    return names.filter((name) => {
        try {
            ng.module(name);
            return true;
        }
        catch (_a) {
            return false;
        }
    });
}
/** The page's address from `location`, for a host whose context has none (what it cannot say stays out). */
async function askLocation(client) {
    const keys = ['protocol', 'host', 'port', 'pathname', 'hash', 'href', 'searchParams', 'pathParams'];
    const location = {};
    await Promise.all(keys.map((key) => client.call('location', { method: key, args: [] }, { service: runtime_SERVICE, timeout: 5000 })
        .then((value) => { if (value !== null && value !== undefined)
        location[key] = value; }, () => undefined)));
    return location;
}
/**
 * `plugin.namespace`, the namespace of the frame's plugin: legacy-plugin-wrapper set it, and
 * zengine-migrator rewrote `$scope.pluginName` into it.
 */
function givePluginItsNamespace(win, context) {
    const global = win.plugin;
    const namespace = context.plugin && context.plugin.namespace;
    if (global && typeof global.register === 'function' && global.namespace === undefined && typeof namespace === 'string')
        global.namespace = namespace;
}
/** Starts the runtime: resolves once the interface is mounted (or the dialog drawn). */
async function startFrame(options = {}) {
    const win = options.window || window;
    const doc = win.document;
    const origin = options.origin || hostOrigin(win);
    const client = new RpcClient({ target: options.target || win.parent, listener: options.listener || win, origin, timeout: options.timeout });
    let context;
    try {
        context = (await client.call('context', undefined, { service: runtime_SERVICE })) || {};
    }
    catch (error) {
        client.stop();
        throw error;
    }
    if (!context.location || typeof context.location !== 'object')
        context.location = await askLocation(client);
    givePluginItsNamespace(win, context);
    const root = options.root || doc.querySelector('[zn-frame-root]') || doc.body;
    const stops = [() => client.stop()];
    defineFrameModule(client, context, win, root, stops);
    const ng = (external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default());
    const requires = [...optionalModules(ng, FRAME_PAGE_MODULES), FRAME_MODULE_NAME, ...(options.modules || [])];
    const injector = ng.bootstrap(root, requires);
    return {
        injector, context, client,
        stop: () => {
            stops.splice(0).forEach((stop) => stop());
            injector.get('$rootScope').$destroy();
        }
    };
}
/** The namespace and route of the frame's plugin: the host's namespace, the registration's route. */
function framePluginOf(start) {
    const plugin = start.registered();
    const namespace = start.context.plugin && start.context.plugin.namespace;
    return { namespace: typeof namespace === 'string' && namespace ? namespace : plugin ? plugin.namespace : '', route: plugin && plugin.route };
}
/**
 * The frame's `$location` (location.ts), not a decorator: AngularJS's own $location (reading the
 * frame's address, rewriting its links) never starts.
 */
function frameLocation(start) {
    const { client, state } = start;
    function location($rootScope, $exceptionHandler) {
        const change = (next) => {
            // the frame's copy of the address until the host's locationChange says it
            const moved = next.pathname !== state.location.pathname ? Object.assign(Object.assign({}, next), { pathParams: pathParamsOf(next.pathname || '/', framePluginOf(start)) }) : next;
            $rootScope.$broadcast('zn-frame-location', moved);
        };
        return locationFacade(() => state.location, change, (moves) => {
            moves.forEach((move) => client.call('location', move, { service: '$location' }).catch((error) => $exceptionHandler(error)));
        }, (pathname) => hostPathFor(pathname, framePluginOf(start), state.location));
    }
    location.$inject = ['$rootScope', '$exceptionHandler'];
    return location;
}
/** `$window` of plugin code (and `znWindow`): the frame's window with the page's `location` (window.ts). */
function windowStandIn(start, extra) {
    const { client, state } = start;
    function make($location, $exceptionHandler) {
        const ask = (method, args) => {
            client.call('location', { method, args }, { service: '$window' }).catch((error) => $exceptionHandler(error));
        };
        const page = pageLocation({
            current: () => state.location, navigate: (path) => $location.url(path), hash: (hash) => $location.hash(hash),
            href: (url) => ask('href', [url]), reload: () => ask('reload', [])
        });
        return pluginWindow(start.win, page, extra);
    }
    make.$inject = ['$location', '$exceptionHandler'];
    return make;
}
/** The module that points the v1 services at the host; defined anew for each start. */
function defineFrameModule(client, context, win, root, stops) {
    const start = {
        client, context, win, root, stops, state: { location: context.location || {}, routeParams: null }, once: new Set(),
        frameOrigin: win.location ? win.location.origin : '', routeProvider: null, registered: () => undefined
    };
    const { state } = start;
    const module = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module(FRAME_MODULE_NAME, ['zn.plugin']);
    const warnOnce = ($log, message) => {
        if (start.once.has(message))
            return;
        start.once.add(message);
        $log.warn(message);
    };
    /** A decorator that swaps a dialog service for its PostRPC form (dialogs.ts). */
    const dialogDecorator = (make) => {
        function decorate(_delegate, $q, $rootScope, $exceptionHandler, $templateCache, $log) {
            return make({ client, $q, $rootScope, $exceptionHandler, $templateCache, warn: (message) => warnOnce($log, message) });
        }
        decorate.$inject = ['$delegate', '$q', '$rootScope', '$exceptionHandler', '$templateCache', '$log'];
        return decorate;
    };
    function httpBackend($delegate, znConfig) {
        return httpBackendOverRpc($delegate, {
            client, origin: start.frameOrigin || 'http://frame.invalid', config: () => znConfig.get(), workspaceId: () => (state.location.pathParams || {}).workspace_id
        });
    }
    httpBackend.$inject = ['$delegate', 'znConfig'];
    const open = (url, name, features) => win.open(url, name || undefined, features || undefined);
    const standIn = (extra) => windowStandIn(start, extra);
    function configure($provide, $injector) {
        $provide.decorator('$httpBackend', httpBackend);
        $provide.decorator('znMessage', dialogDecorator(frameMessage));
        $provide.decorator('znConfirm', dialogDecorator(frameConfirm));
        $provide.decorator('znModal', dialogDecorator(frameModal));
        $provide.decorator('znFiltersPanel', dialogDecorator(frameFiltersPanel));
        $provide.factory('$location', frameLocation(start));
        if ($injector.has(PLUGIN_WINDOW + 'Provider'))
            $provide.factory(PLUGIN_WINDOW, standIn({}));
        // zengine-migrator rewrote `$window` to `znWindow`: the same stand-in, with znWindow's open()
        $provide.factory('znWindow', standIn({ open }));
        if ($injector.has('znTooltipDirective'))
            $provide.decorator('znTooltipDirective', tooltipDecorator(client));
        ['$uibModal', '$modal'].forEach((name) => {
            if ($injector.has(name + 'Provider'))
                $provide.decorator(name, plainModalDecorator(name, warnOnce));
        });
        if ($injector.has('$routeProvider')) {
            // ngRoute runs on the page's address (routing.ts); its routes are added once the plugin is known
            start.routeProvider = $injector.get('$routeProvider');
            $provide.decorator('$route', reloadingRoute);
        }
        else {
            // without angular-route: the parameters a v1 plugin reads are the page's (location.ts), kept here
            $provide.value('$routeParams', {});
            $provide.factory('$route', frameRoute);
        }
    }
    configure.$inject = ['$provide', '$injector'];
    function run($injector) {
        runFrame($injector, start);
    }
    run.$inject = ['$injector'];
    module.config(configure);
    module.run(run);
}
/** The workspace the frame shows: the context's workspace, else the page's path parameter. */
function workspaceIdOf(context, location) {
    const workspace = context.workspace;
    const id = Number(workspace && workspace.id !== undefined ? workspace.id : (location.pathParams || {}).workspace_id);
    return id > 0 && Math.floor(id) === id ? id : undefined;
}
/** The registered plugin of the frame: the one of the host's namespace (case aside), else the only one. */
function registeredOf(registry, namespace) {
    const plugins = registry.plugins();
    return plugins.find((p) => p.namespace === namespace) ||
        plugins.find((p) => typeof namespace === 'string' && p.namespace.toLowerCase() === namespace.toLowerCase()) || plugins[0];
}
/** After bootstrap: $rootScope from the context, host events, the interface (or the dialog) mounted. */
function runFrame($injector, start) {
    const { client, context, state, stops } = start;
    const $rootScope = $injector.get('$rootScope');
    const $exceptionHandler = $injector.get('$exceptionHandler');
    const $log = $injector.get('$log');
    const warn = (message) => { if (!start.once.has(message)) {
        start.once.add(message);
        $log.warn(message);
    } };
    const report = (error) => $exceptionHandler(error);
    const registry = $injector.get('znPluginRegistry');
    start.registered = () => registeredOf(registry, context.plugin && context.plugin.namespace);
    Object.keys(context).forEach((key) => { $rootScope[key] = context[key]; });
    const view = context.pluginView || { type: 'fullPage' };
    const rootElement = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element(start.root);
    const pageScope = $rootScope.$new();
    // The v1 page put `workspaceId` (a number) and `pluginName` (the namespace) on the scope above every plugin page and location.
    const workspaceId = workspaceIdOf(context, state.location);
    if (workspaceId !== undefined)
        pageScope.workspaceId = workspaceId;
    const namespace = framePluginOf(start).namespace;
    if (namespace)
        pageScope.pluginName = namespace;
    const hostScope = guardParentScope(pageScope, warn);
    const ngRoute = startNgRoute($injector, start);
    const setRouteParams = () => {
        const params = $injector.get('$routeParams');
        Object.keys(params).forEach((key) => { delete params[key]; });
        Object.assign(params, frameRouteParams(state.location, state.routeParams));
    };
    const viewRun = {
        client, context, win: start.win, state, stops, plugin: start.registered, framePlugin: () => framePluginOf(start),
        ngRouteCurrent: () => !!ngRoute && !!ngRoute.current
    };
    const show = () => {
        // after bootstrap has compiled the root (its template scripts are in $templateCache then)
        cacheTemplates(start.win.document, $injector.get('$templateCache'));
        showView($injector, viewRun, view, hostScope, rootElement, setRouteParams, warn);
    };
    setRouteParams();
    const here = absUrlOf(state.location);
    const firstLocation = () => {
        // as AngularJS's own $location does when an app starts: the address, as both new and old
        $rootScope.$broadcast('$locationChangeStart', here, here, null, null);
        $rootScope.$broadcast('$locationChangeSuccess', here, here, null, null);
    };
    if (ngRoute) {
        // ngRoute's first route first, then the interface, as ng-view made the v1 page's controller after it
        firstLocation();
        if (ngRoute.current) {
            const stopWaiting = [];
            const shown = () => {
                stopWaiting.splice(0).forEach((stop) => stop());
                // after the broadcast: the interface's own listeners do not hear the route it starts on
                $rootScope.$evalAsync(show);
            };
            stopWaiting.push($rootScope.$on('$routeChangeSuccess', shown), $rootScope.$on('$routeChangeError', shown));
        }
        else {
            $rootScope.$evalAsync(show);
        }
    }
    else {
        $rootScope.$evalAsync(show);
        $rootScope.$evalAsync(firstLocation);
    }
    followLocation($injector, start, setRouteParams);
    // Every host event reaches $on (znPluginEvents, $rootScope), each listener of it.
    stops.push(client.onEvent((payload, name) => $rootScope.$apply(() => { $rootScope.$broadcast(name, payload); })));
    stops.push(routeLinksToPage(start.win.document, start.frameOrigin, (path) => {
        const moved = hostPathFor(path, framePluginOf(start), state.location);
        client.call('location', { method: 'navigate', args: [moved.replace(/^\/+/, '')] }, { service: runtime_SERVICE }).catch(report);
    }));
    if (view.type !== 'fullPage' && view.type !== 'settings' && view.type !== 'recordOverlay') {
        stops.push(followContentSize(start.win.document, client, report));
    }
    // A frame that unloads (reloads itself, navigates to its own page) tells the host first, as
    // Zengine's SDK and legacy-plugin-wrapper did, so the host answers the page that comes next.
    const unloading = () => { client.call('reloadFrames', undefined, { service: runtime_SERVICE, timeout: 0 }).catch(() => undefined); };
    start.win.addEventListener('beforeunload', unloading);
    stops.push(() => start.win.removeEventListener('beforeunload', unloading));
    warnOnPlainModal(start.win, warn);
    firebaseOverWebSocket(start.win);
}
/** ngRoute's $route with the plugin's routes added, when the app loads angular-route; else null. */
function startNgRoute($injector, start) {
    if (!start.routeProvider)
        return null;
    const plugin = start.registered();
    if (plugin)
        addFrameRoutes(start.routeProvider, plugin);
    return $injector.get('$route');
}
/** The page's address followed: locationChange from the host, and the frame's own moves ($location). */
function followLocation($injector, start, setRouteParams) {
    const { client, context, state, stops } = start;
    const $rootScope = $injector.get('$rootScope');
    const changeLocation = (next) => {
        const oldUrl = absUrlOf(state.location);
        const newUrl = absUrlOf(next);
        state.location = next;
        context.location = next;
        $rootScope.location = next;
        if (oldUrl === newUrl)
            return;
        $rootScope.$broadcast('$locationChangeStart', newUrl, oldUrl, null, null);
        setRouteParams();
        $rootScope.$broadcast('$locationChangeSuccess', newUrl, oldUrl, null, null);
        // after ngRoute (when it runs here) has taken the new route, as ng-view did
        $rootScope.$broadcast('zn-frame-remount');
    };
    $rootScope.$on('zn-frame-location', (_event, next) => changeLocation(next));
    stops.push(client.subscribe('locationChange', (payload) => {
        const next = payload && payload.next;
        if (next && typeof next === 'object')
            $rootScope.$apply(() => changeLocation(next));
    }));
}

;// ./src/core/frame-page.ts
/**
 * The index.html of a v1 plugin shipped as a v2 app (docs/v2.md, "Shipping a v1 plugin as v2"),
 * written in one place for the two that need it: `zn-plugin build` (target 2), which writes the
 * app, and the SDK's frame bundle, which exports it for builds of one's own. Pure: the caller
 * gives the files in order, as URLs relative to the page; the runtime comes last.
 */
/** The root element the runtime (zn-plugin-frame.js) starts AngularJS on. */
const FRAME_ROOT_MARKUP = '<div zn-frame-root></div>';
/** The runtime's bundle, in the SDK's dist/. */
const FRAME_RUNTIME_SCRIPT = 'zn-plugin-frame.js';
function escapeHtml(text) {
    const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };
    return text.replace(/[&<>"']/g, (c) => entities[c]);
}
/** A template's HTML inside its script tag: a `</script` in it would end the tag early. */
function templateBlock(template) {
    return `  <script type="text/ng-template" id="${escapeHtml(template.id)}">${template.html.replace(/<\/(script)/gi, '<\\/$1')}</script>`;
}
function templateLines(templates) {
    if (typeof templates === 'string')
        return templates.trim() ? [templates.trim()] : [];
    return (templates || []).map(templateBlock);
}
/** The whole index.html. */
function framePageHtml(options) {
    const marked = options.plugin;
    const script = (src) => `  <script src="${escapeHtml(src)}"` +
        `${marked && marked.script === src ? ` data-zn-namespace="${escapeHtml(marked.namespace)}"` : ''}></script>`;
    return [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '  <meta charset="utf-8">',
        '  <meta name="viewport" content="width=device-width, initial-scale=1">',
        `  <title>${escapeHtml(options.title)}</title>`,
        // no favicon request: the app has none
        '  <link rel="icon" href="data:,">',
        ...options.stylesheets.map((href) => `  <link rel="stylesheet" href="${escapeHtml(href)}">`),
        '</head>',
        '<body>',
        `  ${FRAME_ROOT_MARKUP}`,
        ...options.scripts.map(script),
        ...templateLines(options.templates),
        script(options.runtimeScript || FRAME_RUNTIME_SCRIPT),
        '</body>',
        '</html>',
        ''
    ].join('\n');
}

;// ./src/frame/index-html.ts
/**
 * The index.html of a shipped app, for builds of one's own: the core's one page writer
 * (src/core/frame-page.ts, which `zn-plugin build` uses too) with the files named as a flat dist/
 * holds them. Every URL is relative to dist/. `zn-plugin build` (and serve's v2 frames, which are
 * its build) does not use this file: it writes its page from its own table of libraries
 * (docs/v2.md, "The frame's weight").
 */


/**
 * `frameIndexHtml`'s default scripts before the plugin's own, in order, as file names in a flat
 * dist/ that a build of one's own fills: the unminified files of the frame's first version. Kept
 * as it was, as a public export whose default a build of one's own may rely on; it is not what
 * `zn-plugin build` loads, which is minified (`vendor/...`, `sdk/...min.js`), per plugin (only the
 * libraries its code and templates use), and has more: Bootstrap 2.3.2's dropdown, modal, tooltip
 * and popover after jQuery UI, angular-resource after angular-route, moment, Firebase and
 * AngularFire after ui-sortable (docs/v2.md, "What `zn-plugin build` writes"). A build of one's
 * own whose plugin needs those passes `libraryScripts` in that order.
 */
const FRAME_LIBRARY_SCRIPTS = Object.freeze([
    'jquery.js', 'jquery-ui.js', 'angular.js', 'angular-route.js', 'angular-sanitize.js', 'ui-bootstrap-tpls.js', 'sortable.js',
    'zn-plugin.js', 'zn-plugin-compat.js', 'zn-plugin-extras.js'
]);
/** The whole index.html. */
function frameIndexHtml(options) {
    return framePageHtml({
        title: options.title,
        stylesheets: options.stylesheets || [],
        scripts: [...(options.libraryScripts || FRAME_LIBRARY_SCRIPTS), ...options.pluginScripts],
        templates: options.templates
    });
}

;// ./src/frame/index.ts
/**
 * zn-plugin-frame.js: the runtime of a v1 plugin shipped as a v2 app (docs/v2.md, "Shipping a v1
 * plugin as v2"). Loaded last by the app's index.html, after the libraries, the SDK and the
 * plugin's build. What matters is the order (jQuery before AngularJS, the SDK after UI Bootstrap,
 * plugin.js before this runtime) and the root element; `zn-plugin build` writes minified files
 * under vendor/ and sdk/, only the libraries the plugin uses (docs/v2.md, "The app's index.html").
 * A build of one's own written with `frameIndexHtml` and its default (FRAME_LIBRARY_SCRIPTS) is:
 *
 *   <head> stylesheets: bootstrap.css, zn-plugin.css (what the build ships), then the plugin's </head>
 *   <body>
 *     <div zn-frame-root></div>
 *     <script src="jquery.js"></script>
 *     <script src="jquery-ui.js"></script>
 *     <script src="angular.js"></script>
 *     <script src="angular-route.js"></script>
 *     <script src="angular-sanitize.js"></script>
 *     <script src="ui-bootstrap-tpls.js"></script>
 *     <script src="sortable.js"></script>               (angular-ui-sortable)
 *     <script src="zn-plugin.js"></script>
 *     <script src="zn-plugin-compat.js"></script>
 *     <script src="zn-plugin-extras.js"></script>
 *     <script src="plugin.js"></script>                 (the plugin's build: plugin.register(...) on the global `plugin`)
 *     <script type="text/ng-template" id="...">...</script>   (each template of the plugin)
 *     <script src="zn-plugin-frame.js"></script>
 *   </body>
 *
 * `frameIndexHtml` (index-html.ts) writes exactly that. Templates may equally come before the
 * root element or after the scripts: AngularJS reads them when it starts, after `context`.
 * Loaded in a frame, the runtime starts by itself (`startFrame()`); outside one it only warns.
 * No AngularJS app may be started on the page by anything else (no ng-app).
 */




/** Starts the runtime when this bundle runs in a frame whose page did not say otherwise. */
function autoStart() {
    if (typeof window === 'undefined' || window.parent === window) {
        if (typeof console !== 'undefined')
            console.warn('zn-plugin-frame: not in a frame; the v1 plugin starts when the v2 host frames this page');
        return;
    }
    if (window.znPluginFrameManual)
        return;
    const start = () => {
        startFrame().catch((error) => {
            console.error(error);
        });
    };
    if (document.readyState === 'loading')
        document.addEventListener('DOMContentLoaded', start);
    else
        start();
}
autoStart();

/******/ 	return __webpack_exports__;
/******/ })()
;
});
//# sourceMappingURL=zn-plugin-frame.js.map