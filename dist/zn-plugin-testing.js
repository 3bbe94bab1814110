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
;// ./src/errors.ts
/**
 * An error raised by one of the SDK's services. `code` is stable (kebab-case, e.g.
 * `unknown-resource`) so callers and tests match on it; the message starts with the service's
 * name, then says what was wrong and what was expected, e.g.
 * `znData: unknown resource "Nope"; expected one of Activities, AppTemplates, ...`.
 */
class ZnError extends Error {
    constructor(service, code, message) {
        super(`${service}: ${message}`);
        this.name = 'ZnError';
        this.service = service;
        this.code = code;
    }
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

;// ./src/testing/errors-shim.ts
// The testing bundle's src/errors.ts: webpack.config.js puts this module in its place when it
// builds dist/zn-plugin-testing.js, so the ZnErrors the kit throws (and those of the SDK code it
// carries, such as the dialogs' option checks) are zn-plugin.js's own class: `instanceof
// znPlugin.ZnError` holds for every error a plugin's test sees.


const loaded = typeof window === 'undefined' ? undefined : window.znPlugin;
/** zn-plugin.js's ZnError when it is loaded (the global `znPlugin`), else the bundle's own. */
const errors_shim_ZnError = loaded && typeof loaded.ZnError === 'function'
    ? loaded.ZnError
    : ZnError;

;// ./src/dialogs/dialog-text.ts

/** The text of a message or a question: a non-empty string, or a number shown as text. */
function checkDialogText(service, value) {
    if (typeof value === 'number' && isFinite(value))
        return String(value);
    if (typeof value === 'string' && value.trim() !== '')
        return value;
    throw new errors_shim_ZnError(service, 'bad-message', `message must be a non-empty string (or a number), got ${describeValue(value)}`);
}

;// ./src/dialogs/message-options.ts

const SERVICE = 'znMessage';
const MESSAGE_TYPES = ['info', 'saved', 'error', 'warning'];
/** Spec 8: a message stays 4 seconds unless told otherwise. */
const DEFAULT_DURATION = 4000;
/** Longer delays overflow the browser's timers (they would fire at once). */
const MAX_DURATION = 2147483647;
/** At most this many messages show at once; a new one closes the oldest. */
const MAX_VISIBLE = 5;
/** Where a type's messages are announced: alerts interrupt, statuses wait. */
function regionOf(type) {
    return type === 'error' || type === 'warning' ? 'alert' : 'status';
}
/** The Bootstrap 3 alert colour of a type. */
function colourOf(type) {
    return { info: 'info', saved: 'success', error: 'danger', warning: 'warning' }[type];
}
/** The type to show: the default for none, info (with a warning) for an unknown name. */
function checkMessageType(value, warn) {
    if (value === undefined || value === null)
        return 'info';
    if (typeof value !== 'string') {
        throw new errors_shim_ZnError(SERVICE, 'bad-option', `type must be one of ${MESSAGE_TYPES.join(', ')}, got ${describeValue(value)}`);
    }
    if (MESSAGE_TYPES.includes(value))
        return value;
    warn(`${SERVICE}: unknown type "${value}", showing it as info; expected one of ${MESSAGE_TYPES.join(', ')}`);
    return 'info';
}
/** The display time in milliseconds: the default for none, 0 for "until closed". */
function checkDuration(value) {
    if (value === undefined || value === null)
        return DEFAULT_DURATION;
    if (typeof value === 'number' && isFinite(value) && value >= 0 && value <= MAX_DURATION)
        return value;
    throw new errors_shim_ZnError(SERVICE, 'bad-option', `duration must be a number of milliseconds from 0 (until closed) to ${MAX_DURATION}, ` +
        `got ${describeValue(value)}`);
}

;// ./src/dialogs/modal-buttons.ts

function isThenable(value) {
    return !!value && (typeof value === 'object' || typeof value === 'function') &&
        typeof value.then === 'function';
}
/** The footer buttons of one dialog: what a click does, and `setBtnAction` (spec 4.5). */
class ModalButtons {
    constructor(buttons, host) {
        this.buttons = buttons;
        this.host = host;
        this.onClicks = new Map();
        this.busy = false;
    }
    /** `setBtnAction(name, onClick)`: `onClick(wrapper)` replaces the click of button `name`. */
    setAction(name, onClick) {
        const button = this.buttons.find((candidate) => candidate.name === name);
        if (!button) {
            const names = this.buttons.map((candidate) => JSON.stringify(candidate.name)).join(', ') || 'none (btns is empty)';
            const given = typeof name === 'string' ? JSON.stringify(name) : describeValue(name);
            throw new errors_shim_ZnError('znModal', 'unknown-button', `setBtnAction: there is no button ${given}; expected one of ${names}`);
        }
        if (typeof onClick !== 'function') {
            throw new errors_shim_ZnError('znModal', 'bad-callback', `setBtnAction: onClick for "${button.name}" must be a function, got ${describeValue(onClick)}`);
        }
        this.onClicks.set(button.name, onClick);
    }
    /** A click on button `name`; ignored while an action's promise is pending. */
    click(name) {
        const button = this.buttons.find((candidate) => candidate.name === name);
        if (!button || this.busy || !this.host.isOpen())
            return;
        const onClick = this.onClicks.get(name);
        if (!onClick) {
            this.run(button, [], !button.closes);
            return;
        }
        // Rule 4: only a call of the wrapper runs the action and closes; returning without it does neither.
        const wrapper = (data, keepOpen) => this.run(button, [data], keepOpen === true);
        try {
            onClick(wrapper);
        }
        catch (error) {
            this.host.report(error);
        }
    }
    /** Runs the action, then closes unless `keepOpen`; a throw or a rejected promise keeps the dialog open. */
    run(button, args, keepOpen) {
        if (!this.host.isOpen())
            return undefined;
        let result;
        if (button.action) {
            try {
                result = button.action.apply(undefined, args);
            }
            catch (error) {
                this.host.report(error);
                return undefined;
            }
        }
        if (!isThenable(result)) {
            if (!keepOpen)
                this.host.close(button.name);
            return result;
        }
        this.setBusy(true);
        this.host.settle(result, () => {
            this.setBusy(false);
            if (!keepOpen)
                this.host.close(button.name);
        }, (reason) => {
            this.setBusy(false);
            // A rejection with a value (false, an HTTP response) is the action saying "stay open";
            // an Error is a bug, reported like a throw.
            if (reason instanceof Error)
                this.host.report(reason);
        });
        return result;
    }
    setBusy(busy) {
        this.busy = busy;
        this.host.setBusy(busy);
    }
}

;// ./src/values.ts
/**
 * Checks of values every service shares. They work on values from any realm (another window's
 * iframe, a structured clone made elsewhere): they read the built-in `[[Class]]` tag and the
 * shape of the prototype chain, never `instanceof` or this window's `Object.prototype`.
 */
const toTag = Object.prototype.toString;
/** The built-in tag of a value: `Object`, `Array`, `Date`, `Map`, `HTMLDivElement`, ... */
function tagOf(value) {
    return toTag.call(value).slice(8, -1);
}
/** True for objects whose prototype is some window's `Object.prototype` (its own prototype is null). */
function isObjectPrototype(proto) {
    return Object.getPrototypeOf(proto) === null && typeof proto.hasOwnProperty === 'function' &&
        Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
}
/**
 * True for `{}`-style objects, whatever window made them: an object literal, `Object.create(null)`,
 * `JSON.parse` output, a structured clone. False for arrays, dates, maps, DOM nodes, class instances.
 */
function isPlainObject(value) {
    if (value === null || typeof value !== 'object')
        return false;
    const proto = Object.getPrototypeOf(value);
    if (proto === null || proto === Object.prototype)
        return true;
    return isObjectPrototype(proto) && tagOf(value) === 'Object';
}
/** True for a `Date` from any window. */
function isDate(value) {
    return value !== null && typeof value === 'object' && tagOf(value) === 'Date';
}
/** True for a `Date` from any window that holds a time (not `new Date('nonsense')`). */
function isValidDate(value) {
    return isDate(value) && !isNaN(Date.prototype.getTime.call(value));
}
/** True for an AngularJS scope (the checks AngularJS itself makes: it has no public isScope). */
function isScopeLike(value) {
    const candidate = value;
    return !!candidate && typeof candidate === 'object' && typeof candidate.$evalAsync === 'function' &&
        typeof candidate.$watch === 'function';
}
/** True for a window object (of any frame). */
function isWindowLike(value) {
    return !!value && typeof value === 'object' && value.window === value;
}
/**
 * Where `value` refers back to one of its own ancestors, as JSON would meet it: the path of the
 * property that closes the cycle (`'a.b[2].c'`, `''` for the top), or null when there is none.
 * Walks what `angular.toJson` writes: own enumerable keys, without `$$` keys; scopes, windows
 * and values with a `toJSON` method (dates) end the walk.
 */
function findCycle(value) {
    const ancestors = [];
    const walk = (node, path) => {
        if (node === null || typeof node !== 'object')
            return null;
        if (ancestors.indexOf(node) !== -1)
            return path;
        if (typeof node.toJSON === 'function' || isScopeLike(node) || isWindowLike(node))
            return null;
        ancestors.push(node);
        const list = Array.isArray(node);
        const keys = list ? node.map((_, index) => index) : Object.keys(node);
        for (const key of keys) {
            if (typeof key === 'string' && key.charAt(0) === '$' && key.charAt(1) === '$')
                continue;
            const childPath = list ? `${path}[${key}]` : path ? `${path}.${key}` : String(key);
            const found = walk(node[key], childPath);
            if (found !== null)
                return found;
        }
        ancestors.pop();
        return null;
    };
    return walk(value, '');
}

;// ./src/dialogs/modal-options.ts


const modal_options_SERVICE = 'znModal';
const MODAL_OPTION_KEYS = ['title', 'template', 'templateUrl', 'classes', 'closeButton', 'unique', 'btns', 'scope'];
const BUTTON_KEYS = ['success', 'danger', 'primary', 'action', 'close'];
/** The colour flags of a button, in the order that decides when several are true. */
const COLOURS = ['success', 'danger', 'primary'];
/** What AngularJS itself tests to tell a scope (it has no public isScope). */
function isScope(value) {
    const candidate = value;
    return !!candidate && typeof candidate === 'object' &&
        typeof candidate.$watch === 'function' && typeof candidate.$evalAsync === 'function' &&
        typeof candidate.$new === 'function';
}
function fail(code, message) {
    throw new errors_shim_ZnError(modal_options_SERVICE, code, message);
}
function optionalString(options, key, example) {
    const value = options[key];
    if (value === undefined || typeof value === 'string')
        return value;
    return fail('bad-option', `${key} must be a string such as ${example}, got ${describeValue(value)}`);
}
function checkButton(name, value) {
    if (!isPlainObject(value)) {
        fail('bad-button', `btns["${name}"] must be an object such as { primary: true, action: fn }, got ${describeValue(value)}`);
    }
    for (const key of Object.keys(value)) {
        if (!BUTTON_KEYS.includes(key)) {
            fail('unknown-option', `btns["${name}"] has an unknown key "${key}"; expected ${BUTTON_KEYS.join(', ')}`);
        }
    }
    for (const key of [...COLOURS, 'close']) {
        if (value[key] !== undefined && typeof value[key] !== 'boolean') {
            fail('bad-option', `btns["${name}"].${key} must be true or false, got ${describeValue(value[key])}`);
        }
    }
    if (value.action !== undefined && typeof value.action !== 'function') {
        fail('bad-callback', `btns["${name}"].action must be a function, got ${describeValue(value.action)}`);
    }
    const colour = COLOURS.find((flag) => value[flag] === true);
    return {
        name,
        className: `btn-${colour || 'default'}`,
        action: value.action,
        closes: value.close !== false
    };
}
function checkButtons(btns) {
    if (btns === undefined)
        return [];
    if (!isPlainObject(btns)) {
        fail('bad-option', `btns must be an object of buttons such as { Save: { primary: true, action: fn } }, got ${describeValue(btns)}`);
    }
    return Object.keys(btns).map((name) => {
        if (!name.trim())
            fail('bad-button', 'btns has a button with empty text; expected each key to be the button\'s text');
        return checkButton(name, btns[name]);
    });
}
function checkScope(scope) {
    if (scope === undefined)
        return { kind: 'root' };
    if (isScope(scope))
        return { kind: 'child', parent: scope };
    if (isPlainObject(scope)) {
        for (const key of Object.keys(scope)) {
            if (key.charAt(0) === '$' || key === 'setBtnAction') {
                fail('reserved-name', `scope property "${key}" would hide the scope's own ${key}; expected names that do not start with $ and are not setBtnAction`);
            }
        }
        return { kind: 'isolate', values: scope };
    }
    return fail('bad-option', `scope must be a scope (e.g. the controller's $scope) or a plain object, got ${describeValue(scope)}`);
}
function checkUnique(unique) {
    if (unique === undefined)
        return false;
    if (typeof unique === 'boolean')
        return unique;
    if (typeof unique === 'string' && /^[^\s]+$/.test(unique))
        return unique;
    return fail('bad-option', `unique must be true, false or one class name such as 'my-dialog', got ${describeValue(unique)}`);
}
/** Checks znModal's options and turns them into a dialog spec; any mistake is a ZnError. */
function normalizeModalOptions(options) {
    if (!isPlainObject(options)) {
        fail('bad-options', `expects an options object such as { title: 'Edit', template: '<p>…</p>' }, got ${describeValue(options)}`);
    }
    for (const key of Object.keys(options)) {
        if (!MODAL_OPTION_KEYS.includes(key)) {
            fail('unknown-option', `unknown option "${key}"; expected ${MODAL_OPTION_KEYS.join(', ')}`);
        }
    }
    const title = optionalString(options, 'title', "'Edit record'");
    const template = optionalString(options, 'template', "'<p>Hello</p>'");
    const templateUrl = optionalString(options, 'templateUrl', "'my-dialog.html'");
    if (templateUrl === '')
        fail('bad-option', 'templateUrl must not be empty; expected the id of a <script type="text/ng-template"> or a URL');
    const classes = optionalString(options, 'classes', "'zn-modal-wide my-dialog'");
    const closeButton = options.closeButton;
    if (closeButton !== undefined && typeof closeButton !== 'boolean') {
        fail('bad-option', `closeButton must be true or false, got ${describeValue(closeButton)}`);
    }
    return {
        title: title || '',
        template: template || '',
        templateUrl: templateUrl === undefined ? null : templateUrl,
        classes: classes ? classes.split(/\s+/).filter(Boolean) : [],
        closeButton: closeButton !== false,
        unique: checkUnique(options.unique),
        buttons: checkButtons(options.btns),
        scope: checkScope(options.scope),
        role: 'dialog',
        label: 'Dialog',
        describedBy: null,
        initialFocus: null
    };
}

;// ./src/filters/matcher/numbers.ts
// Exact comparison of decimal numbers written as text, without a big-number library.
//
// A number is read from text such as '-1,234.50', '$1,234,567.50' or '1.5e3': optional spaces,
// an optional sign, digits with at most one decimal point (at least one digit), an optional
// exponent, optional spaces; for record values every '$' and ',' is skipped first.
//
// Fast path: a decimal of at most 15 significant digits is turned into the nearest double with
// one exact multiplication or division (the mantissa is an exact integer below 2^53 and 10^k is
// exact for k <= 22), so no text is allocated. Rounding to the nearest double is monotonic and,
// for decimals of at most 15 significant digits, one-to-one (IEEE 754 doubles hold 15 decimal
// digits), so comparing the two doubles orders the two decimals exactly. Anything longer takes
// the slow path: both sides as normalized digit strings (`Decimal`), compared digit by digit.
/** `compareDecimalText`: the text is not a number. */
const NOT_A_NUMBER = 2;
/** `compareDecimalText`: the text is a number that needs the slow path (`parseDecimal`). */
const LONG_NUMBER = 3;
const MAX_FAST_DIGITS = 15;
const MAX_FAST_POWER = 22;
const POWERS_OF_TEN = [];
for (let power = 0, value = 1; power <= MAX_FAST_POWER; power++, value *= 10)
    POWERS_OF_TEN.push(value);
const CHAR_0 = 48;
const CHAR_9 = 57;
const CHAR_PLUS = 43;
const CHAR_MINUS = 45;
const CHAR_POINT = 46;
const CHAR_DOLLAR = 36;
const CHAR_COMMA = 44;
function isSpace(code) {
    return code === 32 || (code >= 9 && code <= 13) || code === 160;
}
/**
 * Reads `text` as a decimal number and compares it with `target.value`, without allocating: -1,
 * 0 or 1 as the number is less than, equal to or greater than it; NOT_A_NUMBER; or LONG_NUMBER
 * when it has more than 15 significant digits (or a large power of ten) and needs the slow path.
 * `money` skips every '$' and ','. No double crosses the call (the value is not returned, the
 * target comes inside an object): the engine would box it, an allocation per record.
 */
function compareDecimalText(text, money, target) {
    const length = text.length;
    let index = 0;
    let code = 0;
    // Leading spaces (and, for money, '$' and ',' anywhere).
    for (; index < length; index++) {
        code = text.charCodeAt(index);
        if (!(isSpace(code) || (money && (code === CHAR_DOLLAR || code === CHAR_COMMA))))
            break;
    }
    if (index === length)
        return NOT_A_NUMBER;
    let negative = false;
    if (code === CHAR_PLUS || code === CHAR_MINUS) {
        negative = code === CHAR_MINUS;
        for (index++; index < length; index++) {
            code = text.charCodeAt(index);
            if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA)))
                break;
        }
    }
    let mantissa = 0;
    let significant = 0; // significant digits taken into the mantissa
    let pendingZeros = 0; // zeros after the last non-zero digit
    let leadingZeros = 0; // zeros before the first non-zero digit
    let integerDigits = 0;
    let digits = 0;
    let inFraction = false;
    let long = false;
    for (; index < length; index++) {
        code = text.charCodeAt(index);
        if (code >= CHAR_0 && code <= CHAR_9) {
            digits++;
            if (!inFraction)
                integerDigits++;
            if (code === CHAR_0) {
                if (significant === 0)
                    leadingZeros++;
                else
                    pendingZeros++;
            }
            else if (significant + pendingZeros + 1 > MAX_FAST_DIGITS) {
                long = true;
                significant += pendingZeros + 1;
                pendingZeros = 0;
            }
            else {
                mantissa = mantissa * POWERS_OF_TEN[pendingZeros + 1] + (code - CHAR_0);
                significant += pendingZeros + 1;
                pendingZeros = 0;
            }
        }
        else if (code === CHAR_POINT && !inFraction) {
            inFraction = true;
        }
        else if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA))) {
            break;
        }
    }
    if (digits === 0)
        return NOT_A_NUMBER;
    let exponent = 0;
    if (index < length && (code === 101 || code === 69)) { // e E
        let exponentNegative = false;
        let exponentDigits = 0;
        for (index++; index < length; index++) {
            code = text.charCodeAt(index);
            if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA)))
                break;
        }
        if (index < length && (code === CHAR_PLUS || code === CHAR_MINUS)) {
            exponentNegative = code === CHAR_MINUS;
            for (index++; index < length; index++) {
                code = text.charCodeAt(index);
                if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA)))
                    break;
            }
        }
        for (; index < length; index++) {
            code = text.charCodeAt(index);
            if (code >= CHAR_0 && code <= CHAR_9) {
                exponentDigits++;
                if (exponent < 1e9)
                    exponent = exponent * 10 + (code - CHAR_0);
                else
                    long = true;
            }
            else if (!(money && (code === CHAR_DOLLAR || code === CHAR_COMMA))) {
                break;
            }
        }
        if (exponentDigits === 0)
            return NOT_A_NUMBER;
        if (exponentNegative)
            exponent = -exponent;
    }
    // Trailing spaces only.
    for (; index < length; index++) {
        code = text.charCodeAt(index);
        if (!(isSpace(code) || (money && (code === CHAR_DOLLAR || code === CHAR_COMMA))))
            return NOT_A_NUMBER;
    }
    if (significant === 0) {
        SCANNED[0] = 0;
        return 0 < target.value ? -1 : 0 > target.value ? 1 : 0;
    }
    if (long)
        return LONG_NUMBER;
    // value = 0.<significant digits> × 10^(integerDigits - leadingZeros + exponent)
    const power = integerDigits - leadingZeros + exponent - significant;
    if (power > MAX_FAST_POWER || power < -MAX_FAST_POWER)
        return LONG_NUMBER;
    const magnitude = power >= 0 ? mantissa * POWERS_OF_TEN[power] : mantissa / POWERS_OF_TEN[-power];
    const value = negative ? -magnitude : magnitude;
    SCANNED[0] = value;
    return value < target.value ? -1 : value > target.value ? 1 : 0;
}
/**
 * The double of the last text `compareDecimalText` read in its fast path (its -1, 0 or 1 answers),
 * so a range compares one record value with a second bound without reading the text again. A
 * typed array, as a double stored in a variable would be boxed (an allocation per record).
 */
const SCANNED = new Float64Array(1);
/**
 * Compares the number of the last `compareDecimalText` answer of -1, 0 or 1 with a `fast` rule;
 * exact for the same reason as that answer (both are decimals of at most 15 digits).
 */
function compareScannedWith(rule) {
    const value = SCANNED[0];
    return value < rule.value ? -1 : value > rule.value ? 1 : 0;
}
const DECIMAL_SYNTAX = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
// The spaces `compareDecimalText` skips at either end (not all of Unicode's, as String#trim would).
const OUTER_SPACES = /^[\t\n\v\f\r \u00a0]+|[\t\n\v\f\r \u00a0]+$/g;
/**
 * Reads `text` (same syntax as `compareDecimalText`) into a normalized `Decimal`, or null when it is
 * not a number. Allocates; used for rule values at compile time and for long record values.
 */
function parseDecimal(text, money) {
    const stripped = money ? text.replace(/[$,]/g, '') : text;
    const parts = DECIMAL_SYNTAX.exec(stripped.replace(OUTER_SPACES, ''));
    if (!parts)
        return null;
    const integerPart = parts[2];
    const fractionPart = parts[3] || '';
    if (integerPart.length + fractionPart.length === 0)
        return null;
    const all = integerPart + fractionPart;
    let first = 0;
    while (first < all.length && all.charCodeAt(first) === CHAR_0)
        first++;
    let end = all.length;
    while (end > first && all.charCodeAt(end - 1) === CHAR_0)
        end--;
    const digits = all.slice(first, end);
    if (digits === '')
        return { negative: false, digits: '', exponent: 0 };
    // Exponents beyond any real magnitude are clamped; they still order correctly against sane values.
    const written = parts[4] ? Math.max(-1e15, Math.min(1e15, Number(parts[4]))) : 0;
    return { negative: parts[1] === '-', digits, exponent: integerPart.length - first + written };
}
/** The decimal a JavaScript number stands for: its shortest round-trip text (`String(n)`). */
function decimalOfNumber(value) {
    return parseDecimal(String(value), false);
}
/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
function compareDecimals(a, b) {
    const signA = a.digits === '' ? 0 : a.negative ? -1 : 1;
    const signB = b.digits === '' ? 0 : b.negative ? -1 : 1;
    if (signA !== signB)
        return signA < signB ? -1 : 1;
    if (signA === 0)
        return 0;
    let magnitude;
    if (a.exponent !== b.exponent)
        magnitude = a.exponent > b.exponent ? 1 : -1;
    else
        magnitude = a.digits === b.digits ? 0 : a.digits > b.digits ? 1 : -1;
    return signA * magnitude;
}
function makeNumericRule(fast, value, decimal) {
    return { fast, value, decimal };
}
// The target of scans that only need to know whether a text is a number. Made first, from the
// same place as every rule and with -0 (a double, where 0 would be a small integer), so all
// numeric rules share one shape whose `value` is stored as a double: otherwise reading it in
// `compareDecimalText` would box the double, an allocation per record.
const ZERO = makeNumericRule(true, -0, { negative: false, digits: '', exponent: 0 });
/** The numeric rule of a rule text, or null when the text is not a number (then min/max compare text). */
function numericRule(text) {
    const order = compareDecimalText(text, false, ZERO);
    if (order === NOT_A_NUMBER)
        return null;
    const fast = order !== LONG_NUMBER;
    // Number() rounds a decimal correctly to the nearest double, as the scan does.
    return makeNumericRule(fast, fast ? Number(text) : NaN, parseDecimal(text, false));
}
/**
 * Compares a record value with a numeric rule: -1, 0 or 1, or NOT_A_NUMBER when the record value
 * is not a number (empty, text that is not a number once '$' and ',' are skipped, a boolean).
 */
function compareWithRule(recordValue, rule) {
    if (typeof recordValue === 'string') {
        if (rule.fast) {
            const order = compareDecimalText(recordValue, true, rule);
            if (order === NOT_A_NUMBER)
                return NOT_A_NUMBER;
            if (order !== LONG_NUMBER)
                return order;
        }
        else if (compareDecimalText(recordValue, true, ZERO) === NOT_A_NUMBER) {
            return NOT_A_NUMBER;
        }
        return compareDecimals(parseDecimal(recordValue, true), rule.decimal);
    }
    if (typeof recordValue === 'number') {
        if (recordValue !== recordValue)
            return NOT_A_NUMBER;
        // Rule values are finite decimals, so an infinite record value is beyond every one of them.
        if (recordValue === Infinity)
            return 1;
        if (recordValue === -Infinity)
            return -1;
        if (rule.fast)
            return recordValue < rule.value ? -1 : recordValue > rule.value ? 1 : 0;
        return compareDecimals(decimalOfNumber(recordValue), rule.decimal);
    }
    if (typeof recordValue === 'bigint') {
        return compareDecimals(parseDecimal(String(recordValue), false), rule.decimal);
    }
    return NOT_A_NUMBER;
}

;// ./src/filters/matcher/record-values.ts
// Reading the value a condition compares from a record, and normalizing it.
//
// Only a record's own properties count (`constructor` or `toString` are missing fields, not
// functions from Object.prototype, nor a property polluting it). Dotted attributes (`folder.id`)
// walk into nested objects. The value is then normalized:
// - missing, null and undefined are the empty value '';
// - an object compares by its own `value`, else its own `id` (file, linked and member fields);
//   an object with neither, or whose `value`/`id` is itself an object, is empty;
// - an array is a multi-value field and stays an array; its elements are normalized the same
//   way when compared (an element that is an array is empty);
// - text, numbers, booleans and bigints stay as they are; anything else (a function) is empty.
const hasOwn = Object.prototype.hasOwnProperty;
/** An own property: read first, checked as own only when defined (an undefined one needs no check). */
function readOwn(object, key) {
    const value = object[key];
    return value !== undefined && hasOwn.call(object, key) ? value : undefined;
}
/**
 * The raw value of an attribute of a record (an object): one own property (`segments` null) or
 * a dotted path of own properties through nested objects.
 */
function readAttribute(record, key, segments) {
    if (segments === null)
        return readOwn(record, key);
    let value = record;
    for (let index = 0; index < segments.length; index++) {
        if (value === null || typeof value !== 'object')
            return undefined;
        value = readOwn(value, segments[index]);
    }
    return value;
}
/** The normalized value of an attribute (see above). */
function valueAt(record, key, segments) {
    return normalizeValue(readAttribute(record, key, segments));
}
/**
 * The value an object stands for: its own `value`, else its own `id`, else undefined. (Each is
 * read first and checked as own only when defined: an undefined one needs no check.)
 */
function valueOfObject(object) {
    const value = object.value;
    if (value !== undefined && hasOwn.call(object, 'value'))
        return value;
    const id = object.id;
    return id !== undefined && hasOwn.call(object, 'id') ? id : undefined;
}
/** Normalizes a record value: '' for empty, an array for a multi-value field, else a scalar. */
function normalizeValue(raw) {
    const type = typeof raw;
    if (type === 'string' || type === 'number' || type === 'boolean')
        return raw;
    if (raw === null || raw === undefined)
        return '';
    if (type === 'object') {
        if (Array.isArray(raw))
            return raw;
        const inner = valueOfObject(raw);
        const innerType = typeof inner;
        if (innerType === 'string' || innerType === 'number' || innerType === 'boolean' || innerType === 'bigint')
            return inner;
        return Array.isArray(inner) ? inner : '';
    }
    return type === 'bigint' ? raw : '';
}
/** Normalizes one element of a multi-value field: like `normalizeValue`, but never an array. */
function normalizeElement(raw) {
    const type = typeof raw;
    if (type === 'string' || type === 'number' || type === 'boolean')
        return raw;
    if (raw === null || raw === undefined)
        return '';
    if (type === 'object') {
        if (Array.isArray(raw))
            return '';
        const inner = valueOfObject(raw);
        const innerType = typeof inner;
        return innerType === 'string' || innerType === 'number' || innerType === 'boolean' || innerType === 'bigint' ? inner : '';
    }
    return type === 'bigint' ? raw : '';
}
/** True for a normalized value that is a multi-value field. */
function isMultiValue(value) {
    return typeof value === 'object';
}

;// ./src/filters/matcher/text.ts
// Comparing record values with rule texts, without allocating on the common paths.
//
// Record values reach these functions already normalized (see record-values.ts): text, a number,
// a boolean or a bigint; '' is the empty value. Equality is type-loose: a record value equals a
// rule text when `String(value)` equals it, so 5 equals '5', and true equals 'TRUE' ignoring case.
/** Prepares a rule text. */
function ruleText(text) {
    const lower = text.toLowerCase();
    return {
        text,
        lower,
        exactNumber: numberWithText(text),
        lowerNumber: lower === 'nan' ? NaN : lower === 'infinity' ? Infinity : lower === '-infinity' ? -Infinity : numberWithText(lower),
        mayGrow: lower.indexOf('\u0307') !== -1
    };
}
function numberWithText(text) {
    // String(number) starts with a digit, '-', 'N' (NaN) or 'I' (Infinity): skip Number() for other texts
    const first = text.charCodeAt(0);
    if (!((first >= 48 && first <= 57) || first === 45 || first === 78 || first === 73))
        return undefined;
    const value = Number(text);
    return String(value) === text ? value : undefined;
}
function sameNumber(value, rule) {
    return value === rule || (value !== value && rule !== rule && rule !== undefined);
}
/**
 * True when `text.toLowerCase() === lower`, without lower-casing ASCII text. Relies on two facts
 * of Unicode case mapping (checked by a spec over every code point): lower-casing never shortens
 * a text, and only 'İ' (U+0130) lengthens it, adding U+0307.
 */
function equalsLowerCase(text, rule) {
    const lower = rule.lower;
    if (text === lower)
        return true;
    const length = text.length;
    if (length !== lower.length)
        return length < lower.length && rule.mayGrow && text.toLowerCase() === lower;
    for (let index = 0; index < length; index++) {
        let code = text.charCodeAt(index);
        if (code >= 128)
            return text.toLowerCase() === lower;
        if (code >= 65 && code <= 90)
            code += 32;
        if (code !== lower.charCodeAt(index))
            return false;
    }
    return true;
}
/** Case-insensitive, type-loose equality of a normalized record scalar with a rule text. */
function equalsIgnoringCase(value, rule) {
    if (typeof value === 'string')
        return equalsLowerCase(value, rule);
    if (typeof value === 'number')
        return sameNumber(value, rule.lowerNumber);
    if (typeof value === 'boolean')
        return rule.lower === (value ? 'true' : 'false');
    if (typeof value === 'bigint')
        return String(value) === rule.lower;
    return false;
}
/** Case-sensitive, type-loose equality (elements of multi-value fields for `contains`). */
function equalsExactly(value, rule) {
    if (typeof value === 'string')
        return value === rule.text;
    if (typeof value === 'number')
        return sameNumber(value, rule.exactNumber);
    if (typeof value === 'boolean')
        return rule.text === (value ? 'true' : 'false');
    if (typeof value === 'bigint')
        return String(value) === rule.text;
    return false;
}
/** The text of a normalized record scalar (allocates for numbers, booleans and bigints). */
function textOf(value) {
    return typeof value === 'string' ? value : String(value);
}

;// ./src/filters/matcher/validators.ts
// The validation rules that `not-validates` names. A condition `not-validates` matches records
// whose value does NOT pass the rule. Empty values are not checked (they never match): a
// validation rule says what a value must look like when there is one, as field validation does.
/** Rule names `not-validates` accepts, each with the test a valid value passes. */
const VALIDATION_RULES = {
    /** Letters of any script (with their combining marks), nothing else. */
    alpha: /^[\p{L}\p{M}]+$/u,
    /** Letters and decimal digits of any script. */
    alphaNumeric: /^[\p{L}\p{M}\p{Nd}]+$/u,
    /**
     * local@domain: a dot-separated local part of the characters RFC 5322 allows unquoted; a
     * domain of at least two dot-separated labels (letters, digits, inner hyphens) whose last
     * label is letters or a punycode `xn--` label.
     */
    emailAddress: new RegExp("^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*" +
        '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+' +
        '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'),
    /** An optional sign, digits with an optional decimal point, an optional exponent: -12, 3.5, .5, 1e3. */
    numeric: /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/,
    /** A US ZIP code: 5 digits, or ZIP+4 (12345-6789). */
    zipCode: /^\d{5}(?:-\d{4})?$/
};
/** Refused by name: `unique` needs the whole collection, which a single record cannot show. */
const COLLECTION_RULES = ['unique'];

;// ./src/filters/matcher/conditions.ts
// A condition compiles to a closure over its rule values, chosen by prefix, that tests a record
// value already read and normalized (record-values.ts); the group reads the value (see
// compile.ts), so adjacent conditions on one attribute (a min/max range) read it once.
//
// Positive prefixes match when ANY value of a piped text matches; negative ones (`not`,
// `not-contains`, `not-validates`) when NONE does. On multi-value fields (arrays) only
// `contains`, `not-contains`, `in` and `not-in` can match.




const never = () => false;
/**
 * The test of a value condition, with its rule values prepared once. A single rule value (the
 * common case) gets its own closure, without the loop over piped values.
 */
function compileValueTest(condition) {
    const rules = condition.texts.map(ruleText);
    const single = rules.length === 1 ? rules[0] : null;
    switch (condition.prefix) {
        // equalsIgnoringCase is false for a multi-value field (an array) already.
        case '': return single ? (value) => equalsIgnoringCase(value, single) : (value) => equalsAny(value, rules);
        case 'not': return single
            ? (value) => !isMultiValue(value) && !equalsIgnoringCase(value, single)
            : (value) => !isMultiValue(value) && !equalsAny(value, rules);
        case 'contains': return containsTest(rules, condition.list, false);
        case 'not-contains': return containsTest(rules, condition.list, true);
        case 'starts-with': return single
            ? (value) => !isMultiValue(value) && textOf(value).startsWith(single.text)
            : (value) => !isMultiValue(value) && startsWithAny(textOf(value), rules);
        case 'ends-with': return single
            ? (value) => !isMultiValue(value) && textOf(value).endsWith(single.text)
            : (value) => !isMultiValue(value) && endsWithAny(textOf(value), rules);
        case 'min': return boundTest(rules, 1);
        case 'max': return boundTest(rules, -1);
        // `in`/`not-in` need an array: anything else never matches.
        case 'in': return condition.list ? (value) => isIn(value, rules) : never;
        case 'not-in': return condition.list ? (value) => !isIn(value, rules) : never;
        case 'not-validates': return notValidatesTest(rules);
    }
}
// '' and 'not': case-insensitive, type-loose equality.
function equalsAny(value, rules) {
    for (let index = 0; index < rules.length; index++)
        if (equalsIgnoringCase(value, rules[index]))
            return true;
    return false;
}
// 'starts-with' and 'ends-with': case-sensitive, on text.
function startsWithAny(text, rules) {
    for (let index = 0; index < rules.length; index++)
        if (text.startsWith(rules[index].text))
            return true;
    return false;
}
function endsWithAny(text, rules) {
    for (let index = 0; index < rules.length; index++)
        if (text.endsWith(rules[index].text))
            return true;
    return false;
}
// 'contains': a substring of text (case-sensitive); on a multi-value field an element equal to
// the value (type-loose, case-sensitive). An array value needs every one of its values; a piped
// text any one. 'not-contains' is its negation.
function containsTest(rules, every, negated) {
    if (rules.length === 1) {
        // One value: "every" and "any" agree.
        const rule = rules[0];
        const text = rule.text;
        return negated
            ? (value) => (isMultiValue(value) ? !hasElement(value, rule) : textOf(value).indexOf(text) === -1)
            : (value) => (isMultiValue(value) ? hasElement(value, rule) : textOf(value).indexOf(text) !== -1);
    }
    return (value) => contains(value, rules, every) !== negated;
}
function contains(value, rules, every) {
    const count = rules.length;
    if (isMultiValue(value)) {
        for (let index = 0; index < count; index++) {
            if (hasElement(value, rules[index]) !== every)
                return !every;
        }
        return every;
    }
    const text = textOf(value);
    for (let index = 0; index < count; index++) {
        if ((text.indexOf(rules[index].text) !== -1) !== every)
            return !every;
    }
    return every;
}
function hasElement(values, rule) {
    for (let index = 0; index < values.length; index++) {
        const element = values[index];
        // Text elements (the common case) compare directly.
        if (typeof element === 'string' ? element === rule.text : equalsExactly(normalizeElement(element), rule))
            return true;
    }
    return false;
}
function boundTest(rules, direction) {
    const bounds = rules.map((rule) => ({ numeric: numericRule(rule.text), text: rule.text }));
    if (bounds.length === 1) {
        // One bound: numeric or text, min or max, known now.
        const numeric = bounds[0].numeric;
        const text = bounds[0].text;
        if (numeric !== null) {
            return direction === 1
                ? (value) => { const order = compareWithRule(value, numeric); return order !== (/* inlined export .NOT_A_NUMBER */2) && order >= 0; }
                : (value) => { const order = compareWithRule(value, numeric); return order !== (/* inlined export .NOT_A_NUMBER */2) && order <= 0; };
        }
        return direction === 1
            ? (value) => value !== '' && !isMultiValue(value) && textOf(value) >= text
            : (value) => value !== '' && !isMultiValue(value) && textOf(value) <= text;
    }
    return (value) => {
        for (let index = 0; index < bounds.length; index++)
            if (satisfies(value, bounds[index], direction))
                return true;
        return false;
    };
}
function satisfies(value, bound, direction) {
    if (bound.numeric !== null) {
        const order = compareWithRule(value, bound.numeric);
        return order !== (/* inlined export .NOT_A_NUMBER */2) && (direction === 1 ? order >= 0 : order <= 0);
    }
    if (value === '' || isMultiValue(value))
        return false;
    const text = textOf(value);
    return direction === 1 ? text >= bound.text : text <= bound.text;
}
/**
 * A `min` and a `max` on one attribute (a range), both numbers of at most 15 digits: a text value
 * is read once for both bounds. Null when the conditions are not such a pair.
 */
function compileRangeTest(low, high) {
    if (low.prefix !== 'min' || high.prefix !== 'max' || low.texts.length !== 1 || high.texts.length !== 1)
        return null;
    const lowRule = numericRule(low.texts[0]);
    const highRule = numericRule(high.texts[0]);
    if (lowRule === null || highRule === null || !lowRule.fast || !highRule.fast)
        return null;
    const lowTest = compileValueTest(low);
    const highTest = compileValueTest(high);
    return (value) => {
        if (typeof value !== 'string')
            return lowTest(value) && highTest(value);
        const order = compareDecimalText(value, true, lowRule);
        if (order === (/* inlined export .NOT_A_NUMBER */2))
            return false;
        if (order === (/* inlined export .LONG_NUMBER */3))
            return lowTest(value) && highTest(value); // the exact slow path
        return order >= 0 && compareScannedWith(highRule) <= 0;
    };
}
// 'in': the value, or any element of a multi-value field, equals a listed value. Text elements
// (the common case) skip normalizeElement and the type dispatch of equalsIgnoringCase.
function isIn(value, rules) {
    if (!isMultiValue(value))
        return equalsAny(value, rules);
    const count = rules.length;
    for (let index = 0; index < value.length; index++) {
        const element = value[index];
        if (typeof element === 'string') {
            for (let rule = 0; rule < count; rule++)
                if (equalsLowerCase(element, rules[rule]))
                    return true;
        }
        else if (equalsAny(normalizeElement(element), rules)) {
            return true;
        }
    }
    return false;
}
// 'not-validates': the value passes none of the named rules. Empty values are not checked.
function notValidatesTest(rules) {
    const patterns = rules.map((rule) => VALIDATION_RULES[rule.text]);
    if (patterns.length === 1) {
        const pattern = patterns[0];
        return (value) => value !== '' && !isMultiValue(value) && !pattern.test(textOf(value));
    }
    return (value) => {
        if (value === '' || isMultiValue(value))
            return false;
        const text = textOf(value);
        for (let index = 0; index < patterns.length; index++)
            if (patterns[index].test(text))
                return false;
        return true;
    };
}

;// ./src/filters/matcher/compile.ts
// Turns a parsed filter into closures: a group into a combination of its entries' matchers, a
// condition into a read of its attribute plus a test over its prepared rule values
// (conditions.ts), a subfilter into a match of the nested record(s). The prefix, the attribute
// path and the rule values (their lower-case text, their numbers, their validation patterns) are
// resolved here once, so matching a record only reads its values and compares, allocating nothing.
//
// Why so many small closure shapes: without code generation (no `new Function`, for CSP) every
// filter shares the same closure code, so a generic loop over entries makes every call site in it
// megamorphic and keeps branches on things known at compile time. Groups of one to three entries
// and runs of conditions on one attribute (a min/max range) therefore get their own closures.


const compile_hasOwn = Object.prototype.hasOwnProperty;
const matchAll = () => true;
function compileNode(node) {
    switch (node.kind) {
        case 'group': return compileGroup(node);
        case 'subfilter': return compileSubfilter(node);
        default: return conditionsMatcher(node.path, [compileValueTest(node)], false);
    }
}
function samePath(a, b) {
    if (a.length !== b.length)
        return false;
    for (let index = 0; index < a.length; index++)
        if (a[index] !== b[index])
            return false;
    return true;
}
/**
 * The matcher of a whole filter, calling `check(record)` first. A root group of two entries (the
 * usual filter) gets the check in its own closure: one call less per record than a wrapper.
 */
function compileRoot(group, check) {
    const any = group.operator === 'or';
    const matchers = entryMatchers(group.entries, any);
    const [first, second] = matchers;
    if (matchers.length === 2) {
        return any
            ? (record) => { check(record); return first(record) || second(record); }
            : (record) => { check(record); return first(record) && second(record); };
    }
    const matcher = combine(matchers, any);
    return (record) => { check(record); return matcher(record); };
}
function compileGroup(group) {
    const any = group.operator === 'or'; // "or" stops at the first match, "and" at the first miss
    return combine(entryMatchers(group.entries, any), any);
}
/** One matcher per entry, a run of adjacent conditions on one attribute (a range) being one entry. */
function entryMatchers(parsed, any) {
    const matchers = [];
    for (let index = 0; index < parsed.length;) {
        const entry = parsed[index];
        if (entry.kind !== 'condition') {
            matchers.push(compileNode(entry));
            index++;
            continue;
        }
        // Adjacent conditions on one attribute (a range) read it once.
        const run = [];
        let next = index;
        while (next < parsed.length && parsed[next].kind === 'condition' &&
            samePath(parsed[next].path, entry.path)) {
            run.push(parsed[next]);
            next++;
        }
        // A numeric min/max pair in an "and" also reads the number once.
        const range = !any && run.length === 2 ? compileRangeTest(run[0], run[1]) : null;
        const tests = range !== null ? [range] : run.map(compileValueTest);
        matchers.push(conditionsMatcher(entry.path, tests, any));
        index = next;
    }
    return matchers;
}
// An empty group matches every record.
function combine(matchers, any) {
    const [first, second, third] = matchers;
    switch (matchers.length) {
        case 0: return matchAll;
        case 1: return first;
        case 2: return any ? (record) => first(record) || second(record) : (record) => first(record) && second(record);
        case 3: return any
            ? (record) => first(record) || second(record) || third(record)
            : (record) => first(record) && second(record) && third(record);
    }
    const count = matchers.length;
    return (record) => {
        for (let index = 0; index < count; index++)
            if (matchers[index](record) === any)
                return any;
        return !any;
    };
}
/** Tests of one attribute, read once: all must pass (`any` false) or one (`any` true). */
function conditionsMatcher(path, tests, any) {
    const [first, second] = tests;
    if (path.length === 1) {
        // The common case, one property name: the own-property read is written out here (see
        // readOwn), as a call per read costs more than the read itself.
        const key = path[0];
        if (tests.length === 1) {
            return (record) => {
                const raw = record[key];
                return first(normalizeValue(raw !== undefined && compile_hasOwn.call(record, key) ? raw : undefined));
            };
        }
        if (tests.length === 2) {
            return any
                ? (record) => {
                    const raw = record[key];
                    const value = normalizeValue(raw !== undefined && compile_hasOwn.call(record, key) ? raw : undefined);
                    return first(value) || second(value);
                }
                : (record) => {
                    const raw = record[key];
                    const value = normalizeValue(raw !== undefined && compile_hasOwn.call(record, key) ? raw : undefined);
                    return first(value) && second(value);
                };
        }
    }
    if (path.length === 2 && tests.length === 1) {
        // `folder.id`: two own-property reads, as readAttribute does them, written out.
        const outerKey = path[0];
        const innerKey = path[1];
        return (record) => {
            const outer = record[outerKey];
            let raw;
            if (outer !== null && typeof outer === 'object' && compile_hasOwn.call(record, outerKey)) {
                raw = outer[innerKey];
                if (raw !== undefined && !compile_hasOwn.call(outer, innerKey))
                    raw = undefined;
            }
            return first(normalizeValue(raw));
        };
    }
    const segments = path.length === 1 ? null : path.slice();
    const key = path.length === 1 ? path[0] : '';
    if (tests.length === 1)
        return (record) => first(normalizeValue(readAttribute(record, key, segments)));
    const count = tests.length;
    return (record) => {
        const value = normalizeValue(readAttribute(record, key, segments));
        for (let index = 0; index < count; index++)
            if (tests[index](value) === any)
                return any;
        return !any;
    };
}
/** A nested record, or any of an array of them, matches the subfilter; no nested record never does. */
function compileSubfilter(node) {
    const [key, segments] = node.path.length === 1 ? [node.path[0], null] : ['', node.path.slice()];
    const inner = compileGroup(node.filter);
    return (record) => {
        const nested = readAttribute(record, key, segments);
        if (nested === null || typeof nested !== 'object')
            return false;
        if (!Array.isArray(nested))
            return inner(nested);
        for (let index = 0; index < nested.length; index++) {
            const element = nested[index];
            if (element !== null && typeof element === 'object' && !Array.isArray(element) && inner(element))
                return true;
        }
        return false;
    };
}

;// ./src/filters/matcher/interpret.ts
/* unused harmony import specifier */ var interpret_compileValueTest;
/* unused harmony import specifier */ var interpret_readAttribute;
/* unused harmony import specifier */ var interpret_valueAt;
// Matching one record against a parsed filter without compiling it: for a filter object seen for
// the first time (a literal written inline, a filter rebuilt per digest), compiling closures and
// caching them costs more than the one match needs. The answers are the compiled matcher's: the
// same parse, the same value tests (conditions.ts) and the same reading of record values.


/**
 * Value tests by what they depend on (prefix, list or not, rule texts), shared by the filter
 * objects met once: a filter rebuilt for every call repeats the same conditions. A single rule
 * text (the usual case) is looked up without building a key. Bounded.
 */
const singleTests = new Map();
const otherTests = new Map();
let cachedTests = 0;
const MAX_VALUE_TESTS = 2000;
function remember(condition) {
    if (++cachedTests > MAX_VALUE_TESTS) {
        singleTests.clear();
        otherTests.clear();
        cachedTests = 1;
    }
    return interpret_compileValueTest(condition);
}
function valueTestOf(condition) {
    const texts = condition.texts;
    if (texts.length === 1 && !condition.list) {
        let byText = singleTests.get(condition.prefix);
        if (byText === undefined) {
            byText = new Map();
            singleTests.set(condition.prefix, byText);
        }
        let test = byText.get(texts[0]);
        if (test === undefined) {
            test = remember(condition);
            byText.set(texts[0], test);
        }
        return test;
    }
    // the count and the texts joined by U+0000 name the list exactly, unless a text holds U+0000 itself (then no cache)
    for (let index = 0; index < texts.length; index++)
        if (texts[index].indexOf('\u0000') !== -1)
            return interpret_compileValueTest(condition);
    const key = `${condition.prefix}\u0001${condition.list ? 1 : 0}\u0001${texts.length}\u0001${texts.join('\u0000')}`;
    let test = otherTests.get(key);
    if (test === undefined) {
        test = remember(condition);
        otherTests.set(key, test);
    }
    return test;
}
function matchesNode(node, record) {
    switch (node.kind) {
        case 'group': return matchesGroup(node, record);
        case 'subfilter': {
            const path = node.path;
            const nested = path.length === 1 ? interpret_readAttribute(record, path[0], null) : interpret_readAttribute(record, '', path);
            if (nested === null || typeof nested !== 'object')
                return false;
            if (!Array.isArray(nested))
                return matchesGroup(node.filter, nested);
            for (let index = 0; index < nested.length; index++) {
                const element = nested[index];
                if (element !== null && typeof element === 'object' && !Array.isArray(element) && matchesGroup(node.filter, element))
                    return true;
            }
            return false;
        }
        default: {
            const path = node.path;
            return valueTestOf(node)(path.length === 1 ? interpret_valueAt(record, path[0], null) : interpret_valueAt(record, '', path));
        }
    }
}
/** True when the record matches the group ("and": every entry, "or": any; an empty group matches). */
function matchesGroup(group, record) {
    const entries = group.entries;
    const any = group.operator === 'or';
    if (entries.length === 0)
        return true;
    for (let index = 0; index < entries.length; index++) {
        if (matchesNode(entries[index], record) === any)
            return any;
    }
    return !any;
}

;// ./src/filters/matcher/errors.ts

/** The service name every matcher error starts with. */
const errors_SERVICE = 'znFilterMatcher';
/** The host matcher's exact message for subfilters without the `subfiltering` option. */
const SUBFILTER_MESSAGE = 'Subfilter matching is not supported';
/** The host matcher's exact message for dynamic values such as `logged-in-user`. */
const DYNAMIC_MESSAGE = 'Dynamic filter conditions are not supported';
/**
 * A malformed filter: says where (`and[1].or[0]`, or `filter` for the top) and what, e.g.
 * `znFilterMatcher: and[1].or[0]: unknown prefix "bogus"; expected one of ...`.
 */
function filterError(where, code, what) {
    return new errors_shim_ZnError(errors_SERVICE, code, `${where || 'filter'}: ${what}`);
}
/** Plain errors with the host's exact messages, as plugins written for the host catch them. */
function subfilterNotSupported() {
    return new Error(SUBFILTER_MESSAGE);
}
function dynamicNotSupported() {
    return new Error(DYNAMIC_MESSAGE);
}

;// ./src/filters/matcher/options.ts



const MATCH_OPTIONS = ['subfiltering'];
const VALIDATION_OPTIONS = ['subfiltering', 'dynamicValues', 'collectionRules'];
/** Options objects of matches whose keys were checked already (the plain call may get the same one per record). */
const checkedMatchOptions = new WeakSet();
function checkOptions(options, known, checked) {
    if (options === undefined || options === null)
        return null;
    if (!isPlainObject(options)) {
        throw new errors_shim_ZnError(errors_SERVICE, 'bad-options', `options must be an object such as { subfiltering: true }; got ${describeValue(options)}`);
    }
    if (checked === null || !checked.has(options)) {
        for (const key of Object.keys(options)) {
            if (known.indexOf(key) === -1) {
                throw new errors_shim_ZnError(errors_SERVICE, 'unknown-option', `unknown option "${key}"; expected ${known.length === 1 ? known[0] : `one of ${known.join(', ')}`}`);
            }
        }
        checked === null || checked === void 0 ? void 0 : checked.add(options);
    }
    return options;
}
function flag(options, key) {
    const value = options === null ? undefined : options[key];
    if (value === undefined)
        return false;
    if (typeof value !== 'boolean') {
        throw new errors_shim_ZnError(errors_SERVICE, 'bad-option', `option ${key} must be true or false; got ${describeValue(value)}`);
    }
    return value;
}
/** Reads the options of a match or compile: the `subfiltering` flag. */
function readMatchOptions(options) {
    return flag(checkOptions(options, MATCH_OPTIONS, checkedMatchOptions), 'subfiltering');
}
/** Reads the options of `validateFilter`. */
function readValidationOptions(options) {
    const checked = checkOptions(options, VALIDATION_OPTIONS, null);
    return {
        subfiltering: flag(checked, 'subfiltering'),
        dynamicValues: flag(checked, 'dynamicValues'),
        collectionRules: flag(checked, 'collectionRules')
    };
}

;// ./src/filters/matcher/parse.ts
// Checks a filter and reads it into a plain tree the compiler turns into closures. Every check
// happens here, once per filter, so matching never meets a malformed filter.




/** Every prefix, in the order error messages list them. */
const PREFIXES = [
    '', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'in', 'not-in', 'not-validates'
];
/** The value that the API resolves and a matcher cannot (the user who is logged in). */
const DYNAMIC_VALUES = ['logged-in-user'];
const parse_hasOwn = Object.prototype.hasOwnProperty;
const CONDITION_KEYS = ['prefix', 'attribute', 'value', 'filter'];
const SCALAR = 'text, a number, a boolean or null';
/** Checks `filter` and reads it; throws the "where: what; expected" error on the first fault. */
function parseFilter(filter, options, snapshot) {
    if (!isPlainObject(filter)) {
        throw filterError('', 'bad-filter', `expected an object such as { and: [conditions] } or { or: [conditions] }; got ${describeValue(filter)}`);
    }
    return parseGroup(filter, '', { options, ancestors: [], snapshot });
}
function enter(context, object, where) {
    if (context.ancestors.indexOf(object) !== -1) {
        throw filterError(where, 'circular-value', 'the filter contains itself (a cycle); expected a tree of groups and conditions');
    }
    context.ancestors.push(object);
}
function parseGroup(node, where, context) {
    var _a;
    const hasAnd = parse_hasOwn.call(node, 'and');
    const hasOr = parse_hasOwn.call(node, 'or');
    if (hasAnd && hasOr) {
        throw filterError(where, 'bad-filter', 'has both "and" and "or"; expected exactly one, e.g. { and: [...] }');
    }
    if (!hasAnd && !hasOr) {
        throw filterError(where, 'bad-filter', 'has no "and" or "or"; expected a group such as { and: [conditions] } (the operator is required even for one condition)');
    }
    const operator = hasAnd ? 'and' : 'or';
    // (the list of keys only when there is one: this runs for every group of every filter)
    const mixed = parse_hasOwn.call(node, 'prefix') || parse_hasOwn.call(node, 'attribute') || parse_hasOwn.call(node, 'value') || parse_hasOwn.call(node, 'filter')
        ? CONDITION_KEYS.filter((key) => parse_hasOwn.call(node, key)) : [];
    if (mixed.length) {
        throw filterError(where, 'bad-filter', `mixes the group "${operator}" with condition keys (${mixed.join(', ')}); expected either a group or a condition`);
    }
    const listWhere = where ? `${where}.${operator}` : operator;
    const list = node[operator];
    if (!Array.isArray(list)) {
        throw filterError(listWhere, 'bad-filter', `expected an array of conditions; got ${describeValue(list)}`);
    }
    enter(context, node, where);
    enter(context, list, listWhere);
    (_a = context.snapshot) === null || _a === void 0 ? void 0 : _a.addGroup(node, operator, list);
    const entries = [];
    for (let index = 0; index < list.length; index++) {
        entries.push(parseEntry(list[index], listWhere, index, context));
    }
    context.ancestors.length -= 2;
    return { kind: 'group', operator, entries };
}
/** The error of entry `entry` of a group's list (`suffix`: a part of it, such as `.value`). */
function parse_fail(code, listWhere, entry, what, suffix = '') {
    return filterError(`${placeOf(listWhere, entry)}${suffix}`, code, what);
}
/** The place of entry `index` of a group's list, e.g. `and[1].or[0]`: written out only when needed (errors, nested groups). */
function placeOf(listWhere, index) {
    return `${listWhere}[${index}]`;
}
function parseEntry(entry, listWhere, index, context) {
    if (!isPlainObject(entry)) {
        throw parse_fail('bad-filter', listWhere, index, `expected a condition { prefix, attribute, value } or a group { and: [...] }; got ${describeValue(entry)}`);
    }
    const node = entry;
    if (parse_hasOwn.call(node, 'and') || parse_hasOwn.call(node, 'or'))
        return parseGroup(node, placeOf(listWhere, index), context);
    return parseCondition(node, listWhere, index, context);
}
/**
 * The parts of an attribute name, shared (read-only) between parses: a filter rebuilt for every
 * call names the same attributes. Bounded.
 */
const paths = new Map();
function pathOf(attribute) {
    let path = paths.get(attribute);
    if (path === undefined) {
        if (paths.size >= 2000)
            paths.clear();
        path = attribute.split('.');
        paths.set(attribute, path);
    }
    return path;
}
function own(node, key) {
    return parse_hasOwn.call(node, key) ? node[key] : undefined;
}
function parseCondition(node, listWhere, entry, context) {
    var _a, _b;
    const attribute = own(node, 'attribute');
    if (typeof attribute !== 'string' || attribute === '') {
        throw parse_fail('bad-attribute', listWhere, entry, `${attribute === undefined ? 'has no attribute' : `attribute is ${describeValue(attribute)}`}; expected the name of a record attribute such as "field123" or "folder.id"`);
    }
    const path = pathOf(attribute);
    if (path.indexOf('') !== -1) {
        throw parse_fail('bad-attribute', listWhere, entry, `attribute "${attribute}" has an empty part; expected names joined by single dots such as "folder.id"`);
    }
    const rawPrefix = own(node, 'prefix');
    const prefix = rawPrefix === undefined ? '' : rawPrefix;
    if (typeof prefix !== 'string' || PREFIXES.indexOf(prefix) === -1) {
        throw parse_fail('unknown-prefix', listWhere, entry, `${typeof prefix === 'string' ? `unknown prefix "${prefix}"` : `prefix is ${describeValue(prefix)}`}; expected one of ${PREFIXES.map((known) => `"${known}"`).join(', ')}`);
    }
    const value = own(node, 'value');
    const subfilter = own(node, 'filter');
    if (subfilter !== undefined) {
        if (value !== undefined) {
            throw parse_fail('bad-filter', listWhere, entry, 'has both a value and a subfilter ("filter"); expected one of them');
        }
        if (prefix !== '') {
            throw parse_fail('bad-subfilter', listWhere, entry, `a subfilter takes prefix ""; got "${prefix}"`);
        }
        if (!context.options.subfiltering)
            throw subfilterNotSupported();
        (_a = context.snapshot) === null || _a === void 0 ? void 0 : _a.addCondition(node, undefined);
        const filterWhere = `${placeOf(listWhere, entry)}.filter`;
        if (!isPlainObject(subfilter)) {
            throw filterError(filterWhere, 'bad-subfilter', `expected a filter such as { and: [conditions] }; got ${describeValue(subfilter)}`);
        }
        enter(context, node, placeOf(listWhere, entry));
        const filter = parseGroup(subfilter, filterWhere, context);
        context.ancestors.length -= 1;
        return { kind: 'subfilter', path, filter };
    }
    if (value === undefined) {
        throw parse_fail('missing-value', listWhere, entry, 'has no value; expected a "value" (or a "filter", for a subfilter)');
    }
    const typedPrefix = prefix;
    checkDynamic(value, context);
    (_b = context.snapshot) === null || _b === void 0 ? void 0 : _b.addCondition(node, Array.isArray(value) ? value : undefined);
    if (Array.isArray(value)) {
        if (!(typedPrefix === 'in' || typedPrefix === 'not-in' || typedPrefix === 'contains' || typedPrefix === 'not-contains')) {
            throw parse_fail('bad-value', listWhere, entry, `prefix "${typedPrefix}" takes one value (${SCALAR}) or a piped text "a|b"; got an array (arrays are for "in", "not-in", "contains", "not-contains")`);
        }
        const texts = value.map((element, index) => scalarText(element, listWhere, entry, index));
        return { kind: 'condition', prefix: typedPrefix, path, texts, list: true };
    }
    const texts = pieces(scalarText(value, listWhere, entry, -1), value);
    if (typedPrefix === 'min' || typedPrefix === 'max') {
        if (typeof value === 'boolean') {
            throw parse_fail('bad-value', listWhere, entry, `"${typedPrefix}" takes a number, a numeric text or a date text; got ${describeValue(value)}`, '.value');
        }
    }
    else if (typedPrefix === 'not-validates') {
        checkValidationRules(value, texts, placeOf(listWhere, entry), context.options);
    }
    return { kind: 'condition', prefix: typedPrefix, path, texts, list: false };
}
/** The text of one rule value: numbers and booleans as text, null and 'null' as ''. */
function scalarText(value, listWhere, entry, index) {
    // the place is written out only for an error (this runs for every rule value)
    if (typeof value === 'string')
        return value === 'null' ? '' : value;
    if (value === null)
        return '';
    if (typeof value === 'boolean')
        return String(value);
    const where = index === -1 ? `${placeOf(listWhere, entry)}.value` : `${placeOf(listWhere, entry)}.value[${index}]`;
    if (typeof value === 'number') {
        if (!isFinite(value))
            throw filterError(where, 'bad-value', `expected a finite number; got ${describeValue(value)}`);
        return String(value);
    }
    throw filterError(where, 'bad-value', `expected ${SCALAR}; got ${describeValue(value)}`);
}
/** A text value 'a|b|null' holds several values; 'null' among them stands for empty too. */
function pieces(text, value) {
    if (typeof value !== 'string' || value.indexOf('|') === -1)
        return [text];
    return value.split('|').map((piece) => (piece === 'null' ? '' : piece));
}
function checkDynamic(value, context) {
    if (context.options.dynamicValues)
        return;
    if (typeof value === 'string' && value.indexOf(DYNAMIC_VALUES[0]) === -1)
        return; // the usual case, without splitting
    const candidates = Array.isArray(value) ? value : typeof value === 'string' ? value.split('|') : [];
    for (const candidate of candidates) {
        if (typeof candidate === 'string' && DYNAMIC_VALUES.indexOf(candidate) !== -1)
            throw dynamicNotSupported();
    }
}
function checkValidationRules(value, texts, where, options) {
    const known = Object.keys(VALIDATION_RULES);
    const expected = `expected one of ${known.map((name) => `"${name}"`).join(', ')}`;
    if (typeof value !== 'string') {
        throw filterError(`${where}.value`, 'bad-value', `"not-validates" takes the name of a validation rule; got ${describeValue(value)}; ${expected}`);
    }
    for (const name of texts) {
        if (COLLECTION_RULES.indexOf(name) !== -1) {
            if (options.collectionRules)
                continue;
            throw filterError(`${where}.value`, 'unsupported-rule', `"not-validates" rule "${name}" needs the whole collection of records, which matching one record cannot see; ${expected}, or filter by "${name}" through the API`);
        }
        if (!parse_hasOwn.call(VALIDATION_RULES, name)) {
            throw filterError(`${where}.value`, 'unknown-rule', `unknown validation rule "${name}"; ${expected}`);
        }
    }
}

;// ./src/filters/matcher/snapshot.ts
// What a compiled filter was compiled from, so the cached plain call can notice that a filter
// object was changed in place (as ng-model does when a condition's input is bound to it) and
// compile it again. The check compares references only: O(size of the filter), no allocation.
class FilterSnapshot {
    constructor() {
        this.groups = [];
        this.conditions = [];
    }
    addGroup(node, operator, list) {
        this.groups.push({ node, isAnd: operator === 'and', list, entries: list.slice() });
    }
    addCondition(node, valueList) {
        this.conditions.push({
            node,
            prefix: node.prefix,
            attribute: node.attribute,
            value: node.value,
            filter: node.filter,
            valueList,
            valueElements: valueList ? valueList.slice() : undefined
        });
    }
    /** True while every group and condition still holds what it held when compiled. */
    isCurrent() {
        const groups = this.groups;
        for (let index = 0; index < groups.length; index++) {
            const group = groups[index];
            const list = group.list;
            if ((group.isAnd ? group.node.and : group.node.or) !== list || !sameElements(list, group.entries))
                return false;
        }
        const conditions = this.conditions;
        for (let index = 0; index < conditions.length; index++) {
            const condition = conditions[index];
            const node = condition.node;
            if (node.value !== condition.value || node.attribute !== condition.attribute ||
                node.prefix !== condition.prefix || node.filter !== condition.filter)
                return false;
            if (condition.valueList !== undefined && !sameElements(condition.valueList, condition.valueElements))
                return false;
        }
        return true;
    }
}
function sameElements(list, elements) {
    const length = elements.length;
    if (list.length !== length)
        return false;
    for (let index = 0; index < length; index++) {
        if (list[index] !== elements[index])
            return false;
    }
    return true;
}

;// ./src/filters/matcher/types.ts
// The shapes of data filters (REST conventions, "Data filters"). Plain TypeScript with no
// AngularJS, so the pure matcher, the standalone build and Node code share them;
// src/filters/types.ts re-exports them as the SDK's public types.


;// ./src/filters/matcher/index.ts
/* unused harmony import specifier */ var matcher_matchesGroup;
/* unused harmony import specifier */ var matcher_readMatchOptions;
/* unused harmony import specifier */ var matcher_parseFilter;
/* unused harmony import specifier */ var matcher_FilterSnapshot;
// The filter matcher: pure TypeScript, no AngularJS. The `znFilterMatcher` injectable, the
// standalone build (dist/zn-filter-matcher.js) and Node code (the sandbox server) all use it.









function checkRecord(record) {
    if (record === null || typeof record !== 'object') {
        throw new errors_shim_ZnError(errors_SERVICE, 'bad-record', `record must be an object such as { id: 1, field123: 'value' }; got ${describeValue(record)}`);
    }
    if (Array.isArray(record)) {
        throw new errors_shim_ZnError(errors_SERVICE, 'bad-record', 'record must be one record object; got an array (to match a list, use records.filter(compileFilter(filter)))');
    }
}
/** The matcher of a filter; it checks the record first (see checkRecord). */
function build(filter, subfiltering, snapshot) {
    return compileRoot(parseFilter(filter, { subfiltering, dynamicValues: false, collectionRules: false }, snapshot), checkRecord);
}
/**
 * Compiles `filter` once into a predicate for many records: `records.filter(compileFilter(f))`.
 * Throws for a malformed filter, a subfilter without `options.subfiltering`, or a dynamic value.
 * The predicate keeps what the filter said when compiled: compile again after changing it.
 */
function compileFilter(filter, options) {
    return build(filter, readMatchOptions(options), null);
}
/**
 * Compiled filters per filter object, so `matchFilter` in a loop compiles once. A filter changed
 * in place since (its groups, conditions or array values) is noticed and compiled again.
 */
const compiledFilters = new WeakMap();
/** The last filter matched, in front of the WeakMap: a loop over records asks for the same one. */
let lastFilter = null;
let lastSubfiltering = false;
let lastCompiled = null;
function cachedMatcher(filter, subfiltering) {
    if (filter === null || typeof filter !== 'object')
        return build(filter, subfiltering, null); // throws
    if (filter === lastFilter && subfiltering === lastSubfiltering && lastCompiled !== null && lastCompiled.snapshot.isCurrent()) {
        return lastCompiled.matcher;
    }
    const compiled = currentCompiled(filter, subfiltering);
    lastFilter = filter;
    lastSubfiltering = subfiltering;
    lastCompiled = compiled;
    return compiled.matcher;
}
function currentCompiled(filter, subfiltering) {
    let entry = compiledFilters.get(filter);
    const compiled = entry === undefined ? undefined : subfiltering ? entry.subfiltering : entry.plain;
    if (compiled !== undefined && compiled.snapshot.isCurrent())
        return compiled;
    const snapshot = new matcher_FilterSnapshot();
    const fresh = { matcher: build(filter, subfiltering, snapshot), snapshot };
    if (entry === undefined) {
        entry = {};
        compiledFilters.set(filter, entry);
    }
    if (subfiltering)
        entry.subfiltering = fresh;
    else
        entry.plain = fresh;
    return fresh;
}
/**
 * Filter objects met once and not compiled, newest last: a filter met again while here is compiled
 * and cached. A few strong references, like `lastFilter`; a WeakSet would cost each new filter
 * object more than matching it does.
 */
const RECENT_SIZE = 4;
const recentFilters = (/* unused pure expression or super */ null && ([]));
/** True when the filter was met lately (compile it now); else remembers it and answers false. */
function metRecently(filter) {
    const index = recentFilters.indexOf(filter);
    if (index !== -1) {
        recentFilters.splice(index, 1);
        return true;
    }
    if (recentFilters.length === RECENT_SIZE)
        recentFilters.shift();
    recentFilters.push(filter);
    return false;
}
/**
 * True when `record` matches `filter`. A filter object met for the first time is matched without
 * compiling (a filter written inline, or rebuilt for every call, costs one parse); met again, it
 * is compiled and kept (per filter object), so calling this for every record of a list costs
 * little more than a compiled predicate.
 */
function matchFilter(record, filter, options) {
    // The loop case first: the same filter as last time, no options, nothing changed in place.
    const last = lastCompiled;
    if (filter === lastFilter && options === undefined && !lastSubfiltering && last !== null && last.snapshot.isCurrent()) {
        return last.matcher(record); // checks the record
    }
    const subfiltering = matcher_readMatchOptions(options);
    if (filter !== null && typeof filter === 'object' && filter !== lastFilter) {
        const entry = compiledFilters.get(filter);
        if ((entry === undefined || (subfiltering ? entry.subfiltering : entry.plain) === undefined) && !metRecently(filter)) {
            const parsed = matcher_parseFilter(filter, { subfiltering, dynamicValues: false, collectionRules: false }, null);
            checkRecord(record);
            return matcher_matchesGroup(parsed, record);
        }
    }
    return cachedMatcher(filter, subfiltering)(record);
}
/**
 * Throws the error `matchFilter` would throw for `filter` (where and what is wrong), else returns.
 * `options.dynamicValues` accepts `logged-in-user` (for filters sent to the API, which resolves it);
 * `options.subfiltering` accepts subfilters.
 */
function validateFilter(filter, options) {
    parseFilter(filter, readValidationOptions(options), null);
}

;// ./src/filters/builder/filter-shape.ts
const OPERATORS = ['and', 'or'];
/** The operator key of a filter or group (its only key). */
function operatorOf(filter) {
    return 'and' in filter && filter.and ? 'and' : 'or';
}
/** The entries under a filter's operator. */
function entriesOf(filter) {
    return (filter.and || filter.or);
}
function isGroup(entry) {
    return 'and' in entry || 'or' in entry;
}
function isSubfilterCondition(entry) {
    return 'filter' in entry;
}
function makeFilter(operator, entries) {
    return operator === 'and' ? { and: entries } : { or: entries };
}

;// ./src/filters/builder/field-types.ts
/**
 * What the builder offers for each field type: the kind of value it holds, then (in widgets.ts)
 * the prefixes that fit that kind and the widget each prefix edits its value with.
 */
/** The field types of the spec (4.6), as the API's `field.type`. */
const FIELD_TYPES = [
    'calculated-field', 'checkbox', 'country-select', 'date-picker', 'dropdown', 'file-upload',
    'heading', 'hidden-field', 'html', 'link-counter', 'linked', 'member', 'numeric', 'page-break',
    'radio', 'spacer', 'state-select', 'summary', 'text', 'text-area', 'text-input', 'year'
];
/** Every prefix a filter may use: the spec's nine, plus `in`/`not-in` for choice fields. */
const field_types_PREFIXES = [
    '', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'not-validates', 'in', 'not-in'
];
/** The rule values of `not-validates`. */
const field_types_VALIDATION_RULES = (/* unused pure expression or super */ null && (['alpha', 'alphaNumeric', 'emailAddress', 'numeric', 'zipCode', 'unique']));
/** The dynamic value the server resolves to the person running the query. */
const LOGGED_IN_USER = 'logged-in-user';
/**
 * Field type → kind. Types missing here hold no data (heading, spacer, page-break, html) and are
 * never offered; calculated-field, link-counter and summary hold numbers.
 */
const FIELD_TYPE_KINDS = Object.freeze({
    'text': 'text',
    'text-input': 'text',
    'text-area': 'text',
    'hidden-field': 'text',
    'file-upload': 'file',
    'numeric': 'number',
    'calculated-field': 'number',
    'summary': 'number',
    'link-counter': 'number',
    'year': 'year',
    'date-picker': 'date',
    'dropdown': 'choice',
    'radio': 'choice',
    'checkbox': 'checkbox',
    'country-select': 'country',
    'state-select': 'state',
    'member': 'member',
    'linked': 'linked'
});
/** Field types that hold no data: never offered as attributes. */
const NON_DATA_FIELD_TYPES = FIELD_TYPES.filter((type) => !(type in FIELD_TYPE_KINDS));
/** The record attributes offered after the form's fields, with their kinds. */
const RECORD_ATTRIBUTES = [
    { attribute: 'folder.id', kind: 'folder' },
    { attribute: 'createdByUser.id', kind: 'creator' },
    { attribute: 'created', kind: 'datetime' },
    { attribute: 'modified', kind: 'datetime' }
];
const RECORD_ATTRIBUTE_NAMES = RECORD_ATTRIBUTES.map((entry) => entry.attribute);
/** True for `field<id>` attributes. */
function isFieldAttribute(attribute) {
    return /^field[1-9]\d*$/.test(attribute);
}
function isFieldType(value) {
    return typeof value === 'string' && FIELD_TYPES.includes(value);
}
function isPrefix(value) {
    return typeof value === 'string' && field_types_PREFIXES.includes(value);
}

;// ./src/filters/builder/filter-rules.ts


function filter_rules_quote(value) {
    return JSON.stringify(value);
}
/** True when a value uses `logged-in-user`, alone, in a `a|b` list or in an array. */
function usesDynamicValue(value) {
    if (Array.isArray(value))
        return value.some(usesDynamicValue);
    return typeof value === 'string' && value.split('|').includes(LOGGED_IN_USER);
}
/**
 * Finds the first rule of the options that a well-formed filter breaks, as a phrase that names
 * the rule (`uses the operator "or", which options.operators (["and"]) does not allow`), or null.
 * Rules that need the form's fields (field types) are checked when the fields arrive.
 */
function findOptionViolation(filter, options) {
    return visitFilter(filter, options, true);
}
function visitFilter(filter, options, isTop) {
    const operator = operatorOf(filter);
    if (!options.operators.includes(operator)) {
        return `uses the operator ${filter_rules_quote(operator)}, which options.operators (${filter_rules_quote(options.operators)}) does not allow`;
    }
    if (!isTop && !options.groups) {
        // reached only for nested groups; subfilters are checked before their filter is visited
        return 'has a nested group of conditions, but options.groups is false';
    }
    for (const entry of entriesOf(filter)) {
        const violation = visitEntry(entry, options);
        if (violation)
            return violation;
    }
    return null;
}
function visitEntry(entry, options) {
    var _a;
    if (isGroup(entry))
        return visitFilter(entry, options, false);
    const where = `on ${filter_rules_quote(entry.attribute)}`;
    if (options.attributeBlacklist.includes(entry.attribute)) {
        return `filters on ${filter_rules_quote(entry.attribute)}, which options.attributeBlacklist excludes`;
    }
    const prefix = (_a = entry.prefix) !== null && _a !== void 0 ? _a : '';
    if (options.prefixBlacklist.includes(prefix)) {
        return `uses the prefix ${filter_rules_quote(prefix)} ${where}, which options.prefixBlacklist excludes`;
    }
    if (isSubfilterCondition(entry)) {
        if (!options.subfilters)
            return `has a subfilter ${where}, but options.subfilters is false`;
        return visitFilter(entry.filter, options, true);
    }
    if (!options.dynamicValues && usesDynamicValue(entry.value)) {
        return `uses the dynamic value ${filter_rules_quote(LOGGED_IN_USER)} ${where}, but options.dynamicValues is false`;
    }
    return null;
}

;// ./src/filters/builder/opening-filter.ts





/** Groups and subfilters nest at most this deep (REST conventions). */
const MAX_NESTING = 5;
/**
 * How deep groups nest within one filter (1 for a flat one; each subfilter counts afresh) and
 * subfilters within each other (0 without any).
 */
function measure(filter, level = 1, subfilterLevel = 0, deepest = { groups: 0, subfilters: 0 }) {
    deepest.groups = Math.max(deepest.groups, level);
    deepest.subfilters = Math.max(deepest.subfilters, subfilterLevel);
    for (const entry of entriesOf(filter)) {
        if (isGroup(entry))
            measure(entry, level + 1, subfilterLevel, deepest);
        else if (isSubfilterCondition(entry))
            measure(entry.filter, 1, subfilterLevel + 1, deepest);
    }
    return deepest;
}
/**
 * Checks the filter a builder opens with. No filter (undefined, null or `{}`) opens an empty
 * builder. A malformed filter, one nested too deep, or one that breaks a rule of the options is
 * refused with a ZnError of `service` naming `filterName` and the rule.
 */
function checkOpeningFilter(service, filterName, filter, options) {
    if (filter === undefined || filter === null || (isPlainObject(filter) && Object.keys(filter).length === 0))
        return undefined;
    try {
        validateFilter(filter, { subfiltering: true, dynamicValues: true, collectionRules: true });
    }
    catch (error) {
        const detail = error instanceof errors_shim_ZnError ? error.message.slice(error.service.length + 2) : String(error);
        throw new errors_shim_ZnError(service, error instanceof errors_shim_ZnError ? error.code : 'bad-filter', `${filterName} is malformed: ${detail}`);
    }
    const valid = filter;
    const depth = measure(valid);
    if (depth.groups > MAX_NESTING) {
        throw new errors_shim_ZnError(service, 'filter-too-deep', `${filterName} nests groups ${depth.groups} levels deep; expected at most ${MAX_NESTING}`);
    }
    if (depth.subfilters > MAX_NESTING) {
        throw new errors_shim_ZnError(service, 'filter-too-deep', `${filterName} nests subfilters ${depth.subfilters} levels deep; expected at most ${MAX_NESTING}`);
    }
    const violation = findOptionViolation(valid, options);
    if (violation)
        throw new errors_shim_ZnError(service, 'filter-not-allowed', `${filterName} ${violation}; expected a filter that fits the options`);
    return valid;
}

;// ./src/filters/builder/options.ts




/** The defaults of the spec (4.6): everything allowed, both operators, nothing blacklisted. */
const DEFAULT_BUILDER_OPTIONS = Object.freeze({
    subfilters: true,
    groups: true,
    dynamicValues: true,
    operators: ['and', 'or'],
    attributeBlacklist: [],
    prefixBlacklist: [],
    fieldTypeBlacklist: []
});
const BUILDER_KEYS = ['formId', 'subfilters', 'groups', 'dynamicValues', 'operators',
    'attributeBlacklist', 'prefixBlacklist', 'fieldTypeBlacklist'];
/** The keys only `znFiltersPanel.open` takes. */
const PANEL_KEYS = ['filter', 'onSave'];
function quoteList(values) {
    return values.map((value) => JSON.stringify(value)).join(', ');
}
function checkFormId(service, value) {
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
        throw new errors_shim_ZnError(service, 'bad-option', `options.formId is ${describeValue(value)}; expected the id of the form to filter, a positive integer such as 123`);
    }
    return id;
}
function checkBoolean(service, key, value) {
    if (typeof value !== 'boolean') {
        throw new errors_shim_ZnError(service, 'bad-option', `options.${key} is ${describeValue(value)}; expected true or false`);
    }
    return value;
}
function checkList(service, key, value, isAllowed, expected) {
    if (!Array.isArray(value)) {
        throw new errors_shim_ZnError(service, 'bad-option', `options.${key} is ${describeValue(value)}; expected an array of ${expected}`);
    }
    value.forEach((entry, index) => {
        if (!isAllowed(entry)) {
            throw new errors_shim_ZnError(service, 'bad-option', `options.${key}[${index}] is ${describeValue(entry)}; expected ${expected}`);
        }
    });
    return value.slice();
}
function isOperator(value) {
    return value === 'and' || value === 'or';
}
function isAttributeName(value) {
    return typeof value === 'string' && (isFieldAttribute(value) || RECORD_ATTRIBUTE_NAMES.includes(value));
}
/**
 * Checks the options of either front door and fills in the defaults. `service` names the front
 * door in errors (`znFiltersPanel` or `znInlineFilter`); the inline directive refuses `filter`
 * and `onSave` since its filter is its ng-model.
 */
function checkBuilderOptions(service, raw, front) {
    if (!isPlainObject(raw)) {
        throw new errors_shim_ZnError(service, 'bad-options', `options is ${describeValue(raw)}; expected an object such as { formId: 123 }`);
    }
    const known = front === 'panel' ? BUILDER_KEYS.concat(PANEL_KEYS) : BUILDER_KEYS;
    for (const key of Object.keys(raw)) {
        if (front === 'inline' && PANEL_KEYS.includes(key)) {
            throw new errors_shim_ZnError(service, 'not-applicable', `options.${key} does not apply to zn-inline-filter; expected the filter bound with ng-model instead`);
        }
        if (!known.includes(key)) {
            throw new errors_shim_ZnError(service, 'unknown-option', `unknown option "${key}"; expected one of ${known.join(', ')}`);
        }
    }
    const options = Object.assign(Object.assign({}, DEFAULT_BUILDER_OPTIONS), { operators: DEFAULT_BUILDER_OPTIONS.operators.slice(), attributeBlacklist: [], prefixBlacklist: [], fieldTypeBlacklist: [], formId: checkFormId(service, raw.formId) });
    for (const key of ['subfilters', 'groups', 'dynamicValues']) {
        if (raw[key] !== undefined)
            options[key] = checkBoolean(service, key, raw[key]);
    }
    if (raw.operators !== undefined) {
        const operators = checkList(service, 'operators', raw.operators, isOperator, '"and" or "or"');
        if (operators.length === 0) {
            throw new errors_shim_ZnError(service, 'bad-option', 'options.operators is empty; expected ["and"], ["or"] or ["and", "or"]');
        }
        options.operators = OPERATORS.filter((operator) => operators.includes(operator));
    }
    if (raw.attributeBlacklist !== undefined) {
        options.attributeBlacklist = checkList(service, 'attributeBlacklist', raw.attributeBlacklist, isAttributeName, `attributes such as "field123", or ${quoteList(RECORD_ATTRIBUTE_NAMES)}`);
    }
    if (raw.prefixBlacklist !== undefined) {
        options.prefixBlacklist = checkList(service, 'prefixBlacklist', raw.prefixBlacklist, isPrefix, `prefixes among ${quoteList(field_types_PREFIXES)}`);
    }
    if (raw.fieldTypeBlacklist !== undefined) {
        options.fieldTypeBlacklist = checkList(service, 'fieldTypeBlacklist', raw.fieldTypeBlacklist, isFieldType, `field types among ${quoteList(FIELD_TYPES)}`);
    }
    return options;
}
/** Checks `znFiltersPanel.open(options)`: the builder's options plus `filter` and `onSave`. */
function checkPanelOptions(service, raw) {
    const builder = checkBuilderOptions(service, raw, 'panel');
    const { filter, onSave } = raw;
    if (onSave !== undefined && typeof onSave !== 'function') {
        throw new errors_shim_ZnError(service, 'bad-callback', `options.onSave is ${describeValue(onSave)}; expected a function called with the saved filter`);
    }
    return { builder, filter: filter === null ? undefined : filter, onSave: onSave };
}

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








const test_dialogs_SERVICE = 'znTestDialogs';
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
            throw new errors_shim_ZnError(test_dialogs_SERVICE, 'dialog-closed', `modal(${JSON.stringify(this.title)}).click(${JSON.stringify(button)}): the dialog is closed already`);
        }
        if (this.buttons.indexOf(button) === -1) {
            throw new errors_shim_ZnError(test_dialogs_SERVICE, 'unknown-button', `modal(${JSON.stringify(this.title)}) has no button ${describeValue(button)}; ` +
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
                throw new errors_shim_ZnError(test_dialogs_SERVICE, 'template-not-found', `modal(${JSON.stringify(this.title)}).element(): the template ` +
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
                throw new errors_shim_ZnError('znConfirm', 'bad-callback', `${name} must be a function, got ${describeValue(value)}`);
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
                        throw new errors_shim_ZnError(test_dialogs_SERVICE, 'dialog-closed', 'filterPanel(): the panel is closed already');
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
                            throw new errors_shim_ZnError(test_dialogs_SERVICE, 'bad-filter', `filterPanel().save(filter): filter must be a data filter such as ` +
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
            throw new errors_shim_ZnError(test_dialogs_SERVICE, 'no-open-dialog', `confirm(${describeValue(answer)}): no znConfirm is open` +
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
            throw new errors_shim_ZnError(test_dialogs_SERVICE, 'no-open-dialog', `modal(${titleOrClass === undefined ? '' : JSON.stringify(titleOrClass)}): no such znModal is open; ` +
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
            throw new errors_shim_ZnError(test_dialogs_SERVICE, 'no-open-dialog', 'filterPanel(): no znFiltersPanel is open');
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
            throw new errors_shim_ZnError(test_templates_SERVICE, 'bad-template', `load(html) takes the text of plugin.html, got ${describeValue(html)}`);
        }
        const holder = this.$document[0].createElement('div');
        holder.innerHTML = html;
        const blocks = Array.prototype.slice.call(holder.querySelectorAll('script[type="text/ng-template"]'));
        return blocks.map((block) => {
            const id = block.getAttribute('id');
            if (!id) {
                throw new errors_shim_ZnError(test_templates_SERVICE, 'bad-template', 'load(html): a <script type="text/ng-template"> block has no id; expected id="my-plugin-main"');
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
                    throw new errors_shim_ZnError(test_storage_SERVICE, 'bad-key', `setLocalItem(key, text) takes two strings, got ${describeValue(key)} and ${describeValue(text)}`);
                }
                this.items.set(key, text);
            },
            setLocalState: (state) => {
                if (STATES.indexOf(state) === -1) {
                    throw new errors_shim_ZnError(test_storage_SERVICE, 'bad-option', `setLocalState(state): expected one of ${STATES.join(', ')}, got ${describeValue(state)}`);
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
                    throw new errors_shim_ZnError(test_storage_SERVICE, 'bad-key', `setCookie(name, value) takes two strings, got ${describeValue(name)} and ${describeValue(value)}`);
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

;// ./src/data/resources.ts
/**
 * The REST resources `znData` reaches, by name, with exactly the spec's parameterized paths
 * (relative to `znConfig.get().apiUrl`). A `:name` segment is a path parameter.
 */
const RESOURCE_PATHS = {
    Activities: '/activities/:activityId',
    AppTemplates: '/app_templates/:id',
    AppTemplateInstallJobs: '/app_template_install_jobs/:id',
    BinaryExportBatch: '/binary_export_jobs/:binaryExportJobId/batches/:id',
    BinaryExportJob: '/binary_export_jobs/:id',
    Calculate: '/calculate',
    CalculationSettings: '/calculation_settings/:id',
    DataViews: '/data_views/:id',
    Events: '/events/:id',
    Files: '/files/:id',
    Forms: '/forms/:id',
    DefaultFormPermissions: '/forms/permissions',
    FormFields: '/forms/:formId/fields/:id',
    FormFieldTaxonomy: '/form_field_taxonomy',
    FormFolders: '/forms/:formId/folders/:id',
    FormGroups: '/forms_groups/:id',
    FormRecordPermissions: '/forms/:formId/records/permissions',
    FormRecords: '/forms/:formId/records/:id',
    FormUploads: '/forms/:id/uploads',
    Notes: '/notes/:id',
    NoteReplies: '/notes/:noteId/replies/:id',
    Notifications: '/notifications/:id',
    NotificationEmails: '/notification_emails/:id',
    Plugins: '/plugins/:pluginId',
    PluginScreenshots: '/plugins/:pluginId/screenshots',
    PluginServices: '/plugins/:pluginId/services/:id',
    PluginServiceUploads: '/plugins/:pluginId/services/:serviceId/uploads',
    WorkspacePluginLinks: '/workspace_plugin_links/:id',
    RecordImportFiles: '/record_import_files/:id',
    RecordImportJobs: '/record_import_jobs/:id',
    RecordExportJobs: '/record_export_jobs/:id',
    ScheduledWebhooks: '/scheduled_webhooks/:id',
    Tasks: '/tasks/:id',
    TaskLists: '/task_lists/:id',
    TaskPriorities: '/task_priorities',
    TaskStatuses: '/task_statuses',
    TaskPreferences: '/users/:userId/task_preferences',
    Users: '/users/:id',
    Roles: '/workspaces/:workspaceId/roles/:id',
    WebhookEvents: '/webhook_events/:id',
    Webhooks: '/webhooks/:id',
    Workspaces: '/workspaces/:id',
    WorkspaceCopyJobs: '/workspace_copy_jobs',
    WorkspaceInvitees: '/workspaces/:workspaceId/invitees/:id',
    WorkspaceMembers: '/workspaces/:workspaceId/members/:id',
    WorkspaceTransferRequests: '/workspaces/:workspaceId/transfer_requests/:id',
    WorkspaceTaskPreferences: '/workspaces/:workspaceId/members/:memberId/task_preferences',
    WorkspaceLogo: '/workspaces/:workspaceId/logo',
    Countries: '/countries',
    States: '/states',
    Subscriptions: '/subscriptions/:id'
};
/**
 * Resources that carry an `objectVersion`: for them `params.objectVersion` is sent as the header
 * `X-If-ObjectVersion-Matches`, so the API refuses (409) an edit of an object changed since.
 */
const VERSIONED = ['Forms', 'FormRecords', 'Plugins', 'DefaultFormPermissions', 'FormRecordPermissions'];
function parsePath(path) {
    return path.split('/').slice(1).map((part) => part.charAt(0) === ':' ? { kind: 'param', name: part.slice(1) } : { kind: 'text', text: part });
}
function resources_define(name) {
    const path = RESOURCE_PATHS[name];
    const segments = parsePath(path);
    const last = segments[segments.length - 1];
    const slot = last.kind === 'param' ? last.name : null;
    const collectionSegments = slot === null ? segments : segments.slice(0, -1);
    const required = collectionSegments
        .filter((segment) => segment.kind === 'param')
        .map((segment) => segment.name);
    return Object.freeze({
        name, path, segments, slot, required, collectionSegments,
        versioned: VERSIONED.indexOf(name) !== -1
    });
}
/** Every resource name, in the spec's order. */
const RESOURCE_NAMES = Object.freeze(Object.keys(RESOURCE_PATHS));
const DEFINITIONS = (() => {
    const table = Object.create(null);
    RESOURCE_NAMES.forEach((name) => { table[name] = resources_define(name); });
    return Object.freeze(table);
})();
/** The definition of a resource, or `undefined` for a name the table does not hold. */
function findResource(name) {
    return typeof name === 'string' ? DEFINITIONS[name] : undefined;
}

;// ./src/data/url.ts
/* unused harmony import specifier */ var url_ZnError;
/* unused harmony import specifier */ var url_describeValue;

/**
 * Encodes a value for a query string: as `encodeURIComponent`, except that `|` (the API's "or"
 * between values) and `,` (its list separator, as in `attributes=id,name`) stay literal.
 */
function encodeQueryText(text) {
    return encodeURIComponent(text).replace(/%7C/gi, '|').replace(/%2C/gi, ',');
}
/**
 * Converts a path parameter's value to one encoded path segment. Only a non-empty string or a
 * finite number is accepted, and never `.` or `..`: a value can never add, remove or climb a
 * segment, nor start a query or fragment (`/`, `?`, `#` are percent-encoded).
 */
function encodePathValue(context, name, value) {
    let text;
    if (typeof value === 'string') {
        text = value;
    }
    else if (typeof value === 'number' && isFinite(value)) {
        text = String(value);
    }
    else {
        throw new url_ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must be a non-empty string or a finite number, got ${url_describeValue(value)}`);
    }
    if (text === '') {
        throw new url_ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must not be empty; expected a value such as 1`);
    }
    if (text === '.' || text === '..') {
        throw new url_ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must not be "${text}", which would change the path; expected a value such as 1`);
    }
    return encodeURIComponent(text);
}
/**
 * Builds a path from its segments, putting each parameter's value in its place. A parameter
 * without a value is refused, naming it and the path, so no request goes to a wrong URL.
 */
function buildPath(context, path, segments, values) {
    return segments.map((segment) => {
        if (segment.kind === 'text')
            return '/' + segment.text;
        const value = values[segment.name];
        if (value === undefined || value === null) {
            throw new url_ZnError(context.service, 'missing-path-param', `${context.label} needs ${segment.name}, a path parameter of ${path}; expected params such as { ${segment.name}: 1 }`);
        }
        return '/' + encodePathValue(context, segment.name, value);
    }).join('');
}
function url_scalarText(context, key, value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number' && isFinite(value))
        return String(value);
    throw new url_ZnError(context.service, 'bad-query-param', `${context.label}: the query parameter "${key}" must be a string, a finite number, a boolean or an array of them, got ${url_describeValue(value)}`);
}
/**
 * Builds a query string (without `?`) from entries in their order. `null`/`undefined` values are
 * left out; arrays are written as `options.arrayStyle` says (joined with `|` by default); booleans and numbers are sent as their text; an object
 * is sent as JSON where `options.jsonKey` allows it and refused elsewhere.
 */
function encodeQuery(context, entries, options) {
    const parts = [];
    entries.forEach(([key, value]) => {
        if (value === undefined || value === null)
            return;
        if (key === '') {
            throw new url_ZnError(context.service, 'bad-query-param', `${context.label}: a query parameter has an empty name; expected names such as "limit"`);
        }
        let text;
        if (Array.isArray(value)) {
            const items = value.map((item) => encodeQueryText(url_scalarText(context, key, item)));
            const style = options.arrayStyle ? options.arrayStyle(key) : 'pipe';
            if (style === 'brackets') {
                items.forEach((item) => parts.push(encodeQueryText(key) + '%5B%5D=' + item));
                return;
            }
            text = items.join(style === 'comma' ? ',' : '|');
        }
        else if (typeof value === 'object' && options.jsonKey(key)) {
            text = encodeQueryText(JSON.stringify(value));
        }
        else {
            text = encodeQueryText(url_scalarText(context, key, value));
        }
        parts.push(encodeQueryText(key) + '=' + text);
    });
    return parts.join('&');
}
/** `?query` when there is a query, else nothing. */
function withQuery(url, query) {
    return query === '' ? url : url + '?' + query;
}

;// ./src/data/request-plan.ts
/* unused harmony import specifier */ var request_plan_ZnError;
/* unused harmony import specifier */ var request_plan_describeValue;
/* unused harmony import specifier */ var request_plan_describeUnknown;
/* unused harmony import specifier */ var request_plan_isPlainObject;
/* unused harmony import specifier */ var request_plan_encodeQuery;
/* unused harmony import specifier */ var request_plan_buildPath;
/* unused harmony import specifier */ var request_plan_withQuery;



/**
 * Keys of `params` that are options of a call, not conditions selecting objects (REST
 * conventions). `objectVersion` is one too, though it travels as a header.
 */
const OPTION_KEYS = Object.freeze([
    'limit', 'page', 'sort', 'direction', 'attributes', 'related', 'timezone', 'access_token', 'validate_only', 'filter'
]);
/**
 * Arrays in a query, as the REST conventions write them: `attributes=id,name`,
 * `sort[]=a&sort[]=b`, and `a|b` ("any of") for every condition such as `id=1|2|3`.
 */
function apiArrayStyle(key) {
    if (key === 'attributes')
        return 'comma';
    if (key === 'sort')
        return 'brackets';
    return 'pipe';
}
/** The param sent as the header `X-If-ObjectVersion-Matches` on versioned resources. */
const OBJECT_VERSION_KEY = 'objectVersion';
const OBJECT_VERSION_HEADER = 'X-If-ObjectVersion-Matches';
const request_plan_SERVICE = 'znData';
function present(value) {
    return value !== undefined && value !== null;
}
/** A condition with a value that selects something: `''` and `[]` select nothing definite. */
function selective(value) {
    if (!present(value) || value === '')
        return false;
    return !(Array.isArray(value) && value.length === 0);
}
function isTruthyFlag(value) {
    return present(value) && value !== false && value !== 0 && value !== '' && value !== 'false' && value !== '0';
}
function splitParams(context, resource, params) {
    const { slot, required } = resource;
    const aliased = slot !== null && slot !== 'id' && required.indexOf('id') === -1;
    const slotKeys = slot === null ? [] : aliased ? [slot, 'id'] : [slot];
    const pathValues = {};
    const rest = [];
    const restWithSlotAsId = [];
    let slotValue;
    let slotKey = slot === null ? '' : slot;
    Object.keys(params).forEach((key) => {
        const value = params[key];
        if (key === OBJECT_VERSION_KEY)
            return;
        if (required.indexOf(key) !== -1) {
            pathValues[key] = value;
            return;
        }
        if (slotKeys.indexOf(key) !== -1) {
            if (!present(value))
                return;
            if (present(slotValue)) {
                if (String(slotValue) !== String(value)) {
                    throw new request_plan_ZnError(request_plan_SERVICE, 'conflicting-ids', `${context.label}: ${slot} (${request_plan_describeValue(params[slot])}) and its alias id ` +
                        `(${request_plan_describeValue(params.id)}) disagree; expected only one of them`);
                }
                return;
            }
            slotValue = value;
            slotKey = key;
            restWithSlotAsId.push(['id', value]);
            return;
        }
        rest.push([key, value]);
        restWithSlotAsId.push([key, value]);
    });
    return { pathValues, slotValue, slotKey, rest, restWithSlotAsId };
}
/**
 * Nested plain objects as the API's dotted keys, as Zengine sent them: `{ workspace: { id: 2 } }`
 * → `workspace.id=2`, `{ folder: { id: 3 } }` → `folder.id=3`, at any depth, in the caller's order.
 * `filter`, `objectVersion` and the keys `keep` names (path parameters, whose values must be
 * scalars) stay as they are, to be sent as JSON or refused; a value that contains itself is refused.
 */
function flattenParams(context, params, keep = () => false) {
    const flat = {};
    const walk = (prefix, value, seen) => {
        Object.keys(value).forEach((key) => {
            const child = value[key];
            const name = prefix + key;
            if (request_plan_isPlainObject(child) && !(prefix === '' && (key === 'filter' || key === OBJECT_VERSION_KEY || keep(key)))) {
                if (seen.indexOf(child) !== -1) {
                    throw new request_plan_ZnError(request_plan_SERVICE, 'circular-value', `${context.label}: params.${name} contains itself; expected plain values such as { ${name}: { id: 1 } }`);
                }
                walk(name + '.', child, [...seen, child]);
            }
            else {
                flat[name] = child;
            }
        });
    };
    walk('', params, [params]);
    return flat;
}
function hasCondition(entries) {
    return entries.some(([key, value]) => OPTION_KEYS.indexOf(key) === -1 && selective(value));
}
function objectVersionHeaders(context, resource, params) {
    const version = params[OBJECT_VERSION_KEY];
    if (!present(version))
        return {};
    if (!resource.versioned) {
        throw new request_plan_ZnError(request_plan_SERVICE, 'unversioned-resource', `${context.label}: ${resource.name} has no objectVersion, so it cannot guard this call; ` +
            'expected objectVersion only on Forms, FormRecords, Plugins, DefaultFormPermissions or FormRecordPermissions');
    }
    if (!((typeof version === 'string' && version !== '') || (typeof version === 'number' && isFinite(version)))) {
        throw new request_plan_ZnError(request_plan_SERVICE, 'bad-object-version', `${context.label}: objectVersion must be a number or a non-empty string, got ${request_plan_describeValue(version)}`);
    }
    return { [OBJECT_VERSION_HEADER]: String(version) };
}
/** Whether a Blob sits anywhere below the top level of `value` (it would be lost in JSON). */
function hasNestedBlob(input, value, seen) {
    if (value === null || typeof value !== 'object' || seen.indexOf(value) !== -1)
        return false;
    seen.push(value);
    return Object.keys(value).some((key) => {
        const child = value[key];
        return input.isBlob(child) || hasNestedBlob(input, child, seen);
    });
}
function planBody(context, input) {
    const { data } = input;
    if (input.isFormData(data))
        return { kind: 'form-data', value: data };
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
        const record = data;
        const keys = Object.keys(record);
        if (keys.some((key) => input.isBlob(record[key]))) {
            const fields = [];
            keys.forEach((key) => {
                const value = record[key];
                if (!present(value))
                    return;
                if (input.isBlob(value)) {
                    fields.push({ name: key, value: value });
                }
                else if (hasNestedBlob(input, value, [])) {
                    throw nestedBlobError(context);
                }
                else {
                    fields.push({ name: key, value: typeof value === 'object' ? JSON.stringify(value) : String(value) });
                }
            });
            return { kind: 'multipart', fields };
        }
    }
    if (input.isBlob(data) || hasNestedBlob(input, data, []))
        throw nestedBlobError(context);
    return { kind: 'json', value: data };
}
function nestedBlobError(context) {
    return new request_plan_ZnError(request_plan_SERVICE, 'nested-file', `${context.label}: a File or Blob must be a top-level value of data, ` +
        'where it is sent as a multipart field; expected data such as { file: file, name: "a.png" }');
}
/**
 * Decides the method, URL, headers, body and event of a `znData` call by the spec's rules
 * (section 4.1, rules 1–9), or throws a `ZnError` saying why the call must not be sent: a
 * missing path parameter, a bad value, or a call that would change or delete a whole collection.
 */
function planRequest(input) {
    const { resource, action } = input;
    const context = { service: request_plan_SERVICE, label: `${resource.name}.${action}` };
    const params = flattenParams(context, input.params, (key) => key === resource.slot || key === 'id' || resource.required.indexOf(key) !== -1);
    const split = splitParams(context, resource, params);
    const headers = objectVersionHeaders(context, resource, params);
    const base = input.apiUrl;
    const query = (entries) => request_plan_encodeQuery(context, entries, { jsonKey: (key) => key === 'filter', arrayStyle: apiArrayStyle });
    const collection = () => base + request_plan_buildPath(context, resource.path, resource.collectionSegments, split.pathValues);
    const one = (objectId) => base + request_plan_buildPath(context, resource.path, resource.segments, Object.assign(Object.assign({}, split.pathValues), { [resource.slot]: objectId }));
    const silent = isTruthyFlag(params.validate_only);
    const event = (eventAction, created) => silent ? null : created === undefined ? { action: eventAction } : { action: eventAction, created };
    const none = { kind: 'none' };
    const slotName = resource.slot === 'id' || resource.slot === null ? 'id' : `${resource.slot} (or id)`;
    switch (action) {
        case 'get': {
            // Without the object's id, as on Zengine: the collection GET, resolving with what the API answers.
            if (resource.slot === null || !present(split.slotValue)) {
                return { method: 'GET', url: request_plan_withQuery(collection(), query(split.rest)), headers, body: none, event: event('read'), result: 'data' };
            }
            return { method: 'GET', url: request_plan_withQuery(one(split.slotValue), query(split.rest)), headers, body: none, event: event('read'), result: 'data' };
        }
        case 'query':
            return { method: 'GET', url: request_plan_withQuery(collection(), query(split.restWithSlotAsId)), headers, body: none, event: event('read'), result: 'data' };
        case 'count':
            return { method: 'GET', url: request_plan_withQuery(collection() + '/count', query(split.restWithSlotAsId)), headers, body: none, event: null, result: 'count' };
        case 'save':
        case 'update': {
            const body = planBody(context, input);
            let objectId = split.slotValue;
            if (resource.slot !== null) {
                const { data } = input;
                const dataId = data !== null && typeof data === 'object' && !Array.isArray(data) && !input.isFormData(data)
                    ? data.id : undefined;
                if (present(objectId) && present(dataId) && String(objectId) !== String(dataId)) {
                    throw new request_plan_ZnError(request_plan_SERVICE, 'conflicting-ids', `${context.label}: params.${split.slotKey} (${request_plan_describeValue(objectId)}) and data.id ` +
                        `(${request_plan_describeValue(dataId)}) name different objects; expected the same id, or only one of them`);
                }
                if (!present(objectId))
                    objectId = dataId;
            }
            if (resource.slot !== null && present(objectId)) {
                return { method: 'PUT', url: request_plan_withQuery(one(objectId), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
            }
            if (hasCondition(split.rest)) {
                // Rule 6: conditions without an id make a bulk update of every matching object.
                return { method: 'PUT', url: request_plan_withQuery(collection(), query(split.rest)), headers, body, event: event('updated-all'), result: 'data' };
            }
            if (action === 'update') {
                if (resource.slot !== null) {
                    throw new request_plan_ZnError(request_plan_SERVICE, 'whole-collection', `${context.label} without the object's ${slotName} or a condition would update every object of ` +
                        `${resource.path}; expected params such as { id: 1 }, or updateAll() with conditions`);
                }
                return { method: 'PUT', url: request_plan_withQuery(collection(), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
            }
            return { method: 'POST', url: request_plan_withQuery(collection(), query(split.rest)), headers, body, event: event('saved', true), result: 'data' };
        }
        case 'delete': {
            if (resource.slot === null) {
                return { method: 'DELETE', url: request_plan_withQuery(collection(), query(split.rest)), headers, body: none, event: event('deleted'), result: 'data' };
            }
            if (!present(split.slotValue)) {
                throw new request_plan_ZnError(request_plan_SERVICE, 'whole-collection', `${context.label} without the object's ${slotName} would delete every object of ${resource.path}; ` +
                    'expected params such as { id: 1 }, or deleteAll() with conditions');
            }
            return { method: 'DELETE', url: request_plan_withQuery(one(split.slotValue), query(split.rest)), headers, body: none, event: event('deleted'), result: 'data' };
        }
        case 'saveAll': {
            if (present(split.slotValue)) {
                throw new request_plan_ZnError(request_plan_SERVICE, 'unexpected-id', `${context.label} creates objects in the collection, so params.${split.slotKey} has no place in it; ` +
                    'expected params with path parameters and options only');
            }
            const body = planBody(context, input);
            return { method: 'POST', url: request_plan_withQuery(collection(), query(split.rest)), headers, body, event: event('saved-all'), result: 'data' };
        }
        case 'updateAll':
        case 'deleteAll': {
            if (!hasCondition(split.restWithSlotAsId)) {
                const verb = action === 'updateAll' ? 'update' : 'delete';
                throw new request_plan_ZnError(request_plan_SERVICE, 'whole-collection', `${context.label} without a condition would ${verb} every object of ${resource.path}; ` +
                    `expected params with at least one condition, such as { status: 'closed' } or { id: [1, 2] }`);
            }
            // Rules 7 and 8 put a slash between the collection and the query: PUT /tasks/?status=...
            const url = collection() + '/?' + query(split.restWithSlotAsId);
            return action === 'updateAll'
                ? { method: 'PUT', url, headers, body: planBody(context, input), event: event('updated-all'), result: 'data' }
                : { method: 'DELETE', url, headers, body: none, event: event('deleted-all'), result: 'data' };
        }
        default:
            throw new request_plan_ZnError(request_plan_SERVICE, 'unknown-method', `${request_plan_describeUnknown('call', action)}; expected get, query, count, save, update, delete, saveAll, updateAll or deleteAll`);
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
const query_PREFIXES = ['not-contains', 'starts-with', 'ends-with', 'contains', 'not', 'min', 'max'];
/** Prefixes whose alternatives (`a|b`) mean "none of", so they are ANDed. */
const NEGATIVE = ['not', 'not-contains'];
const query_OPTION_KEYS = ['limit', 'page', 'offset', 'sort', 'direction', 'attributes', 'related', 'timezone',
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
    for (const prefix of query_PREFIXES) {
        if (key.length > prefix.length + 1 && key.slice(0, prefix.length + 1) === prefix + '-') {
            return { prefix, attribute: key.slice(prefix.length + 1), values: value.split('|') };
        }
    }
    for (const prefix of query_PREFIXES) {
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
        if (query_OPTION_KEYS.indexOf(key) === -1) {
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

;// ./src/data/plugin-url.ts
/* unused harmony import specifier */ var plugin_url_ZnError;
/* unused harmony import specifier */ var plugin_url_describeValue;
/* unused harmony import specifier */ var plugin_url_withQuery;
/* unused harmony import specifier */ var plugin_url_encodeQuery;


const plugin_url_SERVICE = 'znPluginData';
/** A namespace is one path segment: letters, digits, `-` and `_`. */
const NAMESPACE = /^[A-Za-z0-9_-]+$/;
/**
 * Whether a value is a namespace znPluginData puts in its URLs (as written: `myPlugin`,
 * `my-plugin`). The sandbox serves plugin backends under exactly these.
 */
function isPluginNamespace(namespace) {
    return typeof namespace === 'string' && NAMESPACE.test(namespace);
}
/** Checks a plugin namespace; throws a `ZnError` for one that is not a single plain name. */
function checkNamespace(namespace) {
    if (!isPluginNamespace(namespace)) {
        throw new plugin_url_ZnError(plugin_url_SERVICE, 'bad-namespace', `the namespace must be a non-empty name of letters, digits, "-" and "_", ` +
            `got ${plugin_url_describeValue(namespace)}; expected the plugin's namespace, e.g. znPluginData('my-plugin')`);
    }
    return namespace;
}
/** The workspace id as text: a positive integer, given as a number or as digits. */
function checkWorkspaceId(label, workspaceId) {
    const valid = typeof workspaceId === 'number'
        ? Number.isSafeInteger(workspaceId) && workspaceId > 0
        : typeof workspaceId === 'string' && /^[1-9][0-9]*$/.test(workspaceId);
    if (!valid) {
        const code = workspaceId === undefined || workspaceId === null ? 'missing-path-param' : 'bad-path-param';
        throw new plugin_url_ZnError(plugin_url_SERVICE, code, `${label} needs params.workspaceId, the id of a workspace the plugin is installed in, ` +
            `as a positive integer, got ${plugin_url_describeValue(workspaceId)}`);
    }
    return String(workspaceId);
}
/**
 * Checks a route: it starts with `/` and is a plain path. It is used as written (encode dynamic
 * parts with `encodeURIComponent`), so anything that would leave the namespace or turn into a
 * query or fragment (`.`/`..` segments, `\`, `?`, `#`) is refused.
 */
function checkRoute(label, route) {
    const segments = route.split('/');
    const problem = route.charAt(0) !== '/' ? 'must start with "/"'
        : /[?#]/.test(route) ? 'must not hold "?" or "#" (query values go in params.params)'
            : route.indexOf('\\') !== -1 ? 'must not hold "\\"'
                : segments.some((segment) => /^(%2e|\.){1,2}$/i.test(segment))
                    ? 'must not hold "." or ".." segments, which would leave the namespace'
                    : /\s/.test(route) ? 'must not hold spaces (encode them with encodeURIComponent)' : '';
    if (problem) {
        throw new plugin_url_ZnError(plugin_url_SERVICE, 'bad-route', `${label}: the route ${problem}, got ${plugin_url_describeValue(route)}; expected a route such as '/items/42'`);
    }
    return route;
}
/** The full URL of a plugin call: `{pluginServiceUrl}/workspaces/<id>/<namespace><route>?<query>`. */
function pluginUrl(label, base, namespace, route, workspaceId, query) {
    const id = checkWorkspaceId(label, workspaceId);
    const path = `${base}/workspaces/${id}/${namespace}${checkRoute(label, route)}`;
    const entries = Object.keys(query).map((key) => [key, query[key]]);
    return plugin_url_withQuery(path, plugin_url_encodeQuery({ service: plugin_url_SERVICE, label }, entries, { jsonKey: () => true }));
}

;// ./src/testing/backend/services.ts



const services_SERVICE = 'znTestBackend';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
/** Reads `'GET /items/:id'`; a ZnError for anything else. */
function parseServiceRoute(label, text) {
    const parts = typeof text === 'string' ? /^\s*([A-Za-z]+)\s+(\/[^\s?#]*)\s*$/.exec(text) : null;
    const method = parts ? parts[1].toUpperCase() : '';
    if (!parts || METHODS.indexOf(method) === -1) {
        throw new errors_shim_ZnError(services_SERVICE, 'bad-route', `${label}: the route must be a method and a path such as 'GET /settings' or ` +
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
function services_isThenable(value) {
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
            throw new errors_shim_ZnError(services_SERVICE, 'bad-namespace', `${label}: the namespace must be the plugin's namespace (letters, digits, "-" and "_"), ` +
                `got ${describeValue(namespace)}`);
        }
        const route = parseServiceRoute(label, routeText);
        if (typeof handler !== 'function') {
            throw new errors_shim_ZnError(services_SERVICE, 'bad-callback', `${label}: handler must be a function (request, response) returning the body, got ${describeValue(handler)}`);
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
        if (services_isThenable(returned)) {
            throw new errors_shim_ZnError(services_SERVICE, 'async-handler', `the handler of ${namespace} ${method} ${found.route.route} returned a promise; ` +
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
        throw new errors_shim_ZnError(memory_api_SERVICE, 'unknown-resource', `unknown resource ${describeValue(name)}; expected one of ${RESOURCE_NAMES.join(', ')}`);
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
            throw new errors_shim_ZnError(memory_api_SERVICE, 'bad-seed', `seed(${resource.name}, params, objects): objects must be an array of plain objects, ` +
                `got ${describeValue(objects)}; expected e.g. [{ id: 1, name: 'First' }]`);
        }
        const collection = this.collectionFor(resource, params, `seed(${resource.name}, params, objects)`);
        return objects.map((object) => {
            const stored = copy(object);
            if (stored.id === undefined || stored.id === null)
                stored.id = this.nextId(resource);
            if (typeof stored.id !== 'number' && typeof stored.id !== 'string') {
                throw new errors_shim_ZnError(memory_api_SERVICE, 'bad-seed', `seed(${resource.name}): id must be a number or a string, got ${describeValue(stored.id)}`);
            }
            if (collection.objects.has(String(stored.id))) {
                throw new errors_shim_ZnError(memory_api_SERVICE, 'duplicate-id', `seed(${resource.name}): ${collection.path} already holds an object with id ${stored.id}; ` +
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
                throw new errors_shim_ZnError(memory_api_SERVICE, 'unknown-action', `failNext(${resource.name}, action): unknown action ${describeValue(action)}; ` +
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
            throw new errors_shim_ZnError(memory_api_SERVICE, 'unknown-resource', `failNext(name, action): ${describeValue(name)} is not a znData resource, and ` +
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
            throw new errors_shim_ZnError(memory_api_SERVICE, 'bad-options', `failNext: the failure must be an object such as { status: 409, userMessage: '...' }, got ${describeValue(failure)}`);
        }
        if (failure.status !== undefined && (typeof failure.status !== 'number' || !(failure.status === 0 || (failure.status >= 300 && failure.status <= 599)))) {
            throw new errors_shim_ZnError(memory_api_SERVICE, 'bad-option', `failNext: status must be 0 (no answer) or an HTTP error status from 300 to 599, got ${describeValue(failure.status)}`);
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
            throw new errors_shim_ZnError(memory_api_SERVICE, 'bad-params', `${label}: params must be an object of path parameters such as ` +
                `{ ${resource.required[0] || 'formId'}: 1 }, got ${describeValue(params)}`);
        }
        const missing = resource.required.filter((name) => params[name] === undefined || params[name] === null || params[name] === '');
        if (missing.length) {
            throw new errors_shim_ZnError(memory_api_SERVICE, 'missing-path-param', `${label} needs ${missing.join(' and ')}, the path parameter${missing.length > 1 ? 's' : ''} ` +
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