/*! zn-plugin v0.2.0 | (c) zn-plugin contributors | MIT licence */
(function webpackUniversalModuleDefinition(root, factory) {
	if(typeof exports === 'object' && typeof module === 'object')
		module.exports = factory(require("angular"), require("zn-plugin"));
	else if(typeof define === 'function' && define.amd)
		define(["angular", "zn-plugin"], factory);
	else if(typeof exports === 'object')
		exports["znPluginCompat"] = factory(require("angular"), require("zn-plugin"));
	else
		root["znPluginCompat"] = factory(root["angular"], root["znPlugin"]);
})(this, (__WEBPACK_EXTERNAL_MODULE__598__, __WEBPACK_EXTERNAL_MODULE__595__) => {
return /******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 598
(module) {

module.exports = __WEBPACK_EXTERNAL_MODULE__598__;

/***/ },

/***/ 595
(module) {

module.exports = __WEBPACK_EXTERNAL_MODULE__595__;

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
  LEGACY_DIRECTIVES: () => (/* reexport */ LEGACY_DIRECTIVES),
  LEGACY_MODULE_NAME: () => (/* reexport */ LEGACY_MODULE_NAME),
  LEGACY_SERVICES: () => (/* reexport */ LEGACY_SERVICES),
  name: () => (/* reexport */ LEGACY_MODULE_NAME)
});

// EXTERNAL MODULE: external {"root":"znPlugin","commonjs":"zn-plugin","commonjs2":"zn-plugin","amd":"zn-plugin"}
var external_root_znPlugin_commonjs_zn_plugin_commonjs2_zn_plugin_amd_zn_plugin_ = __webpack_require__(595);
// EXTERNAL MODULE: external {"root":"angular","commonjs":"angular","commonjs2":"angular","amd":"angular"}
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_ = __webpack_require__(598);
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default = /*#__PURE__*/__webpack_require__.n(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_);
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

;// ./src/compat-layer/bind-html-unsafe.ts
/**
 * `bind-html-unsafe="expression"`, UI Bootstrap 0.12's directive: the element's content is the
 * value as HTML. 0.12 put it in unchecked; here it goes through `$sce.getTrustedHtml`: a value the
 * plugin marked with `$sce.trustAsHtml` goes in as it is (the plugin asked for exactly that
 * markup), anything else through ngSanitize, which keeps formatting, links, images and tables and
 * drops scripts and event handlers, so text from the API or a user never runs as code.
 */
function bindHtmlUnsafeDirective($sce) {
    return {
        restrict: 'A',
        link(scope, element, attrs) {
            element.addClass('ng-binding');
            scope.$watch(attrs.bindHtmlUnsafe, (value) => {
                element.html(value === null || value === undefined || value === '' ? '' : String($sce.getTrustedHtml(typeof value === 'object' ? value : String(value))));
            });
        }
    };
}
bindHtmlUnsafeDirective.$inject = ['$sce'];

;// ./src/compat-layer/cookie-store.ts
/** The value of the cookie `key` in a `document.cookie` text, or undefined. Pure. */
function readCookie(cookies, key) {
    for (const pair of cookies.split(';')) {
        const at = pair.indexOf('=');
        const name = (at < 0 ? pair : pair.slice(0, at)).trim();
        if (name !== '' && safeDecode(name) === key)
            return safeDecode(at < 0 ? '' : pair.slice(at + 1).trim());
    }
    return undefined;
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch (_a) {
        return text;
    }
}
/**
 * `$cookieStore`: `put` writes the value as JSON in a session cookie for the whole site, `get` reads
 * it back (undefined when absent, the text when it is no JSON), `remove` expires it, as 1.2 did.
 */
function legacyCookieStoreFactory($document) {
    const page = $document[0];
    const write = (key, text, expires = '') => {
        page.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(text)};path=/${expires}`;
    };
    return {
        get(key) {
            const text = readCookie(page.cookie, key);
            if (text === undefined)
                return undefined;
            try {
                return JSON.parse(text);
            }
            catch (_a) {
                return text;
            }
        },
        put(key, value) {
            write(key, angular.toJson(value));
        },
        remove(key) {
            write(key, '', ';expires=Thu, 01 Jan 1970 00:00:00 GMT');
        }
    };
}
legacyCookieStoreFactory.$inject = ['$document'];

;// ./src/compat-layer/legacy-http.ts
/** The methods of `$http` that send a request and give its promise. */
const SHORTCUTS = ['get', 'delete', 'head', 'jsonp', 'post', 'put', 'patch'];
function noop() {
    // the other outcome of the request: handled by whichever of success/error the plugin called
}
/**
 * Adds 1.2's `success` and `error` to an `$http` promise: each calls back with `(data, status,
 * headers, config)` and returns the same promise, so they chain. The request's other outcome is
 * handled, so a plugin that only calls `success` gets no "possibly unhandled rejection".
 */
function withLegacyCallbacks(promise) {
    const legacy = promise;
    legacy.success = (callback) => {
        promise.then((response) => callback(response.data, response.status, response.headers, response.config), noop);
        return legacy;
    };
    legacy.error = (callback) => {
        promise.then(noop, (response) => {
            const failed = response || {};
            callback(failed.data, failed.status, failed.headers, failed.config);
        });
        return legacy;
    };
    return legacy;
}
/** Decorator of `$http`: the service and its shortcuts (`$http.get`, ...) give promises with `success`/`error`. */
function legacyHttpDecorator($delegate) {
    const http = ((config) => withLegacyCallbacks($delegate(config)));
    Object.keys($delegate).forEach((key) => { http[key] = $delegate[key]; });
    SHORTCUTS.forEach((method) => {
        const send = $delegate[method];
        http[method] = (...args) => withLegacyCallbacks(send.apply($delegate, args));
    });
    return http;
}
legacyHttpDecorator.$inject = ['$delegate'];

;// ./src/compat-layer/markup.ts
/**
 * UI Bootstrap 0.12's markup, rewritten to 2.5's: `<tabset>` becomes `<div uib-tabset>`,
 * `tooltip="Hi"` becomes `uib-tooltip="Hi"`, with the attribute values 2.5 reads differently
 * adjusted. Pure DOM work, no AngularJS: src/compat-layer/markup-directives.ts runs it on an element
 * before compiling it again.
 */
/** Every 0.12 directive that 2.5 kept under a `uib-` name, with what differs in its markup. */
const LEGACY_DIRECTIVES = [
    { legacy: 'accordion', modern: 'uib-accordion', tag: 'div' },
    { legacy: 'accordionGroup', modern: 'uib-accordion-group', tag: 'div' },
    { legacy: 'accordionHeading', modern: 'uib-accordion-heading', tag: 'div' },
    { legacy: 'alert', modern: 'uib-alert', tag: 'div' },
    { legacy: 'btnCheckbox', modern: 'uib-btn-checkbox' },
    { legacy: 'btnRadio', modern: 'uib-btn-radio' },
    { legacy: 'carousel', modern: 'uib-carousel', tag: 'div' },
    { legacy: 'slide', modern: 'uib-slide', tag: 'div' },
    { legacy: 'collapse', modern: 'uib-collapse' },
    { legacy: 'datepicker', modern: 'uib-datepicker', tag: 'div', datepicker: true },
    { legacy: 'datepickerPopup', modern: 'uib-datepicker-popup', datepicker: true },
    { legacy: 'dropdown', modern: 'uib-dropdown' },
    { legacy: 'dropdownToggle', modern: 'uib-dropdown-toggle' },
    { legacy: 'pagination', modern: 'uib-pagination', tag: 'ul' },
    { legacy: 'pager', modern: 'uib-pager', tag: 'ul' },
    { legacy: 'popover', modern: 'uib-popover', quoted: ['popover-trigger'] },
    { legacy: 'progressbar', modern: 'uib-progressbar', tag: 'div' },
    { legacy: 'progress', modern: 'uib-progress', tag: 'div' },
    { legacy: 'bar', modern: 'uib-bar', tag: 'div' },
    { legacy: 'rating', modern: 'uib-rating', tag: 'span' },
    { legacy: 'tabset', modern: 'uib-tabset', tag: 'div' },
    { legacy: 'tab', modern: 'uib-tab', tag: 'li', renamed: { disabled: 'disable' } },
    { legacy: 'tabHeading', modern: 'uib-tab-heading', tag: 'div' },
    { legacy: 'timepicker', modern: 'uib-timepicker', tag: 'div' },
    { legacy: 'tooltip', modern: 'uib-tooltip', quoted: ['tooltip-trigger'] },
    { legacy: 'tooltipHtmlUnsafe', modern: 'uib-tooltip-html', quoted: ['tooltip-trigger'], html: true },
    { legacy: 'typeahead', modern: 'uib-typeahead' }
];
const BY_NAME = new Map(LEGACY_DIRECTIVES.map((directive) => [directive.legacy, directive]));
/** What AngularJS calls a directive written `name` in markup: `data-tab-heading` → `tabHeading`. Pure. */
function normalizeName(name) {
    return name.toLowerCase()
        .replace(/^(x|data)[:\-_]/, '')
        .replace(/[:\-_]+(.)/g, (_match, letter) => letter.toUpperCase());
}
/** The 0.12 directive `name` (as written in markup) stands for, if any. */
function legacyDirectiveOf(name) {
    return BY_NAME.get(normalizeName(name));
}
/** The 0.12 directives this element uses: its own name and its attributes. */
function legacyUsesOf(element) {
    const uses = [];
    const own = legacyDirectiveOf(element.nodeName);
    if (own && own.tag)
        uses.push(own);
    Array.from(element.attributes).forEach((attribute) => {
        const used = legacyDirectiveOf(attribute.name);
        if (used && uses.indexOf(used) < 0)
            uses.push(used);
    });
    return uses;
}
/** A text 0.12 read as is, as an expression that gives that text: `focus` → `'focus'`. Pure. */
function quoteText(text) {
    const trimmed = text.trim();
    if (/^'[^']*'$/.test(trimmed) || /^"[^"]*"$/.test(trimmed))
        return trimmed;
    return `'${trimmed.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
/**
 * The class 0.12's `<alert type="danger">` gave its element (`alert-danger`, `alert-warning` without
 * a type); a type that is one interpolation keeps 0.12's default too. Pure.
 */
function alertClass(type) {
    if (type === null || type.trim() === '')
        return 'alert-warning';
    const single = /^\s*\{\{([^{}]*)\}\}\s*$/.exec(type);
    return single ? `alert-{{(${single[1]}) || 'warning'}}` : `alert-${type.trim()}`;
}
/** A 2.5 element in place of a 0.12 element directive: same attributes, same children. */
function renameElement(element, directive) {
    const replacement = element.ownerDocument.createElement(directive.tag);
    Array.from(element.attributes).forEach((attribute) => replacement.setAttribute(attribute.name, attribute.value));
    replacement.setAttribute(directive.modern, '');
    while (element.firstChild)
        replacement.appendChild(element.firstChild);
    if (element.parentNode)
        element.parentNode.replaceChild(replacement, element);
    else
        element.appendChild(replacement); // a detached root: its holder keeps the old element, so nest
    return replacement;
}
/** The 2.5 markup of one element that uses 0.12 directives (the element itself, or its replacement). */
function upgradeElement(element, uses) {
    let upgraded = element;
    uses.forEach((directive) => {
        const attribute = Array.from(upgraded.attributes).find((candidate) => normalizeName(candidate.name) === directive.legacy);
        if (attribute) {
            upgraded.setAttribute(directive.modern, attribute.value);
            upgraded.removeAttribute(attribute.name);
        }
        else if (normalizeName(upgraded.nodeName) === directive.legacy) {
            upgraded = renameElement(upgraded, directive);
        }
        Object.keys(directive.renamed || {}).forEach((name) => {
            const value = upgraded.getAttribute(name);
            if (value === null)
                return;
            upgraded.setAttribute(directive.renamed[name], value);
            upgraded.removeAttribute(name);
        });
        (directive.quoted || []).forEach((name) => {
            const value = upgraded.getAttribute(name);
            if (value !== null)
                upgraded.setAttribute(name, quoteText(value));
        });
        if (directive.legacy === 'alert') {
            upgraded.setAttribute('class', `${upgraded.getAttribute('class') || ''} ${alertClass(upgraded.getAttribute('type'))}`.trim());
            upgraded.removeAttribute('type');
        }
    });
    return upgraded;
}
/**
 * Whether `node` is what a `replace: true` directive made of a template of this text: AngularJS put
 * the template's root in the element's place with the element's attributes added, so the node has
 * the root's tag and every attribute of it. Parsed inert (a `<template>`), nothing in it runs. Pure.
 */
function cameFromTemplate(text, node) {
    const holder = node.ownerDocument.createElement('template');
    holder.innerHTML = text.trim();
    const root = holder.content.firstElementChild;
    if (!root || root.nodeName !== node.nodeName)
        return false;
    return Array.from(root.attributes).every((attribute) => node.hasAttribute(attribute.name));
}
/**
 * Rewrites `root` and everything in it from 0.12's markup to 2.5's, before AngularJS compiles it:
 * all at once, since 2.5's containers look at their children's names (`uib-tab-heading`) when they
 * link. Template text (`<script type="text/ng-template">`) is left as it is.
 */
function upgradeTree(root) {
    const datepickers = [];
    const htmlTooltips = [];
    const typeaheads = [];
    const visit = (element) => {
        const uses = legacyUsesOf(element);
        const upgraded = uses.length > 0 ? upgradeElement(element, uses) : element;
        if (uses.some((directive) => directive.datepicker))
            datepickers.push(upgraded);
        if (uses.some((directive) => directive.html))
            htmlTooltips.push(upgraded);
        if (uses.some((directive) => directive.legacy === 'typeahead'))
            typeaheads.push(upgraded);
        Array.from(upgraded.children).forEach(visit);
        return upgraded;
    };
    return { root: visit(root), datepickers, htmlTooltips, typeaheads };
}
/** Where 0.12 kept its typeahead templates; a plugin that put its own there had them on every 0.12 typeahead. */
const LEGACY_TYPEAHEAD_TEMPLATES = {
    match: 'template/typeahead/typeahead-match.html',
    popup: 'template/typeahead/typeahead-popup.html'
};
/** Where the layer keeps a plugin's 0.12 popup template as 2.5 reads it (popupTemplateFor25). */
const BRIDGED_POPUP_TEMPLATE = 'zn/template/compat/typeahead-popup.html';
/**
 * A popup template written for 0.12's typeahead, as 2.5's popup can use it: its match directive
 * is `uib-typeahead-match`, and `position` is a function (0.12 gave an object). Pure.
 */
function popupTemplateFor25(text) {
    return text
        .replace(/(^|[\s<])(?:data-|x-)?typeahead-match(?=[\s=>/])/g, '$1uib-typeahead-match')
        .replace(/\bposition\.(top|left)\b/g, 'position().$1');
}

;// ./src/compat-layer/datepicker-options.ts
/**
 * 0.12's datepicker attributes that 2.5 reads only from `datepicker-options`: the attribute, the
 * option, and how 0.12 read it (an expression on the scope, or text 2.5 interpolates itself).
 */
const DATEPICKER_ATTRIBUTES = [
    { attribute: 'min-date', option: 'minDate', read: 'expression' },
    { attribute: 'max-date', option: 'maxDate', read: 'expression' },
    { attribute: 'show-weeks', option: 'showWeeks', read: 'expression' },
    { attribute: 'starting-day', option: 'startingDay', read: 'expression' },
    { attribute: 'init-date', option: 'initDate', read: 'expression' },
    { attribute: 'min-mode', option: 'minMode', read: 'expression' },
    { attribute: 'max-mode', option: 'maxMode', read: 'expression' },
    { attribute: 'datepicker-mode', option: 'datepickerMode', read: 'expression' },
    { attribute: 'format-day', option: 'formatDay', read: 'text' },
    { attribute: 'format-month', option: 'formatMonth', read: 'text' },
    { attribute: 'format-year', option: 'formatYear', read: 'text' },
    { attribute: 'format-day-header', option: 'formatDayHeader', read: 'text' },
    { attribute: 'format-day-title', option: 'formatDayTitle', read: 'text' },
    { attribute: 'format-month-title', option: 'formatMonthTitle', read: 'text' }
];
let created = 0;
/**
 * Gives a 2.5 datepicker (`uib-datepicker`, `uib-datepicker-popup`) made from 0.12 markup the
 * options 0.12 read from attributes: one options object per element, kept on `scope` under a
 * name of its own while the scope lives (2.5 binds `datepicker-options` two-way, so it must be
 * assignable and stable), filled now and kept in step with the attributes' expressions and with
 * the element's own `datepicker-options` object, if any. `date-disabled="off(date, mode)"`
 * becomes 2.5's `dateDisabled({ date, mode })`.
 */
function bindDatepickerOptions(scope, element) {
    const options = {};
    const given = element.getAttribute('datepicker-options');
    if (given) {
        const copyGiven = (value) => {
            if (value && typeof value === 'object')
                Object.keys(value).forEach((key) => { options[key] = value[key]; });
        };
        copyGiven(scope.$eval(given));
        scope.$watch(given, copyGiven, true);
    }
    DATEPICKER_ATTRIBUTES.forEach(({ attribute, option, read }) => {
        const value = element.getAttribute(attribute);
        if (value === null)
            return;
        element.removeAttribute(attribute);
        if (read === 'text') {
            options[option] = value;
            return;
        }
        options[option] = scope.$eval(value);
        scope.$watch(value, (current) => { options[option] = current; });
    });
    const dateDisabled = element.getAttribute('date-disabled');
    if (dateDisabled) {
        element.removeAttribute('date-disabled');
        options.dateDisabled = (data) => scope.$eval(dateDisabled, { date: data.date, mode: data.mode });
    }
    created += 1;
    const name = `znLegacyDatepickerOptions${created}`;
    scope[name] = options;
    scope.$on('$destroy', () => { delete scope[name]; });
    element.setAttribute('datepicker-options', name);
}

;// ./src/compat-layer/typeahead-press.ts
/**
 * A match of a 0.12 typeahead pressed with the mouse is picked when the press ends, even when the
 * page hid or moved the match in between. Pressing a match blurs the input first, and plugins
 * written for Zengine hide the input's bar on that blur (`ng-blur="searching = false"` on an input
 * inside `<div ng-show="searching">`): the popup, placed beside the input, goes with it, so the
 * release lands elsewhere, the click never reaches the match and `typeahead-on-select` never runs.
 * Zengine's users picked with the mouse in such pickers; here the pressed match is clicked for them
 * when the press ends and the pointer is no longer over it because it was hidden or moved. A press
 * that the user drags off a match still in place picks nothing, as a click would not.
 */
/** The inputs of typeaheads written with 0.12's markup (markup-directives.ts adds them). */
const legacyTypeaheadInputs = new WeakSet();
/** Documents the listeners are on: one pair per document, whatever the number of injectors. */
const watched = new WeakSet();
/** The match (the popup's child) that `target` is in, when the popup is a 0.12 typeahead's. Pure DOM. */
function pressedMatchOf(target) {
    const start = target instanceof Element ? target : null;
    const popup = start ? start.closest('[uib-typeahead-popup]') : null;
    if (!start || !popup || !popup.id)
        return null;
    const owner = Array.from(popup.ownerDocument.querySelectorAll('[aria-owns]'))
        .find((element) => element.getAttribute('aria-owns') === popup.id);
    if (!owner || !legacyTypeaheadInputs.has(owner))
        return null;
    let match = start;
    while (match.parentElement && match.parentElement !== popup)
        match = match.parentElement;
    return match.parentElement === popup ? match : null;
}
/**
 * Whether a press on `press.match` that ended at (x, y) lost its click: the pointer is not over the
 * match any more because the match is hidden, gone from the page or moved. Pure DOM.
 */
function pressWasLost(press, x, y) {
    const { match, rect } = press;
    const under = match.ownerDocument.elementFromPoint(x, y);
    if (under && match.contains(under))
        return false; // the click reaches it
    if (!match.isConnected)
        return true;
    const now = match.getBoundingClientRect();
    if (now.width === 0 && now.height === 0)
        return true;
    return Math.abs(now.top - rect.top) >= 1 || Math.abs(now.left - rect.left) >= 1;
}
/** Run block: the press and release listeners on the page's document. */
function watchTypeaheadPresses($document) {
    const document = $document[0];
    if (!document || typeof document.addEventListener !== 'function' || watched.has(document))
        return;
    watched.add(document);
    let press = null;
    document.addEventListener('mousedown', (event) => {
        press = null;
        if (event.button !== 0)
            return;
        const match = pressedMatchOf(event.target);
        if (!match)
            return;
        const rect = match.getBoundingClientRect();
        press = { match, rect: { top: rect.top, left: rect.left } };
    }, true);
    document.addEventListener('mouseup', (event) => {
        const ended = press;
        press = null;
        if (!ended || event.button !== 0)
            return;
        // The match's own ng-click selects it, as a click that reached it would.
        if (pressWasLost(ended, event.clientX, event.clientY))
            ended.match.click();
    }, true);
}
watchTypeaheadPresses.$inject = ['$document'];

;// ./src/compat-layer/markup-directives.ts



/**
 * Above every directive AngularJS and UI Bootstrap define (ngRepeat is 1000), so that nothing on
 * the element is compiled before its markup is rewritten, and nothing is compiled twice.
 */
const LEGACY_MARKUP_PRIORITY = 100000;
/** Elements already rewritten: a second 0.12 directive on one element must not compile it again. */
const rewritten = new WeakSet();
/**
 * The directive whose `replace: true` template put this element here, with its 0.12 markup, if any
 * (`<div user-chooser>` whose template is `<input typeahead=...>`). AngularJS applied it before our
 * terminal directive, and the element still carries its attribute: compiled again, it would put its
 * template in place again, and again (a stack overflow, or a second isolate scope whose callbacks
 * miss the page's functions).
 */
function replacingDirectiveOf(element, attrs, $injector, $templateCache) {
    const node = element[0];
    const names = Array.from(node.attributes).map((attribute) => normalizeName(attribute.name));
    return names.find((name) => $injector.has(`${name}Directive`) &&
        $injector.get(`${name}Directive`).some((registered) => {
            if (!registered.replace || (registered.restrict || '').indexOf('A') < 0)
                return false;
            const text = templateTextOf(registered, element, attrs, $templateCache);
            return typeof text === 'string' && cameFromTemplate(text, node);
        }));
}
/** A directive's template as text: its `template`, or what `templateUrl` names in `$templateCache` (fetched by then). */
function templateTextOf(registered, element, attrs, $templateCache) {
    const valueOf = (value) => (typeof value === 'function' ? value(element, attrs) : value);
    if (registered.template !== undefined)
        return valueOf(registered.template);
    if (registered.templateUrl === undefined)
        return undefined;
    const cached = $templateCache.get(String(valueOf(registered.templateUrl)));
    return Array.isArray(cached) ? cached[1] : cached;
}
/**
 * The directive for one 0.12 name (`tabset`, `tooltip`, ...): terminal, so AngularJS leaves the
 * element and its children alone; when linked, it rewrites the element and what is in it to 2.5's
 * markup (src/compat-layer/markup.ts) and compiles and links the result on the same scope, as 0.12 did
 * in one pass, leaving out a directive whose replacing template the element came from. An element
 * directive is replaced by its 2.5 element in the page.
 */
function legacyMarkupDirective(directive) {
    function factory($compile, $interpolate, $sce, $injector, $templateCache) {
        return {
            restrict: directive.tag ? 'EA' : 'A',
            priority: LEGACY_MARKUP_PRIORITY,
            terminal: true,
            link(scope, element, attrs) {
                const node = element[0];
                if (rewritten.has(node))
                    return;
                rewritten.add(node);
                const applied = replacingDirectiveOf(element, attrs, $injector, $templateCache);
                const upgraded = upgradeTree(node);
                rewritten.add(upgraded.root);
                upgraded.datepickers.forEach((datepicker) => bindDatepickerOptions(scope, datepicker));
                upgraded.htmlTooltips.forEach((tooltip) => bindTooltipHtml(scope, tooltip, $interpolate, $sce));
                upgraded.typeaheads.forEach((typeahead) => {
                    useLegacyTypeaheadTemplates(typeahead, $templateCache);
                    legacyTypeaheadInputs.add(typeahead);
                });
                $compile(upgraded.root, undefined, undefined, applied)(scope);
            }
        };
    }
    factory.$inject = ['$compile', '$interpolate', '$sce', '$injector', '$templateCache'];
    return factory;
}
/**
 * The typeahead templates a plugin put under 0.12's ids (`template/typeahead/...`, which 2.5 never
 * reads) on a typeahead of its 0.12 markup, as 0.12 used them there; the typeahead's own
 * `typeahead-template-url` / `typeahead-popup-template-url` still come first.
 */
function useLegacyTypeaheadTemplates(typeahead, $templateCache) {
    if (!typeahead.hasAttribute('typeahead-template-url') && $templateCache.get(LEGACY_TYPEAHEAD_TEMPLATES.match) !== undefined) {
        typeahead.setAttribute('typeahead-template-url', LEGACY_TYPEAHEAD_TEMPLATES.match);
    }
    const popup = $templateCache.get(LEGACY_TYPEAHEAD_TEMPLATES.popup);
    const popupText = Array.isArray(popup) ? popup[1] : popup;
    if (!typeahead.hasAttribute('typeahead-popup-template-url') && typeof popupText === 'string') {
        $templateCache.put(BRIDGED_POPUP_TEMPLATE, popupTemplateFor25(popupText));
        typeahead.setAttribute('typeahead-popup-template-url', BRIDGED_POPUP_TEMPLATE);
    }
}
let htmlTooltips = 0;
/**
 * 0.12's `tooltip-html-unsafe="<b>{{name}}</b>"` is interpolated HTML text; 2.5's
 * `uib-tooltip-html` takes an expression of trusted HTML. The text is interpolated on `scope` and
 * kept there, under a name of its own while the scope lives, as HTML that went through ngSanitize
 * (0.12 inserted it unchecked; see bind-html-unsafe in docs/compatibility.md).
 */
function bindTooltipHtml(scope, element, $interpolate, $sce) {
    const text = $interpolate(element.getAttribute('uib-tooltip-html') || '');
    htmlTooltips += 1;
    const name = `znLegacyTooltipHtml${htmlTooltips}`;
    const holder = scope;
    const trusted = (value) => $sce.trustAsHtml($sce.getTrustedHtml(value));
    holder[name] = trusted(text(scope));
    scope.$watch(() => text(scope), (value) => { holder[name] = trusted(value); });
    scope.$on('$destroy', () => { delete holder[name]; });
    element.setAttribute('uib-tooltip-html', name);
}

;// ./src/compat-layer/runtime.ts
/**
 * AngularJS 1.2's runtime behaviour that 1.3 to 1.8 changed and plugin code relied on, each as a
 * small config block, decorator or directive (registered in src/compat-layer/module.ts; the table is in
 * docs/compatibility.md).
 */
/** The ngRepeat syntax (as ngRepeat parses it): item, collection, alias, track by. */
const REPEAT = /^\s*([\s\S]+?)\s+in\s+([\s\S]+?)(?:\s+as\s+([\s\S]+?))?(?:\s+track\s+by\s+([\s\S]+?))?\s*$/;
/** An ngRepeat expression whose collection goes through `filter` first; an expression ngRepeat refuses is kept. Pure. */
function repeatThrough(expression, filter) {
    const match = REPEAT.exec(expression);
    if (!match)
        return expression;
    // a one-time collection (`::items`) stays one-time: the marker must lead the expression
    const oneTime = /^\s*::/.test(match[2]);
    const collection = oneTime ? match[2].replace(/^\s*::/, '') : match[2];
    return `${match[1]} in ${oneTime ? '::' : ''}(${collection}) | ${filter}` + (match[3] ? ` as ${match[3]}` : '') + (match[4] ? ` track by ${match[4]}` : '');
}
function isArrayLike(value) {
    if (Array.isArray(value) || typeof value === 'string')
        return true;
    if (!value || typeof value !== 'object')
        return false;
    const length = value.length;
    return typeof length === 'number' && length >= 0 && (length === 0 || (length - 1) in value);
}
/** The object's own keys in 1.2's ngRepeat order (sorted as text), in a new object; anything else as it is. Pure. */
function inKeyOrder(collection) {
    if (!collection || typeof collection !== 'object' || isArrayLike(collection))
        return collection;
    const sorted = {};
    Object.keys(collection).sort().forEach((key) => { sorted[key] = collection[key]; });
    return sorted;
}
/** The internal filter ngRepeat collections go through; stateful, so a key added to the object shows. */
const KEY_ORDER_FILTER = 'znLegacyKeyOrder';
function keyOrderFilter() {
    const filter = (collection) => inKeyOrder(collection);
    filter.$stateful = true;
    return filter;
}
keyOrderFilter.$inject = [];
/** Decorator of ngRepeat: an object's properties repeat in sorted key order, as in 1.2 (1.4 took the browser's order). */
function keyOrderRepeatDecorator($delegate) {
    const directive = $delegate[0];
    const compile = directive.compile;
    directive.compile = function keyOrderCompile(element, attrs, ...rest) {
        attrs.ngRepeat = repeatThrough(attrs.ngRepeat, KEY_ORDER_FILTER);
        return compile.call(this, element, attrs, ...rest);
    };
    return $delegate;
}
keyOrderRepeatDecorator.$inject = ['$delegate'];
/** Decorator of `orderByFilter` and `filterFilter`: an object (no array) comes back as it is, as in 1.2, not `notarray`. */
function objectPassingFilterDecorator($delegate) {
    const filter = function passObjects(input, ...rest) {
        if (input && typeof input === 'object' && !isArrayLike(input))
            return input;
        return $delegate.call(this, input, ...rest);
    };
    return filter;
}
objectPassingFilterDecorator.$inject = ['$delegate'];
/** Decorator of `$timeout`/`$interval`: `cancel` of a promise they did not make returns false (1.2), not `badprom` (1.7). */
function lenientCancelDecorator($delegate) {
    const cancel = $delegate.cancel;
    $delegate.cancel = function lenientCancel(promise) {
        try {
            return cancel.call($delegate, promise);
        }
        catch (error) {
            if (error instanceof Error && /:badprom\]/.test(error.message))
                return false;
            throw error;
        }
    };
    return $delegate;
}
lenientCancelDecorator.$inject = ['$delegate'];
/** `<input type="number" ng-model="record.field">` with the API's string ("12") shows 12, as in 1.2 (1.3: `numfmt`). */
function numberInputDirective() {
    return {
        restrict: 'E',
        require: '?ngModel',
        link(_scope, _element, attrs, controller) {
            const ngModel = controller;
            if (!ngModel || String(attrs.type).toLowerCase() !== 'number')
                return;
            // Formatters run last-pushed first: this one runs before the number input's own check.
            const toNumber = (value) => (typeof value === 'string' && value.trim() !== '' && isFinite(Number(value)) ? Number(value) : value);
            ngModel.$formatters.push(toNumber);
        }
    };
}
numberInputDirective.$inject = [];
/** `<select ng-model="x">` with `<option value="1">` shows a number model 1 as chosen, as 1.2 compared as text (1.4: by type). */
function selectAsTextDirective() {
    return {
        restrict: 'E',
        require: '?ngModel',
        compile(element, attrs) {
            // ngOptions and ng-value options carry typed values: those compare by type, as written.
            const typed = attrs.ngOptions !== undefined || element[0].querySelector('[ng-value],[data-ng-value],[x-ng-value]') !== null;
            return (_scope, _element, _attrs, controller) => {
                const ngModel = controller;
                if (!ngModel || typed)
                    return;
                ngModel.$formatters.push((value) => (typeof value === 'number' ? String(value) : value));
            };
        }
    };
}
selectAsTextDirective.$inject = [];
/**
 * Config block: `ng-controller="ListCtrl"` with `function ListCtrl($scope) {...}` declared globally
 * (1.2; 1.3 stopped looking on window, 1.7 removed the switch) finds that function, with a warning.
 */
function globalControllers($provide, $controllerProvider) {
    function decorate($delegate, $window, $log) {
        const warned = new Set();
        const controller = function legacyController(expression, ...rest) {
            const match = typeof expression === 'string' ? /^(\S+?)(?:\s+as\s+([\w$]+))?\s*$/.exec(expression) : null;
            const global = match && !$controllerProvider.has(match[1]) ? $window[match[1]] : undefined;
            if (match && typeof global === 'function') {
                if (!warned.has(match[1])) {
                    warned.add(match[1]);
                    $log.warn(`zn-plugin-compat: controller "${match[1]}" is a global function, found on window as AngularJS 1.2 did; ` +
                        'register it with plugin.controller(...) instead');
                }
                const [locals, later, ident] = rest;
                return $delegate(global, locals, later, ident || match[2]);
            }
            return $delegate.call(this, expression, ...rest);
        };
        return controller;
    }
    decorate.$inject = ['$delegate', '$window', '$log'];
    $provide.decorator('$controller', decorate);
}
globalControllers.$inject = ['$provide', '$controllerProvider'];
/**
 * Whether AngularJS 1.2's ngIf, ngShow and ngHide counted `value` as true: JavaScript's truth,
 * except that an empty array and the texts 'f', '0', 'false', 'no', 'n' and '[]' (any case) were
 * false (1.3 left only JavaScript's falsy values). Pure.
 */
function legacyTruth(value) {
    if (!value || value.length === 0)
        return false;
    const text = String(value).toLowerCase();
    return !['f', '0', 'false', 'no', 'n', '[]'].includes(text);
}
/** The internal filter ngIf, ngShow and ngHide expressions go through; stateful, so an array that empties is seen. */
const TRUTH_FILTER = 'znLegacyTruth';
function truthFilter() {
    const filter = (value) => legacyTruth(value);
    filter.$stateful = true;
    return filter;
}
truthFilter.$inject = [];
/** An expression whose value goes through `filter`; a one-time expression stays one-time. Pure. */
function expressionThrough(expression, filter) {
    const oneTime = /^\s*::/.test(expression);
    return `${oneTime ? '::' : ''}(${oneTime ? expression.replace(/^\s*::/, '') : expression}) | ${filter}`;
}
/** Decorator of ngIf, ngShow or ngHide (`attribute`): their expression is true or false as 1.2 read it. */
function legacyTruthDecorator(attribute) {
    function decorate($delegate) {
        const directive = $delegate[0];
        const link = directive.link;
        directive.compile = () => function legacyTruthLink(scope, element, attrs, ...rest) {
            if (typeof attrs[attribute] === 'string' && attrs[attribute].trim() !== '')
                attrs[attribute] = expressionThrough(attrs[attribute], TRUTH_FILTER);
            return link.call(this, scope, element, attrs, ...rest);
        };
        return $delegate;
    }
    decorate.$inject = ['$delegate'];
    return decorate;
}

;// ./src/compat-layer/stateful-filters.ts
/**
 * Records the name of every filter plugin code registers on `plugin` from now on (`plugin.filter`
 * keeps doing what it did; its name is noted when it returns).
 */
function recordPluginFilters(plugin, names) {
    const register = plugin.filter;
    plugin.filter = function filter(name, factory) {
        const result = register.call(this, name, factory);
        if (typeof name === 'string')
            names.add(name);
        return result;
    };
}
/**
 * Decorator of `$filter`: a filter in `names` that does not say whether it is stateful gets
 * `$stateful = true`, so AngularJS 1.8 runs it on every digest as 1.2 ran every filter. A filter
 * that fills a cache in the background (`{{ id | fieldName }}`) then shows what it found once the
 * cache is filled, not what it returned before; a filter that sets `$stateful` itself is left alone.
 */
function statefulFilterDecorator(names) {
    function decorate($delegate) {
        const lookup = (name) => {
            const filter = $delegate(name);
            if (names.has(name) && typeof filter === 'function' && !('$stateful' in filter))
                filter.$stateful = true;
            return filter;
        };
        return lookup;
    }
    decorate.$inject = ['$delegate'];
    return decorate;
}

;// ./src/compat-layer/ui-bootstrap-services.ts
/** 0.12's injectable names and the 2.5 injectables that are the same thing under a `uib` name. */
const LEGACY_SERVICES = {
    $modalStack: '$uibModalStack',
    $position: '$uibPosition',
    $tooltip: '$uibTooltip',
    dateParser: 'uibDateParser',
    typeaheadParser: 'uibTypeaheadParser',
    accordionConfig: 'uibAccordionConfig',
    buttonConfig: 'uibButtonConfig',
    datepickerConfig: 'uibDatepickerConfig',
    datepickerPopupConfig: 'uibDatepickerPopupConfig',
    dropdownConfig: 'uibDropdownConfig',
    pagerConfig: 'uibPagerConfig',
    paginationConfig: 'uibPaginationConfig',
    progressConfig: 'uibProgressConfig',
    ratingConfig: 'uibRatingConfig',
    timepickerConfig: 'uibTimepickerConfig'
};
/** A factory that gives the injectable `target` itself, so the two names share one object. */
function aliasOf(target) {
    function alias($injector) {
        return $injector.get(target);
    }
    alias.$inject = ['$injector'];
    return alias;
}
/**
 * `$modal`, 0.12's name of `$uibModal`: `open` takes the same options and returns the same
 * instance; the dialog's controller gets it as `$modalInstance` (2.5 calls it
 * `$uibModalInstance`). The instance does not exist until `open` returns, and 2.5 waits for the
 * `resolve` values before it makes the controller, so a resolve value stands for it and gets the
 * instance's members as soon as `open` returns.
 */
function legacyModalFactory($uibModal) {
    return {
        open(options) {
            const given = options || {};
            const stand = {};
            const giveInstance = () => stand;
            giveInstance.$inject = [];
            const instance = $uibModal.open(Object.assign(Object.assign({}, given), { resolve: Object.assign(Object.assign({}, (given.resolve || {})), { $modalInstance: giveInstance }) }));
            Object.keys(instance).forEach((key) => { stand[key] = instance[key]; });
            return instance;
        }
    };
}
legacyModalFactory.$inject = ['$uibModal'];

;// ./src/compat-layer/module.ts











/** The module of the compatibility layer (AngularJS 1.2 and UI Bootstrap 0.12 for plugin code). */
const LEGACY_MODULE_NAME = 'zn.plugin.compat';
/** The names of the filters plugin code registered (plugin.filter): they run on every digest. */
const pluginFilterNames = new Set();
// Registered once, when this file loads: the module, its parts, and (src/compat-layer/index.ts) the
// link to zn.plugin. The table of what each part restores is docs/compatibility.md.
const legacyModule = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module(LEGACY_MODULE_NAME, ['ng', 'ngSanitize', 'ui.bootstrap']);
// AngularJS 1.2
legacyModule.config(globalControllers);
legacyModule.decorator('$filter', statefulFilterDecorator(pluginFilterNames));
legacyModule.decorator('$http', legacyHttpDecorator);
legacyModule.decorator('ngRepeatDirective', keyOrderRepeatDecorator);
legacyModule.filter(KEY_ORDER_FILTER, keyOrderFilter);
legacyModule.filter(TRUTH_FILTER, truthFilter);
legacyModule.decorator('ngIfDirective', legacyTruthDecorator('ngIf'));
legacyModule.decorator('ngShowDirective', legacyTruthDecorator('ngShow'));
legacyModule.decorator('ngHideDirective', legacyTruthDecorator('ngHide'));
legacyModule.decorator('orderByFilter', objectPassingFilterDecorator);
legacyModule.decorator('filterFilter', objectPassingFilterDecorator);
legacyModule.decorator('$timeout', lenientCancelDecorator);
legacyModule.decorator('$interval', lenientCancelDecorator);
legacyModule.directive('input', numberInputDirective);
legacyModule.directive('select', selectAsTextDirective);
legacyModule.factory('$cookieStore', legacyCookieStoreFactory);
// UI Bootstrap 0.12: its directives, services and filter under their unprefixed names
LEGACY_DIRECTIVES.forEach((directive) => legacyModule.directive(directive.legacy, legacyMarkupDirective(directive)));
legacyModule.directive('bindHtmlUnsafe', bindHtmlUnsafeDirective);
legacyModule.factory('$modal', legacyModalFactory);
Object.keys(LEGACY_SERVICES).forEach((name) => legacyModule.factory(name, aliasOf(LEGACY_SERVICES[name])));
legacyModule.filter('typeaheadHighlight', aliasOf('uibTypeaheadHighlightFilter'));
legacyModule.run(watchTypeaheadPresses);
// Helpers 1.7 removed from the angular object, which plugin code calls.
const ng = (external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default());
if (typeof ng.lowercase !== 'function')
    ng.lowercase = (text) => (typeof text === 'string' ? text.toLowerCase() : text);
if (typeof ng.uppercase !== 'function')
    ng.uppercase = (text) => (typeof text === 'string' ? text.toUpperCase() : text);
/**
 * Puts the layer in place for the page's plugins: notes the filters registered on `plugin` from
 * now on, and adds zn.plugin.compat to zn.plugin's requires, so a host that loads zn.plugin gets
 * it without naming it. Needs zn-plugin.js loaded first.
 */
function installLegacyLayer(plugin) {
    let main;
    try {
        main = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module('zn.plugin');
    }
    catch (_a) {
        main = undefined;
    }
    if (!main || !plugin || typeof plugin.filter !== 'function') {
        throw new ZnError('zn-plugin-compat', 'missing-peer', 'zn-plugin.js is not loaded; expected its script tag before zn-plugin-compat.js');
    }
    recordPluginFilters(plugin, pluginFilterNames);
    if (main.requires.indexOf(LEGACY_MODULE_NAME) < 0)
        main.requires.push(LEGACY_MODULE_NAME);
}

;// ./src/compat-layer/first-runtime.ts
/**
 * Zengine's first plugin runtime (its iframe prototype) served each plugin's code wrapped as
 *
 *   (function (prefix, wizehive, angular) {
 *     var plugin = wizehive.makePlugin(prefix);
 *     ...the plugin's code: plugin.controller(...).register('demo-plugin', {...})
 *   })('demoPlugin', wizehive, angular);
 *
 * and a repository that committed that file calls the global `wizehive` still. Its `makePlugin`
 * gave a plugin object whose definitions went to the app's module and whose `register` went under
 * `prefix`, the namespace of the plugin's record, whatever name it was given. So does this one, on
 * zn-plugin.js's plugin object: the namespace rules, warnings and the record's namespace (the
 * script tag's data-zn-namespace) are that object's.
 */
const DEFINITIONS = ['controller', 'directive', 'service', 'factory', 'filter', 'constant', 'value'];
/** `wizehive.makePlugin` over the SDK's plugin object. */
function makePluginOver(plugin) {
    const methods = plugin;
    return function makePlugin(prefix) {
        const own = {};
        DEFINITIONS.forEach((kind) => {
            own[kind] = (...args) => {
                methods[kind](...args);
                return own;
            };
        });
        own.register = (_name, settings) => {
            plugin.register(prefix, settings);
            return own;
        };
        return own;
    };
}
/** Sets the global `wizehive` (with `makePlugin`) unless the page has one of its own; returns whether it did. */
function installFirstRuntime(target, plugin) {
    if (!target || !plugin || target.wizehive !== undefined)
        return false;
    target.wizehive = { makePlugin: makePluginOver(plugin) };
    return true;
}

;// ./src/compat-layer/index.ts
/**
 * zn-plugin-compat: AngularJS 1.2 and UI Bootstrap 0.12 behaviour for plugin code written for
 * Zengine's host (docs/compatibility.md). Load it after zn-plugin.js; it adds its module,
 * zn.plugin.compat, to zn.plugin's requires. The browser global `znPluginCompat` is this file's exports
 * (`znPluginCompat.name` is the module's name).
 */






/** zn-plugin.js's `plugin` object; undefined when zn-plugin.js was not loaded first (its global is missing). */
function pluginOf(module) {
    return module && typeof module === 'object' ? module.plugin : undefined;
}
installLegacyLayer(pluginOf(external_root_znPlugin_commonjs_zn_plugin_commonjs2_zn_plugin_amd_zn_plugin_));
// plugin code committed as Zengine's first runtime served it calls the global wizehive.makePlugin
installFirstRuntime(typeof window === 'undefined' ? undefined : window, pluginOf(external_root_znPlugin_commonjs_zn_plugin_commonjs2_zn_plugin_amd_zn_plugin_));

/******/ 	return __webpack_exports__;
/******/ })()
;
});
//# sourceMappingURL=zn-plugin-compat.js.map