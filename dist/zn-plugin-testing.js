/*! zn-plugin v0.2.0 | (c) zn-plugin contributors | MIT licence */
(function webpackUniversalModuleDefinition(root, factory) {
	if(typeof exports === 'object' && typeof module === 'object')
		module.exports = factory(require("angular"));
	else if(typeof define === 'function' && define.amd)
		define(["angular"], factory);
	else if(typeof exports === 'object')
		exports["znPluginTesting"] = factory(require("angular"));
	else
		root["znPluginTesting"] = factory(root["angular"]);
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
  TESTING_MODULE_NAME: () => (/* reexport */ TESTING_MODULE_NAME),
  name: () => (/* reexport */ TESTING_MODULE_NAME)
});

// EXTERNAL MODULE: external {"root":"angular","commonjs":"angular","commonjs2":"angular","amd":"angular"}
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_ = __webpack_require__(598);
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default = /*#__PURE__*/__webpack_require__.n(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_);
;// ./src/testing/sdk-shim.ts
const loaded = typeof window === 'undefined' ? undefined : window.znPlugin;
const sdk = loaded && loaded.$$internal;
if (!sdk) {
    // No ZnError class without zn-plugin.js: an error of its shape, as scripts/browser-guard.js throws.
    const error = new Error('zn.plugin.testing: zn-plugin.js (the global znPlugin) is not loaded; expected script tags for ' +
        'angular.js, angular-mocks.js and zn-plugin.js before zn-plugin-testing.js');
    error.name = 'ZnError';
    error.service = 'zn.plugin.testing';
    error.code = 'missing-peer';
    throw error;
}
const { ZnError, describeUnknown, describeValue, isPlainObject, compileFilter, RESOURCE_NAMES, findResource, OBJECT_VERSION_HEADER, isPluginNamespace, checkDialogText, checkDuration, checkMessageType, ModalButtons, normalizeModalOptions, checkOpeningFilter, checkPanelOptions } = sdk;

;// ./src/testing/dialogs/plain-text.ts
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/**
 * What a person reads of a dialog's HTML: tags removed, entities decoded, white space collapsed.
 * `Deleted <strong>Acme &amp; Co</strong>.` reads `Deleted Acme & Co.`
 */
function plainText(html) {
    return html
        .replace(/<[^>]*>/g, '')
        .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name) => {
        if (name.charAt(0) === '#') {
            const code = name.charAt(1).toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
            return isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
        }
        return ENTITIES[name.toLowerCase()] !== undefined ? ENTITIES[name.toLowerCase()] : entity;
    })
        .replace(/\s+/g, ' ')
        .trim();
}

;// ./src/testing/dialogs/test-dialogs.ts








const SERVICE = 'znTestDialogs';
/** A znModal dialog without markup: the same options, scope, buttons and promises as the real one. */
class TestModal {
    constructor(spec, services) {
        this.services = services;
        this.result = undefined;
        this.open = true;
        this.busy = false;
        this.destroyed = false;
        const { $q, $rootScope } = services;
        this.title = spec.title;
        this.template = spec.template;
        this.templateUrl = spec.templateUrl;
        this.classes = spec.classes;
        this.buttons = spec.buttons.map((button) => button.name);
        this.closed = $q.defer();
        this.actions = new ModalButtons(spec.buttons, {
            isOpen: () => this.open,
            close: (name) => this.close(name),
            report: (error) => services.$exceptionHandler(error),
            settle: (value, resolved, rejected) => { $q.when(value).then(resolved, rejected); },
            setBusy: (busy) => { this.busy = busy; }
        });
        const source = spec.scope;
        const scope = source.kind === 'child' ? source.parent.$new()
            : source.kind === 'isolate' ? angular.extend($rootScope.$new(true), source.values) : $rootScope.$new();
        this.scope = scope;
        this.scope.setBtnAction = (name, onClick) => this.actions.setAction(name, onClick);
        this.scope.$on('$destroy', () => {
            this.destroyed = true;
            this.close(undefined);
        });
        this.handle = { close: (result) => this.close(result), closed: this.closed.promise, opened: $q.resolve(), scope: this.scope };
    }
    isOpen() {
        return this.open;
    }
    isBusy() {
        return this.busy;
    }
    click(button) {
        if (!this.open) {
            throw new ZnError(SERVICE, 'dialog-closed', `modal(${JSON.stringify(this.title)}).click(${JSON.stringify(button)}): the dialog is closed already`);
        }
        if (this.buttons.indexOf(button) === -1) {
            throw new ZnError(SERVICE, 'unknown-button', `modal(${JSON.stringify(this.title)}) has no button ${describeValue(button)}; ` +
                `expected one of ${this.buttons.map((name) => JSON.stringify(name)).join(', ') || 'none (btns is empty)'}`);
        }
        this.actions.click(button);
        this.services.$rootScope.$digest();
        return this;
    }
    dismiss() {
        this.close(undefined);
        this.services.$rootScope.$digest();
        return this;
    }
    element() {
        const { $compile, $templateCache, $rootScope } = this.services;
        let html = this.template;
        if (this.templateUrl !== null) {
            const cached = $templateCache.get(this.templateUrl);
            if (typeof cached !== 'string') {
                throw new ZnError(SERVICE, 'template-not-found', `modal(${JSON.stringify(this.title)}).element(): the template ` +
                    `${JSON.stringify(this.templateUrl)} is not in $templateCache; expected the spec to put the plugin's templates there ` +
                    `($templateCache.put(id, html)) before the dialog opens`);
            }
            html = cached;
        }
        const element = $compile('<div class="zn-test-modal-body">' + html + '</div>')(this.scope);
        $rootScope.$digest();
        return element;
    }
    close(result) {
        if (!this.open)
            return;
        this.open = false;
        this.result = result;
        this.closed.resolve(result);
        if (!this.destroyed)
            this.scope.$destroy();
    }
}
/**
 * `znTestDialogs`, and the stand-ins for znMessage, znConfirm, znModal and znFiltersPanel that
 * the kit registers: they check their arguments exactly as the real services do (the same
 * ZnErrors), record what was shown, and wait for the test to answer, without any markup.
 */
class TestDialogs {
    constructor($q, $rootScope, $compile, $templateCache, $exceptionHandler, $log) {
        this.$log = $log;
        this.shown = [];
        this.asked = [];
        this.opened = [];
        this.panels = [];
        // ----- the stand-ins -----
        this.znMessage = ((message, type, duration) => {
            if (message === false) {
                this.shown.forEach((shown) => { shown.open = false; });
                return undefined;
            }
            const html = checkDialogText('znMessage', message);
            const kind = checkMessageType(type, (warning) => this.$log.warn(warning));
            const record = { html, text: plainText(html), type: kind, duration: checkDuration(duration), open: true };
            this.shown.push(record);
            return { close: () => { record.open = false; } };
        });
        this.znConfirm = (message, callback, cancelCallback) => {
            const html = checkDialogText('znConfirm', message);
            const check = (name, value) => {
                if (value === undefined || value === null || typeof value === 'function')
                    return value;
                throw new ZnError('znConfirm', 'bad-callback', `${name} must be a function, got ${describeValue(value)}`);
            };
            const yes = check('callback', callback);
            const no = check('cancelCallback', cancelCallback);
            const done = this.services.$q.defer();
            this.asked.push({ record: { html, text: plainText(html), question: !!yes, answer: undefined }, yes, no, done });
            return done.promise;
        };
        this.znModal = ((options) => {
            const modal = new TestModal(normalizeModalOptions(options), this.services);
            this.opened.push(modal);
            return modal.handle;
        });
        this.znFiltersPanel = {
            open: (options) => {
                const checked = checkPanelOptions('znFiltersPanel', options);
                checkOpeningFilter('znFiltersPanel', 'options.filter', checked.filter, checked.builder);
                const result = this.services.$q.defer();
                const settle = (filter) => {
                    if (!panel.open) {
                        throw new ZnError(SERVICE, 'dialog-closed', 'filterPanel(): the panel is closed already');
                    }
                    if (filter && checked.onSave) {
                        try {
                            checked.onSave(filter);
                        }
                        catch (error) {
                            this.services.$exceptionHandler(error);
                            return;
                        }
                    }
                    panel.open = false;
                    result.resolve(filter);
                    this.services.$rootScope.$digest();
                };
                const panel = {
                    options,
                    open: true,
                    isOpen: () => panel.open,
                    save: (filter) => {
                        if (!filter || typeof filter !== 'object') {
                            throw new ZnError(SERVICE, 'bad-filter', `filterPanel().save(filter): filter must be a data filter such as ` +
                                `{ and: [{ prefix: '', attribute: 'field1', value: 'x' }] }, got ${describeValue(filter)}`);
                        }
                        settle(filter);
                    },
                    cancel: () => settle(null)
                };
                this.panels.push(panel);
                return { close: () => { if (panel.open)
                        settle(null); }, result: result.promise };
            }
        };
        this.services = { $q, $rootScope, $compile, $templateCache, $exceptionHandler };
    }
    // ----- what the test reads and answers -----
    messages(openOnly) {
        return this.shown.filter((message) => !openOnly || message.open);
    }
    confirms() {
        return this.asked.map((asked) => asked.record);
    }
    confirm(answer) {
        const open = this.asked.find((asked) => asked.record.answer === undefined);
        if (!open) {
            throw new ZnError(SERVICE, 'no-open-dialog', `confirm(${describeValue(answer)}): no znConfirm is open` +
                (this.asked.length ? `; the last one asked ${JSON.stringify(this.asked[this.asked.length - 1].record.text)} and was answered` : ''));
        }
        const yes = answer === true && open.record.question;
        open.record.answer = yes;
        const callback = yes ? open.yes : open.no;
        if (callback) {
            try {
                callback();
            }
            catch (error) {
                this.services.$exceptionHandler(error);
            }
        }
        open.done.resolve(yes);
        this.services.$rootScope.$digest();
        return open.record;
    }
    modal(titleOrClass) {
        const open = this.opened.filter((modal) => modal.isOpen() &&
            (titleOrClass === undefined || modal.title === titleOrClass || modal.classes.indexOf(titleOrClass) !== -1));
        if (!open.length) {
            const titles = this.opened.filter((modal) => modal.isOpen()).map((modal) => JSON.stringify(modal.title));
            throw new ZnError(SERVICE, 'no-open-dialog', `modal(${titleOrClass === undefined ? '' : JSON.stringify(titleOrClass)}): no such znModal is open; ` +
                (titles.length ? `open: ${titles.join(', ')}` : 'none is open'));
        }
        return open[open.length - 1];
    }
    modals() {
        return this.opened.slice();
    }
    filterPanel() {
        const open = this.panels.filter((panel) => panel.open);
        if (!open.length)
            throw new ZnError(SERVICE, 'no-open-dialog', 'filterPanel(): no znFiltersPanel is open');
        return open[open.length - 1];
    }
    reset() {
        this.shown = [];
        this.asked = [];
        this.opened.forEach((modal) => modal.close(undefined));
        this.opened = [];
        this.panels = [];
    }
}
TestDialogs.$inject = ['$q', '$rootScope', '$compile', '$templateCache', '$exceptionHandler', '$log'];

;// ./src/testing/test-templates.ts

const test_templates_SERVICE = 'znTestTemplates';
/**
 * `znTestTemplates`: puts a plugin's `<script type="text/ng-template" id="...">` blocks (its
 * plugin.html) in `$templateCache`, as the host does when it loads the plugin, so a spec can
 * compile its templates (a modal's `element()`, a directive).
 */
class TestTemplates {
    constructor($document, $templateCache) {
        this.$document = $document;
        this.$templateCache = $templateCache;
    }
    load(html) {
        if (typeof html !== 'string') {
            throw new ZnError(test_templates_SERVICE, 'bad-template', `load(html) takes the text of plugin.html, got ${describeValue(html)}`);
        }
        const holder = this.$document[0].createElement('div');
        holder.innerHTML = html;
        const blocks = Array.prototype.slice.call(holder.querySelectorAll('script[type="text/ng-template"]'));
        return blocks.map((block) => {
            const id = block.getAttribute('id');
            if (!id) {
                throw new ZnError(test_templates_SERVICE, 'bad-template', 'load(html): a <script type="text/ng-template"> block has no id; expected id="my-plugin-main"');
            }
            this.$templateCache.put(id, block.textContent || '');
            return id;
        });
    }
}
TestTemplates.$inject = ['$document', '$templateCache'];

;// ./src/testing/test-storage.ts

const test_storage_SERVICE = 'znTestStorage';
const STATES = ['ready', 'full', 'unavailable'];
/**
 * The in-memory stand-ins of the browser's localStorage and document.cookie, behind the same
 * internal services the SDK reads (`znLocalStore`, `znCookieJar`), so znLocalStorage and znCookies
 * run their own code (JSON, prefixes, cookie attributes) and nothing reaches the real stores.
 */
class MemoryStores {
    constructor() {
        this.items = new Map();
        this.localState = 'ready';
        this.jar = new Map();
        this.written = [];
        this.cookiesOn = true;
        /** `znLocalStore`: what LocalStore does, in memory. */
        this.localStore = {
            state: () => this.localState,
            read: (name) => (this.localState === 'unavailable' ? null : this.items.has(name) ? this.items.get(name) : null),
            write: (name, text) => {
                if (this.localState === 'unavailable')
                    return 'failed';
                if (this.localState === 'full')
                    return 'full';
                this.items.set(name, String(text));
                return 'ok';
            },
            remove: (name) => {
                if (this.localState === 'unavailable')
                    return false;
                this.items.delete(name);
                return true;
            }
        };
        /** `znCookieJar`: what CookieJar does, in memory (an Expires in the past or Max-Age=0 deletes). */
        this.cookieJar = {
            enabled: () => this.cookiesOn,
            read: () => Array.from(this.jar).map(([name, value]) => `${name}=${value}`).join('; '),
            write: (cookie) => {
                this.written.push(cookie);
                if (!this.cookiesOn)
                    return true;
                const [pair, ...attributes] = cookie.split(';');
                const equals = pair.indexOf('=');
                if (equals === -1)
                    return true;
                const name = pair.slice(0, equals).trim();
                const trimmed = attributes.map((attribute) => attribute.trim());
                const expires = trimmed.find((attribute) => /^expires=/i.test(attribute));
                const maxAge = trimmed.find((attribute) => /^max-age=/i.test(attribute));
                const gone = (expires !== undefined && Date.parse(expires.slice(8)) <= Date.now()) ||
                    (maxAge !== undefined && Number(maxAge.slice(8)) <= 0);
                if (gone)
                    this.jar.delete(name);
                else
                    this.jar.set(name, pair.slice(equals + 1).trim());
                return true;
            },
            httpsPage: () => false,
            pagePath: () => '/'
        };
        /** `znTestStorage`: what the test reads and sets. */
        this.service = {
            localItems: () => {
                const items = {};
                this.items.forEach((value, key) => { items[key] = value; });
                return items;
            },
            setLocalItem: (key, text) => {
                if (typeof key !== 'string' || typeof text !== 'string') {
                    throw new ZnError(test_storage_SERVICE, 'bad-key', `setLocalItem(key, text) takes two strings, got ${describeValue(key)} and ${describeValue(text)}`);
                }
                this.items.set(key, text);
            },
            setLocalState: (state) => {
                if (STATES.indexOf(state) === -1) {
                    throw new ZnError(test_storage_SERVICE, 'bad-option', `setLocalState(state): expected one of ${STATES.join(', ')}, got ${describeValue(state)}`);
                }
                this.localState = state;
            },
            cookies: () => {
                const cookies = {};
                this.jar.forEach((value, name) => { cookies[decodeURIComponentSafe(name)] = value; });
                return cookies;
            },
            cookieWrites: () => this.written.slice(),
            setCookie: (name, value) => {
                if (typeof name !== 'string' || typeof value !== 'string') {
                    throw new ZnError(test_storage_SERVICE, 'bad-key', `setCookie(name, value) takes two strings, got ${describeValue(name)} and ${describeValue(value)}`);
                }
                this.jar.set(encodeURIComponent(name), value);
            },
            setCookiesEnabled: (enabled) => { this.cookiesOn = enabled !== false; },
            reset: () => {
                this.items.clear();
                this.jar.clear();
                this.written = [];
                this.localState = 'ready';
                this.cookiesOn = true;
            }
        };
    }
}
function decodeURIComponentSafe(text) {
    try {
        return decodeURIComponent(text);
    }
    catch (error) {
        return text;
    }
}

;// ./src/testing/backend/envelopes.ts
/** The messages the API gives per status, as the sandbox gives them. */
const USER_MESSAGES = {
    400: 'The request could not be understood',
    401: 'Please sign in',
    403: 'You do not have access to this',
    404: 'Error viewing data',
    405: 'This action is not available',
    409: 'Someone else changed this in the meantime',
    500: 'Something went wrong on our side'
};
/** A failure thrown while answering; becomes a failure envelope. */
class ApiFailure extends Error {
    constructor(envelope) {
        super(envelope.developerMessage);
        this.envelope = envelope;
        this.name = 'ApiFailure';
    }
    static badRequest(developerMessage) {
        return new ApiFailure(failureEnvelope({ status: 400, developerMessage }));
    }
    static notFound(developerMessage) {
        return new ApiFailure(failureEnvelope({ status: 404, developerMessage }));
    }
    static conflict(developerMessage) {
        return new ApiFailure(failureEnvelope({ status: 409, developerMessage }));
    }
}
/** A whole failure envelope from a partial one: code `status * 10`, messages by status. */
function failureEnvelope(failure) {
    const status = typeof failure.status === 'number' ? failure.status : 500;
    const validation = failure.validationErrors !== undefined;
    const envelope = {
        status,
        code: typeof failure.code === 'number' ? failure.code : validation && status === 403 ? 4012 : status * 10,
        userMessage: typeof failure.userMessage === 'string' ? failure.userMessage
            : validation ? 'Error saving data' : USER_MESSAGES[status] || (status >= 500 ? USER_MESSAGES[500] : 'The request failed'),
        developerMessage: typeof failure.developerMessage === 'string' ? failure.developerMessage
            : validation ? 'Validation errors' : `znTestBackend answered ${status} as the test asked`
    };
    if (validation)
        envelope.validationErrors = failure.validationErrors;
    return envelope;
}
/** The success envelope: `{ status, code, totalCount, limit, offset, data }`. */
function successEnvelope(status, page, data) {
    return {
        status,
        body: { status, code: status === 201 ? 2001 : 2000, totalCount: page.totalCount, limit: page.limit, offset: page.offset, data }
    };
}

;// ./src/testing/backend/query.ts



const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
/** Prefixes of a condition, longest first so `not-contains` wins over `not`. */
const PREFIXES = ['not-contains', 'starts-with', 'ends-with', 'contains', 'not', 'min', 'max'];
/** Prefixes whose alternatives (`a|b`) mean "none of", so they are ANDed. */
const NEGATIVE = ['not', 'not-contains'];
const OPTION_KEYS = ['limit', 'page', 'offset', 'sort', 'direction', 'attributes', 'related', 'timezone',
    'access_token', 'validate_only', 'filter'];
function decode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch (error) {
        throw ApiFailure.badRequest(`the query holds malformed percent-encoding: ${JSON.stringify(text)}`);
    }
}
/** Splits a query string (without `?`) into decoded key/value pairs, in order. */
function queryEntries(search) {
    if (!search)
        return [];
    return search.split('&').filter(Boolean).map((part) => {
        const equals = part.indexOf('=');
        return equals === -1 ? [decode(part), ''] : [decode(part.slice(0, equals)), decode(part.slice(equals + 1))];
    });
}
function integer(name, text, min, max) {
    const value = Number(text);
    if (!/^[0-9]{1,9}$/.test(text) || value < min || value > max) {
        throw ApiFailure.badRequest(`${name} must be an integer from ${min} to ${max}; got ${JSON.stringify(text)}`);
    }
    return value;
}
function list(text) {
    return text.split(/[,|]/).map((item) => item.trim()).filter(Boolean);
}
/** `not-contains-field3` → its prefix and attribute; `field3=min:5` → the prefix from the value. */
function conditionOf(key, value) {
    for (const prefix of PREFIXES) {
        if (key.length > prefix.length + 1 && key.slice(0, prefix.length + 1) === prefix + '-') {
            return { prefix, attribute: key.slice(prefix.length + 1), values: value.split('|') };
        }
    }
    for (const prefix of PREFIXES) {
        if (value.slice(0, prefix.length + 1) === prefix + ':') {
            return { prefix, attribute: key, values: value.slice(prefix.length + 1).split('|') };
        }
    }
    return { prefix: '', attribute: key, values: value.split('|') };
}
/** Reads a query string the way the API does; a malformed option is a 400. */
function parseQuery(search) {
    const options = { limit: DEFAULT_LIMIT, offset: 0, sort: [], direction: 'asc', related: [], validateOnly: false, conditions: [], raw: {} };
    let page;
    let offset;
    queryEntries(search).forEach(([rawKey, value]) => {
        const key = rawKey.slice(-2) === '[]' ? rawKey.slice(0, -2) : rawKey;
        options.raw[key] = value;
        if (OPTION_KEYS.indexOf(key) === -1) {
            options.conditions.push(conditionOf(key, value));
            return;
        }
        switch (key) {
            case 'limit':
                options.limit = integer('limit', value, 1, MAX_LIMIT);
                break;
            case 'page':
                page = value;
                break;
            case 'offset':
                offset = value;
                break;
            case 'sort':
                options.sort = options.sort.concat(list(value));
                break;
            case 'direction':
                if (value !== 'asc' && value !== 'desc')
                    throw ApiFailure.badRequest(`direction must be asc or desc; got ${JSON.stringify(value)}`);
                options.direction = value;
                break;
            case 'attributes':
                options.attributes = list(value);
                break;
            case 'related':
                options.related = options.related.concat(list(value));
                break;
            case 'validate_only':
                options.validateOnly = value === 'true' || value === '1';
                break;
            case 'filter':
                try {
                    options.filter = JSON.parse(value);
                }
                catch (error) {
                    throw ApiFailure.badRequest(`filter must be a JSON data filter such as {"and":[...]}; got ${JSON.stringify(value.slice(0, 60))}`);
                }
                break;
            default: // timezone, access_token: accepted, not applied
        }
    });
    if (page !== undefined)
        options.offset = (integer('page', page, 1, 1000000) - 1) * options.limit;
    if (offset !== undefined)
        options.offset = integer('offset', offset, 0, 100000000);
    return options;
}
/** Whether the query selects some objects (a condition or a filter): bulk updates and deletes need one. */
function selectsObjects(options) {
    return options.conditions.length > 0 || options.filter !== undefined;
}
/** The conditions and the `filter` parameter as one data filter, or undefined for none. */
function filterOf(options) {
    const parts = options.conditions.map((condition) => {
        const rules = condition.values.map((value) => ({ prefix: condition.prefix, attribute: condition.attribute, value }));
        if (rules.length === 1)
            return rules[0];
        return NEGATIVE.indexOf(condition.prefix) === -1 ? { or: rules } : { and: rules };
    });
    if (options.filter !== undefined)
        parts.push(options.filter);
    if (parts.length === 0)
        return undefined;
    return (parts.length === 1 && options.conditions.length === 0 ? parts[0] : { and: parts });
}
/** A predicate for the query's conditions and filter, through the SDK's own matcher; a bad filter is a 400. */
function matcherOf(options) {
    const filter = filterOf(options);
    if (filter === undefined)
        return () => true;
    try {
        return compileFilter(filter, { subfiltering: true });
    }
    catch (error) {
        throw ApiFailure.badRequest(`the filter is not a valid data filter: ${error.message.replace(/^znFilterMatcher: /, '')}`);
    }
}
function readPath(object, path) {
    let value = object;
    for (const part of path.split('.')) {
        if (!isPlainObject(value))
            return undefined;
        value = value[part];
    }
    return value;
}
function sortValue(value) {
    if (isPlainObject(value) && value.id !== undefined)
        return value.id;
    if (Array.isArray(value))
        return value.join(', ');
    return value;
}
function empty(value) {
    return value === undefined || value === null || value === '';
}
function compareIds(a, b) {
    return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en', { numeric: true });
}
/** Orders by the attributes in turn, then by id; empty values first ascending, last descending. */
function sortObjects(objects, attributes, direction) {
    const sign = direction === 'desc' ? -1 : 1;
    return objects.slice().sort((a, b) => {
        for (const attribute of attributes) {
            const left = sortValue(readPath(a, attribute));
            const right = sortValue(readPath(b, attribute));
            let order;
            if (empty(left) || empty(right))
                order = (empty(left) ? 0 : 1) - (empty(right) ? 0 : 1);
            else if (typeof left === 'number' && typeof right === 'number')
                order = left - right;
            else
                order = String(left).localeCompare(String(right), 'en', { numeric: true, sensitivity: 'base' });
            if (order !== 0)
                return sign * order;
        }
        return sign * compareIds(a.id, b.id);
    });
}
/** Keeps only the given attributes (and `id`). */
function pickAttributes(object, attributes) {
    const picked = { id: object.id };
    attributes.forEach((attribute) => {
        if (attribute in object)
            picked[attribute] = object[attribute];
    });
    return picked;
}

;// ./src/testing/backend/routes.ts

const PATTERNS = (() => {
    const patterns = [];
    RESOURCE_NAMES.forEach((name) => {
        const resource = findResource(name);
        const fixedIn = (segments) => segments.filter((segment) => segment.kind === 'text').length;
        patterns.push({ resource, kind: 'collection', segments: resource.collectionSegments, fixed: fixedIn(resource.collectionSegments) });
        const count = resource.collectionSegments.concat([{ kind: 'text', text: 'count' }]);
        patterns.push({ resource, kind: 'count', segments: count, fixed: fixedIn(count) });
        if (resource.slot !== null) {
            patterns.push({ resource, kind: 'object', segments: resource.segments, fixed: fixedIn(resource.segments) });
        }
    });
    return patterns;
})();
function routes_decode(part) {
    try {
        return decodeURIComponent(part);
    }
    catch (error) {
        return null;
    }
}
/**
 * The resource a path (below the API's base, e.g. `/forms/1/records/7`) addresses, or null. When
 * several match, the one with more fixed segments wins (`/forms/permissions` is not form "permissions").
 */
function matchApiPath(path) {
    const parts = path.replace(/\/+$/, '').split('/').slice(1).map(routes_decode);
    if (parts.some((part) => part === null || part === ''))
        return null;
    let best = null;
    PATTERNS.forEach((pattern) => {
        if (pattern.segments.length !== parts.length || (best && best.pattern.fixed >= pattern.fixed))
            return;
        const values = {};
        const fits = pattern.segments.every((segment, index) => {
            if (segment.kind === 'text')
                return segment.text === parts[index];
            values[segment.name] = parts[index];
            return true;
        });
        if (fits)
            best = { pattern, values };
    });
    if (!best)
        return null;
    const { pattern, values } = best;
    const target = { resource: pattern.resource, kind: pattern.kind, pathValues: values };
    if (pattern.kind === 'object') {
        const slot = pattern.resource.slot;
        target.id = values[slot];
        delete values[slot];
    }
    return target;
}
/** The collection path of a resource for some path values (`/forms/1/records`), or null when one is missing. */
function collectionPath(resource, values) {
    let missing = false;
    const path = resource.collectionSegments.map((segment) => {
        if (segment.kind === 'text')
            return segment.text;
        const value = values[segment.name];
        if (value === undefined || value === null || value === '')
            missing = true;
        return String(value);
    }).join('/');
    return missing ? null : '/' + path;
}
/** The resource whose collection is at `path`, for `related` (`/forms/3` + `fields` → FormFields). */
function collectionAt(path) {
    const target = matchApiPath(path);
    return target && target.kind === 'collection' ? target : null;
}

;// ./src/testing/backend/services.ts



const services_SERVICE = 'znTestBackend';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
/** Reads `'GET /items/:id'`; a ZnError for anything else. */
function parseServiceRoute(label, text) {
    const parts = typeof text === 'string' ? /^\s*([A-Za-z]+)\s+(\/[^\s?#]*)\s*$/.exec(text) : null;
    const method = parts ? parts[1].toUpperCase() : '';
    if (!parts || METHODS.indexOf(method) === -1) {
        throw new ZnError(services_SERVICE, 'bad-route', `${label}: the route must be a method and a path such as 'GET /settings' or ` +
            `'PUT /items/:id' (methods ${METHODS.join(', ')}), got ${describeValue(text)}`);
    }
    const route = parts[2].length > 1 ? parts[2].replace(/\/+$/, '') : parts[2];
    const segments = route.split('/');
    return {
        method,
        route,
        match(path) {
            const given = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
            if (given.length !== segments.length)
                return null;
            const values = {};
            for (let i = 0; i < segments.length; i++) {
                let part;
                try {
                    part = decodeURIComponent(given[i]);
                }
                catch (error) {
                    return null;
                }
                if (segments[i].charAt(0) === ':' && part !== '')
                    values[segments[i].slice(1)] = part;
                else if (segments[i] !== part)
                    return null;
            }
            return values;
        }
    };
}
function isThenable(value) {
    return !!value && (typeof value === 'object' || typeof value === 'function') && typeof value.then === 'function';
}
/** The plugin service routes a test registered with `znTestBackend.service`, and how they answer. */
class ServiceRoutes {
    constructor() {
        this.routes = [];
    }
    clear() {
        this.routes = [];
    }
    add(namespace, routeText, handler) {
        const label = `service(${JSON.stringify(namespace)}, route, handler)`;
        if (!isPluginNamespace(namespace)) {
            throw new ZnError(services_SERVICE, 'bad-namespace', `${label}: the namespace must be the plugin's namespace (letters, digits, "-" and "_"), ` +
                `got ${describeValue(namespace)}`);
        }
        const route = parseServiceRoute(label, routeText);
        if (typeof handler !== 'function') {
            throw new ZnError(services_SERVICE, 'bad-callback', `${label}: handler must be a function (request, response) returning the body, got ${describeValue(handler)}`);
        }
        // A later registration of the same route replaces the earlier one: a spec can override a shared setup.
        this.routes = this.routes.filter((other) => !(other.namespace === namespace && other.route.method === route.method && other.route.route === route.route));
        this.routes.push({ namespace, route, handler: handler });
    }
    answer(namespace, workspaceId, method, path, query, body, headers) {
        let params = null;
        const found = this.routes.find((candidate) => {
            if (candidate.namespace !== namespace || candidate.route.method !== method)
                return false;
            params = candidate.route.match(path);
            return params !== null;
        });
        if (!found) {
            const known = this.routes.filter((other) => other.namespace === namespace).map((other) => `${other.route.method} ${other.route.route}`);
            throw new ApiFailure(failureEnvelope({
                status: 404,
                developerMessage: `the plugin service ${namespace} has no route ${method} ${path}` +
                    (known.length ? `; znTestBackend.service() registered ${known.join(', ')}` : '; register one with znTestBackend.service()')
            }));
        }
        const request = { method, route: path, workspaceId, namespace, params: params || {}, query, body, headers };
        const reply = { status: 200, headers: {}, body: undefined, sent: false };
        const response = {
            status(code) { reply.status = code; return response; },
            set(name, value) { reply.headers[name] = value; return response; },
            send(sent) { reply.body = sent; reply.sent = true; },
            end() { reply.sent = true; }
        };
        let returned;
        try {
            returned = found.handler(request, response);
        }
        catch (error) {
            return {
                status: 500,
                body: failureEnvelope({ status: 500, developerMessage: `${namespace} ${method} ${found.route.route} threw: ${error.message || String(error)}` })
            };
        }
        if (isThenable(returned)) {
            throw new ZnError(services_SERVICE, 'async-handler', `the handler of ${namespace} ${method} ${found.route.route} returned a promise; ` +
                'expected the body itself (handlers answer synchronously, inside flush())');
        }
        return reply.sent ? { status: reply.status, body: reply.body, headers: reply.headers } : { status: reply.status, body: returned, headers: reply.headers };
    }
}

;// ./src/testing/backend/memory-api.ts








const memory_api_SERVICE = 'znTestBackend';
const ACTIONS = ['get', 'query', 'count', 'save', 'update', 'delete', 'saveAll', 'updateAll', 'deleteAll'];
function copy(value) {
    return value === undefined ? value : JSON.parse(JSON.stringify(value));
}
function resourceNamed(name) {
    const resource = findResource(name);
    if (!resource) {
        throw new ZnError(memory_api_SERVICE, 'unknown-resource', `unknown resource ${describeValue(name)}; expected one of ${RESOURCE_NAMES.join(', ')}`);
    }
    return resource;
}
/** Whether every key of `wanted` has the same value (as text) in `actual`. */
function includes(actual, wanted) {
    return !wanted || Object.keys(wanted).every((key) => actual[key] === (typeof wanted[key] === 'string' ? wanted[key] : String(wanted[key])));
}
/**
 * The in-memory REST API of the testing kit: collections per resource and path parameters,
 * answered with the API's envelopes, paging, conditions, filters (the SDK's own matcher), sort,
 * `attributes` and `related`; plus plugin services and failures queued by the test. Pure: the
 * `znTestBackend` injectable hands it the requests `$httpBackend` receives.
 */
class MemoryApi {
    constructor() {
        this.collections = new Map();
        this.nextIds = new Map();
        this.failures = [];
        this.log = [];
        this.services = new ServiceRoutes();
    }
    reset() {
        this.collections.clear();
        this.nextIds.clear();
        this.failures = [];
        this.log = [];
        this.services.clear();
    }
    requests() {
        return this.log.map((record) => (Object.assign(Object.assign({}, record), { body: copy(record.body) })));
    }
    // ----- what the test does -----
    seed(resourceName, params, objects) {
        const resource = resourceNamed(resourceName);
        if (objects === undefined && Array.isArray(params)) {
            objects = params;
            params = {};
        }
        if (!Array.isArray(objects) || !objects.every(isPlainObject)) {
            throw new ZnError(memory_api_SERVICE, 'bad-seed', `seed(${resource.name}, params, objects): objects must be an array of plain objects, ` +
                `got ${describeValue(objects)}; expected e.g. [{ id: 1, name: 'First' }]`);
        }
        const collection = this.collectionFor(resource, params, `seed(${resource.name}, params, objects)`);
        return objects.map((object) => {
            const stored = copy(object);
            if (stored.id === undefined || stored.id === null)
                stored.id = this.nextId(resource);
            if (typeof stored.id !== 'number' && typeof stored.id !== 'string') {
                throw new ZnError(memory_api_SERVICE, 'bad-seed', `seed(${resource.name}): id must be a number or a string, got ${describeValue(stored.id)}`);
            }
            if (collection.objects.has(String(stored.id))) {
                throw new ZnError(memory_api_SERVICE, 'duplicate-id', `seed(${resource.name}): ${collection.path} already holds an object with id ${stored.id}; ` +
                    'expected ids not seeded yet (leave id out to get a new one)');
            }
            this.noteId(resource, stored.id);
            collection.objects.set(String(stored.id), stored);
            return copy(stored);
        });
    }
    all(resourceName, params) {
        const resource = resourceNamed(resourceName);
        const collection = this.collectionFor(resource, params === undefined ? {} : params, `all(${resource.name}, params)`);
        return sortObjects(Array.from(collection.objects.values()), [], 'asc').map(copy);
    }
    failNext(name, action, failure) {
        const checked = this.checkFailure(failure);
        const resource = findResource(name);
        if (resource) {
            if (ACTIONS.indexOf(action) === -1) {
                throw new ZnError(memory_api_SERVICE, 'unknown-action', `failNext(${resource.name}, action): unknown action ${describeValue(action)}; ` +
                    `expected one of ${ACTIONS.join(', ')}`);
            }
            this.failures.push({
                failure: checked,
                matches: (call, params) => call.resource === resource.name && call.actions.indexOf(action) !== -1 &&
                    includes(params, checked.params)
            });
            return;
        }
        if (typeof name !== 'string' || typeof action !== 'string' || !/^[A-Za-z]+\s+\//.test(action)) {
            throw new ZnError(memory_api_SERVICE, 'unknown-resource', `failNext(name, action): ${describeValue(name)} is not a znData resource, and ` +
                `${describeValue(action)} is not a plugin route such as 'GET /settings'; expected failNext('FormRecords', 'save', { status: 409 }) ` +
                `or failNext('my-plugin', 'GET /settings', { status: 500 })`);
        }
        const route = parseServiceRoute(`failNext('${name}', route)`, action);
        this.failures.push({
            failure: checked,
            matches: (call, params) => call.namespace === name && call.method === route.method && route.match(call.route) !== null &&
                includes(params, checked.params)
        });
    }
    service(namespace, route, handler) {
        this.services.add(namespace, route, handler);
    }
    checkFailure(failure) {
        if (failure === undefined)
            return {};
        if (!isPlainObject(failure)) {
            throw new ZnError(memory_api_SERVICE, 'bad-options', `failNext: the failure must be an object such as { status: 409, userMessage: '...' }, got ${describeValue(failure)}`);
        }
        if (failure.status !== undefined && (typeof failure.status !== 'number' || !(failure.status === 0 || (failure.status >= 300 && failure.status <= 599)))) {
            throw new ZnError(memory_api_SERVICE, 'bad-option', `failNext: status must be 0 (no answer) or an HTTP error status from 300 to 599, got ${describeValue(failure.status)}`);
        }
        return failure;
    }
    // ----- answering -----
    /** Answers a request to the REST API. */
    handle(request, url) {
        const target = matchApiPath(request.path);
        let call = `${request.method} ${request.path}`;
        let answer;
        try {
            if (!target)
                throw ApiFailure.notFound(`${request.method} ${request.path} is not a path of the API (see the resources of znData)`);
            const options = parseQuery(request.search);
            const body = this.parseBody(request.body);
            const actions = actionsOf(request.method, target, body, options);
            call = `${target.resource.name}.${actions[0] || request.method}`;
            const failed = this.takeFailure({ resource: target.resource.name, actions }, Object.assign(Object.assign(Object.assign({}, target.pathValues), (target.id === undefined ? {} : { id: target.id })), options.raw));
            answer = failed || this.answer(request, target, options, body);
        }
        catch (error) {
            if (!(error instanceof ApiFailure))
                throw error;
            answer = { status: error.envelope.status, body: error.envelope };
        }
        this.log.push({ method: request.method, url, call, body: this.safeBody(request.body), status: answer.status });
        return answer;
    }
    /** Answers a request to a plugin service. */
    handleService(namespace, workspaceId, request, url) {
        const route = request.path;
        const query = parseQueryText(request.search);
        let answer = this.takeFailure({ namespace, method: request.method, route }, query);
        if (!answer) {
            try {
                answer = this.services.answer(namespace, Number(workspaceId), request.method, route, query, this.parseServiceBody(request.body), request.headers);
            }
            catch (error) {
                if (!(error instanceof ApiFailure))
                    throw error;
                answer = { status: error.envelope.status, body: error.envelope };
            }
        }
        this.log.push({ method: request.method, url, call: `${namespace} ${request.method} ${route}`, body: this.safeBody(request.body), status: answer.status });
        return answer;
    }
    takeFailure(call, params) {
        const index = this.failures.findIndex((queued) => queued.matches(call, params));
        if (index === -1)
            return null;
        const [queued] = this.failures.splice(index, 1);
        if (queued.failure.status === 0)
            return { status: 0, body: undefined };
        const envelope = failureEnvelope(queued.failure);
        return { status: envelope.status, body: envelope };
    }
    parseBody(body) {
        if (isFormData(body))
            return formDataObject(body);
        if (typeof body !== 'string' || body === '')
            return body === '' ? undefined : body;
        try {
            return JSON.parse(body);
        }
        catch (error) {
            throw ApiFailure.badRequest(`the body is not valid JSON: ${JSON.stringify(body.slice(0, 60))}`);
        }
    }
    parseServiceBody(body) {
        if (typeof body !== 'string' || body === '')
            return body === '' ? undefined : body;
        try {
            return JSON.parse(body);
        }
        catch (error) {
            return body;
        }
    }
    safeBody(body) {
        if (isFormData(body))
            return formDataObject(body);
        if (typeof body !== 'string')
            return body;
        try {
            return JSON.parse(body);
        }
        catch (error) {
            return body;
        }
    }
    answer(request, target, options, body) {
        const collection = this.collectionAt(target.resource, target.pathValues);
        const whole = target.resource.slot === null;
        switch (request.method) {
            case 'GET':
                if (target.kind === 'count') {
                    return { status: 200, body: { status: 200, code: 2000, totalCount: this.select(collection, options).length } };
                }
                if (target.kind === 'object') {
                    const found = this.find(collection, target);
                    return successEnvelope(200, { totalCount: 1, limit: 1, offset: 0 }, this.present(collection, [found], options)[0]);
                }
                return this.list(collection, options);
            case 'POST':
                if (target.kind !== 'collection') {
                    throw new ApiFailure(failureEnvelope({ status: 405, developerMessage: `POST creates objects in a collection (${collection.path}); send PUT to change one` }));
                }
                return this.create(collection, body, options);
            case 'PUT': {
                const changes = this.checkObject(body);
                if (target.kind === 'object')
                    return this.updateOne(collection, this.find(collection, target), changes, request, options);
                if (selectsObjects(options))
                    return this.updateMany(collection, changes, request, options);
                if (whole) {
                    const existing = Array.from(collection.objects.values())[0];
                    if (existing)
                        return this.updateOne(collection, existing, changes, request, options);
                    return this.create(collection, changes, options);
                }
                throw ApiFailure.badRequest(`a PUT on the whole ${collection.path} collection needs a condition (e.g. ?id=1|2); it would change every object`);
            }
            case 'DELETE': {
                if (target.kind === 'object') {
                    const found = this.find(collection, target);
                    collection.objects.delete(String(found.id));
                    return { status: 200, body: { status: 200, code: 2000 } };
                }
                if (!selectsObjects(options) && !whole) {
                    throw ApiFailure.badRequest(`a DELETE on the whole ${collection.path} collection needs a condition (e.g. ?id=1|2); it would delete every object`);
                }
                const ids = this.select(collection, options).map((object) => object.id);
                ids.forEach((id) => collection.objects.delete(String(id)));
                return { status: 200, body: { status: 200, code: 2000, data: ids } };
            }
            default:
                throw new ApiFailure(failureEnvelope({ status: 405, developerMessage: `${request.method} is not a method of the API` }));
        }
    }
    list(collection, options) {
        const matching = sortObjects(this.select(collection, options), options.sort, options.direction);
        const page = matching.slice(options.offset, options.offset + options.limit);
        return successEnvelope(200, { totalCount: matching.length, limit: options.limit, offset: options.offset }, this.present(collection, page, options));
    }
    select(collection, options) {
        const matches = matcherOf(options);
        return Array.from(collection.objects.values()).filter((object) => matches(object));
    }
    find(collection, target) {
        const found = collection.objects.get(String(target.id));
        if (!found)
            throw ApiFailure.notFound(`no ${target.resource.name} object has id ${target.id} in ${collection.path}`);
        return found;
    }
    /** Copies to answer with: `related` collections joined in, then `attributes` picked. */
    present(collection, objects, options) {
        return objects.map((object) => {
            const presented = copy(object);
            options.related.forEach((name) => {
                const related = collectionAt(`${collection.path}/${encodeURIComponent(String(object.id))}/${name}`);
                if (!related)
                    return;
                presented[name] = this.all(related.resource.name, related.pathValues);
            });
            return options.attributes ? pickAttributes(presented, options.attributes.concat(options.related)) : presented;
        });
    }
    checkObject(body) {
        if (!isPlainObject(body))
            throw ApiFailure.badRequest(`the body must be a JSON object, got ${describeValue(body)}`);
        return body;
    }
    create(collection, body, options) {
        const many = Array.isArray(body);
        const items = many ? body : [body];
        items.forEach((item) => this.checkObject(item));
        const objects = items.map((item) => {
            const object = Object.assign(Object.assign({}, copy(item)), { id: options.validateOnly ? 0 : this.nextId(collection.resource) });
            if (collection.resource.versioned)
                object.objectVersion = 1;
            return object;
        });
        const page = { totalCount: objects.length, limit: objects.length, offset: 0 };
        if (options.validateOnly)
            return successEnvelope(200, page, many ? objects : objects[0]);
        objects.forEach((object) => collection.objects.set(String(object.id), object));
        return successEnvelope(201, page, many ? objects.map((object) => object.id) : copy(objects[0]));
    }
    checkVersion(object, request) {
        const header = Object.keys(request.headers).find((name) => name.toLowerCase() === OBJECT_VERSION_HEADER.toLowerCase());
        if (!header || object.objectVersion === undefined)
            return;
        if (String(object.objectVersion) !== String(request.headers[header])) {
            throw ApiFailure.conflict(`${OBJECT_VERSION_HEADER} is ${request.headers[header]} but object ${object.id} is at version ${object.objectVersion}`);
        }
    }
    changed(collection, object, changes) {
        const next = Object.assign(Object.assign(Object.assign({}, copy(object)), copy(changes)), { id: object.id });
        if (collection.resource.versioned && typeof object.objectVersion === 'number')
            next.objectVersion = object.objectVersion + 1;
        return next;
    }
    updateOne(collection, object, changes, request, options) {
        this.checkVersion(object, request);
        const next = this.changed(collection, object, changes);
        if (!options.validateOnly)
            collection.objects.set(String(object.id), next);
        return successEnvelope(200, { totalCount: 1, limit: 1, offset: 0 }, copy(next));
    }
    updateMany(collection, changes, request, options) {
        const matching = this.select(collection, options);
        matching.forEach((object) => this.checkVersion(object, request));
        const ids = matching.map((object) => object.id);
        if (!options.validateOnly)
            matching.forEach((object) => collection.objects.set(String(object.id), this.changed(collection, object, changes)));
        return successEnvelope(200, { totalCount: ids.length, limit: ids.length, offset: 0 }, ids);
    }
    // ----- collections and ids -----
    collectionFor(resource, params, label) {
        if (!isPlainObject(params)) {
            throw new ZnError(memory_api_SERVICE, 'bad-params', `${label}: params must be an object of path parameters such as ` +
                `{ ${resource.required[0] || 'formId'}: 1 }, got ${describeValue(params)}`);
        }
        const missing = resource.required.filter((name) => params[name] === undefined || params[name] === null || params[name] === '');
        if (missing.length) {
            throw new ZnError(memory_api_SERVICE, 'missing-path-param', `${label} needs ${missing.join(' and ')}, the path parameter${missing.length > 1 ? 's' : ''} ` +
                `of ${resource.path}; expected params such as { ${missing.map((name) => `${name}: 1`).join(', ')} }`);
        }
        const values = {};
        resource.required.forEach((name) => { values[name] = String(params[name]); });
        return this.collectionAt(resource, values);
    }
    collectionAt(resource, values) {
        const path = collectionPath(resource, values);
        const key = `${resource.name} ${path}`;
        let collection = this.collections.get(key);
        if (!collection) {
            collection = { resource, path, pathValues: values, objects: new Map() };
            this.collections.set(key, collection);
        }
        return collection;
    }
    nextId(resource) {
        const next = this.nextIds.get(resource.name) || 1;
        this.nextIds.set(resource.name, next + 1);
        return next;
    }
    noteId(resource, id) {
        if (typeof id === 'number' && Number.isSafeInteger(id) && id >= (this.nextIds.get(resource.name) || 1)) {
            this.nextIds.set(resource.name, id + 1);
        }
    }
}
function isFormData(body) {
    return body !== null && typeof body === 'object' && typeof body.append === 'function' &&
        typeof body.forEach === 'function';
}
/** An upload (multipart) as the object the kit stores: text fields as they are, a file as `{ name, size, type }`. */
function formDataObject(body) {
    const object = {};
    body.forEach((value, key) => {
        object[key] = typeof value === 'string' ? value
            : { name: value.name, size: value.size, type: value.type };
    });
    return object;
}
/** The znData calls a request can be, for `failNext`. */
function actionsOf(method, target, body, options) {
    const whole = target.resource.slot === null;
    switch (method) {
        case 'GET':
            if (target.kind === 'count')
                return ['count'];
            return target.kind === 'object' || whole ? ['get', 'query'] : ['query'];
        case 'POST':
            return Array.isArray(body) ? ['saveAll'] : ['save'];
        case 'PUT':
            if (target.kind === 'object')
                return ['save', 'update'];
            return selectsObjects(options) ? ['updateAll', 'update', 'save'] : ['update', 'save'];
        case 'DELETE':
            if (target.kind === 'object')
                return ['delete'];
            return whole && !selectsObjects(options) ? ['delete'] : ['deleteAll', 'delete'];
        default:
            return [];
    }
}
/** A query string as text values by key (the last of a repeated key). */
function parseQueryText(search) {
    const query = {};
    search.split('&').filter(Boolean).forEach((part) => {
        const equals = part.indexOf('=');
        const decode = (value) => {
            try {
                return decodeURIComponent(value);
            }
            catch (error) {
                return value;
            }
        };
        query[decode(equals === -1 ? part : part.slice(0, equals))] = equals === -1 ? '' : decode(part.slice(equals + 1));
    });
    return query;
}

;// ./src/testing/zn-test-backend.ts

const zn_test_backend_METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const PLUGIN_PATH = /^\/workspaces\/([^/?#]+)\/([^/?#]+)(\/[^?#]*)?$/;
function below(url, base) {
    const question = url.indexOf('?');
    const path = question === -1 ? url : url.slice(0, question);
    const search = question === -1 ? '' : url.slice(question + 1);
    if (path === base)
        return { path: '/', search };
    if (path.slice(0, base.length + 1) !== base + '/')
        return null;
    return { path: path.slice(base.length), search };
}
/**
 * `znTestBackend` (zn.plugin.testing): the in-memory REST API and plugin services of the kit
 * (MemoryApi), answering through `$httpBackend`. It adds `when` definitions for the API's base
 * URL and the plugin service URL (read from znConfig at each request), so a spec's own
 * `$httpBackend.expect...` calls still come first and any other URL stays unexpected.
 */
class ZnTestBackend {
    constructor($httpBackend, $rootScope, znConfig) {
        this.$httpBackend = $httpBackend;
        this.$rootScope = $rootScope;
        this.znConfig = znConfig;
        this.api = new MemoryApi();
        zn_test_backend_METHODS.forEach((method) => {
            $httpBackend.when(method, (url) => this.destination(url) !== null)
                .respond((verb, url, data, headers) => this.respond(verb, url, data, headers));
        });
    }
    seed(resource, params, objects) {
        return this.api.seed(resource, params, objects);
    }
    all(resource, params) {
        return this.api.all(resource, params);
    }
    failNext(name, action, failure) {
        this.api.failNext(name, action, failure);
        return this;
    }
    service(namespace, route, handler) {
        this.api.service(namespace, route, handler);
        return this;
    }
    flush() {
        this.$rootScope.$digest();
        let pending = false;
        try {
            this.$httpBackend.verifyNoOutstandingRequest(false);
        }
        catch (error) {
            pending = true;
        }
        // $httpBackend.flush answers the requests that the answers themselves lead to as well.
        if (pending)
            this.$httpBackend.flush(undefined, undefined, false);
        this.$rootScope.$digest();
    }
    requests() {
        return this.api.requests();
    }
    reset() {
        this.api.reset();
    }
    destination(url) {
        const config = this.znConfig.get();
        const service = below(url, config.pluginServiceUrl);
        if (service) {
            const parts = PLUGIN_PATH.exec(service.path);
            if (parts)
                return { kind: 'service', path: parts[3] || '/', search: service.search, workspaceId: parts[1], namespace: decodeURIComponent(parts[2]) };
        }
        const api = below(url, config.apiUrl);
        return api ? { kind: 'api', path: api.path, search: api.search } : null;
    }
    respond(method, url, data, headers) {
        const destination = this.destination(url);
        const request = { method, path: destination.path, search: destination.search, body: data, headers: headers || {} };
        const answer = destination.kind === 'api'
            ? this.api.handle(request, url)
            : this.api.handleService(destination.namespace, destination.workspaceId, request, url);
        if (answer.status === 0)
            return [-1, undefined, {}, '', 'error'];
        return [answer.status, answer.body === undefined ? '' : answer.body, answer.headers || {}, '', 'complete'];
    }
}
ZnTestBackend.$inject = ['$httpBackend', '$rootScope', 'znConfig'];

;// ./src/testing/module.ts





/** zn.plugin, loaded before the kit from zn-plugin.js (not imported: the kit must not register it twice). */
const SDK_MODULE = 'zn.plugin';
/** The name of the testing kit's AngularJS module: load it after ngMock (and your plugin's module). */
const TESTING_MODULE_NAME = 'zn.plugin.testing';
if (!(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default()) || typeof (external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default()).module !== 'function' || !(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default()).mock) {
    throw new Error('zn-plugin-testing: AngularJS and angular-mocks were not found. Load angular.js, angular-mocks.js ' +
        'and zn-plugin.js before zn-plugin-testing.js.');
}
// Every injectable of the kit is registered here. The module depends on ngMock (for $httpBackend)
// and zn.plugin, so its stand-ins replace the SDK's dialogs and browser stores.
const ngModule = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module(TESTING_MODULE_NAME, ['ngMock', SDK_MODULE]);
// The in-memory REST API and plugin services; created at start-up so its $httpBackend definitions
// are in place before any request.
ngModule.service('znTestBackend', ZnTestBackend);
ngModule.run(['znTestBackend', () => undefined]);
// A spec sees each answer once: failNext fails the call, not just its first attempt. So znData's
// retries (in SDK versions that retry) start turned off; a spec of retrying turns them on with
// znConfig.set({ retry: { attempts: 3 } }) and runs the backoff with $timeout.flush().
ngModule.run(['znConfig', (znConfig) => {
        const settings = znConfig.get();
        if (settings.retry !== undefined)
            znConfig.set({ retry: { attempts: 0 } });
    }]);
// Dialogs: znTestDialogs records and answers; the four services become its stand-ins.
ngModule.service('znTestDialogs', TestDialogs);
ngModule.factory('znMessage', ['znTestDialogs', (dialogs) => dialogs.znMessage]);
ngModule.factory('znConfirm', ['znTestDialogs', (dialogs) => dialogs.znConfirm]);
ngModule.factory('znModal', ['znTestDialogs', (dialogs) => dialogs.znModal]);
ngModule.factory('znFiltersPanel', ['znTestDialogs', (dialogs) => dialogs.znFiltersPanel]);
// A plugin's templates (plugin.html) into $templateCache, as the host puts them there.
ngModule.service('znTestTemplates', TestTemplates);
// Storage: the browser stores behind znLocalStorage and znCookies, in memory.
ngModule.factory('znTestStores', [() => new MemoryStores()]);
ngModule.factory('znLocalStore', ['znTestStores', (stores) => stores.localStore]);
ngModule.factory('znCookieJar', ['znTestStores', (stores) => stores.cookieJar]);
ngModule.factory('znTestStorage', ['znTestStores', (stores) => stores.service]);

;// ./src/testing/types.ts


;// ./src/testing/index.ts
/**
 * zn-plugin's testing kit (dist/zn-plugin-testing.js): the AngularJS module `zn.plugin.testing`,
 * to load after ngMock in a plugin's unit tests. It expects angular, angular-mocks and zn-plugin.js
 * loaded before it; the browser global `znPluginTesting` is this file's exports.
 */



/******/ 	return __webpack_exports__;
/******/ })()
;
});
//# sourceMappingURL=zn-plugin-testing.js.map