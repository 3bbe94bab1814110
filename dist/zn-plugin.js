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
  $$internal: () => (/* reexport */ internal),
  MODULE_NAME: () => (/* reexport */ MODULE_NAME),
  ROUTES_MODULE_NAME: () => (/* reexport */ ROUTES_MODULE_NAME),
  ZnError: () => (/* reexport */ ZnError),
  name: () => (/* reexport */ MODULE_NAME),
  plugin: () => (/* reexport */ default_plugin_plugin),
  pluginRoutes: () => (/* reexport */ pluginRoutes),
  pluginScopeSelector: () => (/* reexport */ pluginScopeSelector),
  scopePluginCss: () => (/* reexport */ scopePluginCss),
  version: () => (/* binding */ version)
});

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

;// ./src/plugin/angular-registrar.ts


/**
 * Puts plugin definitions into AngularJS whether or not the app has bootstrapped.
 *
 * Every definition is queued on the zn.plugin module, so each injector created later (the host's
 * bootstrap, a second app, each spec's injector) gets it. An injector that already exists has
 * read that queue, so the definition also goes through the providers of every live injector,
 * which the module's config block captured and which leave when that injector's root scope is
 * destroyed. Only public provider APIs are used.
 */
class AngularRegistrar {
    constructor() {
        this.live = new Set();
        /** The config block of zn.plugin: captures this injector's providers while it lives. */
        this.captureProviders = providerCapture(this.live);
    }
    /** The module to queue on (zn.plugin; set by src/module.ts when the bundle loads). */
    queueOn(module) {
        this.module = module;
    }
    register(kind, name, definition) {
        if (!this.module) {
            throw new ZnError('zn-plugin', 'module-not-loaded', `cannot register the ${kind} "${name}": this registrar has no module to queue ` +
                'on; expected zn-plugin.js loaded (it calls queueOn(zn.plugin module)) before definitions are registered');
        }
        // A plugin's `$window` is read from znPluginWindow (plugin-window.ts); a value is no function to inject.
        const given = kind === 'constant' || kind === 'value' ? definition : withPluginWindow(definition);
        queue(this.module, kind, name, given);
        this.live.forEach((providers) => registerWith(providers, kind, name, given));
    }
}
/** A config block that adds the injector's providers to `live`, and takes them out when its root scope goes. */
function providerCapture(live) {
    function captureProviders($controllerProvider, $compileProvider, $provide, $filterProvider) {
        const providers = { $controllerProvider, $compileProvider, $provide, $filterProvider };
        live.add(providers);
        // The root scope's $destroy is the injector's end (angular-mocks destroys it after each spec).
        function forgetOnDestroy($rootScope) {
            $rootScope.$on('$destroy', () => { live.delete(providers); });
            return $rootScope;
        }
        forgetOnDestroy.$inject = ['$delegate'];
        $provide.decorator('$rootScope', forgetOnDestroy);
    }
    captureProviders.$inject = ['$controllerProvider', '$compileProvider', '$provide', '$filterProvider'];
    return captureProviders;
}
function queue(module, kind, name, definition) {
    switch (kind) {
        case 'controller':
            module.controller(name, definition);
            break;
        case 'directive':
            module.directive(name, definition);
            break;
        case 'service':
            module.service(name, definition);
            break;
        case 'factory':
            module.factory(name, definition);
            break;
        case 'filter':
            module.filter(name, definition);
            break;
        case 'constant':
            module.constant(name, definition);
            break;
        case 'value':
            module.value(name, definition);
            break;
    }
}
function registerWith(providers, kind, name, definition) {
    switch (kind) {
        case 'controller':
            providers.$controllerProvider.register(name, definition);
            break;
        case 'directive':
            providers.$compileProvider.directive(name, definition);
            break;
        case 'service':
            providers.$provide.service(name, definition);
            break;
        case 'factory':
            providers.$provide.factory(name, definition);
            break;
        case 'filter':
            providers.$filterProvider.register({ [name]: definition });
            break;
        case 'constant':
            providers.$provide.constant(name, definition);
            break;
        case 'value':
            providers.$provide.value(name, definition);
            break;
    }
}

;// ./src/core/naming.ts
/**
 * The naming rules of the Zengine plugin model. A namespace is camelCase (`myPlugin`); controller
 * names start with it (`myPluginCntl`) and template ids with its dash form (`my-plugin-main`),
 * so plugins sharing one page never collide.
 */
/** Letters and digits, starting with a lowercase letter: it prefixes controller names. */
const NAMESPACE = /^[a-z][a-zA-Z0-9]*$/;
/** A name usable in expressions and injection: `ng-controller="myPluginCntl"`, `x | myFilter`. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** What AngularJS normalizes attributes to: `<my-widget>` is `myWidget`. */
const DIRECTIVE_NAME = /^[a-z][a-zA-Z0-9]*$/;
const TEMPLATE_ID = /^[A-Za-z0-9_.-]+$/;
function isNamespace(value) {
    return typeof value === 'string' && NAMESPACE.test(value);
}
function isIdentifier(value) {
    return typeof value === 'string' && IDENTIFIER.test(value);
}
function isDirectiveName(value) {
    return typeof value === 'string' && DIRECTIVE_NAME.test(value);
}
/**
 * The dash-delimited form of a namespace, as Zengine's tools derive it: a dash before each
 * capital, which is lowered (`myPlugin` → `my-plugin`, `someXYZPlugin` → `some-x-y-z-plugin`).
 */
function dashNamespace(namespace) {
    return namespace.replace(/[A-Z]/g, (capital) => '-' + capital.toLowerCase());
}
/** True when `name` is an identifier that starts with `namespace` (`myPluginCntl` for `myPlugin`). */
function isNamespacedController(name, namespace) {
    return isIdentifier(name) && name.startsWith(namespace);
}
/** True when `id` is the dash form itself or starts with it and a dash (`my-plugin-main`). */
function isNamespacedTemplateId(id, namespace) {
    const prefix = dashNamespace(namespace);
    return TEMPLATE_ID.test(id) && (id === prefix || id.startsWith(prefix + '-'));
}

;// ./src/plugin/annotate.ts
/**
 * Dependency names read from a function's own source text, for plugin functions written without
 * `$inject` (`plugin.controller('myCntl', function ($scope, znData) {...})`, as Zengine's docs
 * write them). Pure: the SDK's own parser of Function.prototype.toString, not AngularJS's.
 */
/** The parameter names of `fn`, or a string saying why they cannot be read (for the caller's error). */
function parameterNames(fn) {
    const source = stripComments(Function.prototype.toString.call(fn));
    const list = parameterList(source);
    if (list === null)
        return 'its parameters cannot be read from its source';
    const names = [];
    for (const raw of list.split(',')) {
        const name = raw.trim();
        if (name === '')
            continue;
        if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
            return `its parameter "${name.slice(0, 30)}" is not a plain name (defaults, destructuring and ...rest cannot be injected by name)`;
        }
        names.push(name);
    }
    return names;
}
/** The text between the parentheses of the parameter list (or the lone arrow parameter), or null. */
function parameterList(source) {
    const text = source.trim();
    // A class: its constructor's parameters, or none.
    if (/^class\b/.test(text)) {
        const ctor = /\bconstructor\s*\(([^)]*)\)/.exec(text);
        return ctor ? ctor[1] : '';
    }
    // `a => ...` and `async a => ...`: a single bare parameter.
    const bare = /^(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(text);
    if (bare)
        return bare[1];
    // function, async function, generator, arrow with parentheses, method shorthand: the first (...).
    const open = text.indexOf('(');
    if (open < 0)
        return null;
    let depth = 0;
    for (let i = open; i < text.length; i++) {
        const c = text[i];
        if (c === '(' || c === '[' || c === '{')
            depth += 1;
        else if (c === ')' || c === ']' || c === '}') {
            depth -= 1;
            if (depth === 0)
                return text.slice(open + 1, i);
        }
        else if (c === '"' || c === "'" || c === '`' || c === '=') {
            // A default value: cannot be injected; let the name check report it.
            return text.slice(open + 1, i + 1);
        }
    }
    return null;
}
/** The source without comments (`/* ... *\/` and `// ...`), strings left as they are. */
function stripComments(source) {
    let out = '';
    for (let i = 0; i < source.length; i++) {
        const c = source[i];
        if (c === '"' || c === "'" || c === '`') {
            let j = i + 1;
            while (j < source.length && source[j] !== c)
                j += source[j] === '\\' ? 2 : 1;
            out += source.slice(i, j + 1);
            i = j;
        }
        else if (source.startsWith('/*', i)) {
            const end = source.indexOf('*/', i + 2);
            i = end < 0 ? source.length : end + 1;
            out += ' ';
        }
        else if (source.startsWith('//', i)) {
            const end = source.indexOf('\n', i);
            i = end < 0 ? source.length : end - 1;
            out += ' ';
        }
        else {
            out += c;
        }
    }
    return out;
}

;// ./src/plugin/definition-rules.ts


/** What each kind's definition is, for error messages. */
const DEFINITION = {
    controller: 'a constructor function',
    directive: 'a factory function returning the directive definition',
    service: 'a constructor function',
    factory: 'a factory function',
    filter: 'a factory function returning the filter function',
    constant: 'a value',
    value: 'a value'
};
/**
 * Checks the name and definition given to `plugin.<kind>(name, definition)`, so a mistake fails
 * where it is made, with the method's name, instead of as an injector error at bootstrap. A
 * function without `$inject` (as Zengine's docs write controllers) is annotated from its parameter
 * names, so it runs under strictDi too; the caller warns that minification will break it.
 */
function validateDefinition(kind, name, definition) {
    const service = `plugin.${kind}`;
    const validName = kind === 'directive' ? isDirectiveName(name) : isIdentifier(name);
    if (!validName || typeof name !== 'string') {
        throw new ZnError(service, 'bad-name', `name must be ${kind === 'directive'
            ? "a camelCase directive name such as 'myPluginWidget' (used as <my-plugin-widget>)"
            : `a name of letters, digits, _ or $, not starting with a digit, such as 'myPlugin${kind === 'controller' ? 'Cntl' : 'Thing'}'`}; got ${describeValue(name)}`);
    }
    if (kind === 'constant' || kind === 'value') {
        if (definition === undefined)
            throw new ZnError(service, 'missing-definition', `"${name}" has no value (undefined); expected the value to register`);
        return { name, definition };
    }
    const fail = (code, problem) => {
        throw new ZnError(service, code, `"${name}" ${problem}; expected ${DEFINITION[kind]}, such as function ($scope) {...} or ['$scope', function ($scope) {...}]`);
    };
    const problem = shapeProblem(definition);
    if (problem)
        fail('bad-definition', problem);
    const checked = annotated(name, definition, fail);
    if (CONSTRUCTED.includes(kind))
        checked.definition = constructible(checked.definition);
    return checked;
}
/** `definition` with the dependency names read from its parameters where it has no annotation. */
function annotated(name, definition, fail) {
    if (typeof definition === 'function' && definition.length > 0 && !Array.isArray(definition.$inject)) {
        const names = parameterNames(definition);
        if (typeof names === 'string')
            fail('cannot-annotate', `has no $inject annotation and ${names}`);
        const inferred = names;
        return { name, definition: [...inferred, definition], inferred };
    }
    if (Array.isArray(definition)) {
        const fn = definition[definition.length - 1];
        const count = definition.length - 1;
        if (fn.length > count) {
            return { name, definition, shortAnnotation: `names ${count} dependencies but its function takes ${fn.length} parameters (the rest get undefined)` };
        }
    }
    return { name, definition };
}
/** Kinds AngularJS instantiates with `new`. */
const CONSTRUCTED = ['controller', 'service'];
/**
 * A controller or service written as an arrow function (or a method) has no prototype, so the
 * `new` AngularJS constructs it with would fail. Zengine's build compiled plugin code with Babel,
 * which turned arrows into plain functions, so plugins use them as controllers
 * (`plugin.controller('xCtrl', ['$scope', ($scope) => {...}])`, as Zengine's generator wrote
 * them). Such a function is given to AngularJS inside a plain function that calls it; its
 * annotation is kept (`$inject`, or the array's names).
 */
function constructible(definition) {
    const fn = Array.isArray(definition) ? definition[definition.length - 1] : definition;
    if (typeof fn !== 'function' || fn.prototype)
        return definition;
    const callable = fn;
    const wrapper = function (...args) {
        return callable.apply(this, args);
    };
    const inject = fn.$inject;
    if (Array.isArray(inject))
        wrapper.$inject = inject.slice();
    return Array.isArray(definition) ? [...definition.slice(0, -1), wrapper] : wrapper;
}
/**
 * Why `definition` is neither a function nor `['dep', ..., function (dep, ...) {}]`, or ''.
 * @returnsMessage
 */
function shapeProblem(definition) {
    if (typeof definition === 'function')
        return '';
    if (Array.isArray(definition)) {
        const fn = definition[definition.length - 1];
        const names = definition.slice(0, -1);
        if (typeof fn !== 'function')
            return 'is an array whose last item is not a function';
        if (!names.every((dependency) => typeof dependency === 'string'))
            return 'is an array whose items before the function are not all names (strings)';
        return '';
    }
    return `is ${describeValue(definition)}`;
}

;// ./src/plugin/plugin-api.ts


/** Which names share one injector: a service and a value of one name would replace each other. */
const NAME_SPACE = {
    controller: 'controller', directive: 'directive', filter: 'filter',
    service: 'injectable', factory: 'injectable', constant: 'injectable', value: 'injectable'
};
/**
 * The namespace of the plugin's record for the script running now: the host marks each plugin's
 * script tag with it (`<script src="..." data-zn-namespace="demoPlugin">`, as the workbench does);
 * `null` when the script is not marked or the call does not come from a script as it loads.
 */
function currentScriptNamespace() {
    const script = typeof document !== 'undefined' ? document.currentScript : null;
    return (script && script.getAttribute('data-zn-namespace')) || null;
}
/**
 * The namespace a registration goes under. Zengine's runtimes registered a plugin under the
 * namespace of its record, whatever name `plugin.register` gave (an old plugin registers as
 * 'demo-plugin' and is served as demoPlugin): so does this, with a warning once. Without a record
 * (a host that does not mark the script), the name is the namespace, checked as usual.
 */
function namespaceOf(name, record, warn) {
    if (record === null || name === record)
        return name;
    warn(`${record}:register-name`, `plugin.register: "${typeof name === 'string' ? name : describeValue(name)}" is registered as its record's namespace "${record}"`);
    return record;
}
/**
 * Makes a plugin object that records registrations in `catalog` and definitions through
 * `registrar`. The SDK makes one (`plugin`); specs make their own around a fresh catalog.
 * `recordNamespace` gives the namespace of the plugin's record, when the host says it.
 */
function createPlugin(catalog, registrar, recordNamespace = currentScriptNamespace) {
    const defined = new Map();
    // Definitions annotated from parameter names, not yet attributed to a plugin (plugin code
    // usually defines its controllers first and registers last, in one chain).
    let unattributed = [];
    function warnUnannotated(namespace, names) {
        catalog.warn(`${namespace}:unannotated`, `plugin "${namespace}": ${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} no $inject ` +
            'annotation; their dependencies were read from their parameter names, which minification breaks. ' +
            "Write them as ['$scope', 'znData', function ($scope, znData) {...}].");
    }
    function define(kind) {
        return (name, definition) => {
            const checked = validateDefinition(kind, name, definition);
            const key = `${NAME_SPACE[kind]}:${checked.name}`;
            const earlier = defined.get(key);
            if (earlier && (earlier === 'constant' || kind === 'constant')) {
                // AngularJS keeps a constant whatever comes later under its name, so this cannot work.
                throw new ZnError(`plugin.${kind}`, 'already-registered', `"${checked.name}" is already registered as a ${earlier} through the plugin object; ` +
                    'expected a new name (prefix names with your namespace)');
            }
            if (earlier) {
                // Zengine's platform let AngularJS have it: a later definition replaces the earlier one,
                // and a second directive of one name runs beside the first.
                const outcome = kind === 'directive' && earlier === 'directive' ? 'AngularJS runs both definitions' : 'the later definition replaces the earlier one';
                catalog.warn(`${kind}:${checked.name}:again`, `plugin.${kind}: "${checked.name}" is registered again (it was a ${earlier}); ${outcome}. ` +
                    'Give each definition its own name, prefixed with your namespace.');
            }
            registrar.register(kind, checked.name, checked.definition);
            defined.set(key, kind);
            const label = `${kind} "${checked.name}"`;
            if (checked.inferred) {
                const owner = catalog.plugins().find((registered) => checked.name.startsWith(registered.namespace));
                if (owner)
                    warnUnannotated(owner.namespace, [label]);
                else
                    unattributed.push(label);
            }
            if (checked.shortAnnotation) {
                catalog.warn(`${kind}:${checked.name}:short`, `plugin.${kind}: "${checked.name}" ${checked.shortAnnotation}; name every dependency in the array.`);
            }
            return plugin;
        };
    }
    const plugin = {
        controller: define('controller'),
        directive: define('directive'),
        service: define('service'),
        factory: define('factory'),
        filter: define('filter'),
        constant: define('constant'),
        value: define('value'),
        register(name, settings) {
            const namespace = namespaceOf(name, recordNamespace(), (key, message) => catalog.warn(key, message));
            const registered = catalog.register(namespace, settings);
            if (unattributed.length > 0) {
                warnUnannotated(registered.namespace, unattributed);
                unattributed = [];
            }
            return plugin;
        }
    };
    return plugin;
}

;// ./src/core/values.ts
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

;// ./src/plugin/plugin-model.ts
/** The host locations an inline interface can name, in the order of the Zengine documentation. */
const PLUGIN_LOCATIONS = Object.freeze([
    'zn-top-nav',
    'zn-plugin-data-subheader',
    'zn-plugin-panel-header',
    'zn-plugin-panel-footer',
    'zn-plugin-form-top',
    'zn-plugin-form-bottom'
]);
const INTERFACE_TYPES = Object.freeze(['fullPage', 'inline', 'settings', 'recordOverlay']);
/** The interface types a path routes to: they live under the plugin's `route`. */
const ROUTED_TYPES = Object.freeze(['fullPage', 'settings']);
function isPluginLocation(value) {
    return PLUGIN_LOCATIONS.includes(value);
}
function isInterfaceType(value) {
    return INTERFACE_TYPES.includes(value);
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

;// ./src/plugin/registration-rules.ts



/**
 * The rules of `plugin.register(namespace, settings)`, as plain functions. Every violation is a
 * ZnError naming the field (`interfaces[1].location`), thrown before anything is recorded.
 */
const SERVICE = 'plugin.register';
const PLUGIN_KEYS = ['route', 'title', 'pageTitle', 'icon', 'interfaces'];
/**
 * The short form `{ route, controller, template, type?, location? }` stands for one interface
 * (fullPage unless `type` says otherwise); `fullPage: true/false` is Zengine's older way to say it.
 */
const SHORT_FORM_KEYS = ['controller', 'template', 'type', 'location', 'routes', 'topNav', 'order'];
const LEGACY_KEYS = ['fullPage'];
const INTERFACE_KEYS = ['controller', 'template', 'type', 'location', 'routes', 'topNav', 'order'];
const ROUTE = /^\/[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** Class names only: the icon ends up in a class attribute. */
const ICON = /^-?[A-Za-z_][A-Za-z0-9_-]*(?: -?[A-Za-z_][A-Za-z0-9_-]*)*$/;
/** At most one interface of these types per plugin: each has one page, tab or icon. */
const SINGLE_TYPES = ['fullPage', 'settings', 'recordOverlay'];
function fail(code, message) {
    throw new ZnError(SERVICE, code, message);
}
function isNonEmptyString(value) {
    return typeof value === 'string' && value.trim() !== '';
}
/** Deep-freezes what the registry hands out, so no caller can change a registration. */
function freeze(value) {
    if (value && typeof value === 'object' && !Object.isFrozen(value)) {
        Object.values(value).forEach(freeze);
        Object.freeze(value);
    }
    return value;
}
/**
 * Checks a registration against the model and the plugins registered before it; returns the
 * registered plugin, normalized and frozen.
 */
function validateRegistration(namespace, settings, registered, warn = () => undefined) {
    if (!isNamespace(namespace)) {
        fail('bad-namespace', `namespace must be letters and digits starting with a lowercase letter, such as 'myPlugin'; got ${describeValue(namespace)}`);
    }
    if (registered.some((plugin) => plugin.namespace === namespace)) {
        fail('already-registered', `namespace "${namespace}" is already registered; expected each plugin to register once, under its own namespace`);
    }
    if (!isPlainObject(settings)) {
        fail('bad-settings', `settings must be an object such as { route: '/my-plugin', interfaces: [...] }; got ${describeValue(settings)}`);
    }
    const warnOf = (form, message) => warn(`${namespace}:${form}`, `plugin.register: plugin "${namespace}": ${message}`);
    checkKeys(settings, [...PLUGIN_KEYS, ...SHORT_FORM_KEYS, ...LEGACY_KEYS], '', warnOf);
    const plugin = { namespace, interfaces: [] };
    if (settings.route !== undefined) {
        if (typeof settings.route !== 'string' || !ROUTE.test(settings.route)) {
            fail('bad-route', `route must be one path segment such as '/my-plugin' (letters, digits, - and _); got ${describeValue(settings.route)}`);
        }
        const owner = registered.find((other) => other.route === settings.route);
        if (owner)
            fail('duplicate-route', `route "${settings.route}" is already used by plugin "${owner.namespace}"; expected a route of its own`);
        plugin.route = settings.route;
    }
    if (settings.title !== undefined) {
        if (!isNonEmptyString(settings.title))
            fail('bad-setting', `title must be a non-empty string; got ${describeValue(settings.title)}`);
        plugin.title = settings.title;
    }
    if (settings.pageTitle !== undefined) {
        if (settings.pageTitle !== false && !isNonEmptyString(settings.pageTitle)) {
            fail('bad-setting', `pageTitle must be a non-empty string, or false for no heading; got ${describeValue(settings.pageTitle)}`);
        }
        plugin.pageTitle = settings.pageTitle;
    }
    if (settings.icon !== undefined) {
        if (typeof settings.icon !== 'string' || !ICON.test(settings.icon)) {
            fail('bad-setting', `icon must be CSS class names such as 'icon-puzzle'; got ${describeValue(settings.icon)}`);
        }
        plugin.icon = settings.icon;
    }
    plugin.interfaces = interfacesOf(settings, warnOf).map(({ value, field }) => validateInterface(value, field, namespace, warnOf));
    checkInterfaceCounts(plugin.interfaces, settings.interfaces === undefined);
    if (plugin.route === undefined) {
        // Zengine took the route from the plugin's record, not from register: a page without one ran,
        // at the namespace (as the wrapper's $routeParams read it).
        const routed = plugin.interfaces.find((iface) => ROUTED_TYPES.includes(iface.type));
        if (routed)
            plugin.route = defaultRoute(namespace, routed.type, registered, warnOf);
    }
    return freeze(plugin);
}
/** `/<namespace>` for a plugin with pages and no route, warned about once; refused when another plugin has it. */
function defaultRoute(namespace, type, registered, warnOf) {
    const route = `/${namespace}`;
    const owner = registered.find((other) => other.route === route);
    if (owner)
        fail('duplicate-route', `route is missing, and "${route}" (the namespace) is already used by plugin "${owner.namespace}"; expected a route of its own`);
    warnOf('missing-route', `a ${type} interface without route: its pages are at "${route}", the namespace; add route: '${route}' to choose it`);
    return route;
}
function checkKeys(object, known, field, warnOf) {
    const prefix = field ? `${field}.` : '';
    for (const key of Object.keys(object)) {
        if (known.includes(key))
            continue;
        warnOf(`unknown:${prefix}${key}`, `unknown setting "${prefix}${key}" is ignored; expected one of ${known.filter((k) => !LEGACY_KEYS.includes(k)).join(', ')}`);
    }
}
/** The interfaces to validate with the field name each error should carry. */
function interfacesOf(settings, warnOf) {
    const shortFormKeys = [...SHORT_FORM_KEYS, ...LEGACY_KEYS].filter((key) => settings[key] !== undefined);
    if (settings.interfaces !== undefined) {
        if (!Array.isArray(settings.interfaces) || settings.interfaces.length === 0) {
            fail('bad-interfaces', `interfaces must be a non-empty array of objects such as { controller, template, type }; got ${describeValue(settings.interfaces)}`);
        }
        if (shortFormKeys.length > 0) {
            warnOf('short-and-interfaces', `${shortFormKeys.join(', ')} ${shortFormKeys.length === 1 ? 'is' : 'are'} ignored because interfaces is given; ` +
                'put them inside the interfaces[] entry they belong to');
        }
        return settings.interfaces.map((value, index) => ({ value, field: `interfaces[${index}]` }));
    }
    if (!shortFormKeys.some((key) => key === 'controller' || key === 'template')) {
        fail('missing-interfaces', 'settings need interfaces: [{ controller, template, type }] or the short form { route, controller, template }; got neither');
    }
    const shortForm = {};
    SHORT_FORM_KEYS.forEach((key) => { if (settings[key] !== undefined)
        shortForm[key] = settings[key]; });
    if (settings.fullPage !== undefined)
        shortForm.fullPage = settings.fullPage;
    return [{ value: shortForm, field: '' }];
}
/**
 * The type of an interface: `type`, else Zengine's old `fullPage` boolean (true: fullPage; false:
 * inline), else fullPage. The old boolean is warned about once per plugin.
 */
function typeOf(value, field, warnOf) {
    const where = field ? `${field}.` : '';
    if (value.fullPage === undefined)
        return value.type === undefined && !field ? 'fullPage' : value.type;
    const legacy = value.fullPage ? 'fullPage' : 'inline';
    if (value.type !== undefined) {
        warnOf('fullPage', `${where}fullPage: ${String(value.fullPage)} is Zengine's old form and is ignored next to type: ${JSON.stringify(value.type)}; remove it`);
        return value.type;
    }
    warnOf('fullPage', `${where}fullPage: ${String(value.fullPage)} is Zengine's old form of the interface type; write type: '${legacy}' instead`);
    return legacy;
}
function validateInterface(value, field, namespace, warnOf) {
    const name = (key) => (field ? `${field}.${key}` : key);
    if (!isPlainObject(value)) {
        fail('bad-interface', `${field} must be an object such as { controller, template, type }; got ${describeValue(value)}`);
    }
    if (field)
        checkKeys(value, [...INTERFACE_KEYS, ...LEGACY_KEYS], field, warnOf);
    const type = typeOf(value, field, warnOf);
    if (!isInterfaceType(type)) {
        fail('unknown-interface-type', `${name('type')} must be one of ${INTERFACE_TYPES.join(', ')}; got ${describeValue(type)}`);
    }
    const iface = {
        namespace, type, controller: checkController(value.controller, name('controller'), namespace, warnOf),
        template: checkTemplate(value.template, name('template'), namespace, warnOf), routes: [], topNav: false
    };
    if (type === 'inline') {
        if (!isPluginLocation(value.location)) {
            fail('unknown-location', `${name('location')} must be one of ${PLUGIN_LOCATIONS.join(', ')}; got ${describeValue(value.location)}`);
        }
        iface.location = value.location;
    }
    else if (value.location !== undefined) {
        // Zengine read location only for inline interfaces and ignored it elsewhere.
        warnOf(`misplaced:${name('location')}`, `${name('location')} is ignored: it applies only to inline interfaces; remove it or write type: 'inline'`);
    }
    if (value.routes !== undefined) {
        if (ROUTED_TYPES.includes(type))
            iface.routes = checkRoutes(value.routes, name('routes'));
        else {
            warnOf(`misplaced:${name('routes')}`, `${name('routes')} is ignored: it applies only to fullPage and settings interfaces; remove it`);
            // Kept when valid: legacy-plugin-wrapper matched any interface's routes, as a shipped app's frame does (src/frame).
            try {
                iface.routes = checkRoutes(value.routes, name('routes'));
            }
            catch (_a) {
                iface.routes = [];
            }
        }
    }
    // A fullPage interface is in the top nav only when it says so, as Zengine's migrator read it.
    if (value.topNav !== undefined) {
        if (type !== 'fullPage') {
            warnOf(`misplaced:${name('topNav')}`, `${name('topNav')} is ignored: it applies only to fullPage interfaces; remove it`);
        }
        else {
            if (typeof value.topNav !== 'boolean') {
                warnOf(`topNav:${name('topNav')}`, `${name('topNav')} is read as ${Boolean(value.topNav)} (it was ${describeValue(value.topNav)}); write true or false`);
            }
            iface.topNav = Boolean(value.topNav);
        }
    }
    if (value.order !== undefined) {
        if (typeof value.order !== 'number' || !Number.isFinite(value.order)) {
            fail('bad-setting', `${name('order')} must be a finite number; got ${describeValue(value.order)}`);
        }
        iface.order = value.order;
    }
    return iface;
}
/**
 * A controller name must be a name $controller can look up. Zengine checked the namespace prefix
 * only when publishing, so a draft without it ran: here it runs too, with a warning.
 */
function checkController(value, field, namespace, warnOf) {
    if (!isIdentifier(value)) {
        fail('bad-controller', `${field} must be a controller name such as '${namespace}Cntl'; got ${describeValue(value)}`);
    }
    if (!isNamespacedController(value, namespace)) {
        warnOf(`prefix:${value}`, `${field} "${value}" does not start with the namespace "${namespace}" (Zengine refuses this when publishing); rename it such as '${namespace}Cntl'`);
    }
    return value;
}
/** A template id is any non-empty id; one without the namespace's dash form runs, with a warning. */
function checkTemplate(value, field, namespace, warnOf) {
    const dashed = dashNamespace(namespace);
    if (!isNonEmptyString(value)) {
        fail('bad-template-id', `${field} must be a template id such as '${dashed}-main'; got ${describeValue(value)}`);
    }
    if (!isNamespacedTemplateId(value, namespace)) {
        warnOf(`prefix:${value}`, `${field} "${value}" does not start with "${dashed}", the dash form of the namespace; rename it such as '${dashed}-main'`);
    }
    return value;
}
function checkRoutes(value, field) {
    if (!Array.isArray(value))
        fail('bad-route', `${field} must be an array of paths such as ['/:id']; got ${describeValue(value)}`);
    return value.map((pattern, index) => {
        if (typeof pattern !== 'string')
            fail('bad-route', `${field}[${index}] must be a path such as '/:id'; got ${describeValue(pattern)}`);
        const parsed = parseRoutePattern(pattern);
        if (typeof parsed === 'string') {
            fail('bad-route', `${field}[${index}] "${pattern}" ${parsed}; expected a path such as '/records/:id'`);
        }
        if (value.indexOf(pattern) !== index)
            fail('duplicate-route', `${field}[${index}] repeats "${pattern}"; expected each route once`);
        return pattern;
    });
}
function checkInterfaceCounts(interfaces, shortForm) {
    if (shortForm)
        return;
    for (const type of SINGLE_TYPES) {
        const indexes = interfaces.map((iface, index) => (iface.type === type ? index : -1)).filter((index) => index >= 0);
        if (indexes.length > 1) {
            fail('duplicate-interface', `interfaces[${indexes[1]}] is a second ${type} interface; expected at most one ${type} interface per plugin`);
        }
    }
}

;// ./src/plugin/plugin-catalog.ts

/**
 * The plugins registered through a plugin object. Plugin code registers while the page loads,
 * before any injector exists, so this lives outside AngularJS; `znPluginRegistry` reads it. It also
 * holds the warnings about legacy or fragile plugin code until an injector logs them with `$log.warn`.
 */
class PluginCatalog {
    constructor() {
        this.registered = [];
        this.listeners = new Set();
        this.warned = new Set();
        this.pendingWarnings = [];
        this.warningListeners = new Set();
    }
    /** Validates and records a registration, then tells the listeners. */
    register(namespace, settings) {
        const warnings = [];
        const plugin = validateRegistration(namespace, settings, this.registered, (key, message) => warnings.push({ key, message }));
        this.registered.push(plugin);
        warnings.forEach(({ key, message }) => this.warn(key, message));
        this.listeners.forEach((listener) => listener(plugin));
        return plugin;
    }
    /** The registered plugins in registration order (a new array of the frozen plugins). */
    plugins() {
        return this.registered.slice();
    }
    /** Calls `listener` after each registration; returns a function that stops it. */
    subscribe(listener) {
        this.listeners.add(listener);
        return () => { this.listeners.delete(listener); };
    }
    /** Issues a warning once per `key` (such as `myPlugin:fullPage`), held until someone listens. */
    warn(key, message) {
        if (this.warned.has(key))
            return;
        this.warned.add(key);
        if (this.warningListeners.size === 0)
            this.pendingWarnings.push(message);
        else
            this.warningListeners.forEach((listener) => listener(message));
    }
    /** Gives `listener` the warnings held so far, then each new one; returns a function that stops it. */
    onWarning(listener) {
        this.pendingWarnings.splice(0).forEach(listener);
        this.warningListeners.add(listener);
        return () => { this.warningListeners.delete(listener); };
    }
}

;// ./src/plugin/default-plugin.ts



/** The registrations of the page's plugins (`znPluginCatalog`, read by `znPluginRegistry`). */
const pluginCatalog = new PluginCatalog();
/** Puts plugin definitions into the zn.plugin module and its live injectors. */
const pluginRegistrar = new AngularRegistrar();
/**
 * The object plugin code registers on: `plugin.controller(...)`, `plugin.register(...)`. Also the
 * page's global `plugin` when the page has none (see docs/plugin-api.md).
 */
const default_plugin_plugin = createPlugin(pluginCatalog, pluginRegistrar);

;// ./src/plugin/install-global.ts
/**
 * True when `value` is what a browser returns for `window.plugin` because an element has
 * id="plugin" (an element, or a collection of several): not a plugin object of the page's.
 */
function isNamedElement(value) {
    if (value === null || typeof value !== 'object')
        return false;
    const candidate = value;
    return typeof candidate.nodeType === 'number' || typeof candidate.namedItem === 'function';
}
/**
 * Sets `target.plugin` to the SDK's plugin object unless the page already has a `plugin` of
 * its own (a host's); returns whether it did. Plugin code can always import it instead.
 */
function installGlobalPlugin(target, plugin) {
    if (!target)
        return false;
    if (target.plugin !== undefined && !isNamedElement(target.plugin))
        return false;
    target.plugin = plugin;
    return true;
}

// EXTERNAL MODULE: external {"root":"angular","commonjs":"angular","commonjs2":"angular","amd":"angular"}
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_ = __webpack_require__(598);
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default = /*#__PURE__*/__webpack_require__.n(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_);
;// ./src/peers.ts

/** The peers, in the order zn.plugin requires them. */
const PEERS = [
    { module: 'ngSanitize', script: 'angular-sanitize.js' },
    { module: 'ui.bootstrap', script: 'ui-bootstrap-tpls.js (angular-ui-bootstrap)' }
];
/**
 * ngResource, when the page has loaded angular-resource.js before the bundle: zn.plugin requires
 * it, so `$resource` (on Zengine's whitelist) is injectable in plugin code. A host may leave it out.
 */
function optionalPeerRequires(ng) {
    return isLoaded(ng, 'ngResource') ? ['ngResource'] : [];
}
function isLoaded(ng, name) {
    try {
        ng.module(name);
        return true;
    }
    catch (e) {
        return false;
    }
}
/** The ZnError for peers the page did not load. */
function missingPeerError(missing) {
    return new ZnError('zn-plugin', 'missing-peer', `${missing.map((peer) => `${peer.script} (module ${peer.module})`).join(' and ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} not loaded; expected script tags for angular.js, angular-sanitize.js and ` +
        'ui-bootstrap-tpls.js before zn-plugin.js');
}
/**
 * The `requires` of zn.plugin. When every peer is registered as the bundle loads (the usual
 * script order), just their names. Otherwise a guard comes first, which runs when an injector
 * loads zn.plugin (a peer may have been loaded after the bundle): a peer still missing then
 * gets a no-op in its place, so AngularJS does not stop with a bare `$injector:modulerr`, and
 * the guard's run block throws a ZnError naming it, which reaches the caller of
 * `angular.bootstrap` (or the console, for ng-app) as it is.
 */
function peerRequires(ng, peers = PEERS) {
    const names = peers.map((peer) => peer.module);
    if (peers.every((peer) => isLoaded(ng, peer.module)))
        return names;
    const requires = [];
    const skip = () => undefined;
    skip.$inject = [];
    const guard = () => {
        const missing = peers.filter((peer, index) => {
            const loaded = isLoaded(ng, peer.module);
            requires[index + 1] = loaded ? peer.module : skip;
            return !loaded;
        });
        if (missing.length === 0)
            return undefined;
        const fail = () => {
            throw missingPeerError(missing);
        };
        fail.$inject = [];
        return fail;
    };
    guard.$inject = [];
    requires.push(guard, ...names);
    return requires;
}

;// ./src/config/config-values.ts

const DEFAULT_RETRY = Object.freeze({ attempts: 3, baseDelay: 500, maxWait: 30000 });
const DEFAULT_CONFIG = Object.freeze({
    apiUrl: '/v1',
    pluginServiceUrl: '/plugins',
    retry: DEFAULT_RETRY
});
const URL_KEYS = ['apiUrl', 'pluginServiceUrl'];
const KEYS = [...URL_KEYS, 'retry'];
/** Each retry setting: the smallest and largest value allowed. */
const RETRY_RANGES = {
    attempts: [0, 10],
    baseDelay: [0, 30000],
    maxWait: [0, 30000]
};
/** A copy of the settings that shares nothing with `values`. */
function copyConfig(values) {
    return Object.assign(Object.assign({}, values), { retry: Object.assign({}, values.retry) });
}
/**
 * Whether a base URL leads where requests may go: an http(s) URL (`https://api.example.com/v1`,
 * `//api.example.com/v1`) or a path on this origin (`/v1`, `api/v1`). Anything with another
 * scheme (`javascript:`, `data:`, `file:`) or a backslash, which browsers read as `/`, is not.
 * @returnsMessage
 */
function urlProblem(value) {
    if (/[?#\s]/.test(value))
        return 'must be a base URL without spaces, query or fragment';
    if (value.indexOf('\\') !== -1)
        return 'must not hold "\\", which browsers read as "/"';
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
    if (scheme && !/^https?:\/\/[^/]/i.test(value)) {
        return `must be an http(s) URL or a same-origin path; "${scheme[1]}:" URLs are not allowed`;
    }
    return null;
}
function validateRetry(service, value) {
    if (!isPlainObject(value)) {
        throw new ZnError(service, 'bad-setting', `retry must be an object such as { attempts: 3 }, got ${describeValue(value)}`);
    }
    const result = {};
    for (const key of Object.keys(value)) {
        const range = RETRY_RANGES[key];
        if (!range || !Object.prototype.hasOwnProperty.call(RETRY_RANGES, key)) {
            throw new ZnError(service, 'unknown-setting', `unknown retry setting "${key}"; expected one of ${Object.keys(RETRY_RANGES).join(', ')}`);
        }
        const setting = value[key];
        if (typeof setting !== 'number' || !Number.isInteger(setting) || setting < range[0] || setting > range[1]) {
            throw new ZnError(service, 'bad-setting', `retry.${key} must be an integer from ${range[0]} to ${range[1]}, got ${describeValue(setting)}`);
        }
        result[key] = setting;
    }
    return result;
}
/**
 * Checks a partial configuration and returns the settings it leads to, normalized (no trailing
 * slash), so a bad value fails where it is set instead of as a request to a wrong URL later.
 */
function applyConfig(service, current, partial) {
    if (!isPlainObject(partial)) {
        throw new ZnError(service, 'bad-settings', `set() expects an object such as { apiUrl: '/v1' }, got ${describeValue(partial)}`);
    }
    const next = copyConfig(current);
    for (const key of Object.keys(partial)) {
        if (!KEYS.includes(key)) {
            throw new ZnError(service, 'unknown-setting', `unknown setting "${key}"; expected one of ${KEYS.join(', ')}`);
        }
        const value = partial[key];
        if (key === 'retry') {
            next.retry = Object.assign(Object.assign({}, next.retry), validateRetry(service, value));
            continue;
        }
        if (typeof value !== 'string') {
            throw new ZnError(service, 'bad-setting', `${key} must be a string URL such as '${DEFAULT_CONFIG[key]}', got ${describeValue(value)}`);
        }
        const problem = urlProblem(value);
        if (problem) {
            throw new ZnError(service, 'bad-setting', `${key} ${problem}, got ${describeValue(value)}; expected a URL such as ` +
                `'https://api.example.com${DEFAULT_CONFIG[key]}' or '${DEFAULT_CONFIG[key]}'`);
        }
        next[key] = value.replace(/\/+$/, '');
    }
    return next;
}

;// ./src/config/zn-config.ts

/**
 * `znConfigProvider.set({ apiUrl, pluginServiceUrl, retry })` in config blocks; the `znConfig`
 * service reads and changes the same settings at run time.
 */
class ZnConfigProvider {
    constructor() {
        this.values = copyConfig(DEFAULT_CONFIG);
        this.$get = () => ({
            get: () => copyConfig(this.values),
            set: (partial) => {
                this.values = applyConfig('znConfig', this.values, partial);
                return copyConfig(this.values);
            }
        });
    }
    set(partial) {
        this.values = applyConfig('znConfigProvider', this.values, partial);
        return this;
    }
}

;// ./src/core/resources.ts
/**
 * The REST resources `znData` reaches, by name, with their paths (relative to
 * `znConfig.get().apiUrl`; a `:name` segment is a path parameter). Each line's comment says where
 * the entry comes from (src/core/resource-sources.ts holds the same as data, for specs and docs):
 * `docs`, the resource table of Zengine's developer docs; `prototype`, the znData table of
 * Zengine's first iframe runtime; `wrapper`, that of ZengineHQ/legacy-plugin-wrapper; `plugins`,
 * read by public plugins and Zengine's own modules though in no public runtime table.
 */
const RESOURCE_PATHS = {
    Activities: '/activities/:activityId', // docs, prototype, wrapper; the runtimes wrote :id; id is accepted as the alias of activityId
    AppTemplates: '/app_templates/:id', // docs, prototype, wrapper
    AppTemplateInstallJobs: '/app_template_install_jobs/:id', // docs, prototype, wrapper
    BinaryExportBatch: '/binary_export_jobs/:binaryExportJobId/batches/:id', // docs, prototype, wrapper
    BinaryExportJob: '/binary_export_jobs/:id', // docs, prototype, wrapper
    Calculate: '/calculate', // docs, prototype, wrapper; query is a POST of the params; the other methods were not supported
    CalculationSettings: '/calculation_settings/:id', // docs, prototype, wrapper
    DataViews: '/data_views/:id', // docs, prototype, wrapper
    Events: '/events/:id', // docs, prototype, wrapper
    Files: '/files/:id', // docs, prototype, wrapper
    Forms: '/forms/:id', // docs, prototype, wrapper
    DefaultFormPermissions: '/forms/permissions', // docs, prototype, wrapper
    FormFields: '/forms/:formId/fields/:id', // docs, prototype, wrapper
    FormFieldTaxonomy: '/form_field_taxonomy', // docs, prototype, wrapper
    FormFolders: '/forms/:formId/folders/:id', // docs, prototype, wrapper
    FormGroups: '/form_groups/:id', // wrapper; the docs table wrote /forms_groups/:id beside a link to form_groups; the wrapper, /form_groups/:id
    FormRecordPermissions: '/forms/:formId/records/permissions', // docs, prototype, wrapper
    FormRecords: '/forms/:formId/records/:id', // docs, prototype, wrapper
    FormUploads: '/forms/:formId/uploads', // prototype, wrapper; the docs table wrote /forms/:id/uploads, which neither runtime served
    Notes: '/notes/:id', // docs, prototype, wrapper
    NoteReplies: '/notes/:noteId/replies/:id', // docs, prototype, wrapper
    Notifications: '/notifications/:id', // docs, prototype, wrapper
    NotificationEmails: '/notification_emails/:id', // docs, prototype, wrapper
    Plugins: '/plugins/:pluginId', // docs, prototype, wrapper; the runtimes wrote :id; id is accepted as the alias of pluginId
    PluginScreenshots: '/plugins/:pluginId/screenshots', // docs, prototype, wrapper
    PluginServices: '/plugins/:pluginId/services/:id', // docs, prototype, wrapper
    PluginServiceUploads: '/plugins/:pluginId/services/:serviceId/uploads', // docs, prototype, wrapper
    WorkspacePluginLinks: '/workspace_plugin_links/:id', // docs, prototype, wrapper
    RecordImportFiles: '/record_import_files/:id', // docs, prototype, wrapper
    RecordImportJobs: '/record_import_jobs/:id', // docs, prototype, wrapper
    RecordExportJobs: '/record_export_jobs/:id', // docs, prototype, wrapper
    ScheduledWebhooks: '/scheduled_webhooks/:id', // docs, prototype, wrapper
    Tasks: '/tasks/:id', // docs, prototype, wrapper
    TaskLists: '/task_lists/:id', // docs, prototype, wrapper
    TaskPriorities: '/task_priorities', // docs, prototype, wrapper
    TaskStatuses: '/task_statuses', // docs, prototype, wrapper
    TaskPreferences: '/users/:userId/task_preferences', // docs, prototype, wrapper
    Users: '/users/:id', // docs, prototype, wrapper
    Roles: '/workspaces/:workspaceId/roles/:id', // docs, prototype, wrapper
    WebhookEvents: '/webhook_events/:id', // docs, prototype, wrapper
    Webhooks: '/webhooks/:id', // docs, prototype, wrapper
    Workspaces: '/workspaces/:id', // docs, prototype, wrapper
    WorkspaceCopyJobs: '/workspace_copy_jobs', // docs, prototype, wrapper
    WorkspaceInvitees: '/workspaces/:workspaceId/invitees/:id', // docs, prototype, wrapper
    WorkspaceMembers: '/workspaces/:workspaceId/members/:id', // docs, prototype, wrapper
    WorkspaceTransferRequests: '/workspaces/:workspaceId/transfer_requests/:id', // docs, prototype, wrapper
    WorkspaceTaskPreferences: '/workspaces/:workspaceId/members/:memberId/task_preferences', // docs, prototype, wrapper
    WorkspaceLogo: '/workspaces/:workspaceId/logo', // docs, prototype, wrapper
    Countries: '/countries', // docs, prototype, wrapper
    States: '/states', // docs, prototype, wrapper
    Subscriptions: '/subscriptions/:id', // docs, prototype, wrapper
    PluginUploads: '/plugins/:pluginId/uploads', // wrapper
    PluginSettings: '/plugins/:pluginId/settings', // wrapper
    PluginConfigs: '/plugins_configs/:id', // wrapper
    Organizations: '/organizations/:id', // wrapper
    OrganizationsAuthProviders: '/organizations/:organizationId/auth_providers/:id', // wrapper
    AuthProviders: '/auth_providers/:id', // wrapper
    WorkspaceUserRoles: '/workspaces/:workspaceId/user_roles', // plugins
    WorkspaceFormLinks: '/workspace_form_links/:id', // plugins; @zenginehq/frontend-config reads it
    UserMemberships: '/user_memberships/:id' // plugins
};
/**
 * Resources whose `save` is a PUT of the object the path names: in Zengine's runtimes their id
 * field is a path parameter every call has (`formId`, `userId`, `memberId`, `pluginId`).
 */
const PUT_ON_SAVE = ['FormRecordPermissions', 'TaskPreferences', 'WorkspaceTaskPreferences', 'PluginSettings'];
/** Resources whose only method is `query`, a POST of the params (Calculate). */
const POST_QUERY = ['Calculate'];
/**
 * Resources that carry an `objectVersion`: for them `params.objectVersion` is sent as the header
 * `X-If-ObjectVersion-Matches`, so the API refuses (412, code 4025) an edit of an object changed since.
 */
const VERSIONED = ['Forms', 'FormRecords', 'Plugins', 'DefaultFormPermissions', 'FormRecordPermissions', 'PluginConfigs'];
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
        versioned: VERSIONED.indexOf(name) !== -1,
        putOnSave: PUT_ON_SAVE.indexOf(name) !== -1,
        postQuery: POST_QUERY.indexOf(name) !== -1
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

;// ./src/core/event-names.ts


/** The actions of `znData`'s events, in the spec's order (section 6, rule 3). */
const DATA_EVENT_ACTIONS = ['read', 'saved', 'deleted', 'saved-all', 'updated-all', 'deleted-all'];
/**
 * The hyphenated form of a CamelCase name: `FormRecords` → `form-records`, `Tasks` → `tasks`.
 * A run of capitals is one word (`HTMLViews` → `html-views`).
 */
function hyphenate(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
        .toLowerCase();
}
/**
 * The name of the event `znData` broadcasts on `$rootScope` after a successful call, e.g.
 * `dataEventName('FormRecords', 'saved')` → `'zn-data-form-records-saved'`. Refuses a resource
 * or an action that no event is sent for.
 */
function dataEventName(service, resourceName, action) {
    if (!findResource(resourceName)) {
        throw new ZnError(service, 'unknown-resource', `${describeUnknown('resource', resourceName)}; expected one of ${RESOURCE_NAMES.join(', ')}`);
    }
    if (typeof action !== 'string' || DATA_EVENT_ACTIONS.indexOf(action) === -1) {
        throw new ZnError(service, 'unknown-event-action', `${describeUnknown('data event action', action)}; expected one of ${DATA_EVENT_ACTIONS.join(', ')}`);
    }
    return `zn-data-${hyphenate(resourceName)}-${action}`;
}

;// ./src/core/warn-once.ts
/**
 * A warner that logs each key's message once, so that a legacy form Zengine accepted is named
 * without filling the console on every call (a digest may repeat the call many times).
 */
function warnOnce(log) {
    const seen = new Set();
    return (key, message) => {
        if (seen.has(key))
            return;
        seen.add(key);
        log(message);
    };
}

;// ./src/core/url.ts

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
        throw new ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must be a non-empty string or a finite number, got ${describeValue(value)}`);
    }
    if (text === '') {
        throw new ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must not be empty; expected a value such as 1`);
    }
    if (text === '.' || text === '..') {
        throw new ZnError(context.service, 'bad-path-param', `${context.label}: ${name} must not be "${text}", which would change the path; expected a value such as 1`);
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
            throw new ZnError(context.service, 'missing-path-param', `${context.label} needs ${segment.name}, a path parameter of ${path}; expected params such as { ${segment.name}: 1 }`);
        }
        return '/' + encodePathValue(context, segment.name, value);
    }).join('');
}
function scalarText(context, key, value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number' && isFinite(value))
        return String(value);
    throw new ZnError(context.service, 'bad-query-param', `${context.label}: the query parameter "${key}" must be a string, a finite number, a boolean or an array of them, got ${describeValue(value)}`);
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
            throw new ZnError(context.service, 'bad-query-param', `${context.label}: a query parameter has an empty name; expected names such as "limit"`);
        }
        let text;
        if (Array.isArray(value)) {
            const items = value.map((item) => encodeQueryText(scalarText(context, key, item)));
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
            text = encodeQueryText(scalarText(context, key, value));
        }
        parts.push(encodeQueryText(key) + '=' + text);
    });
    return parts.join('&');
}
/** `?query` when there is a query, else nothing. */
function withQuery(url, query) {
    return query === '' ? url : url + '?' + query;
}

;// ./src/core/request-plan.ts



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
                    throw new ZnError(request_plan_SERVICE, 'conflicting-ids', `${context.label}: ${slot} (${describeValue(params[slot])}) and its alias id ` +
                        `(${describeValue(params.id)}) disagree; expected only one of them`);
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
            if (isPlainObject(child) && !(prefix === '' && (key === 'filter' || key === OBJECT_VERSION_KEY || keep(key)))) {
                if (seen.indexOf(child) !== -1) {
                    throw new ZnError(request_plan_SERVICE, 'circular-value', `${context.label}: params.${name} contains itself; expected plain values such as { ${name}: { id: 1 } }`);
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
        throw new ZnError(request_plan_SERVICE, 'unversioned-resource', `${context.label}: ${resource.name} has no objectVersion, so it cannot guard this call; ` +
            'expected objectVersion only on Forms, FormRecords, Plugins, DefaultFormPermissions or FormRecordPermissions');
    }
    if (!((typeof version === 'string' && version !== '') || (typeof version === 'number' && isFinite(version)))) {
        throw new ZnError(request_plan_SERVICE, 'bad-object-version', `${context.label}: objectVersion must be a number or a non-empty string, got ${describeValue(version)}`);
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
    return new ZnError(request_plan_SERVICE, 'nested-file', `${context.label}: a File or Blob must be a top-level value of data, ` +
        'where it is sent as a multipart field; expected data such as { file: file, name: "a.png" }');
}
/** `save` and `update`: a PUT of one object, a bulk PUT on conditions (rule 6), or a POST of a new object. */
function planSave(planning) {
    const { input, context, split, headers, query, collection, one, event, slotName } = planning;
    const { resource, action } = input;
    const body = planBody(context, input);
    if (resource.putOnSave) {
        // a save of these is a PUT to the collection, as Zengine's runtime table had it (src/core/resources.ts)
        return { method: 'PUT', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
    }
    let objectId = split.slotValue;
    if (resource.slot !== null) {
        const { data } = input;
        const dataId = data !== null && typeof data === 'object' && !Array.isArray(data) && !input.isFormData(data)
            ? data.id : undefined;
        if (present(objectId) && present(dataId) && String(objectId) !== String(dataId)) {
            throw new ZnError(request_plan_SERVICE, 'conflicting-ids', `${context.label}: params.${split.slotKey} (${describeValue(objectId)}) and data.id ` +
                `(${describeValue(dataId)}) name different objects; expected the same id, or only one of them`);
        }
        if (!present(objectId))
            objectId = dataId;
    }
    if (resource.slot !== null && present(objectId)) {
        return { method: 'PUT', url: withQuery(one(objectId), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
    }
    if (hasCondition(split.rest)) {
        // Rule 6: conditions without an id make a bulk update of every matching object.
        return { method: 'PUT', url: withQuery(collection(), query(split.rest)), headers, body, event: event('updated-all'), result: 'data' };
    }
    if (action === 'update') {
        if (resource.slot !== null) {
            throw new ZnError(request_plan_SERVICE, 'whole-collection', `${context.label} without the object's ${slotName} or a condition would update every object of ` +
                `${resource.path}; expected params such as { id: 1 }, or updateAll() with conditions`);
        }
        return { method: 'PUT', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved', false), result: 'data' };
    }
    return { method: 'POST', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved', true), result: 'data' };
}
/**
 * Decides the method, URL, headers, body and event of a `znData` call by the spec's rules
 * (section 4.1, rules 1–9), or throws a `ZnError` saying why the call must not be sent: a
 * missing path parameter, a bad value, or a call that would change or delete a whole collection.
 */
function planRequest(input) {
    const { resource, action } = input;
    const context = { service: request_plan_SERVICE, label: `${resource.name}.${action}` };
    if (resource.postQuery && action !== 'query') {
        // Calculate, as Zengine's runtimes had it: query only, the other methods "not supported"
        throw new ZnError(request_plan_SERVICE, 'unsupported-method', `${context.label}: ${resource.name} supports only query(params), sent as POST ${resource.path}`);
    }
    const params = flattenParams(context, input.params, (key) => key === resource.slot || key === 'id' || resource.required.indexOf(key) !== -1);
    const split = splitParams(context, resource, params);
    const headers = objectVersionHeaders(context, resource, params);
    const base = input.apiUrl;
    const query = (entries) => encodeQuery(context, entries, { jsonKey: (key) => key === 'filter', arrayStyle: apiArrayStyle });
    const collection = () => base + buildPath(context, resource.path, resource.collectionSegments, split.pathValues);
    const one = (objectId) => base + buildPath(context, resource.path, resource.segments, Object.assign(Object.assign({}, split.pathValues), { [resource.slot]: objectId }));
    const silent = isTruthyFlag(params.validate_only);
    const event = (eventAction, created) => silent ? null : created === undefined ? { action: eventAction } : { action: eventAction, created };
    const none = { kind: 'none' };
    const slotName = resource.slot === 'id' || resource.slot === null ? 'id' : `${resource.slot} (or id)`;
    switch (action) {
        case 'get': {
            // Without the object's id, as on Zengine: the collection GET, resolving with what the API answers.
            if (resource.slot === null || !present(split.slotValue)) {
                return { method: 'GET', url: withQuery(collection(), query(split.rest)), headers, body: none, event: event('read'), result: 'data' };
            }
            return { method: 'GET', url: withQuery(one(split.slotValue), query(split.rest)), headers, body: none, event: event('read'), result: 'data' };
        }
        case 'query':
            // Calculate's query is a POST of the params as the body
            if (resource.postQuery)
                return { method: 'POST', url: collection(), headers, body: { kind: 'json', value: Object.assign({}, input.params) }, event: null, result: 'data' };
            return { method: 'GET', url: withQuery(collection(), query(split.restWithSlotAsId)), headers, body: none, event: event('read'), result: 'data' };
        case 'count':
            return { method: 'GET', url: withQuery(collection() + '/count', query(split.restWithSlotAsId)), headers, body: none, event: null, result: 'count' };
        case 'save':
        case 'update':
            return planSave({ input, context, split, headers, query, collection, one, event, slotName });
        case 'delete': {
            if (resource.slot === null) {
                return { method: 'DELETE', url: withQuery(collection(), query(split.rest)), headers, body: none, event: event('deleted'), result: 'data' };
            }
            if (!present(split.slotValue)) {
                throw new ZnError(request_plan_SERVICE, 'whole-collection', `${context.label} without the object's ${slotName} would delete every object of ${resource.path}; ` +
                    'expected params such as { id: 1 }, or deleteAll() with conditions');
            }
            return { method: 'DELETE', url: withQuery(one(split.slotValue), query(split.rest)), headers, body: none, event: event('deleted'), result: 'data' };
        }
        case 'saveAll': {
            if (present(split.slotValue)) {
                throw new ZnError(request_plan_SERVICE, 'unexpected-id', `${context.label} creates objects in the collection, so params.${split.slotKey} has no place in it; ` +
                    'expected params with path parameters and options only');
            }
            const body = planBody(context, input);
            return { method: 'POST', url: withQuery(collection(), query(split.rest)), headers, body, event: event('saved-all'), result: 'data' };
        }
        case 'updateAll':
        case 'deleteAll': {
            if (!hasCondition(split.restWithSlotAsId)) {
                const verb = action === 'updateAll' ? 'update' : 'delete';
                throw new ZnError(request_plan_SERVICE, 'whole-collection', `${context.label} without a condition would ${verb} every object of ${resource.path}; ` +
                    `expected params with at least one condition, such as { status: 'closed' } or { id: [1, 2] }`);
            }
            // Rules 7 and 8 put a slash between the collection and the query: PUT /tasks/?status=...
            const url = collection() + '/?' + query(split.restWithSlotAsId);
            return action === 'updateAll'
                ? { method: 'PUT', url, headers, body: planBody(context, input), event: event('updated-all'), result: 'data' }
                : { method: 'DELETE', url, headers, body: none, event: event('deleted-all'), result: 'data' };
        }
        default:
            throw new ZnError(request_plan_SERVICE, 'unknown-method', `${describeUnknown('call', action)}; expected get, query, count, save, update, delete, saveAll, updateAll or deleteAll`);
    }
}

;// ./src/data/arguments.ts

/**
 * Splits `(value..., successCallback, errorCallback)`: the values are the arguments before the
 * first function, at most `maxValues` of them; an empty value just before the callbacks (as in
 * `save(data, null, onError)`) is a callback's place, not a value. Arguments beyond the values and
 * the two callbacks were ignored by Zengine's znData (a plain function's extra arguments): they
 * are dropped (values past the last one first, then trailing ones) and named to `warn`. A callback
 * that is not a function is a ZnError.
 */
function splitCallArguments(service, signature, args, maxValues, warn) {
    const list = Array.prototype.slice.call(args);
    let firstFunction = list.findIndex((arg) => typeof arg === 'function');
    if (firstFunction === -1)
        firstFunction = list.length;
    let valueCount = Math.min(firstFunction, maxValues);
    while (valueCount > 0 && (list[valueCount - 1] === undefined || list[valueCount - 1] === null) && list.length - valueCount < 2) {
        valueCount--;
    }
    let callbacks = list.slice(valueCount);
    if (callbacks.length > 2) {
        warn(`too-many:${signature}`, `${service}: ${signature}: got ${list.length} arguments; expected at most a successCallback and an ` +
            'errorCallback after the values; the extra arguments are ignored, as Zengine ignored them');
        const extraValues = Math.min(firstFunction - valueCount, callbacks.length - 2);
        callbacks = callbacks.slice(extraValues, extraValues + 2);
    }
    const names = ['successCallback', 'errorCallback'];
    callbacks.forEach((callback, index) => {
        if (callback !== undefined && callback !== null && typeof callback !== 'function') {
            throw new ZnError(service, 'bad-callback', `${signature}: ${names[index]} must be a function, got ${describeValue(callback)}`);
        }
    });
    return {
        values: list.slice(0, valueCount),
        success: callbacks[0] || null,
        error: callbacks[1] || null
    };
}
/** Checks that params are a plain object (or left out: `{}`), else throws a `ZnError`. */
function checkParams(service, signature, params, example) {
    if (params === undefined || params === null)
        return {};
    if (!isPlainObject(params)) {
        throw new ZnError(service, 'bad-params', `${signature}: params must be an object such as ${example}, got ${describeValue(params)}`);
    }
    return params;
}
/**
 * Refuses a value that refers back to itself, which cannot be sent as JSON: a `ZnError` with code
 * `circular-value` naming the service, the call and the argument (`params`, `params.filter`, `data`).
 */
function checkAcyclic(service, signature, name, value) {
    const at = findCycle(value);
    if (at === null)
        return;
    const where = at === '' ? name : at.charAt(0) === '[' ? `${name}${at}` : `${name}.${at}`;
    throw new ZnError(service, 'circular-value', `${signature}: ${name} is circular (${where} refers back to an object that ` +
        'contains it), so it cannot be sent as JSON; expected plain data without cycles');
}

;// ./src/data/http-answer.ts
/**
 * What an `$http` answer is to the data layer, below both the transport (which produces it) and
 * the envelope reading (which reads it), so neither imports the other.
 */
/** A body the response transforms could not read (e.g. `{bad` sent as application/json): the status stays, the text is kept. */
class UnreadableBody {
    constructor(text, reason) {
        this.text = text;
        this.reason = reason;
    }
}

;// ./src/data/envelope.ts


function numberOrUndefined(value) {
    return typeof value === 'number' ? value : undefined;
}
/** An empty body (a 204, an empty 200) reads as `undefined`. */
function bodyOf(answer) {
    return answer.data === '' || answer.data === null ? undefined : answer.data;
}
/** Whether a body is the API's envelope: an object with a numeric `status` and `code`. */
function isEnvelope(body) {
    return isPlainObject(body) && typeof body.status === 'number' && typeof body.code === 'number';
}
/**
 * Reads a successful answer: the envelope's `data` and its metadata. A body without an envelope
 * (a 204, a plain JSON value) is the data itself, with metadata from the HTTP status.
 */
function readSuccess(answer) {
    const body = bodyOf(answer);
    if (isEnvelope(body)) {
        return {
            data: body.data,
            metaData: {
                status: body.status,
                code: body.code,
                totalCount: numberOrUndefined(body.totalCount),
                limit: numberOrUndefined(body.limit),
                offset: numberOrUndefined(body.offset)
            }
        };
    }
    return {
        data: body,
        metaData: { status: answer.status, code: answer.status * 10, totalCount: undefined, limit: undefined, offset: undefined }
    };
}
function isHttpAnswer(reason) {
    return reason !== null && typeof reason === 'object' && typeof reason.status === 'number' &&
        !(reason instanceof Error);
}
/** Whether a failure body is the API's failure envelope (status plus a code or a message). */
function isFailureEnvelope(body) {
    return isPlainObject(body) && typeof body.status === 'number' &&
        (typeof body.code === 'number' || typeof body.userMessage === 'string' || typeof body.developerMessage === 'string');
}
function statusLine(answer) {
    return answer.statusText ? `${answer.status} ${answer.statusText}` : String(answer.status);
}
/**
 * Turns whatever a failed request produced into a failure envelope: the API's own envelope
 * when the body is one (missing fields filled in), otherwise one built from the HTTP status
 * (0 when no answer came) with readable messages; a body that is not an envelope is kept as `data`.
 */
function toFailure(reason, request) {
    const what = `${request.method} ${request.url}`;
    if (!isHttpAnswer(reason)) {
        const detail = reason instanceof Error ? reason.message : String(reason);
        const failure = {
            status: 0,
            code: 0,
            userMessage: 'The request could not be sent.',
            developerMessage: `${what} was stopped before an answer came: ${detail}`
        };
        if (reason instanceof Error)
            failure.error = reason;
        return failure;
    }
    const body = bodyOf(reason);
    if (body instanceof UnreadableBody)
        return unreadableFailure(reason, request);
    if (isFailureEnvelope(body)) {
        const status = body.status;
        return Object.assign(Object.assign({}, body), { status, code: typeof body.code === 'number' ? body.code : status * 10, userMessage: typeof body.userMessage === 'string' ? body.userMessage : 'The request failed.', developerMessage: typeof body.developerMessage === 'string' ? body.developerMessage : `${what} answered ${statusLine(reason)}` });
    }
    const failure = reason.status > 0
        ? {
            status: reason.status,
            code: reason.status * 10,
            userMessage: reason.status >= 500
                ? `The server could not complete the request (${statusLine(reason)}). Try again later.`
                : `The request was not accepted (${statusLine(reason)}).`,
            developerMessage: `${what} answered ${statusLine(reason)} without an API failure envelope`
        }
        : noAnswer(reason.xhrStatus, what);
    if (body !== undefined)
        failure.data = body;
    return failure;
}
function noAnswer(xhrStatus, what) {
    switch (xhrStatus) {
        case 'timeout':
            return { status: 0, code: 0, userMessage: 'The server took too long to answer. Try again.', developerMessage: `${what} timed out without an answer` };
        case 'abort':
            return { status: 0, code: 0, userMessage: 'The request was cancelled.', developerMessage: `${what} was aborted before an answer came` };
        default:
            return {
                status: 0,
                code: 0,
                userMessage: 'The server could not be reached. Check the connection and try again.',
                developerMessage: `${what} got no answer (network error, or blocked by the browser)`
            };
    }
}
/** The failure of a call refused before sending: a bad argument, a missing parameter, a guard. */
function refusal(error) {
    return { status: 0, code: 0, userMessage: 'The request could not be sent.', developerMessage: error.message, error };
}
/**
 * The failure of an answer whose body could not be read (e.g. `{bad` sent as application/json):
 * the real HTTP status, a message that says so, and the raw text as `data`.
 */
function unreadableFailure(answer, request) {
    const body = answer.data instanceof UnreadableBody ? answer.data : new UnreadableBody(answer.data, 'unknown format');
    return {
        status: answer.status,
        code: answer.status >= 400 ? answer.status * 10 : 0,
        userMessage: `The answer could not be read (${statusLine(answer)}).`,
        developerMessage: `${request.method} ${request.url} answered ${statusLine(answer)} with a body that could not be read: ${body.reason}`,
        data: body.text
    };
}
/** The failure a cancelled call rejects with: status 0, `cancelled: true`. */
function cancelledFailure(request) {
    return {
        status: 0,
        code: 0,
        cancelled: true,
        userMessage: 'The request was cancelled.',
        developerMessage: `${request.method} ${request.url} was cancelled by the caller`
    };
}
/** Says how many attempts a retried call made: `attempts`, and the count in developerMessage. */
function withAttempts(failure, attempts) {
    if (attempts <= 1)
        return failure;
    return Object.assign(Object.assign({}, failure), { attempts, developerMessage: `${failure.developerMessage} (after ${attempts} attempts)` });
}

;// ./src/data/settle.ts


/** Calls a caller's callback; one that throws is reported to `$exceptionHandler`, never passed on. */
function callSafely(services, request, callback, args, which) {
    if (!callback)
        return;
    try {
        callback(...args);
    }
    catch (thrown) {
        services.$exceptionHandler(thrown, `${request.method} ${request.url}: the ${which} threw`);
    }
}
/**
 * Adds `cancel()` to a call's promise. Cancelling before it settles stops the work (`stop`) and
 * rejects the promise with a failure whose `cancelled` is true; the promise is marked handled,
 * so a caller that cancels needs no catch. After it settled, `cancel()` does nothing.
 */
function cancellable(services, request, work, stop) {
    const deferred = services.$q.defer();
    let settled = false;
    let cancelled = false;
    work.then((value) => {
        if (settled)
            return;
        settled = true;
        deferred.resolve(value);
    }, (reason) => {
        if (settled)
            return;
        settled = true;
        deferred.reject(reason);
    });
    const promise = deferred.promise;
    promise.cancel = () => {
        if (settled)
            return;
        settled = true;
        cancelled = true;
        stop();
        promise.catch(noop);
        deferred.reject(cancelledFailure(request));
    };
    return { promise, cancelled: () => cancelled };
}
/**
 * The step of reading one answer, shared by `settle` and by `queryAll` for each page: a body
 * that could not be read is a failure; else the call's interpretation decides. A failure carries
 * the number of attempts when the request was retried.
 */
function interpretAnswer(response, request, attempts, interpret) {
    if (response.data instanceof UnreadableBody)
        return { ok: false, failure: withAttempts(unreadableFailure(response, request), attempts) };
    const outcome = interpret(response);
    return outcome.ok ? outcome : { ok: false, failure: withAttempts(outcome.failure, attempts) };
}
/** The step of reading a request that got no success answer: the failure the caller sees. */
function rejectionFailure(reason, request, attempts) {
    return withAttempts(toFailure(reason, request), attempts);
}
/**
 * Turns a request into the promise and callbacks a caller gets. Callbacks always run after the
 * call returns (even for a refused call); one that throws is reported to `$exceptionHandler` and
 * the promise still settles with the call's outcome. When an error callback was given, the
 * returned promise is marked handled, so ignoring it raises no "Possibly unhandled rejection".
 * The promise has `cancel()`: no callback runs and no event fires after it.
 */
function settle(services, options) {
    const { $q } = services;
    const call = (callback, args, which) => {
        if (!isCancelled())
            callSafely(services, options.request, callback, args, which);
    };
    const fail = (failure) => {
        call(options.error, [failure], 'errorCallback');
        return $q.reject(failure);
    };
    const sending = isSending(options.sent) ? options.sent : null;
    const attempts = () => (sending ? sending.attempts() : 0);
    const start = sending ? sending.promise : $q.reject(options.sent);
    const work = start.then((response) => {
        if (isCancelled())
            return $q.reject(null);
        const outcome = interpretAnswer(response, options.request, attempts(), options.interpret);
        if (!outcome.ok)
            return fail(outcome.failure);
        call(options.success, outcome.callbackArgs, 'successCallback');
        if (options.afterSuccess)
            options.afterSuccess(outcome.value, response);
        return outcome.value;
    }, (reason) => {
        if (isCancelled())
            return $q.reject(null);
        return fail(sending ? rejectionFailure(reason, options.request, attempts()) : reason);
    });
    const handle = cancellable(services, options.request, work, () => {
        if (sending)
            sending.cancel();
    });
    function isCancelled() {
        return handle.cancelled();
    }
    if (options.error)
        handle.promise.catch(noop);
    return handle.promise;
}
function isSending(value) {
    return value !== null && typeof value === 'object' && typeof value.cancel === 'function' &&
        typeof value.attempts === 'function';
}
function noop() {
    // The caller handles failures through its error callback, or cancelled the call.
}

;// ./src/data/query-all.ts




/**
 * The largest page the REST API serves: "The default limit is 20, and can be overridden up to
 * 100" (docs/zn-data.md, Paging).
 */
const MAX_PAGE_SIZE = 100;
function checkPageSize(label, service, limit) {
    if (limit === undefined || limit === null)
        return MAX_PAGE_SIZE;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
        throw new ZnError(service, 'bad-params', `${label}: params.limit is the page size, an integer from 1 to ${MAX_PAGE_SIZE}, ` +
            `got ${describeValue(limit)}; leave it out for pages of ${MAX_PAGE_SIZE}`);
    }
    return limit;
}
/**
 * One page's answer read: a list of records whose offset is where the page starts. A backend that
 * ignored `page` would send the first records again, and they would be counted twice.
 */
function readPage(options, response, plan, page, limit) {
    const { data, metaData } = options.readPage(response);
    const unreadable = (developerMessage) => ({ ok: false, failure: { status: response.status, code: 0, userMessage: 'The answer could not be read.', developerMessage, data } });
    if (!Array.isArray(data))
        return unreadable(`GET ${plan.url} answered without a list of records, got ${describeValue(data)}`);
    const expected = (page - 1) * limit;
    if (metaData.offset !== undefined && metaData.offset !== expected) {
        return unreadable(`GET ${plan.url} answered offset ${metaData.offset} for page ${page}, expected ${expected}; ` +
            'the records cannot be read page by page');
    }
    return { ok: true, value: { data, metaData }, callbackArgs: [] };
}
/**
 * `znData(name).queryAll(params, onPage)`: reads page after page (`limit`, `page` = 1, 2, ...)
 * until `totalCount` records came, a page comes back short, or empty. Resolves with every record;
 * fires one read event; `cancel()` stops the page in flight.
 */
function queryAll(services, options) {
    const { $q } = services;
    const label = `${options.resource.name}.queryAll(params, onPage)`;
    const params = checkParams(options.service, label, options.params, '{ formId: 1 }');
    if (options.onPage !== undefined && options.onPage !== null && typeof options.onPage !== 'function') {
        throw new ZnError(options.service, 'bad-callback', `${label}: onPage must be a function, got ${describeValue(options.onPage)}`);
    }
    ['page', 'offset'].forEach((key) => {
        if (params[key] !== undefined) {
            throw new ZnError(options.service, 'bad-params', `${label}: params.${key} has no place here, since queryAll reads every page; ` +
                'expected params without page or offset (use query() for one page)');
        }
    });
    const limit = checkPageSize(label, options.service, params.limit);
    checkAcyclic(options.service, label, 'params.filter', params.filter);
    checkAcyclic(options.service, label, 'params', params);
    const onPage = options.onPage;
    const records = [];
    const deferred = $q.defer();
    let current = null;
    let request = { method: 'GET', url: options.resource.path };
    let stopped = false;
    const fail = (failure) => {
        stopped = true;
        deferred.reject(failure);
    };
    const read = (page) => {
        const pageParams = Object.assign(Object.assign({}, params), { limit, page });
        let plan;
        try {
            plan = options.plan(pageParams);
        }
        catch (error) {
            if (!(error instanceof ZnError))
                throw error;
            fail(refusal(error));
            return;
        }
        request = { method: plan.method, url: plan.url };
        const sending = options.send(plan);
        current = sending;
        sending.promise.then((response) => {
            if (stopped)
                return;
            const outcome = interpretAnswer(response, request, sending.attempts(), (answer) => readPage(options, answer, plan, page, limit));
            if (!outcome.ok) {
                fail(outcome.failure);
                return;
            }
            const { data, metaData } = outcome.value;
            records.push(...data);
            const total = metaData.totalCount;
            callSafely(services, request, onPage || null, [data, { page, loaded: records.length, totalCount: total }], 'onPage callback');
            if (stopped)
                return;
            const more = data.length >= limit && data.length > 0 && (total === undefined ? false : records.length < total);
            if (more) {
                read(page + 1);
                return;
            }
            stopped = true;
            options.broadcast(plan, records.slice(), Object.assign({}, params));
            deferred.resolve(records);
        }, (reason) => {
            if (!stopped)
                fail(rejectionFailure(reason, request, sending.attempts()));
        });
    };
    read(1);
    return cancellable(services, request, deferred.promise, () => {
        stopped = true;
        if (current)
            current.cancel();
    }).promise;
}

;// ./src/data/retry.ts
/** Statuses that say "not now" rather than "no": too many requests, a gateway or the server overloaded. */
const RETRY_STATUSES = [429, 502, 503, 504];
/** An answer worth asking again for: one of RETRY_STATUSES, or no answer at all (not a cancel). */
function isRetryable(answer) {
    if (RETRY_STATUSES.indexOf(answer.status) !== -1)
        return true;
    return answer.status <= 0 && answer.xhrStatus !== 'abort';
}
/**
 * What a `Retry-After` header asks for, in milliseconds from `now`: delay-seconds (`"5"`) or an
 * HTTP date. Null when there is no header or it cannot be read; a date in the past is 0.
 */
function retryAfterDelay(header, now) {
    if (typeof header !== 'string')
        return null;
    const text = header.trim();
    if (/^[0-9]+$/.test(text))
        return Number(text) * 1000;
    const time = Date.parse(text);
    if (isNaN(time) || !/[a-z]/i.test(text))
        return null;
    return Math.max(0, time - now);
}
/**
 * The wait before retry number `retry` (1 for the first): `baseDelay` doubled per retry, times a
 * jitter from 0.75 to 1.25 (`random` gives 0 to 1), so clients that failed together spread out.
 */
function backoffDelay(settings, retry, random) {
    const jitter = 0.75 + 0.5 * Math.min(Math.max(random, 0), 1);
    return Math.round(settings.baseDelay * Math.pow(2, retry - 1) * jitter);
}
/**
 * Whether to try again after attempt number `attempt` failed with `answer`, and how long to wait:
 * at most `settings.attempts` retries, never more than `settings.maxWait` ms of waiting in all.
 */
function decideRetry(settings, attempt, answer, retryAfter, waited, now, random) {
    if (!isRetryable(answer))
        return { retry: false, why: 'not retryable' };
    if (attempt > settings.attempts)
        return { retry: false, why: 'no retries left' };
    const asked = retryAfterDelay(retryAfter, now);
    const delay = asked === null ? backoffDelay(settings, attempt, random) : asked;
    if (waited + delay > settings.maxWait) {
        return { retry: false, why: `waiting ${delay} ms more would pass the ${settings.maxWait} ms retry limit` };
    }
    return { retry: true, delay };
}

;// ./src/data/transport.ts


/**
 * The response transforms of `$http`, made safe: a body they cannot parse becomes an
 * `UnreadableBody` instead of a rejection without a status, so the caller keeps the real status.
 */
function tolerantTransform(transforms) {
    const list = Array.isArray(transforms) ? transforms : transforms ? [transforms] : [];
    return (data, headers, status) => {
        try {
            return list.reduce((value, transform) => transform(value, headers, status), data);
        }
        catch (error) {
            return new UnreadableBody(data, error instanceof Error ? error.message : String(error));
        }
    };
}
function header(answer, name) {
    const headers = answer.headers;
    return typeof headers === 'function' ? headers(name) : undefined;
}
function isAnswer(reason) {
    return reason !== null && typeof reason === 'object' && typeof reason.status === 'number' && !(reason instanceof Error);
}
/**
 * Sends `config` with `$http`. With `retry`, an answer that says "try later" (429, 502, 503, 504,
 * or none at all) is tried again after `Retry-After` or a backoff, through `$timeout`; the
 * promise settles once, with the last answer.
 */
function send(services, config, retry) {
    const { $http, $q, $timeout } = services;
    const result = $q.defer();
    let attempts = 0;
    let waited = 0;
    let stopped = false;
    let canceller = null;
    let timer = null;
    const request = Object.assign(Object.assign({}, config), { transformResponse: tolerantTransform(config.transformResponse || $http.defaults.transformResponse) });
    const attempt = () => {
        attempts++;
        const abort = $q.defer();
        canceller = abort;
        $http(Object.assign(Object.assign({}, request), { timeout: abort.promise })).then((response) => {
            if (!stopped)
                result.resolve(response);
        }, (reason) => {
            if (stopped)
                return;
            const decision = retry && isAnswer(reason)
                ? decideRetry(retry, attempts, reason, header(reason, 'Retry-After'), waited, services.now(), services.random())
                : null;
            if (!decision || !decision.retry) {
                result.reject(reason);
                return;
            }
            waited += decision.delay;
            timer = $timeout(() => {
                timer = null;
                if (!stopped)
                    attempt();
            }, decision.delay);
        });
    };
    attempt();
    return {
        promise: result.promise,
        attempts: () => attempts,
        cancel: () => {
            if (stopped)
                return;
            stopped = true;
            if (timer)
                $timeout.cancel(timer);
            if (canceller)
                canceller.resolve('cancelled');
        }
    };
}

;// ./src/data/zn-data.ts






const zn_data_SERVICE = 'znData';
/** How each call takes its arguments: how many values come before the callbacks, and whether data is one. */
const SIGNATURES = {
    get: { signature: 'get(params, successCallback, errorCallback)', withData: false },
    query: { signature: 'query(params, successCallback, errorCallback)', withData: false },
    count: { signature: 'count(params, successCallback, errorCallback)', withData: false },
    save: { signature: 'save([params], data, successCallback, errorCallback)', withData: true },
    update: { signature: 'update([params], data, successCallback, errorCallback)', withData: true },
    delete: { signature: 'delete(params, successCallback, errorCallback)', withData: false },
    saveAll: { signature: 'saveAll(params, data, successCallback, errorCallback)', withData: true },
    updateAll: { signature: 'updateAll(params, data, successCallback, errorCallback)', withData: true },
    deleteAll: { signature: 'deleteAll(params, successCallback, errorCallback)', withData: false }
};
/**
 * Whether a value can be a JSON body as it is: a plain object, or an object of the caller's own
 * class, from any window. Dates, maps, regular expressions, errors, typed arrays, DOM nodes and
 * scopes are not: JSON would turn them into a string or `{}`.
 */
function isRecordLike(value) {
    return value !== null && typeof value === 'object' && tagOf(value) === 'Object' && !isScopeLike(value) && !isWindowLike(value);
}
/** Checks the body of a call with data: throws for a value that cannot be the body. */
function checkData(label, action, data, isFormData) {
    const isObject = data !== null && typeof data === 'object';
    if (action === 'saveAll' && !Array.isArray(data)) {
        throw new ZnError(zn_data_SERVICE, 'bad-data', `${label}: data must be an array of the objects to create, got ${describeValue(data)}`);
    }
    if (action === 'updateAll' && (!isObject || Array.isArray(data))) {
        throw new ZnError(zn_data_SERVICE, 'bad-data', `${label}: data must be an object of the properties to set, got ${describeValue(data)}`);
    }
    if (!isObject) {
        throw new ZnError(zn_data_SERVICE, 'bad-data', `${label}: data (the request body) must be an object or an array, got ${describeValue(data)}`);
    }
    if (isFormData(data))
        return;
    if (Array.isArray(data)) {
        const index = data.findIndex((item) => !isRecordLike(item));
        if (index !== -1) {
            throw new ZnError(zn_data_SERVICE, 'bad-data', `${label}: data[${index}] must be a plain object, got ${describeValue(data[index])}; ` +
                'expected an array of objects such as [{ name: "a" }]');
        }
        return;
    }
    if (!isRecordLike(data)) {
        throw new ZnError(zn_data_SERVICE, 'bad-data', `${label}: data (the request body) must be a plain object, an array of them or a ` +
            `FormData, got ${describeValue(data)}; expected data such as { name: "a" }`);
    }
}
/** The $http config of a planned request (a multipart body as the browser's FormData, its Content-Type left to the browser). */
function httpConfig(plan, $window) {
    const config = { method: plan.method, url: plan.url, headers: Object.assign({}, plan.headers) };
    const body = plan.body;
    if (body.kind === 'json') {
        config.data = body.value;
    }
    else if (body.kind === 'form-data' || body.kind === 'multipart') {
        if (body.kind === 'form-data') {
            config.data = body.value;
        }
        else {
            const form = new $window.FormData();
            body.fields.forEach((field) => form.append(field.name, field.value));
            config.data = form;
        }
        // The browser writes the multipart Content-Type with its boundary; $http must not touch the body.
        config.headers['Content-Type'] = undefined;
        config.transformRequest = (value) => value;
    }
    return config;
}
/** What a successful answer resolves with: its data, or for a count its numeric totalCount (else a failure). */
function interpret(plan, response) {
    const { data, metaData } = readSuccess(response);
    if (plan.result === 'count') {
        const body = response.data;
        const totalCount = body && typeof body === 'object' ? body.totalCount : undefined;
        if (typeof totalCount !== 'number') {
            return {
                ok: false,
                failure: {
                    status: response.status,
                    code: 0,
                    userMessage: 'The answer could not be read.',
                    developerMessage: `GET ${plan.url} answered without a numeric totalCount, got ${describeValue(totalCount)}`,
                    data: response.data
                }
            };
        }
        return { ok: true, value: totalCount, callbackArgs: [totalCount, metaData, response.headers] };
    }
    return { ok: true, value: data, callbackArgs: [data, metaData, response.headers] };
}
/** Broadcasts the data event of a call that succeeded (none for counts and validate_only). */
function broadcastEvent($rootScope, resource, plan, value, params) {
    if (!plan.event)
        return;
    const name = dataEventName(zn_data_SERVICE, resource.name, plan.event.action);
    const eventParams = Object.assign({}, params);
    switch (plan.event.action) {
        case 'read':
            $rootScope.$broadcast(name, value, eventParams);
            break;
        case 'saved':
            $rootScope.$broadcast(name, value, plan.event.created, eventParams);
            break;
        case 'saved-all':
            $rootScope.$broadcast(name, value, eventParams);
            break;
        default: $rootScope.$broadcast(name, eventParams);
    }
}
/** A call's arguments read and checked (params, data, callbacks), or a ZnError thrown saying what is wrong. */
function readCall(resource, action, args, warn, isFormData) {
    const { signature, withData } = SIGNATURES[action];
    const label = `${resource.name}.${signature}`;
    const parsed = splitCallArguments(zn_data_SERVICE, label, args, withData ? 2 : 1, warn);
    const [first, second] = parsed.values;
    const withParams = !withData || parsed.values.length === 2;
    const params = checkParams(zn_data_SERVICE, label, withParams ? first : undefined, '{ id: 1 }');
    const data = withData ? (parsed.values.length === 2 ? second : first) : undefined;
    checkAcyclic(zn_data_SERVICE, label, 'params.filter', params.filter);
    checkAcyclic(zn_data_SERVICE, label, 'params', params);
    if (withData) {
        checkData(`${resource.name}.${action}`, action, data, isFormData);
        checkAcyclic(zn_data_SERVICE, label, 'data', data);
    }
    return { parsed, params, data };
}
/**
 * `znData(resourceName)`: promise-based access to the REST API's resources (spec 4.1). The rules
 * live in pure functions (`planRequest`, `readSuccess`, `toFailure`); this factory sends the
 * planned request (reads retried, every call cancellable: transport.ts), settles promise and
 * callbacks, and broadcasts the data event. `queryAll` reads every page (query-all.ts).
 */
function znDataFactory($http, $q, $rootScope, $exceptionHandler, $window, $timeout, znConfig, znRandom, znNow, $log) {
    const warn = warnOnce((message) => $log.warn(message));
    const transport = { $http, $q, $timeout, random: znRandom, now: znNow };
    const isBlob = (value) => typeof $window.Blob === 'function' && value instanceof $window.Blob;
    const isFormData = (value) => typeof $window.FormData === 'function' && value instanceof $window.FormData;
    const broadcast = (resource, plan, value, params) => broadcastEvent($rootScope, resource, plan, value, params);
    /** Sends a planned request; reads (GET, count) are retried as znConfig's `retry` says. */
    function sendPlan(plan) {
        const retry = znConfig.get().retry;
        return send(transport, httpConfig(plan, $window), plan.method === 'GET' && retry.attempts > 0 ? retry : null);
    }
    function run(resource, action, args) {
        const { parsed, params, data } = readCall(resource, action, args, warn, isFormData);
        let plan = null;
        let sent;
        try {
            plan = planRequest({ resource, action, params, data, apiUrl: znConfig.get().apiUrl, isBlob, isFormData });
            sent = sendPlan(plan);
        }
        catch (error) {
            if (!(error instanceof ZnError))
                throw error;
            sent = refusal(error);
        }
        const ready = plan;
        return settle({ $q, $exceptionHandler }, {
            request: ready ? { method: ready.method, url: ready.url } : { method: action, url: resource.path },
            sent,
            interpret: (response) => interpret(ready, response),
            afterSuccess: (value) => broadcast(resource, ready, value, params),
            success: parsed.success,
            error: parsed.error
        });
    }
    function resourceFor(resourceName) {
        const resource = findResource(resourceName);
        if (!resource) {
            throw new ZnError(zn_data_SERVICE, 'unknown-resource', `${describeUnknown('resource', resourceName)}; expected one of ${RESOURCE_NAMES.join(', ')}`);
        }
        const call = (action) => (...args) => run(resource, action, args);
        const remove = call('delete');
        return {
            get: call('get'),
            query: call('query'),
            queryAll: (params, onPage) => queryAll({ $q, $exceptionHandler }, {
                service: zn_data_SERVICE,
                resource,
                params,
                onPage,
                plan: (pageParams) => planRequest({ resource, action: 'query', params: pageParams, apiUrl: znConfig.get().apiUrl, isBlob, isFormData }),
                send: sendPlan,
                readPage: (response) => readSuccess(response),
                broadcast: (plan, records, pageParams) => broadcast(resource, plan, records, pageParams)
            }),
            count: call('count'),
            save: call('save'),
            update: call('update'),
            delete: remove,
            del: remove,
            remove,
            saveAll: call('saveAll'),
            updateAll: call('updateAll'),
            deleteAll: call('deleteAll')
        };
    }
    return Object.assign(resourceFor, { resources: RESOURCE_NAMES });
}
znDataFactory.$inject = ['$http', '$q', '$rootScope', '$exceptionHandler', '$window', '$timeout', 'znConfig', 'znRandom', 'znNow', '$log'];

;// ./src/core/plugin-url.ts


const plugin_url_SERVICE = 'znPluginData';
/** A namespace is one path segment: letters, digits, `-` and `_`. */
const plugin_url_NAMESPACE = /^[A-Za-z0-9_-]+$/;
/**
 * Whether a value is a namespace znPluginData puts in its URLs (as written: `myPlugin`,
 * `my-plugin`). The sandbox serves plugin backends under exactly these.
 */
function isPluginNamespace(namespace) {
    return typeof namespace === 'string' && plugin_url_NAMESPACE.test(namespace);
}
/** Checks a plugin namespace; throws a `ZnError` for one that is not a single plain name. */
function checkNamespace(namespace) {
    if (!isPluginNamespace(namespace)) {
        throw new ZnError(plugin_url_SERVICE, 'bad-namespace', `the namespace must be a non-empty name of letters, digits, "-" and "_", ` +
            `got ${describeValue(namespace)}; expected the plugin's namespace, e.g. znPluginData('my-plugin')`);
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
        throw new ZnError(plugin_url_SERVICE, code, `${label} needs params.workspaceId, the id of a workspace the plugin is installed in, ` +
            `as a positive integer, got ${describeValue(workspaceId)}`);
    }
    return String(workspaceId);
}
/**
 * Checks a route: it starts with `/` and is a plain path, then optionally a query as Zengine sent
 * it (`/runner?config=12`). It is used as written (encode dynamic parts with
 * `encodeURIComponent`), so anything in the path that would leave the namespace (`.`/`..`
 * segments, `\`) is refused, and so is a fragment (`#`), which the browser would never send.
 */
function checkRoute(label, route) {
    const problem = routeProblem(route);
    if (problem) {
        throw new ZnError(plugin_url_SERVICE, 'bad-route', `${label}: the route ${problem}, got ${describeValue(route)}; expected a route such as '/items/42'`);
    }
    return route;
}
/**
 * What is wrong with a route, or ''.
 * @returnsMessage
 */
function routeProblem(route) {
    const path = route.split('?')[0];
    const segments = path.split('/');
    return route.charAt(0) !== '/' ? 'must start with "/"'
        : route.indexOf('#') !== -1 ? 'must not hold "#" (the browser never sends a fragment; query values go in params.params)'
            : path.indexOf('\\') !== -1 ? 'must not hold "\\"'
                : segments.some((segment) => /^(%2e|\.){1,2}$/i.test(segment))
                    ? 'must not hold "." or ".." segments, which would leave the namespace'
                    : /\s/.test(path) ? 'must not hold spaces (encode them with encodeURIComponent)' : '';
}
/**
 * The full URL of a plugin call: `{pluginServiceUrl}/workspaces/<id>/<namespace><route>?<query>`; a
 * query written in the route comes first, as written, and `params.params` after it.
 */
function pluginUrl(label, base, namespace, route, workspaceId, query) {
    const id = checkWorkspaceId(label, workspaceId);
    const path = `${base}/workspaces/${id}/${namespace}${checkRoute(label, route)}`;
    const entries = Object.keys(query).map((key) => [key, query[key]]);
    const encoded = encodeQuery({ service: plugin_url_SERVICE, label }, entries, { jsonKey: () => true });
    if (path.indexOf('?') === -1)
        return withQuery(path, encoded);
    return encoded === '' || /[?&]$/.test(path) ? path + encoded : `${path}&${encoded}`;
}

;// ./src/data/zn-plugin-data.ts





const zn_plugin_data_SERVICE = 'znPluginData';
const PARAM_KEYS = ['workspaceId', 'params'];
/**
 * `znPluginData(namespace)`: calls to a plugin's own backend, scoped to a workspace (spec 4.2).
 * Resolves with the raw response body, since each plugin defines its own payloads.
 */
function znPluginDataFactory($http, $q, $exceptionHandler, znConfig, $timeout, $log) {
    const warn = warnOnce((message) => $log.warn(message));
    // A plugin's own backend decides what may be repeated, so its calls are never retried.
    const transport = { $http, $q, $timeout, random: Math.random, now: Date.now };
    function run(namespace, method, args) {
        const withData = method === 'post' || method === 'put';
        const signature = `${namespace}.${method}(route, params${withData ? ', data' : ''}, successCallback, errorCallback)`;
        const parsed = splitCallArguments(zn_plugin_data_SERVICE, signature, args, withData ? 3 : 2, warn);
        const [route, rawParams, data] = parsed.values;
        if (typeof route !== 'string') {
            throw new ZnError(zn_plugin_data_SERVICE, 'bad-route', `${signature}: route must be a string such as '/items', got ${describeValue(route)}`);
        }
        const params = checkParams(zn_plugin_data_SERVICE, signature, rawParams, '{ workspaceId: 1 }');
        checkAcyclic(zn_plugin_data_SERVICE, signature, 'params.params', params.params);
        checkAcyclic(zn_plugin_data_SERVICE, signature, 'params', params);
        if (withData)
            checkAcyclic(zn_plugin_data_SERVICE, signature, 'data', data);
        Object.keys(params).forEach((key) => {
            if (PARAM_KEYS.indexOf(key) === -1) {
                throw new ZnError(zn_plugin_data_SERVICE, 'unknown-param', `${signature}: unknown key "${key}" in params; expected workspaceId and params ` +
                    '(query values go in params.params)');
            }
        });
        const query = params.params === undefined || params.params === null ? {} : params.params;
        if (!isPlainObject(query)) {
            throw new ZnError(zn_plugin_data_SERVICE, 'bad-params', `${signature}: params.params must be an object of query values, got ${describeValue(query)}`);
        }
        const label = `${namespace}.${method}`;
        const httpMethod = method.toUpperCase();
        let url = '';
        let sent;
        try {
            url = pluginUrl(label, znConfig.get().pluginServiceUrl, namespace, route, params.workspaceId, query);
            sent = send(transport, withData && data !== undefined ? { method: httpMethod, url, data } : { method: httpMethod, url }, null);
        }
        catch (error) {
            if (!(error instanceof ZnError))
                throw error;
            sent = refusal(error);
        }
        return settle({ $q, $exceptionHandler }, {
            request: { method: httpMethod, url },
            sent,
            interpret: (response) => {
                const body = response.data === '' || response.data === null ? undefined : response.data;
                return { ok: true, value: body, callbackArgs: [body, response.status, response.headers] };
            },
            success: parsed.success,
            error: parsed.error
        });
    }
    return (namespace) => {
        const name = checkNamespace(namespace);
        const call = (method) => (...args) => run(name, method, args);
        return { get: call('get'), post: call('post'), put: call('put'), delete: call('delete') };
    };
}
znPluginDataFactory.$inject = ['$http', '$q', '$exceptionHandler', 'znConfig', '$timeout', '$log'];

;// ./src/events/zn-plugin-events.ts

const zn_plugin_events_SERVICE = 'znPluginEvents';
function check(method, name, listener) {
    if (typeof name !== 'string' || name === '') {
        throw new ZnError(zn_plugin_events_SERVICE, 'bad-event-name', `${method}(name, listener): name must be a non-empty string, got ${describeValue(name)}; ` +
            "expected an event name such as 'zn-data-tasks-saved'");
    }
    if (typeof listener !== 'function') {
        throw new ZnError(zn_plugin_events_SERVICE, 'bad-callback', `${method}(name, listener): listener must be a function, got ${describeValue(listener)}`);
    }
}
/**
 * `znPluginEvents`: listens on `$rootScope`, so a plugin hears the host's broadcasts and
 * `znData`'s data events (spec 4.9, 6). A listener that throws is reported to
 * `$exceptionHandler` by AngularJS and the other listeners still run.
 */
function znPluginEventsFactory($rootScope) {
    return {
        $on(name, listener) {
            check('$on', name, listener);
            return $rootScope.$on(name, listener);
        },
        $once(name, listener) {
            check('$once', name, listener);
            const deregister = $rootScope.$on(name, function (event, ...args) {
                deregister();
                return listener.call(this, event, ...args);
            });
            return deregister;
        },
        dataEvent(resourceName, action) {
            return dataEventName(zn_plugin_events_SERVICE, resourceName, action);
        }
    };
}
znPluginEventsFactory.$inject = ['$rootScope'];

;// ./src/storage/cookie-jar.ts
/**
 * Internal (`znCookieJar`): the page's cookies and what the browser says about them, read
 * through `$document` and `$window` so specs can fake them. Nothing here throws: a sandboxed
 * frame throws a SecurityError on `document.cookie`, which counts as "no cookies".
 */
class CookieJar {
    // $document is jqLite around the document; only its element [0] is used.
    constructor($document, $window) {
        this.$document = $document;
        this.$window = $window;
    }
    /** False when the browser has cookies turned off (`navigator.cookieEnabled`). */
    enabled() {
        try {
            return Boolean(this.$window.navigator && this.$window.navigator.cookieEnabled);
        }
        catch (e) {
            return false;
        }
    }
    /** `document.cookie`, or null when it cannot be read. */
    read() {
        try {
            const cookies = this.$document[0].cookie;
            return typeof cookies === 'string' ? cookies : null;
        }
        catch (e) {
            return null;
        }
    }
    /** Writes one cookie string; false when the document refused it with an error. */
    write(cookie) {
        try {
            this.$document[0].cookie = cookie;
            return true;
        }
        catch (e) {
            return false;
        }
    }
    /** Whether the page was loaded over https (so cookies get `Secure` by default). */
    httpsPage() {
        const location = this.pageLocation();
        return Boolean(location && location.protocol === 'https:');
    }
    /** The page's path, to tell whether a cookie with some path is visible here; null if unknown. */
    pagePath() {
        const location = this.pageLocation();
        return location && typeof location.pathname === 'string' ? location.pathname : null;
    }
    pageLocation() {
        try {
            return this.$window.location || null;
        }
        catch (e) {
            return null;
        }
    }
}
CookieJar.$inject = ['$document', '$window'];

;// ./src/storage/local-store.ts
const TEST_KEY = '__zn_storage_test__';
/** True for the error a full store throws (its name differs between browsers). */
function isQuotaError(error) {
    if (!error || typeof error !== 'object')
        return false;
    const { name, code } = error;
    return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
/**
 * Internal (`znLocalStore`): `window.localStorage` reached through `$window`, every access
 * guarded, since reading the property alone throws a SecurityError where storage is blocked.
 * Nothing here throws, and nothing is cached: a store can come and go while the page lives.
 */
class LocalStore {
    constructor($window) {
        this.$window = $window;
    }
    /** Tries a small test write (and removes it) to tell what the store can do. */
    state() {
        const storage = this.storage();
        if (!storage)
            return 'unavailable';
        try {
            storage.setItem(TEST_KEY, TEST_KEY);
            storage.removeItem(TEST_KEY);
            return 'ready';
        }
        catch (e) {
            // A zero quota (Safari's private mode) also throws QuotaExceededError, on an empty store.
            return isQuotaError(e) && this.length(storage) > 0 ? 'full' : 'unavailable';
        }
    }
    /** The text under `name`, or null when there is none or the store cannot be read. */
    read(name) {
        const storage = this.storage();
        if (!storage)
            return null;
        try {
            const text = storage.getItem(name);
            return typeof text === 'string' ? text : null;
        }
        catch (e) {
            return null;
        }
    }
    write(name, text) {
        const storage = this.storage();
        if (!storage)
            return 'failed';
        try {
            storage.setItem(name, text);
            return 'ok';
        }
        catch (e) {
            return isQuotaError(e) ? 'full' : 'failed';
        }
    }
    /** Removes `name`; false when the store cannot be reached. */
    remove(name) {
        const storage = this.storage();
        if (!storage)
            return false;
        try {
            storage.removeItem(name);
            return true;
        }
        catch (e) {
            return false;
        }
    }
    storage() {
        try {
            const storage = this.$window.localStorage;
            return storage && typeof storage.setItem === 'function' ? storage : null;
        }
        catch (e) {
            return null;
        }
    }
    length(storage) {
        try {
            return storage.length;
        }
        catch (e) {
            return 0;
        }
    }
}
LocalStore.$inject = ['$window'];

;// ./src/storage/storage-arguments.ts

/** Refuses a key that is not a non-empty string, naming the service and the method. */
function validateKey(service, method, key) {
    if (typeof key !== 'string' || key === '') {
        throw new ZnError(service, 'bad-key', `${method}() needs a key that is a non-empty string such as 'draft', got ${describeValue(key)}`);
    }
    return key;
}
/** Refuses a prefix that is not a string (`''` is allowed: no prefix). */
function validatePrefix(service, prefix) {
    if (typeof prefix !== 'string') {
        throw new ZnError(service, 'bad-prefix', `setPrefix() expects a string such as 'myPlugin.' (or '' for none), got ${describeValue(prefix)}`);
    }
    return prefix;
}
/**
 * Checks an options object (`undefined` and `null` mean none) and returns its `allowed` keys as a
 * plain record. An unknown key goes to `warn` and is dropped, as Zengine's storage services ignored
 * options they did not know; without `warn` (a provider's defaults, set once by the author) it is
 * a ZnError.
 */
function validateOptionKeys(service, method, options, allowed, warn) {
    if (options === undefined || options === null)
        return {};
    if (!isPlainObject(options)) {
        throw new ZnError(service, 'bad-options', `${method}() expects options as an object such as { expires: 60000 }, got ${describeValue(options)}`);
    }
    const known = {};
    for (const name of Object.keys(options)) {
        if (allowed.includes(name)) {
            known[name] = options[name];
        }
        else if (warn) {
            warn(`${method}:${name}`, `${service}: ${method}() ignores the unknown option "${name}"; expected ${allowed.join(', ')}`);
        }
        else {
            throw new ZnError(service, 'unknown-option', `${method}() got an unknown option "${name}"; expected ${allowed.join(', ')}`);
        }
    }
    return known;
}
/** Checks an `expires` option: a valid Date, a finite number of ms from now, or null/undefined. */
function validateExpires(service, method, expires) {
    if (expires === undefined || expires === null)
        return null;
    if (isValidDate(expires))
        return expires;
    if (typeof expires === 'number' && isFinite(expires))
        return expires;
    throw new ZnError(service, 'bad-option', `${method}() expects expires as a Date or a number of milliseconds from now, got ` +
        (isDate(expires) ? 'an invalid Date' : describeValue(expires)));
}
/** When an item with this `expires` option expires (ms since the epoch), or null for never. */
function expiryTime(expires, now) {
    if (expires === null)
        return null;
    return typeof expires === 'number' ? now + expires : Date.prototype.getTime.call(expires);
}

;// ./src/storage/cookie-options.ts


const OPTION_NAMES = ['expires', 'path', 'domain', 'secure', 'sameSite'];
const SAME_SITE = ['Lax', 'Strict', 'None'];
// Printable ASCII but ";" (RFC 6265 path-value): anything else must be percent-encoded.
const PATH = /^\/[\x21-\x3a\x3c-\x7e]*$/;
// A host name in ASCII (punycode for international names), optionally with a leading dot.
const DOMAIN = /^\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;
/** Checks cookie options and returns only the ones given (undefined ones left out). */
function validateCookieOptions(service, method, options, warn) {
    const given = validateOptionKeys(service, method, options, OPTION_NAMES, warn);
    const result = {};
    const bad = (name, expected) => new ZnError(service, 'bad-option', `${method}() expects ${name} as ${expected}, got ${describeValue(given[name])}`);
    if (given.expires !== undefined)
        result.expires = validateExpires(service, method, given.expires);
    if (given.path !== undefined) {
        if (typeof given.path !== 'string' || !PATH.test(given.path)) {
            throw bad('path', "a string starting with '/' without spaces, ';' or non-ASCII characters, such as '/' or '/app'");
        }
        result.path = given.path;
    }
    if (given.domain !== undefined) {
        if (typeof given.domain !== 'string' || !DOMAIN.test(given.domain)) {
            throw bad('domain', "a host name such as 'example.com' (punycode for international names)");
        }
        result.domain = given.domain;
    }
    if (given.secure !== undefined) {
        if (typeof given.secure !== 'boolean')
            throw bad('secure', 'a boolean');
        result.secure = given.secure;
    }
    if (given.sameSite !== undefined) {
        if (!SAME_SITE.includes(given.sameSite))
            throw bad('sameSite', `one of '${SAME_SITE.join("', '")}'`);
        result.sameSite = given.sameSite;
    }
    return result;
}
/**
 * The attributes of one write: the call's options over the defaults, then `path=/`,
 * `SameSite=Lax`, and `Secure` on an https page or with `SameSite=None` (browsers drop a
 * `SameSite=None` cookie without `Secure`, so `secure: false` with it is refused).
 */
function resolveCookieAttributes(service, method, options, httpsPage, expiresAt) {
    const sameSite = options.sameSite || 'Lax';
    if (sameSite === 'None' && options.secure === false) {
        throw new ZnError(service, 'same-site-none-insecure', `${method}() got sameSite 'None' with secure false, which browsers drop; ` +
            "expected secure true (or left out) with 'None', or sameSite 'Lax' or 'Strict'");
    }
    const attributes = {
        path: options.path || '/',
        secure: options.secure === undefined ? httpsPage || sameSite === 'None' : options.secure,
        sameSite
    };
    if (options.domain)
        attributes.domain = options.domain;
    if (expiresAt !== null)
        attributes.expires = new Date(expiresAt);
    return attributes;
}

;// ./src/storage/cookie-codec.ts
/**
 * The most bytes a cookie string (name, value and attributes) may have: RFC 6265 asks browsers
 * to keep at least this much, and they drop larger cookies without a word.
 */
const MAX_COOKIE_BYTES = 4096;
/** A cookie name: URL-encoded, and `(` `)` too, since a cookie name may not hold them. */
function encodeCookieName(name) {
    return encodeURIComponent(name).replace(/\(/g, '%28').replace(/\)/g, '%29');
}
/** A cookie value: URL-encoded, so `;`, `,`, spaces, quotes and non-ASCII are safe. */
function encodeCookieValue(text) {
    return encodeURIComponent(text);
}
/** Undoes the URL-encoding; text another script wrote with a stray `%` is kept as it is. */
function decodeCookiePart(text) {
    try {
        return decodeURIComponent(text);
    }
    catch (e) {
        // A malformed escape (e.g. "100%"): not our encoding, so the text is returned unchanged.
        return text;
    }
}
/** `name=value; Path=...; Domain=...; Expires=...; SameSite=...; Secure` (name and value encoded already). */
function serializeCookie(name, value, attributes) {
    let cookie = `${name}=${value}; Path=${attributes.path}`;
    if (attributes.domain)
        cookie += `; Domain=${attributes.domain}`;
    if (attributes.expires)
        cookie += `; Expires=${attributes.expires.toUTCString()}`;
    cookie += `; SameSite=${attributes.sameSite}`;
    if (attributes.secure)
        cookie += '; Secure';
    return cookie;
}
/** The pairs of a `document.cookie` string, in its order (the most specific path first). */
function parseCookies(cookieString) {
    const pairs = [];
    for (const part of cookieString.split(';')) {
        const equals = part.indexOf('=');
        // A part without "=" is a nameless cookie, which no key can name.
        if (equals < 0)
            continue;
        pairs.push({ name: decodeCookiePart(part.slice(0, equals).trim()), value: part.slice(equals + 1).trim() });
    }
    return pairs;
}
/** The size of a string in UTF-8 bytes, as the browser counts a cookie. */
function utf8ByteLength(text) {
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 0x80)
            bytes += 1;
        else if (code < 0x800)
            bytes += 2;
        else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
            bytes += 4;
            i++;
        }
        else
            bytes += 3;
    }
    return bytes;
}
/**
 * Whether a cookie with path `cookiePath` is visible on a page at `pagePath` (RFC 6265 5.1.4),
 * i.e. whether `document.cookie` here can show it.
 */
function pathMatches(pagePath, cookiePath) {
    if (pagePath === cookiePath)
        return true;
    if (pagePath.slice(0, cookiePath.length) !== cookiePath)
        return false;
    return cookiePath.charAt(cookiePath.length - 1) === '/' || pagePath.charAt(cookiePath.length) === '/';
}

;// ./src/storage/cookie-store.ts

/** Why a cookie write failed, for a `$log` warning. */
function describeCookieFailure(result, bytes) {
    switch (result) {
        case 'too-big': return `the cookie would be ${bytes} bytes, over the ${(/* inlined export .MAX_COOKIE_BYTES */4096)} browsers keep`;
        case 'disabled': return 'cookies are disabled or cannot be written on this page';
        default: return 'the browser refused the cookie (check its path, domain and secure options)';
    }
}
const TEST_NAME = '__zn_cookie_test__';
const EPOCH = new Date(0);
/**
 * Text stored under names in cookies, both URL-encoded, for `znCookies` and for the cookie
 * fallback of `znLocalStorage`. Every write is read back when the cookie is visible on this
 * page, so a cookie the browser dropped is reported instead of lost without a word.
 */
class CookieStore {
    constructor(jar) {
        this.jar = jar;
    }
    /** Cookies are enabled and a test cookie can be written, read back and removed. */
    supported() {
        if (!this.jar.enabled())
            return false;
        const attributes = { path: '/', sameSite: 'Lax', secure: this.jar.httpsPage() };
        this.jar.write(serializeCookie(TEST_NAME, '1', attributes));
        const readBack = this.holds(TEST_NAME, '1');
        this.jar.write(serializeCookie(TEST_NAME, '', Object.assign(Object.assign({}, attributes), { expires: EPOCH })));
        return readBack;
    }
    /** The decoded text of the first cookie called `name` (the most specific path), or null. */
    read(name) {
        const cookies = this.jar.read();
        if (cookies === null)
            return null;
        for (const pair of parseCookies(cookies)) {
            if (pair.name === name)
                return decodeCookiePart(pair.value);
        }
        return null;
    }
    write(name, text, attributes) {
        const value = encodeCookieValue(text);
        const cookie = serializeCookie(encodeCookieName(name), value, attributes);
        const bytes = utf8ByteLength(cookie);
        if (bytes > (/* inlined export .MAX_COOKIE_BYTES */4096))
            return { result: 'too-big', bytes };
        if (!this.jar.enabled() || !this.jar.write(cookie))
            return { result: 'disabled', bytes };
        if (this.visibleHere(attributes.path) && !this.holds(name, value))
            return { result: 'refused', bytes };
        return { result: 'ok', bytes };
    }
    /** Writes an expired cookie with the same path, domain and flags, which deletes it. */
    erase(name, attributes) {
        const cookie = serializeCookie(encodeCookieName(name), '', Object.assign(Object.assign({}, attributes), { expires: EPOCH }));
        if (!this.jar.enabled() || !this.jar.write(cookie))
            return 'disabled';
        if (this.visibleHere(attributes.path) && this.read(name) !== null)
            return 'remains';
        return 'ok';
    }
    // A cookie for another path is stored but not shown in this page's document.cookie.
    visibleHere(path) {
        const pagePath = this.jar.pagePath();
        return pagePath === null || pathMatches(pagePath, path);
    }
    holds(name, value) {
        const cookies = this.jar.read();
        return cookies !== null && parseCookies(cookies).some((pair) => pair.name === name && pair.value === value);
    }
}

;// ./src/core/value-codec.ts


/**
 * Items stored with an expiry are kept as `{"zn.expires":"<ISO 8601>","value":<the value>}`,
 * in that key order, so another reader can still recognise them. A value that itself starts
 * with that key is wrapped with `"zn.expires":null`, so it always reads back as itself.
 */
const EXPIRES_KEY = 'zn.expires';
const ENVELOPE_START = `{"${EXPIRES_KEY}":`;
function kind(tag) {
    return `${/^([AEIO]|HTML|SVG)/.test(tag) ? 'an' : 'a'} ${tag}`;
}
/**
 * Why JSON would not give `value` back as it is, or null when it would. Only JSON's own values
 * are kept faithfully (strings, finite numbers, booleans, null, arrays, plain objects, and valid
 * Dates as their ISO text), from any window. JSON turns a Map, Set, RegExp, Error, Blob, File,
 * typed array or DOM node into `{}`, an invalid Date into null and `undefined` in an array into
 * null, and drops functions: all of those are refused instead.
 */
function unstorable(value, inArray) {
    switch (typeof value) {
        case 'string':
        case 'boolean':
            return null;
        case 'number': return isFinite(value) ? null : describeValue(value);
        case 'undefined': return inArray ? 'undefined in an array (JSON would turn it into null)' : null;
        case 'function': return 'a function';
        case 'symbol': return 'a symbol';
        case 'bigint': return 'a bigint';
        default:
    }
    if (value === null || Array.isArray(value))
        return null;
    const tag = tagOf(value);
    if (tag === 'Date')
        return isValidDate(value) ? null : 'an invalid Date';
    if (isScopeLike(value))
        return 'an AngularJS scope';
    if (isWindowLike(value))
        return 'a window';
    if (tag !== 'Object')
        return kind(tag);
    if (typeof value.toJSON === 'function') {
        return 'an object with a toJSON method (store what its toJSON() returns instead)';
    }
    return null;
}
/**
 * The text to store for `value`: its JSON, in an expiry envelope when `expiresAt` is given.
 * Keys starting with `$$` (AngularJS bookkeeping such as `$$hashKey`) are left out, as
 * `angular.toJson` does. Throws a ZnError naming `service` for anything JSON cannot give back as
 * it is (see `unstorable`; code `unstorable-value`), and for cycles (code `circular-value`), so
 * whenever a value is stored, reading it back gives an equal value.
 */
function encodeValue(service, key, value, expiresAt) {
    const refuse = (code, what, where) => new ZnError(service, code, `set("${key}") cannot store ${what}${where ? ` (at "${where}")` : ''}; expected a JSON value: ` +
        'a string, number, boolean, null, array, plain object or valid Date');
    let text;
    try {
        text = JSON.stringify(value, function (name, item) {
            if (name.charAt(0) === '$' && name.charAt(1) === '$')
                return undefined;
            const what = unstorable(this[name], Array.isArray(this));
            if (what)
                throw refuse('unstorable-value', what, name);
            return item;
        });
    }
    catch (e) {
        if (e instanceof ZnError)
            throw e;
        // JSON.stringify throws a TypeError for a cycle, or passes on a toJSON method's error.
        const message = String(e && e.message).split('\n')[0];
        const cycle = /circular|cyclic/i.test(message);
        throw refuse(cycle ? 'circular-value' : 'unstorable-value', cycle
            ? 'a cycle (an object that contains itself)'
            : `a value whose toJSON() failed (${message})`, '');
    }
    if (text === undefined)
        throw refuse('unstorable-value', describeValue(value), '');
    if (expiresAt === null && text.slice(0, ENVELOPE_START.length) !== ENVELOPE_START)
        return text;
    const expires = expiresAt === null ? 'null' : JSON.stringify(new Date(expiresAt).toISOString());
    return `${ENVELOPE_START}${expires},"value":${text}}`;
}
function envelopeExpiry(parsed) {
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        return undefined;
    const keys = Object.keys(parsed);
    if (keys.length !== 2 || keys[0] !== EXPIRES_KEY || keys[1] !== 'value')
        return undefined;
    const expires = parsed[EXPIRES_KEY];
    if (expires === null)
        return null;
    const time = typeof expires === 'string' ? Date.parse(expires) : NaN;
    return isNaN(time) ? undefined : time;
}
/**
 * Reads stored text back: JSON is parsed (and an expiry envelope opened); text that is not
 * JSON, e.g. written by other code, is returned as it is.
 */
function decodeValue(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (e) {
        // Not JSON: a raw string another script stored.
        return { value: text, expiresAt: null };
    }
    const expiresAt = envelopeExpiry(parsed);
    if (expiresAt === undefined)
        return { value: parsed, expiresAt: null };
    return { value: parsed.value, expiresAt };
}

;// ./src/storage/zn-cookies.ts




const zn_cookies_SERVICE = 'znCookies';
/**
 * `znCookiesProvider.setPrefix(prefix)` and `.setDefaults(options)` in config blocks; the
 * `znCookies` service stores JSON values in cookies under that prefix.
 */
class ZnCookiesProvider {
    constructor() {
        this.prefix = 'zn.';
        this.defaults = {};
        this.$get = cookiesFactory(() => ({ prefix: this.prefix, defaults: Object.assign({}, this.defaults) }));
    }
    setPrefix(prefix) {
        this.prefix = validatePrefix('znCookiesProvider', prefix);
        return this;
    }
    setDefaults(options) {
        const defaults = validateCookieOptions('znCookiesProvider', 'setDefaults', options);
        resolveCookieAttributes('znCookiesProvider', 'setDefaults', defaults, false, null);
        this.defaults = defaults;
        return this;
    }
}
/** The provider's `$get`: the service with the prefix and defaults set in config blocks. */
function cookiesFactory(settings) {
    function znCookiesFactory(jar, $log) {
        const { prefix, defaults } = settings();
        return new CookiesService(new CookieStore(jar), jar, prefix, defaults, $log);
    }
    znCookiesFactory.$inject = ['znCookieJar', '$log'];
    return znCookiesFactory;
}
/** The `znCookies` service (see ZnCookiesService). */
class CookiesService {
    constructor(store, jar, prefix, defaults, $log) {
        this.store = store;
        this.jar = jar;
        this.prefix = prefix;
        this.defaults = defaults;
        this.$log = $log;
        /** An unknown option is warned about once and ignored, as Zengine ignored it. */
        this.warnOnce = warnOnce((message) => this.$log.warn(message));
        this.set = (key, value, options) => {
            validateKey(zn_cookies_SERVICE, 'set', key);
            const merged = Object.assign(Object.assign({}, this.defaults), validateCookieOptions(zn_cookies_SERVICE, 'set', options, this.warnOnce));
            if (value === undefined)
                return this.remove(key, options);
            const now = Date.now();
            const expiresAt = expiryTime(merged.expires === undefined ? null : merged.expires, now);
            const text = encodeValue(zn_cookies_SERVICE, key, value, expiresAt);
            const attributes = this.attributes('set', merged, expiresAt);
            // An expiry already past stores nothing, as a browser would, and deletes the old item.
            if (expiresAt !== null && expiresAt <= now)
                return this.remove(key, options);
            const { result, bytes } = this.store.write(this.prefix + key, text, attributes);
            if (result === 'ok')
                return true;
            this.$log.warn(`${zn_cookies_SERVICE}: did not store "${key}": ${describeCookieFailure(result, bytes)}`);
            return false;
        };
        this.get = (key) => {
            validateKey(zn_cookies_SERVICE, 'get', key);
            const text = this.store.read(this.prefix + key);
            if (text === null)
                return null;
            const item = decodeValue(text);
            if (item.expiresAt !== null && item.expiresAt <= Date.now()) {
                // The browser keeps the cookie up to a second longer (Expires has no milliseconds), or
                // longer when the clocks differ: delete it now, quietly, as a browser would.
                this.store.erase(this.prefix + key, this.attributes('get', this.defaults, null));
                return null;
            }
            return item.value;
        };
        this.remove = (key, options) => {
            validateKey(zn_cookies_SERVICE, 'remove', key);
            const merged = Object.assign(Object.assign({}, this.defaults), validateCookieOptions(zn_cookies_SERVICE, 'remove', options, this.warnOnce));
            const result = this.store.erase(this.prefix + key, this.attributes('remove', merged, null));
            if (result === 'ok')
                return true;
            this.$log.warn(`${zn_cookies_SERVICE}: could not remove "${key}": ` + (result === 'disabled'
                ? describeCookieFailure(result, 0)
                : 'a cookie of that name remains, set with another path or domain'));
            return false;
        };
    }
    get isSupported() {
        return this.store.supported();
    }
    attributes(method, options, expiresAt) {
        return resolveCookieAttributes(zn_cookies_SERVICE, method, options, this.jar.httpsPage(), expiresAt);
    }
}

;// ./src/storage/zn-local-storage.ts




const zn_local_storage_SERVICE = 'znLocalStorage';
/**
 * How long a cookie written by the fallback lives when the item has no expiry of its own:
 * local storage keeps items for good, a cookie without Expires only until the browser closes.
 */
const FALLBACK_COOKIE_DAYS = 365;
const DAY = 24 * 60 * 60 * 1000;
/**
 * `znLocalStorageProvider.setPrefix(prefix)` in config blocks; the `znLocalStorage` service
 * stores JSON values in `window.localStorage` under that prefix, or in cookies when local
 * storage is unavailable.
 */
class ZnLocalStorageProvider {
    constructor() {
        this.prefix = 'zn.';
        this.$get = localStorageFactory(() => this.prefix);
    }
    setPrefix(prefix) {
        this.prefix = validatePrefix('znLocalStorageProvider', prefix);
        return this;
    }
}
/** The provider's `$get`: the service with the prefix set in config blocks. */
function localStorageFactory(prefix) {
    function znLocalStorageFactory(local, jar, $log) {
        return new LocalStorageService(local, new CookieStore(jar), jar, prefix(), $log);
    }
    znLocalStorageFactory.$inject = ['znLocalStore', 'znCookieJar', '$log'];
    return znLocalStorageFactory;
}
/** The `znLocalStorage` service (see ZnLocalStorageService). */
class LocalStorageService {
    constructor(local, cookies, jar, prefix, $log) {
        this.local = local;
        this.cookies = cookies;
        this.jar = jar;
        this.prefix = prefix;
        this.$log = $log;
        /** An unknown option is warned about once and ignored, as Zengine ignored it. */
        this.warnOnce = warnOnce((message) => this.$log.warn(message));
        this.set = (key, value, options) => {
            validateKey(zn_local_storage_SERVICE, 'set', key);
            const { expires } = validateOptionKeys(zn_local_storage_SERVICE, 'set', options, ['expires'], this.warnOnce);
            const expiry = validateExpires(zn_local_storage_SERVICE, 'set', expires);
            if (value === undefined)
                return this.remove(key);
            const now = Date.now();
            const expiresAt = expiryTime(expiry, now);
            const text = encodeValue(zn_local_storage_SERVICE, key, value, expiresAt);
            // An expiry already past stores nothing and deletes the old item, as a cookie would.
            if (expiresAt !== null && expiresAt <= now)
                return this.remove(key);
            const name = this.prefix + key;
            if (this.usesLocalStorage()) {
                const result = this.local.write(name, text);
                if (result === 'ok')
                    return true;
                // A full store is reported, never moved into cookies, which hold far less.
                this.warn(key, result === 'full'
                    ? 'local storage is full (QuotaExceededError); remove items or store less'
                    : 'local storage refused the write');
                return false;
            }
            const cookieExpiry = expiresAt === null ? now + FALLBACK_COOKIE_DAYS * DAY : expiresAt;
            const { result, bytes } = this.cookies.write(name, text, this.cookieAttributes(cookieExpiry));
            if (result === 'ok')
                return true;
            this.warn(key, `local storage is unavailable and, in a cookie, ${describeCookieFailure(result, bytes)}`);
            return false;
        };
        this.get = (key) => {
            validateKey(zn_local_storage_SERVICE, 'get', key);
            const name = this.prefix + key;
            const local = this.usesLocalStorage();
            const text = local ? this.local.read(name) : this.cookies.read(name);
            if (text === null)
                return null;
            const item = decodeValue(text);
            if (item.expiresAt !== null && item.expiresAt <= Date.now()) {
                if (local)
                    this.local.remove(name);
                else
                    this.cookies.erase(name, this.cookieAttributes(null));
                return null;
            }
            return item.value;
        };
        this.remove = (key) => {
            validateKey(zn_local_storage_SERVICE, 'remove', key);
            const name = this.prefix + key;
            if (this.usesLocalStorage()) {
                if (this.local.remove(name))
                    return true;
                this.$log.warn(`${zn_local_storage_SERVICE}: could not remove "${key}": local storage refused it`);
                return false;
            }
            if (this.cookies.erase(name, this.cookieAttributes(null)) === 'ok')
                return true;
            this.$log.warn(`${zn_local_storage_SERVICE}: could not remove "${key}": local storage is unavailable and ` +
                'the cookie could not be removed');
            return false;
        };
    }
    /** Whether local storage works (a full store counts: its items stay readable). */
    get isSupported() {
        return this.usesLocalStorage();
    }
    // Checked on every call: private modes, blocked storage and full stores come and go.
    usesLocalStorage() {
        return this.local.state() !== 'unavailable';
    }
    // The fallback writes cookies as znCookies does by default: path=/, SameSite=Lax, Secure on https.
    cookieAttributes(expiresAt) {
        return resolveCookieAttributes(zn_local_storage_SERVICE, 'set', {}, this.jar.httpsPage(), expiresAt);
    }
    warn(key, why) {
        this.$log.warn(`${zn_local_storage_SERVICE}: did not store "${key}": ${why}`);
    }
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

;// ./src/host/zn-plugin-location.ts



const zn_plugin_location_SERVICE = 'znPluginLocation';
/**
 * `<div zn-plugin-location="zn-plugin-form-top"></div>`: mounts every inline interface registered
 * at that location, higher order first, each with its template and controller in a child scope.
 * Plugins that register later are added in their place; everything mounted is destroyed when the
 * location's scope is destroyed or its element removed.
 */
function znPluginLocationDirective(registry, $controller, $compile, $templateCache, $exceptionHandler, $injector) {
    return {
        restrict: 'A',
        link(scope, element, attrs) {
            const services = { $controller, $compile, $templateCache, $exceptionHandler, $injector };
            // Interfaces tried at this location; null for one that failed, so it is not retried.
            const mounted = new Map();
            let location = '';
            // Everything goes once, when the scope is destroyed or the element removed.
            const gone = tearDownOnce(scope, element, () => {
                stopListening();
                unmountAll();
            });
            function unmountAll() {
                mounted.forEach((item) => item === null || item === void 0 ? void 0 : item.destroy());
                mounted.clear();
            }
            function render() {
                if (gone() || !location)
                    return;
                const wanted = registry.interfaces({ type: 'inline', location });
                mountInRegistryOrder(wanted, mounted, element, (item) => item.element[0], (iface, place) => mountInterface(services, scope, iface, { service: zn_plugin_location_SERVICE, place }));
            }
            attrs.$observe('znPluginLocation', (value) => {
                if (value === location)
                    return;
                unmountAll();
                location = '';
                if (!isPluginLocation(value)) {
                    $exceptionHandler(new ZnError(zn_plugin_location_SERVICE, 'unknown-location', `${describeUnknown('location', value)}; expected one of ${PLUGIN_LOCATIONS.join(', ')}`));
                    return;
                }
                location = value;
                render();
            });
            const stopListening = registry.onRegister(render);
            remountOn(scope, mounted, render);
        }
    };
}
znPluginLocationDirective.$inject = ['znPluginRegistry', '$controller', '$compile', '$templateCache', '$exceptionHandler', '$injector'];

;// ./src/host/zn-plugin-page.ts


const zn_plugin_page_SERVICE = 'znPluginPage';
const PAGE_TYPES = ['fullPage', 'settings'];
function sameParams(a, b) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
/** The heading above a page: pageTitle, else title; none when pageTitle is false. */
function headingOf(plugin) {
    var _a;
    if (plugin.pageTitle === false)
        return undefined;
    return (_a = plugin.pageTitle) !== null && _a !== void 0 ? _a : plugin.title;
}
/**
 * `<div zn-plugin-page="host.pluginPath"></div>`: the expression gives a path such as
 * `/my-plugin/records/12`; the plugin whose route is the first segment, and its fullPage interface
 * whose routes fit the rest, is mounted with the route's parameters injected into its controller
 * as `znPluginRouteParams`. `zn-plugin-type="settings"` mounts the settings interface instead. A
 * new path remounts unless it resolves to the same interface with the same parameters.
 */
function znPluginPageDirective(registry, $controller, $compile, $templateCache, $exceptionHandler, $injector) {
    return {
        restrict: 'A',
        link(scope, element, attrs) {
            const services = { $controller, $compile, $templateCache, $exceptionHandler, $injector };
            const type = (attrs.znPluginType || 'fullPage');
            if (!PAGE_TYPES.includes(type)) {
                $exceptionHandler(new ZnError(zn_plugin_page_SERVICE, 'unknown-interface-type', `zn-plugin-type must be one of ${PAGE_TYPES.join(', ')}; got ${describeValue(type)}`));
                return;
            }
            let path;
            let current = null;
            // Everything goes once, when the scope is destroyed or the element removed.
            const gone = tearDownOnce(scope, element, () => {
                stopWatching();
                stopListening();
                unmount();
            });
            function unmount() {
                var _a;
                (_a = current === null || current === void 0 ? void 0 : current.mounted) === null || _a === void 0 ? void 0 : _a.destroy();
                current = null;
            }
            function update() {
                if (gone())
                    return;
                if (path === undefined || path === null || path === '')
                    return unmount();
                if (typeof path !== 'string') {
                    unmount();
                    $exceptionHandler(new ZnError(zn_plugin_page_SERVICE, 'bad-path', `the path must be a string such as '/my-plugin/12'; got ${describeValue(path)}`));
                    return;
                }
                const match = registry.match(path, type);
                if (current && match && current.match.interface === match.interface && sameParams(current.match.params, match.params))
                    return;
                unmount();
                if (!match)
                    return;
                current = {
                    match,
                    mounted: mountInterface(services, scope, match.interface, {
                        service: zn_plugin_page_SERVICE,
                        locals: { znPluginRouteParams: match.params },
                        heading: headingOf(match.plugin),
                        place: (wrapper) => element.append(wrapper)
                    })
                };
            }
            const stopWatching = scope.$watch(attrs.znPluginPage, (value) => {
                path = value;
                update();
            });
            // A plugin that registers after the page was asked for still shows up.
            const stopListening = registry.onRegister(() => { if (!current)
                update(); });
            scope.$on(REMOUNT_EVENT, (_event, namespace) => {
                if ((current === null || current === void 0 ? void 0 : current.match.interface.namespace) !== namespace)
                    return;
                unmount();
                update();
            });
        }
    };
}
znPluginPageDirective.$inject = ['znPluginRegistry', '$controller', '$compile', '$templateCache', '$exceptionHandler', '$injector'];

;// ./src/host/zn-plugin-record-overlay.ts



const zn_plugin_record_overlay_SERVICE = 'znPluginRecordOverlay';
function isRecordId(value) {
    return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
}
/**
 * `<div zn-plugin-record-overlay="record"></div>`: the expression (watched) gives the record the
 * host's overlay shows. Every recordOverlay interface is mounted for it, in registry order, each in
 * a section headed by its plugin's title (as text), its controller given the record as
 * `znPluginRecord`. Another record (another id) remounts them all; the same record (same id)
 * leaves them be. Everything mounted goes when the scope is destroyed or the element removed.
 */
function znPluginRecordOverlayDirective(registry, $controller, $compile, $templateCache, $exceptionHandler, $injector) {
    return {
        restrict: 'A',
        link(scope, element, attrs) {
            const services = { $controller, $compile, $templateCache, $exceptionHandler, $injector };
            // Interfaces tried for the current record; null for one that failed, so it is not retried.
            const mounted = new Map();
            let record = null;
            // Everything goes once, when the scope is destroyed or the element removed.
            const gone = tearDownOnce(scope, element, () => {
                stopWatching();
                stopListening();
                unmountAll();
            });
            function unmountAll() {
                mounted.forEach((item) => item === null || item === void 0 ? void 0 : item.destroy());
                mounted.clear();
            }
            function mountOne(iface, shown, place) {
                var _a;
                const section = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element('<section class="zn-plugin-record-overlay-item"></section>');
                section.attr('data-zn-plugin', iface.namespace);
                const title = (_a = registry.get(iface.namespace)) === null || _a === void 0 ? void 0 : _a.title;
                if (title)
                    section.append(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element('<h3 class="zn-plugin-record-overlay-title"></h3>').text(title));
                const result = mountInterface(services, scope, iface, {
                    service: zn_plugin_record_overlay_SERVICE,
                    locals: { znPluginRecord: shown },
                    place: (wrapper) => {
                        section.append(wrapper);
                        place(section);
                    }
                });
                if (!result) {
                    section.remove();
                    return null;
                }
                return { section, destroy: () => { result.destroy(); section.remove(); } };
            }
            function render() {
                if (gone() || !record)
                    return;
                const shown = record;
                mountInRegistryOrder(registry.interfaces({ type: 'recordOverlay' }), mounted, element, (item) => item.section[0], (iface, place) => mountOne(iface, shown, place));
            }
            const stopWatching = scope.$watch(attrs.znPluginRecordOverlay, (value) => {
                if (value === undefined || value === null) {
                    unmountAll();
                    record = null;
                    return;
                }
                if (typeof value !== 'object' || Array.isArray(value) || !isRecordId(value.id)) {
                    unmountAll();
                    record = null;
                    $exceptionHandler(new ZnError(zn_plugin_record_overlay_SERVICE, 'bad-record', `the record must be an object with an id, such as { id: 12 }; got ` +
                        (typeof value === 'object' && !Array.isArray(value) ? `an object whose id is ${describeValue(value.id)}` : describeValue(value))));
                    return;
                }
                const next = value;
                if (record && record.id === next.id)
                    return; // the same record, newer data: the interfaces stay
                unmountAll();
                record = next;
                render();
            });
            const stopListening = registry.onRegister(render);
            remountOn(scope, mounted, render);
        }
    };
}
znPluginRecordOverlayDirective.$inject = ['znPluginRegistry', '$controller', '$compile', '$templateCache', '$exceptionHandler', '$injector'];

;// ./src/host/zn-plugin-registry.ts



const zn_plugin_registry_SERVICE = 'znPluginRegistry';
const QUERY_KEYS = ['type', 'location', 'namespace'];
/** Higher order first; interfaces without an order after those with one; otherwise as registered. */
function byOrder(a, b) {
    if (a.order === b.order)
        return 0;
    if (a.order === undefined)
        return 1;
    if (b.order === undefined)
        return -1;
    return b.order - a.order;
}
function checkQuery(query) {
    if (query === undefined)
        return {};
    if (!isPlainObject(query)) {
        throw new ZnError(zn_plugin_registry_SERVICE, 'bad-query', `interfaces(query) expects an object such as { location: 'zn-plugin-form-top' }; got ${describeValue(query)}`);
    }
    for (const key of Object.keys(query)) {
        if (!QUERY_KEYS.includes(key))
            throw new ZnError(zn_plugin_registry_SERVICE, 'unknown-option', `interfaces(query): unknown key "${key}"; expected one of ${QUERY_KEYS.join(', ')}`);
    }
    if (query.type !== undefined && !isInterfaceType(query.type)) {
        throw new ZnError(zn_plugin_registry_SERVICE, 'unknown-interface-type', `interfaces(query): type must be one of ${INTERFACE_TYPES.join(', ')}; got ${describeValue(query.type)}`);
    }
    if (query.location !== undefined && !isPluginLocation(query.location)) {
        throw new ZnError(zn_plugin_registry_SERVICE, 'unknown-location', `interfaces(query): location must be one of ${PLUGIN_LOCATIONS.join(', ')}; got ${describeValue(query.location)}`);
    }
    if (query.namespace !== undefined && typeof query.namespace !== 'string') {
        throw new ZnError(zn_plugin_registry_SERVICE, 'bad-namespace', `interfaces(query): namespace must be a string; got ${describeValue(query.namespace)}`);
    }
    return query;
}
/**
 * The interface of `plugin` of `type` whose routes fit `segments` (the path after the plugin's
 * route), with its parameters; the plugin's route alone fits every routed interface.
 */
function matchInterface(plugin, type, segments) {
    const iface = plugin.interfaces.find((candidate) => candidate.type === type);
    if (!iface)
        return null;
    const patterns = segments.length === 0 ? [[]] : iface.routes.map((route) => parseRoutePattern(route));
    for (const pattern of patterns) {
        const params = typeof pattern === 'string' ? null : matchSegments(pattern, segments);
        if (params)
            return { plugin, interface: iface, params: Object.freeze(params) };
    }
    return null;
}
/**
 * `znPluginRegistry`: the host's view of what plugins registered (in `znPluginCatalog`). Lists
 * are new arrays of the same frozen objects, so `$watchCollection` sees only real changes; a
 * registration made outside AngularJS triggers a digest so such watchers run.
 */
function znPluginRegistryFactory(catalog, $rootScope) {
    const subscriptions = new Set();
    function subscribe(listener) {
        const stop = catalog.subscribe((plugin) => $rootScope.$evalAsync(() => listener(plugin)));
        subscriptions.add(stop);
        return () => { stop(); subscriptions.delete(stop); };
    }
    subscribe(() => undefined); // $evalAsync alone starts the digest
    // The catalog outlives injectors (a spec's, a torn-down app's): let go of this one's listeners.
    $rootScope.$on('$destroy', () => { subscriptions.forEach((stop) => stop()); subscriptions.clear(); });
    return {
        plugins: () => catalog.plugins(),
        get(namespace) {
            if (typeof namespace !== 'string')
                throw new ZnError(zn_plugin_registry_SERVICE, 'bad-namespace', `get(namespace) expects a string such as 'myPlugin'; got ${describeValue(namespace)}`);
            return catalog.plugins().find((plugin) => plugin.namespace === namespace);
        },
        interfaces(query) {
            const { type, location, namespace } = checkQuery(query);
            const all = [];
            catalog.plugins().forEach((plugin) => all.push(...plugin.interfaces));
            return all
                .filter((iface) => (type === undefined || iface.type === type) &&
                (location === undefined || iface.location === location) &&
                (namespace === undefined || iface.namespace === namespace))
                .sort(byOrder);
        },
        match(path, type = 'fullPage') {
            if (typeof path !== 'string')
                throw new ZnError(zn_plugin_registry_SERVICE, 'bad-path', `match(path) expects a path such as '/my-plugin/12'; got ${describeValue(path)}`);
            if (!ROUTED_TYPES.includes(type)) {
                throw new ZnError(zn_plugin_registry_SERVICE, 'unknown-interface-type', `match(path, type): type must be one of ${ROUTED_TYPES.join(', ')}; got ${describeValue(type)}`);
            }
            const segments = splitPath(path);
            if (!segments || segments.length === 0)
                return null;
            const plugin = catalog.plugins().find((candidate) => candidate.route === '/' + segments[0]);
            return plugin ? matchInterface(plugin, type, segments.slice(1)) : null;
        },
        onRegister(listener) {
            if (typeof listener !== 'function')
                throw new ZnError(zn_plugin_registry_SERVICE, 'bad-callback', `onRegister(listener) expects a function; got ${describeValue(listener)}`);
            return subscribe(listener);
        }
    };
}
znPluginRegistryFactory.$inject = ['znPluginCatalog', '$rootScope'];

;// ./src/host/plugin-routes.ts

const plugin_routes_SERVICE = 'znPluginRoutes';
const DEFAULT_ROUTE_PATHS = Object.freeze({
    fullPage: '/workspaces/:workspace_id/plugin',
    settings: '/workspaces/:workspace_id/admin/plugin'
});
/**
 * The ngRoute paths of a registered plugin's fullPage and settings interfaces: the plugin's route
 * under the prefix of its type, then each of the interface's `routes` under that
 * (`routes: ['/:id']` → `/workspaces/:workspace_id/plugin/my-plugin/:id`). Pure.
 */
function pluginRoutes(plugin, paths = DEFAULT_ROUTE_PATHS) {
    if (!plugin.route)
        return [];
    const routes = [];
    plugin.interfaces.forEach((iface) => {
        if (iface.type !== 'fullPage' && iface.type !== 'settings')
            return;
        const prefix = paths[iface.type];
        const prefixSegments = prefix.split('/').filter(Boolean).length;
        const base = prefix + plugin.route;
        routes.push({ path: base, interface: iface, prefixSegments });
        iface.routes.forEach((sub) => routes.push({ path: base + sub, interface: iface, prefixSegments }));
    });
    return routes;
}
/** The template an ngRoute route of a plugin renders: the page directive, given the path below the prefix. */
function routeTemplate(type) {
    return `<div class="zn-plugin-route" zn-plugin-page="znPluginPath" zn-plugin-type="${type}"></div>`;
}
/**
 * `znPluginRoutesProvider` (module `zn.plugin.routes`, which needs ngRoute): adds an ngRoute route
 * for every fullPage and settings interface registered (now or later), so plugin controllers get
 * `$routeParams.workspace_id`, their sub-route's params and the query. `paths({...})` in a config
 * block moves the prefixes. Leave the module out of the host's dependencies to route by yourself.
 */
class ZnPluginRoutesProvider {
    constructor($routeProvider) {
        this.$routeProvider = $routeProvider;
        this.options = Object.assign({}, DEFAULT_ROUTE_PATHS);
        this.added = [];
        this.$get = pluginRoutesFactory(this);
    }
    /** Changes where plugin pages live; each is a path such as '/w/:workspace_id/plugin'. */
    paths(paths) {
        if (!isPlainObject(paths))
            throw new ZnError(plugin_routes_SERVICE, 'bad-params', `paths(paths) expects an object such as { fullPage: '/w/:workspace_id/plugin' }; got ${describeValue(paths)}`);
        Object.keys(paths).forEach((key) => {
            const value = paths[key];
            if (key !== 'fullPage' && key !== 'settings')
                throw new ZnError(plugin_routes_SERVICE, 'bad-params', `paths(paths): unknown key "${key}"; expected fullPage or settings`);
            if (typeof value !== 'string' || !/^\/[^?#]*[^/?#]$/.test(value) || !value.includes(':workspace_id')) {
                throw new ZnError(plugin_routes_SERVICE, 'bad-params', `paths(paths): ${key} must be a path with :workspace_id such as '/workspaces/:workspace_id/plugin'; got ${describeValue(value)}`);
            }
            this.options[key] = value;
        });
        return this;
    }
    /** The routes added so far (a copy). */
    addedRoutes() {
        return this.added.slice();
    }
    /** Where pages of that type live, e.g. '/workspaces/:workspace_id/plugin'. */
    pathOf(type) {
        return this.options[type];
    }
    /** Adds the routes of `plugin` to $routeProvider (once per path); returns the routes added. */
    addPlugin(plugin) {
        const fresh = pluginRoutes(plugin, this.options).filter((route) => !this.added.some((known) => known.path === route.path));
        fresh.forEach((route) => {
            const segments = route.prefixSegments;
            this.$routeProvider.when(route.path, {
                template: routeTemplate(route.interface.type),
                // A query change (the host's record overlay, ?form=&record=) keeps the page mounted;
                // $routeParams still follows the query ($routeUpdate).
                reloadOnSearch: false,
                // A function, not an arrow: AngularJS instantiates controllers with new.
                controller: pluginPageController(segments)
            });
            this.added.push(route);
        });
        return fresh;
    }
}
ZnPluginRoutesProvider.$inject = ['$routeProvider'];
/** The controller of a plugin page's route: the path below the prefix, for the page directive. */
function pluginPageController(segments) {
    // A function, not an arrow: AngularJS instantiates controllers with new.
    function ZnPluginRouteController($scope, $location) {
        // The page directive matches the path below the prefix: '/my-plugin/12'.
        $scope.znPluginPath = '/' + $location.path().split('/').filter(Boolean).slice(segments).join('/');
    }
    ZnPluginRouteController.$inject = ['$scope', '$location'];
    return ZnPluginRouteController;
}
/** The provider's `$get`: adds the routes of every plugin registered, now and later. */
function pluginRoutesFactory(provider) {
    function znPluginRoutesFactory(registry, $route, $location, $rootScope) {
        const add = (plugin) => {
            const fresh = provider.addPlugin(plugin);
            // A plugin registered after the page was asked for: show it now that its route exists.
            const here = $location.path();
            if (fresh.some((route) => matchesPattern(route.path, here)))
                $route.reload();
        };
        registry.plugins().forEach((plugin) => provider.addPlugin(plugin));
        const stop = registry.onRegister(add);
        $rootScope.$on('$destroy', stop);
        return {
            routes: () => provider.addedRoutes(),
            href: (namespace, workspaceId, type = 'fullPage') => {
                const plugin = registry.get(namespace);
                if (!plugin || !plugin.route || !plugin.interfaces.some((iface) => iface.type === type))
                    return undefined;
                return provider.pathOf(type).replace(':workspace_id', encodeURIComponent(String(workspaceId))) + plugin.route;
            }
        };
    }
    znPluginRoutesFactory.$inject = ['znPluginRegistry', '$route', '$location', '$rootScope'];
    return znPluginRoutesFactory;
}
/** True when `path` fits the ngRoute-style `pattern` (literal segments and `:name` params). */
function matchesPattern(pattern, path) {
    const want = pattern.split('/').filter(Boolean);
    const have = path.split('/').filter(Boolean);
    return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

;// ./src/host/plugin-warnings.ts
/**
 * The run block that logs, through `$log.warn`, each warning about legacy or fragile plugin code
 * (old registration forms, unannotated functions): those issued before bootstrap, then each new one.
 * Each is issued once per plugin and form; the listener goes with the injector.
 */
function logPluginWarnings(catalog, $log, $rootScope) {
    const stop = catalog.onWarning((message) => $log.warn(message));
    $rootScope.$on('$destroy', stop);
}
logPluginWarnings.$inject = ['znPluginCatalog', '$log', '$rootScope'];

;// ./src/zengine-ui/hash-link.ts
/**
 * On every `<a>`: a click on a link whose href is `#` or empty does not navigate, so
 * `<a href="#" ng-click="pick(form)">` (as Zengine's tutorials write it) runs its ng-click and
 * stays on the plugin's page, whatever the host's routing mode.
 */
function hashLinkDirective() {
    return {
        restrict: 'E',
        link(_scope, element, attrs) {
            element.on('click', (event) => {
                const href = attrs.href;
                if (href === '#' || href === '')
                    event.preventDefault();
            });
        }
    };
}
hashLinkDirective.$inject = [];

;// ./src/zengine-ui/current-user.ts
/** The date format until the user's own is known (AngularJS `date` filter tokens). */
const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';
/**
 * The current user (`znData('Users').get({ id: 'me' })`), read once when first asked for, for the
 * filters and directives that show dates in the user's format. Internal (`znCurrentUser`).
 */
class CurrentUser {
    constructor(znData, $q) {
        this.znData = znData;
        this.$q = $q;
        this.user = null;
        this.loading = null;
    }
    /** The user once loaded (null before, or when it could not be read). */
    get() {
        this.load();
        return this.user;
    }
    /** Loads the user once; resolves with it, or null when the API did not give it. */
    load() {
        if (!this.loading) {
            this.loading = this.$q.when(this.znData('Users').get({ id: 'me' }))
                .then((user) => {
                this.user = user && typeof user === 'object' ? user : null;
                return this.user;
            }, () => null);
        }
        return this.loading;
    }
    /** The user's date format as AngularJS `date` filter tokens. */
    dateFormat() {
        var _a, _b;
        const format = (_b = (_a = this.get()) === null || _a === void 0 ? void 0 : _a.settings) === null || _b === void 0 ? void 0 : _b.dateFormat;
        return typeof format === 'string' && format.trim() !== '' ? toAngularDateFormat(format) : DEFAULT_DATE_FORMAT;
    }
}
CurrentUser.$inject = ['znData', '$q'];
/** A moment-style format (`MM/DD/YYYY`, Zengine's user setting) as AngularJS date filter tokens (`MM/dd/yyyy`). */
function toAngularDateFormat(format) {
    return format.replace(/YYYY/g, 'yyyy').replace(/YY/g, 'yy').replace(/DD/g, 'dd').replace(/\bD\b/g, 'd');
}

;// ./src/core/iso-date.ts
/**
 * The one reader of `YYYY-MM-DD`, the form the API writes dates of record fields in. Years 0001
 * to 9999 are taken literally, as ISO 8601 writes them: `0099-03-01` is in the year 99, never
 * 1999 (JavaScript's `new Date(99, 2, 1)` would say 1999). Year 0000 and days the calendar does
 * not have (`2023-02-29`) are no date. Used by the filter builder's date check, its date-string
 * directive and the `znUserDate` filter, so the three always agree.
 */
const ISO_DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
function isLeapYear(year) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
/** Days in a month of the (proleptic) Gregorian calendar. */
function daysInMonth(year, month) {
    if (month === 2)
        return isLeapYear(year) ? 29 : 28;
    return [4, 6, 9, 11].indexOf(month) === -1 ? 31 : 30;
}
/** The date `text` writes as `YYYY-MM-DD`, or null when it is not exactly such a real date. */
function parseIsoDateParts(text) {
    const match = typeof text === 'string' ? ISO_DATE_TEXT.exec(text) : null;
    if (!match)
        return null;
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
        return null;
    return { year, month, day };
}
/** True for a real calendar date written `YYYY-MM-DD` (years 0001-9999). */
function isIsoDate(text) {
    return parseIsoDateParts(text) !== null;
}
/**
 * `YYYY-MM-DD` as that day at local midnight (not UTC midnight, which shows as the day before
 * west of Greenwich), or null when the text is no such date.
 */
function localDateOfIsoDate(text) {
    const parts = parseIsoDateParts(text);
    if (!parts)
        return null;
    const date = new Date(2000, 0, 1);
    // setFullYear takes years below 100 as they are; the Date constructor would add 1900
    date.setFullYear(parts.year, parts.month - 1, parts.day);
    return date;
}
function pad(value, width) {
    let text = String(value);
    while (text.length < width)
        text = '0' + text;
    return text;
}
/** A Date's local calendar day as `YYYY-MM-DD` (the year with four digits: `0099`). */
function formatIsoDate(date) {
    return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

;// ./src/zengine-ui/user-date.ts

/**
 * The Date a date string stands for: `YYYY-MM-DD` as that day at local midnight (not UTC, which
 * would show the day before west of Greenwich); ISO 8601 with a time as the browser reads it;
 * Dates and timestamps as they are. Null when it is no date. Pure.
 */
function parseUserDate(input) {
    if (input instanceof Date)
        return isNaN(input.getTime()) ? null : input;
    if (typeof input === 'number')
        return isFinite(input) ? new Date(input) : null;
    if (typeof input !== 'string' || input.trim() === '')
        return null;
    // YYYY-MM-DD by the core's one reader (year 0099 is 99, never 1999)
    if (/^\d{4}-\d{2}-\d{2}$/.test(input.trim()))
        return localDateOfIsoDate(input.trim());
    const date = new Date(input.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2'));
    return isNaN(date.getTime()) ? null : date;
}
/**
 * `{{ '2015-04-09' | znUserDate }}`: the date in the current user's preferred format (their
 * `settings.dateFormat`; `MM/dd/yyyy` until it is known). Input that is no date is shown as given.
 */
function znUserDateFilter($filter, currentUser) {
    const filter = (input, format) => {
        const date = parseUserDate(input);
        if (!date)
            return input === null || input === undefined ? '' : input;
        return $filter('date')(date, format || currentUser.dateFormat());
    };
    // The output changes when the user's format arrives.
    filter.$stateful = true;
    return filter;
}
znUserDateFilter.$inject = ['$filter', 'znCurrentUser'];

;// ./src/zengine-ui/datetimepicker-wrapper.ts

/** The datepicker settings Zengine used for every datepicker (ui-bootstrap's `datepicker-options`). */
const DATE_OPTIONS = Object.freeze({ showWeeks: false, startingDay: 0 });
function datetimepicker_wrapper_pad(value) {
    return value < 10 ? '0' + value : String(value);
}
/** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with the time: the API's text for a date (local time). Pure. */
function formatApiDate(date, withTime) {
    const day = `${date.getFullYear()}-${datetimepicker_wrapper_pad(date.getMonth() + 1)}-${datetimepicker_wrapper_pad(date.getDate())}`;
    return withTime ? `${day} ${datetimepicker_wrapper_pad(date.getHours())}:${datetimepicker_wrapper_pad(date.getMinutes())}:${datetimepicker_wrapper_pad(date.getSeconds())}` : day;
}
/**
 * `<div ng-model="record.due" zn-datetimepicker-wrapper sync-time="true">` around a ui-bootstrap
 * datepicker (model `date`) and, optionally, a timepicker (model `time`): the element's model is a
 * string (`YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with sync-time) kept in step with both pickers,
 * as Zengine's directive did. Its child scope has `format` (the user's date format), `open($event)`,
 * `opened`, `user` and `dateOptions`.
 */
function znDatetimepickerWrapperDirective(currentUser) {
    return {
        restrict: 'A',
        require: 'ngModel',
        scope: true,
        link(scope, _element, attrs, ngModel) {
            const model = ngModel;
            const own = scope;
            const syncTime = () => !!scope.$eval(attrs.syncTime);
            own.date = null;
            own.time = null;
            own.opened = false;
            own.dateOptions = DATE_OPTIONS;
            own.format = currentUser.dateFormat();
            own.user = currentUser.get();
            currentUser.load().then((user) => {
                own.user = user;
                own.format = currentUser.dateFormat();
            });
            own.open = ($event) => {
                if ($event) {
                    $event.preventDefault();
                    $event.stopPropagation();
                }
                own.opened = true;
            };
            model.$render = () => {
                const date = parseUserDate(model.$viewValue);
                own.date = date;
                own.time = date ? new Date(date.getTime()) : null;
            };
            const push = () => {
                if (!own.date) {
                    if (model.$viewValue !== null && model.$viewValue !== undefined && model.$viewValue !== '')
                        model.$setViewValue('');
                    return;
                }
                const value = new Date(own.date.getTime());
                if (syncTime() && own.time)
                    value.setHours(own.time.getHours(), own.time.getMinutes(), own.time.getSeconds(), 0);
                const text = formatApiDate(value, syncTime());
                if (text !== model.$viewValue)
                    model.$setViewValue(text);
            };
            scope.$watch('date', (now, before) => { if (now !== before)
                push(); });
            scope.$watch('time', (now, before) => { if (now !== before)
                push(); });
        }
    };
}
znDatetimepickerWrapperDirective.$inject = ['znCurrentUser'];

;// ./src/zengine-ui/numeric-value.ts
/** The symbol of an ISO 4217 currency code in English (`USD` → `$`, `EUR` → `€`), or the code and a space. */
function currencySymbol(code) {
    try {
        // formatToParts and narrowSymbol are newer than the ES2017 typings this build targets.
        const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
        const part = format.formatToParts(0).find((item) => item.type === 'currency');
        return part ? part.value : `${code} `;
    }
    catch (_a) {
        return `${code} `; // not a currency code Intl knows
    }
}
/**
 * A number formatted by a number field's settings, as Zengine's `znNumericValue` filter did:
 * `decimal` places (none by default), two with a currency whatever `decimal` says, thousands
 * separated by commas, the `currency` symbol before the digits and a minus sign before the symbol:
 * `formatNumericValue('-1234.5678', usd)` → `-$1,234.57`. Input that is no number gives ''. Pure.
 */
function formatNumericValue(amount, field) {
    if (amount === null || amount === undefined || amount === '' || typeof amount === 'boolean')
        return '';
    const value = typeof amount === 'number' ? amount : Number(String(amount).trim());
    if (!isFinite(value))
        return '';
    const properties = (field && field.settings && field.settings.properties) || {};
    // A currency shows cents whatever `decimal` says: Zengine's filters doc gives `decimal: 7` with USD as `$1,234.57`.
    const places = properties.currency ? 2 : properties.decimal;
    const decimal = Math.min(20, Math.max(0, Math.floor(Number(places) || 0)));
    const [whole, fraction] = Math.abs(value).toFixed(decimal).split('.');
    let text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? '.' + fraction : '');
    if (properties.currency)
        text = currencySymbol(String(properties.currency)) + text;
    // No "-0.00": the sign only when something non-zero is shown.
    return value < 0 && /[1-9]/.test(whole + (fraction || '')) ? '-' + text : text;
}
/** `{{ value | znNumericValue:field }}`. */
function znNumericValueFilter() {
    return ((amount, field) => formatNumericValue(amount, field));
}
znNumericValueFilter.$inject = [];

;// ./src/zengine-ui/ui-draggable.ts
/**
 * `<li ui-draggable="draggableOptions">`: jQuery UI's draggable on the element, with the options
 * the expression gives (watched; a change is applied with `draggable('option', ...)`), destroyed
 * with the scope. Without jQuery UI (`$.fn.draggable`) it warns once and leaves the element alone.
 */
function uiDraggableDirective($log, $window) {
    let warned = false;
    return {
        restrict: 'A',
        link(scope, element, attrs) {
            // angular.element is jQuery when jQuery was loaded before AngularJS; otherwise use the page's jQuery.
            const jQuery = $window.jQuery;
            const widget = typeof element.draggable === 'function' || typeof jQuery !== 'function'
                ? element : jQuery(element[0]);
            if (typeof widget.draggable !== 'function') {
                if (!warned) {
                    warned = true;
                    $log.warn('ui-draggable: jQuery UI draggable ($.fn.draggable) is not loaded, so elements with ui-draggable do not move; ' +
                        'load jQuery, then jQuery UI, before AngularJS');
                }
                return;
            }
            const draggable = widget.draggable.bind(widget);
            draggable(scope.$eval(attrs.uiDraggable) || {});
            scope.$watch(attrs.uiDraggable, (options, previous) => {
                if (options !== previous && options && typeof options === 'object')
                    draggable('option', options);
            }, true);
            scope.$on('$destroy', () => {
                // The element may already be gone (or never got the widget): nothing to undo then.
                if (widget.data('ui-draggable'))
                    draggable('destroy');
            });
        }
    };
}
uiDraggableDirective.$inject = ['$log', '$window'];

;// ./src/zengine-ui/validate.ts
/**
 * `<div class="control-group" validate="myFormInput">` inside `<form name="myForm">`: once
 * `myForm.submitted` is true, the element gets the class `error` (and Bootstrap 3's `has-error`)
 * while the form's input of that name is invalid, as Zengine's `validate` directive did.
 */
function validateDirective() {
    return {
        restrict: 'A',
        require: '^form',
        link(scope, element, attrs, form) {
            const formController = form;
            scope.$watch(() => {
                const input = formController[attrs.validate];
                return !!formController.submitted && !!input && input.$valid === false;
            }, (invalid) => {
                element.toggleClass('error', invalid);
                element.toggleClass('has-error', invalid);
            });
        }
    };
}
validateDirective.$inject = [];

;// ./src/dialogs/document-of.ts
/** The document inside `$document` (its typings say HTMLElement & Document, which TypeScript reduces to never). */
function documentOf($document) {
    return $document[0];
}

;// ./src/dialogs/focus-trap.ts
// Keyboard focus inside a dialog: which elements Tab can reach, and where Tab goes at the edges.
// Plain DOM functions on the elements passed in; no globals.
const TABBABLE = [
    'a[href]', 'area[href]', 'button', 'input', 'select', 'textarea', 'iframe', 'object', 'embed',
    'audio[controls]', 'video[controls]', 'summary', '[tabindex]', '[contenteditable]:not([contenteditable="false"])'
].join(',');
function isTabbable(element) {
    if (element.tabIndex < 0 || element.hasAttribute('disabled'))
        return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden')
        return false;
    // Not rendered (display: none, or inside such an element): Tab skips it.
    return element.getClientRects().length > 0;
}
/** The elements inside `container` that Tab reaches, in document order. */
function tabbableElements(container) {
    const found = container.querySelectorAll(TABBABLE);
    return Array.prototype.filter.call(found, isTabbable);
}
/**
 * Where focus must go for a Tab (or Shift+Tab) press inside `dialog` so that it stays there, or
 * null when the browser's own move already stays inside.
 */
function trappedFocusTarget(dialog, active, backwards) {
    const tabbable = tabbableElements(dialog);
    if (!tabbable.length)
        return dialog;
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const outside = !active || active === dialog || !dialog.contains(active);
    if (backwards)
        return outside || active === first ? last : null;
    return outside || active === last ? first : null;
}
/**
 * The element to focus when a dialog opens: an `[autofocus]` element, else the preferred element,
 * else the first field of the body, else the dialog itself (which has tabindex="-1").
 */
function initialFocusTarget(dialog, preferred, body) {
    const autofocus = dialog.querySelector('[autofocus]');
    if (autofocus && isTabbable(autofocus))
        return autofocus;
    if (preferred && isTabbable(preferred))
        return preferred;
    const field = body ? tabbableElements(body)[0] : undefined;
    return field || dialog;
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
            throw new ZnError('znModal', 'unknown-button', `setBtnAction: there is no button ${given}; expected one of ${names}`);
        }
        if (typeof onClick !== 'function') {
            throw new ZnError('znModal', 'bad-callback', `setBtnAction: onClick for "${button.name}" must be a function, got ${describeValue(onClick)}`);
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

;// ./src/dialogs/templates/confirm.html
const confirm_namespaceObject = "<p class=\"zn-confirm-message\" ng-attr-id=\"{{messageId}}\" ng-bind-html=\"message\"></p>";
;// ./src/dialogs/templates/message-container.html
const message_container_namespaceObject = "<div class=\"zn-messages\"> <div class=\"zn-messages-region zn-messages-alerts\" data-zn-region=\"alert\" role=\"alert\" aria-live=\"assertive\"></div> <div class=\"zn-messages-region zn-messages-status\" data-zn-region=\"status\" role=\"status\" aria-live=\"polite\"></div> </div>";
;// ./src/dialogs/templates/message.html
const message_namespaceObject = "<div class=\"alert alert-dismissible zn-message\" ng-class=\"['alert-' + message.colour, 'zn-message-' + message.type]\"> <span class=\"zn-message-text\" ng-bind-html=\"message.text\"></span> <button type=\"button\" class=\"close zn-message-close\" aria-label=\"Close\" ng-click=\"message.close()\"><span aria-hidden=\"true\">&times;</span></button> </div>";
;// ./src/dialogs/templates/modal.html
const modal_namespaceObject = "<div class=\"zn-modal-layer\"> <div class=\"modal-backdrop zn-modal-backdrop in\" aria-hidden=\"true\"></div> <div class=\"modal zn-modal in\" ng-class=\"dialog.classes\" ng-attr-role=\"{{dialog.role}}\" aria-modal=\"true\" tabindex=\"-1\" ng-attr-aria-labelledby=\"{{dialog.title ? dialog.titleId : undefined}}\" ng-attr-aria-label=\"{{dialog.title ? undefined : dialog.label}}\" ng-attr-aria-describedby=\"{{dialog.describedBy || undefined}}\"> <div class=\"modal-dialog zn-modal-dialog\"> <div class=\"modal-content zn-modal-content\"> <div class=\"modal-header zn-modal-header\" ng-if=\"dialog.title || dialog.closeButton\"> <button type=\"button\" class=\"close zn-modal-close\" aria-label=\"Close\" ng-if=\"dialog.closeButton\" ng-click=\"dialog.dismiss()\"><span aria-hidden=\"true\">&times;</span></button> <h4 class=\"modal-title zn-modal-title\" ng-if=\"dialog.title\" ng-attr-id=\"{{dialog.titleId}}\" ng-bind=\"dialog.title\"></h4> </div> <div class=\"modal-body zn-modal-body\" data-zn-modal-body></div> <div class=\"modal-footer zn-modal-footer\" ng-if=\"dialog.buttons.length\"> <button type=\"button\" class=\"btn zn-modal-button\" ng-repeat=\"button in dialog.buttons track by $index\" ng-class=\"button.className\" ng-disabled=\"dialog.busy\" data-zn-button=\"{{button.name}}\" ng-click=\"dialog.click(button.name)\" ng-bind=\"button.name\"></button> </div> </div> </div> </div> </div>";
;// ./src/dialogs/templates.ts




// $templateCache keys: a host replaces a template by putting its own markup under the same key
// in a run block of its module (see docs/dialogs.md).
const MODAL_TEMPLATE = 'zn/template/modal.html';
const CONFIRM_TEMPLATE = 'zn/template/confirm.html';
const MESSAGE_CONTAINER_TEMPLATE = 'zn/template/message-container.html';
const MESSAGE_TEMPLATE = 'zn/template/message.html';
/** Run block: puts the dialog templates in $templateCache. */
function putDialogTemplates($templateCache) {
    $templateCache.put(MODAL_TEMPLATE, modal_namespaceObject);
    $templateCache.put(CONFIRM_TEMPLATE, confirm_namespaceObject);
    $templateCache.put(MESSAGE_CONTAINER_TEMPLATE, message_container_namespaceObject);
    $templateCache.put(MESSAGE_TEMPLATE, message_namespaceObject);
}
putDialogTemplates.$inject = ['$templateCache'];

;// ./src/dialogs/modal-dialog.ts





let dialogCount = 0;
function modal_dialog_noop() { }
/**
 * One dialog, from opening to closing. The frame (title, close button, buttons) is compiled from
 * `zn/template/modal.html` on a scope of its own; the body on the content scope (spec 4.5 scope
 * rules), so the frame's names never collide with the plugin's.
 */
class ModalDialog {
    constructor(spec, services, hooks) {
        this.spec = spec;
        this.services = services;
        this.hooks = hooks;
        this.frameScope = null;
        this.layer = null;
        this.entry = null;
        this.focusTimer = null;
        this.isClosed = false;
        this.contentScopeDestroyed = false;
        const { $q } = services;
        this.closedDeferred = $q.defer();
        this.openedDeferred = $q.defer();
        // Rejected only when the dialog never got into the page (its template failed to load, which
        // $exceptionHandler reports anyway, or it was closed first): no "Possibly unhandled
        // rejection" for callers that never look at `opened`.
        this.openedDeferred.promise.catch(modal_dialog_noop);
        this.buttons = new ModalButtons(spec.buttons, {
            isOpen: () => !this.isClosed,
            close: (name) => this.close(name),
            report: (error) => services.$exceptionHandler(error),
            settle: (value, resolved, rejected) => { $q.when(value).then(resolved, rejected); },
            setBusy: (busy) => { if (this.frameScope && this.frameScope.dialog)
                this.frameScope.dialog.busy = busy; }
        });
        this.contentScope = this.createContentScope();
        this.stopWatchingScope = this.contentScope.$on('$destroy', () => {
            // AngularJS is destroying it (or its parent) right now; destroying it again from inside
            // that $destroy broadcast would break the broadcast's walk through the scopes.
            this.contentScopeDestroyed = true;
            this.close(undefined);
        });
        this.handle = {
            close: (result) => this.close(result),
            closed: this.closedDeferred.promise,
            opened: this.openedDeferred.promise,
            scope: this.contentScope
        };
    }
    /** The classes given in `classes`, for `unique`. */
    hasClass(name) {
        return this.spec.classes.includes(name);
    }
    /** Loads the body template (templateUrl first), then puts the dialog in the page. */
    open() {
        const { templateUrl } = this.spec;
        if (templateUrl === null) {
            this.show(this.spec.template);
            return;
        }
        const cached = this.services.$templateCache.get(templateUrl);
        if (typeof cached === 'string') {
            this.show(cached);
            return;
        }
        let request;
        try {
            request = this.services.$templateRequest(templateUrl, true);
        }
        catch (refused) {
            // $sce refuses a URL of another origin before any request is made.
            request = this.services.$q.reject(refused);
        }
        request.then((html) => this.show(html), () => {
            const error = new ZnError('znModal', 'template-not-found', `could not load templateUrl "${templateUrl}"; expected the id of a ` +
                '<script type="text/ng-template"> element, a $templateCache key or a reachable URL');
            this.services.$exceptionHandler(error);
            this.openedDeferred.reject(error);
            this.close(undefined);
        });
    }
    /** Closes the dialog: destroys its scopes, removes its DOM, gives focus back, resolves `closed`. */
    close(result) {
        if (this.isClosed)
            return;
        this.isClosed = true;
        this.stopWatchingScope();
        if (this.focusTimer)
            this.services.$timeout.cancel(this.focusTimer);
        if (this.frameScope)
            this.frameScope.$destroy();
        if (!this.contentScopeDestroyed)
            this.contentScope.$destroy();
        if (this.layer)
            this.layer.remove();
        if (this.entry) {
            this.services.stack.remove(this.entry);
        }
        else {
            this.openedDeferred.reject(new ZnError('znModal', 'closed-before-open', 'the dialog was closed before its template loaded'));
        }
        this.closedDeferred.resolve(result);
        this.hooks.closed(this);
    }
    createContentScope() {
        const { $rootScope } = this.services;
        const source = this.spec.scope;
        let scope;
        if (source.kind === 'child') {
            scope = source.parent.$new();
        }
        else if (source.kind === 'isolate') {
            scope = angular.extend($rootScope.$new(true), source.values);
        }
        else {
            scope = $rootScope.$new();
        }
        const content = scope;
        content.setBtnAction = (name, onClick) => this.buttons.setAction(name, onClick);
        return content;
    }
    show(bodyHtml) {
        if (this.isClosed)
            return;
        this.hooks.beforeShow(this);
        const { $compile, $rootScope, $document, $timeout, stack } = this.services;
        const spec = this.spec;
        const frameScope = $rootScope.$new(true);
        frameScope.dialog = {
            title: spec.title,
            titleId: `zn-modal-title-${++dialogCount}`,
            label: spec.label,
            role: spec.role,
            describedBy: spec.describedBy,
            classes: spec.classes.join(' '),
            closeButton: spec.closeButton,
            buttons: spec.buttons.map(({ name, className }) => ({ name, className })),
            busy: false,
            click: (name) => this.buttons.click(name),
            dismiss: () => this.close(undefined)
        };
        this.frameScope = frameScope;
        const layer = this.services.linkFrame(frameScope);
        this.layer = layer;
        const dialog = (layer[0].querySelector('.zn-modal') || layer[0]);
        const slot = layer[0].querySelector('[data-zn-modal-body]');
        if (!slot) {
            this.close(undefined);
            throw new ZnError('znModal', 'bad-template', `the template ${MODAL_TEMPLATE} has no element with the attribute data-zn-modal-body; ` +
                'expected one where the body goes');
        }
        const bodySlot = angular.element(slot);
        if (bodyHtml.trim()) {
            bodySlot.html(bodyHtml);
            $compile(bodySlot.contents())(this.contentScope);
        }
        else {
            bodySlot.remove();
        }
        angular.element(documentOf($document).body).append(layer);
        this.entry = { layer: layer[0], dialog, escapeCloses: spec.closeButton, dismiss: () => this.close(undefined) };
        stack.push(this.entry);
        // Focus once a digest has rendered the frame and the body (ng-if, ng-repeat).
        this.focusTimer = $timeout(() => this.focusInitial(dialog, bodySlot[0] || null), 0, false);
        this.openedDeferred.resolve();
        $rootScope.$evalAsync(modal_dialog_noop);
    }
    focusInitial(dialog, body) {
        this.focusTimer = null;
        const name = this.spec.initialFocus;
        const buttons = Array.prototype.slice.call(dialog.querySelectorAll('[data-zn-button]'));
        const preferred = name === null ? null : buttons.find((button) => button.getAttribute('data-zn-button') === name) || null;
        const target = initialFocusTarget(dialog, preferred, body && body.isConnected ? body : null);
        target.focus();
    }
}

;// ./src/dialogs/modal-stack.ts


/** The class `body` has while any dialog is open; dialogs.css stops the page scrolling with it. */
const BODY_OPEN_CLASS = 'zn-modal-open';
/** Bootstrap 3's modal z-index; each dialog opened on top of another gets 10 more. */
const BASE_Z_INDEX = 1050;
/**
 * The open dialogs, last in first out. While any is open: `body` has BODY_OPEN_CLASS (with the
 * scroll bar's width added as padding, so the page does not shift), and one keydown listener on
 * the document closes the top dialog on ESC and keeps Tab inside it.
 */
class ModalStack {
    constructor($document, $window, $rootScope) {
        this.$document = $document;
        this.$window = $window;
        this.$rootScope = $rootScope;
        this.items = [];
        this.savedPaddingRight = null;
        this.onKeydown = (jqEvent) => {
            // jqLite hands over the native event; jQuery (when the host loads it first) wraps it.
            const event = (jqEvent.originalEvent || jqEvent);
            const top = this.items[this.items.length - 1];
            if (!top || event.defaultPrevented)
                return;
            if (event.key === 'Escape' || event.key === 'Esc') {
                if (!top.entry.escapeCloses)
                    return;
                event.preventDefault();
                this.$rootScope.$apply(() => top.entry.dismiss());
            }
            else if (event.key === 'Tab') {
                const target = trappedFocusTarget(top.entry.dialog, documentOf(this.$document).activeElement, event.shiftKey);
                if (target) {
                    event.preventDefault();
                    target.focus();
                }
            }
        };
    }
    /** Puts a dialog on top, remembering the focused element. Call it once the dialog is in the page. */
    push(entry) {
        const top = this.items[this.items.length - 1];
        const zIndex = top ? top.zIndex + 10 : BASE_Z_INDEX;
        entry.layer.style.zIndex = String(zIndex);
        if (!top)
            this.lockPage();
        this.items.push({ entry, opener: documentOf(this.$document).activeElement, zIndex });
    }
    /** Takes a dialog off (from any position), giving the focus back when it was the top one. */
    remove(entry) {
        const index = this.items.findIndex((item) => item.entry === entry);
        if (index < 0)
            return;
        const [item] = this.items.splice(index, 1);
        if (!this.items.length)
            this.unlockPage();
        if (index === this.items.length)
            this.restoreFocus(item.opener);
    }
    restoreFocus(opener) {
        const body = documentOf(this.$document).body;
        if (opener instanceof HTMLElement && opener !== body && opener.isConnected) {
            opener.focus();
            return;
        }
        // The opener went away (e.g. it was inside a dialog that closed first): keep focus in the new top dialog.
        const top = this.items[this.items.length - 1];
        if (top)
            top.entry.dialog.focus();
    }
    lockPage() {
        const documentElement = documentOf(this.$document).documentElement;
        const body = angular.element(documentOf(this.$document).body);
        const scrollbarWidth = this.$window.innerWidth - documentElement.clientWidth;
        if (scrollbarWidth > 0) {
            const style = body[0].style;
            this.savedPaddingRight = style.paddingRight;
            const current = parseFloat(this.$window.getComputedStyle(body[0]).paddingRight) || 0;
            style.paddingRight = `${current + scrollbarWidth}px`;
        }
        body.addClass(BODY_OPEN_CLASS);
        this.$document.on('keydown', this.onKeydown);
    }
    unlockPage() {
        const body = angular.element(documentOf(this.$document).body);
        body.removeClass(BODY_OPEN_CLASS);
        if (this.savedPaddingRight !== null) {
            body[0].style.paddingRight = this.savedPaddingRight;
            this.savedPaddingRight = null;
        }
        this.$document.off('keydown', this.onKeydown);
    }
}

;// ./src/dialogs/dialog-opener.ts



function dialog_opener_noop() { }
/**
 * Opens dialogs from checked specs; shared by znModal and znConfirm (internal, registered as
 * `znDialogOpener`). Knows every dialog that is open or loading its template, for `unique`, and
 * closes them all when the application's root scope is destroyed.
 */
class DialogOpener {
    constructor($compile, $rootScope, $document, $window, $timeout, $q, $templateCache, $templateRequest, $exceptionHandler) {
        this.dialogs = [];
        const stack = new ModalStack($document, $window, $rootScope);
        let frameHtml;
        let frameLink;
        // Compiling the frame once and cloning it per dialog saves parsing it each time; a host that
        // replaces the template (even later) gets its own markup compiled on the next dialog.
        const linkFrame = (scope) => {
            const html = $templateCache.get(MODAL_TEMPLATE);
            if (html !== frameHtml) {
                frameLink = $compile(html.trim());
                frameHtml = html;
            }
            return frameLink(scope, dialog_opener_noop);
        };
        this.services = { $compile, $rootScope, $document, $timeout, $q, $templateCache, $templateRequest, $exceptionHandler, stack, linkFrame };
        $rootScope.$on('$destroy', () => this.dialogs.slice().forEach((dialog) => dialog.close(undefined)));
    }
    open(spec) {
        const dialog = new ModalDialog(spec, this.services, {
            beforeShow: (shown) => this.closeOthers(shown),
            closed: (closed) => this.dialogs.splice(this.dialogs.indexOf(closed), 1)
        });
        this.dialogs.push(dialog);
        dialog.open();
        return dialog.handle;
    }
    /** `unique`: true closes every other dialog, a class name those that carry it. */
    closeOthers(shown) {
        const unique = shown.spec.unique;
        if (unique === false)
            return;
        this.dialogs
            .filter((other) => other !== shown && (unique === true || other.hasClass(unique)))
            .forEach((other) => other.close(undefined));
    }
}
DialogOpener.$inject = ['$compile', '$rootScope', '$document', '$window', '$timeout', '$q', '$templateCache',
    '$templateRequest', '$exceptionHandler'];

;// ./src/dialogs/dialog-text.ts

/** The text of a message or a question: a non-empty string, or a number shown as text. */
function checkDialogText(service, value) {
    if (typeof value === 'number' && isFinite(value))
        return String(value);
    if (typeof value === 'string' && value.trim() !== '')
        return value;
    throw new ZnError(service, 'bad-message', `message must be a non-empty string (or a number), got ${describeValue(value)}`);
}

;// ./src/dialogs/zn-confirm.ts



const zn_confirm_SERVICE = 'znConfirm';
let confirmCount = 0;
function checkCallback(name, value) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'function')
        return value;
    throw new ZnError(zn_confirm_SERVICE, 'bad-callback', `${name} must be a function, got ${describeValue(value)}`);
}
/**
 * `znConfirm(message, [callback], [cancelCallback])`: a dialog (role="alertdialog") built on the
 * dialog opener. With a callback: Yes (runs it) and No; without: OK. Resolves true after Yes.
 */
function znConfirmFactory(opener, $exceptionHandler) {
    return (message, callback, cancelCallback) => {
        const text = checkDialogText(zn_confirm_SERVICE, message);
        const onYes = checkCallback('callback', callback);
        const onCancel = checkCallback('cancelCallback', cancelCallback);
        const messageId = `zn-confirm-message-${++confirmCount}`;
        const buttons = onYes
            ? [{ name: 'Yes', className: 'btn-primary', action: () => onYes(), closes: true },
                { name: 'No', className: 'btn-default', closes: true }]
            : [{ name: 'OK', className: 'btn-primary', closes: true }];
        const handle = opener.open({
            title: '',
            template: '',
            templateUrl: CONFIRM_TEMPLATE,
            classes: ['zn-confirm'],
            closeButton: true,
            unique: false,
            buttons,
            scope: { kind: 'isolate', values: { message: text, messageId } },
            role: 'alertdialog',
            label: 'Confirm',
            describedBy: messageId,
            // The answer that changes nothing gets the focus, so a stray Enter does no harm.
            initialFocus: onYes ? 'No' : 'OK'
        });
        return handle.closed.then((result) => {
            const confirmed = !!onYes && result === 'Yes';
            if (!confirmed && onCancel) {
                try {
                    onCancel();
                }
                catch (error) {
                    $exceptionHandler(error);
                }
            }
            return confirmed;
        });
    };
}
znConfirmFactory.$inject = ['znDialogOpener', '$exceptionHandler'];

;// ./src/dialogs/message-text.ts

function textIn(value) {
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
/**
 * The text of an error a plugin hands to `znMessage(err, 'error')`, as Zengine's modules did with
 * the failure of a call: a znData failure (`userMessage`), an `Error` or anything with a `message`,
 * an `$http` response (`{ status, data: { message } }`, `data` as text), or `{ error: Error }`.
 * Undefined when none of these holds text. Pure; reads own data only (no getters run twice).
 */
function errorMessageOf(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    const error = value;
    const data = error.data;
    const nested = isPlainObject(data) ? data : {};
    const inner = error.error !== null && typeof error.error === 'object' ? error.error : {};
    const candidates = [error.userMessage, error.message, nested.userMessage, nested.message, data, inner.message, error.statusText];
    for (const candidate of candidates) {
        const text = textIn(candidate);
        if (text !== undefined)
            return text;
    }
    return undefined;
}

;// ./src/dialogs/message-options.ts

const message_options_SERVICE = 'znMessage';
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
/**
 * The type to show: the default for none, info (with a warning) for an unknown name or a type that
 * is no string (Zengine's host showed those too; `znMessage('Saved', 3000)` is a mistake it ran).
 */
function checkMessageType(value, warn) {
    if (value === undefined || value === null)
        return 'info';
    if (typeof value !== 'string') {
        warn(`${message_options_SERVICE}: type must be one of ${MESSAGE_TYPES.join(', ')}, got ${describeValue(value)}; showing it as info`);
        return 'info';
    }
    if (MESSAGE_TYPES.includes(value))
        return value;
    warn(`${message_options_SERVICE}: unknown type "${value}", showing it as info; expected one of ${MESSAGE_TYPES.join(', ')}`);
    return 'info';
}
/**
 * The display time in milliseconds: the default for none, 0 for "until closed". Digits as text
 * (`'4000'`) are read as the number with a warning, as the timer of Zengine's host read them; with
 * `warn`, any other value gives the default with a warning; without it, a ZnError.
 */
function checkDuration(value, warn) {
    if (value === undefined || value === null)
        return DEFAULT_DURATION;
    if (typeof value === 'number' && isFinite(value) && value >= 0 && value <= MAX_DURATION)
        return value;
    if (!warn) {
        throw new ZnError(message_options_SERVICE, 'bad-option', `duration must be a number of milliseconds from 0 (until closed) to ${MAX_DURATION}, ` +
            `got ${describeValue(value)}`);
    }
    const digits = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN;
    const duration = digits <= MAX_DURATION ? digits : DEFAULT_DURATION;
    warn(`${message_options_SERVICE}: duration must be a number of milliseconds from 0 (until closed) to ${MAX_DURATION}, got ${describeValue(value)}; using ${duration}`);
    return duration;
}

;// ./src/dialogs/message-timer.ts
/**
 * A countdown that can be held (pointer or focus on a message) and resumes with the time that
 * was left. A duration of 0 never expires.
 */
class PausableTimer {
    constructor(clock, onExpire) {
        this.clock = clock;
        this.onExpire = onExpire;
        this.timer = null;
        this.deadline = 0;
        this.remaining = 0;
        this.duration = 0;
        this.holds = new Set();
    }
    /** Starts again from `duration` (still held if a hold is on). */
    restart(duration) {
        this.stop();
        this.duration = duration;
        this.remaining = duration;
        if (!this.holds.size)
            this.run();
    }
    /** Pauses for `reason` until `release(reason)`. */
    hold(reason) {
        if (this.holds.has(reason))
            return;
        this.holds.add(reason);
        if (this.timer !== null) {
            this.stop();
            this.remaining = Math.max(0, this.deadline - this.clock.now());
        }
    }
    /** Ends the hold for `reason`; with no hold left the countdown resumes. */
    release(reason) {
        if (this.holds.delete(reason) && !this.holds.size)
            this.run();
    }
    stop() {
        if (this.timer === null)
            return;
        this.clock.cancel(this.timer);
        this.timer = null;
    }
    run() {
        if (this.duration === 0)
            return;
        this.deadline = this.clock.now() + this.remaining;
        this.timer = this.clock.schedule(() => {
            this.timer = null;
            this.onExpire();
        }, this.remaining);
    }
}

;// ./src/dialogs/zn-message.ts







function zn_message_noop() { }
/**
 * The banner of znMessage: a container fixed at the top of the page, with an assertive live
 * region (error, warning) and a polite one (info, saved). The container is added on first use
 * and then stays (empty and invisible), so both regions exist before any later text arrives;
 * the first message itself goes in one tick after the container.
 */
class MessageBanner {
    constructor($compile, $rootScope, $document, $timeout, $templateCache, $log) {
        this.$compile = $compile;
        this.$rootScope = $rootScope;
        this.$document = $document;
        this.$timeout = $timeout;
        this.$templateCache = $templateCache;
        this.$log = $log;
        /** Oldest first. */
        this.messages = [];
        this.container = null;
        this.pendingInsert = null;
        /** Warnings given already: each once. */
        this.warned = new Set();
        $rootScope.$on('$destroy', () => this.destroy());
    }
    /** `znMessage(message, [type], [duration])`, or `znMessage(false)` to close every message. */
    show(message, type, duration) {
        var _a;
        if (message === false) {
            this.messages.slice().forEach((shown) => this.close(shown));
            return undefined;
        }
        // An error object (Zengine's modules pass the API's failure) shows its message.
        const text = checkDialogText('znMessage', (_a = errorMessageOf(message)) !== null && _a !== void 0 ? _a : message);
        const warn = (warning) => {
            if (this.warned.has(warning))
                return;
            this.warned.add(warning);
            this.$log.warn(warning);
        };
        const kind = checkMessageType(type, warn);
        const milliseconds = checkDuration(duration, warn);
        const key = `${kind}\n${text}`;
        const existing = this.messages.find((shown) => shown.key === key);
        if (existing) {
            this.repeat(existing, milliseconds);
            return existing.handle;
        }
        const added = this.create(key, text, kind, milliseconds);
        this.messages.push(added);
        while (this.messages.length > (/* inlined export .MAX_VISIBLE */5))
            this.close(this.messages[0]);
        if (!this.container)
            this.createContainer();
        if (!this.pendingInsert)
            this.insert(added);
        return added.handle;
    }
    create(key, text, type, duration) {
        const $timeout = this.$timeout;
        const message = {
            key, text, type, duration,
            timer: new PausableTimer({
                now: () => Date.now(),
                schedule: (callback, milliseconds) => $timeout(callback, milliseconds, false),
                cancel: (timer) => { $timeout.cancel(timer); }
            }, () => this.close(message)),
            handle: { close: () => this.close(message) },
            scope: null,
            element: null,
            closed: false
        };
        return message;
    }
    /** The same message again: restarts its timer and moves it to the top, which announces it again. */
    repeat(message, duration) {
        message.duration = duration;
        this.messages.splice(this.messages.indexOf(message), 1);
        this.messages.push(message);
        if (!message.element)
            return;
        const region = message.element[0].parentNode;
        region.insertBefore(message.element[0], region.firstChild);
        message.timer.restart(duration);
    }
    createContainer() {
        const container = angular.element(this.$templateCache.get(MESSAGE_CONTAINER_TEMPLATE));
        for (const region of ['alert', 'status']) {
            if (!container[0].querySelector(`[data-zn-region="${region}"]`)) {
                throw new ZnError('znMessage', 'bad-template', `the template ${MESSAGE_CONTAINER_TEMPLATE} has no element with ` +
                    `data-zn-region="${region}"; expected one for each of alert and status`);
            }
        }
        angular.element(documentOf(this.$document).body).append(container);
        this.container = container;
        // A live region announces changes, not its content on arrival: the text comes one tick later.
        this.pendingInsert = this.$timeout(() => {
            this.pendingInsert = null;
            this.messages.slice().forEach((waiting) => this.insert(waiting));
        }, 0, false);
    }
    insert(message) {
        if (message.element || message.closed || !this.container)
            return;
        const scope = this.$rootScope.$new(true);
        scope.message = {
            text: message.text,
            type: message.type,
            colour: colourOf(message.type),
            close: () => this.close(message)
        };
        const element = this.$compile(this.$templateCache.get(MESSAGE_TEMPLATE))(scope);
        const timer = message.timer;
        element.on('mouseenter', () => timer.hold('pointer'));
        element.on('mouseleave', () => timer.release('pointer'));
        element.on('focusin', () => timer.hold('focus'));
        element.on('focusout', (event) => {
            const next = (event.originalEvent || event).relatedTarget;
            if (!next || !element[0].contains(next))
                timer.release('focus');
        });
        const region = this.container[0].querySelector(`[data-zn-region="${regionOf(message.type)}"]`);
        region.insertBefore(element[0], region.firstChild);
        message.scope = scope;
        message.element = element;
        timer.restart(message.duration);
        this.$rootScope.$evalAsync(zn_message_noop);
    }
    close(message) {
        if (message.closed)
            return;
        message.closed = true;
        message.timer.stop();
        this.messages.splice(this.messages.indexOf(message), 1);
        if (message.scope)
            message.scope.$destroy();
        if (message.element)
            message.element.remove();
    }
    destroy() {
        this.messages.slice().forEach((shown) => this.close(shown));
        if (this.pendingInsert)
            this.$timeout.cancel(this.pendingInsert);
        this.pendingInsert = null;
        if (this.container)
            this.container.remove();
        this.container = null;
    }
}
MessageBanner.$inject = ['$compile', '$rootScope', '$document', '$timeout', '$templateCache', '$log'];
/** `znMessage`: the banner's `show`, as a function. */
function znMessageFactory($injector) {
    const banner = $injector.instantiate(MessageBanner);
    return ((message, type, duration) => banner.show(message, type, duration));
}
znMessageFactory.$inject = ['$injector'];

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
function modal_options_fail(code, message) {
    throw new ZnError(modal_options_SERVICE, code, message);
}
function optionalString(options, key, example) {
    const value = options[key];
    if (value === undefined || typeof value === 'string')
        return value;
    return modal_options_fail('bad-option', `${key} must be a string such as ${example}, got ${describeValue(value)}`);
}
/**
 * The title: a string, or a number shown as text with a warning (Zengine's dialog interpolated
 * `{{title}}`, so `title: 2024` showed "2024"); anything else is a mistake.
 */
function readTitle(value, warn) {
    if (typeof value === 'number' && isFinite(value)) {
        warn('title', `znModal: title ${value} is a number; it is shown as text. Pass a string such as '${value}'`);
        return String(value);
    }
    return optionalString({ title: value }, 'title', "'Edit record'");
}
function checkButton(name, value, warn) {
    if (!isPlainObject(value)) {
        modal_options_fail('bad-button', `btns["${name}"] must be an object such as { primary: true, action: fn }, got ${describeValue(value)}`);
    }
    for (const key of Object.keys(value)) {
        if (!BUTTON_KEYS.includes(key)) {
            warn(`btns.${key}`, `znModal: btns["${name}"] has an unknown key "${key}", which is ignored; expected ${BUTTON_KEYS.join(', ')}`);
        }
    }
    for (const key of [...COLOURS, 'close']) {
        if (value[key] !== undefined && typeof value[key] !== 'boolean') {
            modal_options_fail('bad-option', `btns["${name}"].${key} must be true or false, got ${describeValue(value[key])}`);
        }
    }
    if (value.action !== undefined && typeof value.action !== 'function') {
        modal_options_fail('bad-callback', `btns["${name}"].action must be a function, got ${describeValue(value.action)}`);
    }
    const colour = COLOURS.find((flag) => value[flag] === true);
    return {
        name,
        className: `btn-${colour || 'default'}`,
        action: value.action,
        closes: value.close !== false
    };
}
function checkButtons(btns, warn) {
    if (btns === undefined)
        return [];
    if (!isPlainObject(btns)) {
        modal_options_fail('bad-option', `btns must be an object of buttons such as { Save: { primary: true, action: fn } }, got ${describeValue(btns)}`);
    }
    return Object.keys(btns).map((name) => {
        if (!name.trim())
            modal_options_fail('bad-button', 'btns has a button with empty text; expected each key to be the button\'s text');
        return checkButton(name, btns[name], warn);
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
                modal_options_fail('reserved-name', `scope property "${key}" would hide the scope's own ${key}; expected names that do not start with $ and are not setBtnAction`);
            }
        }
        return { kind: 'isolate', values: scope };
    }
    return modal_options_fail('bad-option', `scope must be a scope (e.g. the controller's $scope) or a plain object, got ${describeValue(scope)}`);
}
function checkUnique(unique) {
    if (unique === undefined)
        return false;
    if (typeof unique === 'boolean')
        return unique;
    if (typeof unique === 'string' && /^[^\s]+$/.test(unique))
        return unique;
    return modal_options_fail('bad-option', `unique must be true, false or one class name such as 'my-dialog', got ${describeValue(unique)}`);
}
/**
 * Checks znModal's options and turns them into a dialog spec; a mistake is a ZnError. An unknown
 * option or button key is ignored, as Zengine's znModal ignored it (its plugins pass `width`,
 * `afterClose`, `header`...), and handed to `warn`.
 */
function normalizeModalOptions(options, warn = () => undefined) {
    if (!isPlainObject(options)) {
        modal_options_fail('bad-options', `expects an options object such as { title: 'Edit', template: '<p>…</p>' }, got ${describeValue(options)}`);
    }
    for (const key of Object.keys(options)) {
        if (!MODAL_OPTION_KEYS.includes(key)) {
            warn(key, `znModal: unknown option "${key}" is ignored; expected ${MODAL_OPTION_KEYS.join(', ')}`);
        }
    }
    const title = readTitle(options.title, warn);
    const template = optionalString(options, 'template', "'<p>Hello</p>'");
    const templateUrl = optionalString(options, 'templateUrl', "'my-dialog.html'");
    if (templateUrl === '')
        modal_options_fail('bad-option', 'templateUrl must not be empty; expected the id of a <script type="text/ng-template"> or a URL');
    const classes = optionalString(options, 'classes', "'zn-modal-wide my-dialog'");
    const closeButton = options.closeButton;
    if (closeButton !== undefined && typeof closeButton !== 'boolean') {
        modal_options_fail('bad-option', `closeButton must be true or false, got ${describeValue(closeButton)}`);
    }
    return {
        title: title || '',
        template: template || '',
        templateUrl: templateUrl === undefined ? null : templateUrl,
        classes: classes ? classes.split(/\s+/).filter(Boolean) : [],
        closeButton: closeButton !== false,
        unique: checkUnique(options.unique),
        buttons: checkButtons(options.btns, warn),
        scope: checkScope(options.scope),
        role: 'dialog',
        label: 'Dialog',
        describedBy: null,
        initialFocus: null
    };
}

;// ./src/dialogs/zn-modal.ts

/**
 * `znModal(options)`: checks the options (a ZnError for a mistake; an unknown option is warned
 * about once per key and ignored, as Zengine ignored it) and opens the dialog. The content scope's
 * type parameter is the caller's description of it, unchecked at run time.
 */
function znModalFactory(opener, $log) {
    const warned = new Set();
    const warn = (key, message) => {
        if (warned.has(key))
            return;
        warned.add(key);
        $log.warn(message);
    };
    return (options) => opener.open(normalizeModalOptions(options, warn));
}
znModalFactory.$inject = ['znDialogOpener', '$log'];

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
const PREFIXES = [
    '', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'not-validates', 'in', 'not-in'
];
/** The rule values of `not-validates`. */
const VALIDATION_RULES = ['alpha', 'alphaNumeric', 'emailAddress', 'numeric', 'zipCode', 'unique'];
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
    return typeof value === 'string' && PREFIXES.includes(value);
}

;// ./src/filters/builder/widgets.ts


const TEXT = [
    ['', 'text'], ['not', 'text'], ['contains', 'text'], ['not-contains', 'text'],
    ['starts-with', 'text'], ['ends-with', 'text'], ['not-validates', 'validation-rule']
];
const RANGE = (widget) => [['', widget], ['not', widget], ['min', widget], ['max', widget]];
const CHOICES = (single, multi) => [['', single], ['not', single], ['in', multi], ['not-in', multi]];
const EQUALITY = (widget) => [['', widget], ['not', widget]];
/**
 * Kind → the prefixes offered, in this order, and the widget each one edits its value with
 * (before `prefixBlacklist` is applied). The table of docs/filter-builder.md is this one.
 */
const KIND_PREFIX_WIDGETS = Object.freeze({
    text: TEXT,
    file: TEXT.filter(([prefix]) => prefix !== 'not-validates'),
    number: RANGE('number'),
    year: RANGE('year'),
    date: RANGE('date'),
    datetime: RANGE('date'),
    choice: CHOICES('choice', 'choice-multi'),
    checkbox: [['', 'choice'], ['not', 'choice'], ['contains', 'choice'], ['in', 'choice-multi'], ['not-in', 'choice-multi']],
    country: CHOICES('country', 'country-multi'),
    state: CHOICES('state', 'state-multi'),
    member: EQUALITY('member'),
    creator: EQUALITY('member'),
    linked: EQUALITY('record'),
    folder: EQUALITY('folder')
});
/** The prefixes a kind offers, minus the blacklisted ones. */
function prefixesFor(kind, prefixBlacklist = []) {
    return KIND_PREFIX_WIDGETS[kind].map(([prefix]) => prefix).filter((prefix) => !prefixBlacklist.includes(prefix));
}
/** The widget for a kind and prefix, or null when the prefix does not fit the kind. */
function widgetFor(kind, prefix) {
    const entry = KIND_PREFIX_WIDGETS[kind].find(([candidate]) => candidate === prefix);
    return entry ? entry[1] : null;
}
/** Widgets whose value is a list (in / not-in). */
function isMultiWidget(widget) {
    return widget === 'choice-multi' || widget === 'country-multi' || widget === 'state-multi';
}
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
const YEAR = /^\d{1,4}$/;
const ID = /^\d+$/;
function isBlank(value) {
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ||
        (Array.isArray(value) && value.length === 0);
}
function isScalar(value) {
    return typeof value === 'string' || (typeof value === 'number' && isFinite(value));
}
/** Checks a condition's value for its widget: null when usable, else what is wrong. */
function valueProblem(widget, value, context = {}) {
    if (isBlank(value))
        return 'empty';
    const multi = isMultiWidget(widget);
    if (multi !== Array.isArray(value))
        return 'shape';
    const values = multi ? value : [value];
    for (const item of values) {
        const problem = scalarProblem(widget, item, context);
        if (problem)
            return problem;
    }
    return null;
}
function scalarProblem(widget, value, context) {
    if (!isScalar(value))
        return 'shape';
    const text = String(value).trim();
    switch (widget) {
        case 'text':
            return null;
        case 'number':
            return NUMBER.test(text) ? null : 'number';
        case 'year':
            return YEAR.test(text) && Number(text) >= 1 ? null : 'year';
        case 'date':
            return isIsoDate(text) ? null : 'date';
        case 'validation-rule':
            return VALIDATION_RULES.includes(text) ? null : 'rule';
        case 'member':
            if (text === LOGGED_IN_USER)
                return context.dynamicValues === false ? 'dynamic' : null;
            return ID.test(text) && Number(text) > 0 ? null : 'id';
        case 'folder':
            return ID.test(text) ? null : 'id';
        case 'record':
            return ID.test(text) && Number(text) > 0 ? null : 'id';
        case 'choice':
        case 'choice-multi':
            return !context.choiceKeys || context.choiceKeys.includes(text) ? null : 'choiceMissing';
        default:
            // countries and states: any id the API gave; checked against the list when it loads
            return null;
    }
}
const FAMILIES = [
    ['choice', 'choice-multi'], ['country', 'country-multi'], ['state', 'state-multi']
];
/**
 * The value to keep when a condition's widget changes (a new prefix): the same value for the
 * same widget, one value ⇄ a list of one between a select and its multi-select, else nothing.
 */
function adaptValue(from, to, value) {
    if (from === to)
        return value;
    const family = FAMILIES.find(([single, multi]) => (from === single && to === multi) || (from === multi && to === single));
    if (!family)
        return undefined;
    if (Array.isArray(value))
        return value.length ? value[0] : undefined;
    return isBlank(value) ? undefined : [value];
}

;// ./src/filters/builder/catalog.ts



function positiveId(value) {
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
function choicesOf(field) {
    var _a, _b;
    const choices = (_b = (_a = field.settings) === null || _a === void 0 ? void 0 : _a.properties) === null || _b === void 0 ? void 0 : _b.choices;
    if (!isPlainObject(choices))
        return [];
    return Object.keys(choices).map((key) => { var _a; return ({ key, label: String((_a = choices[key]) !== null && _a !== void 0 ? _a : key) }); });
}
/**
 * The attributes a form offers under the options: its data fields of a known type (not
 * blacklisted by attribute or type), then `folder.id`, `createdByUser.id`, `created`, `modified`;
 * an attribute whose prefixes are all blacklisted is left out.
 */
function buildCatalog(form, options, labels) {
    var _a, _b, _c;
    const catalog = {
        formId: form.id,
        formName: typeof form.name === 'string' ? form.name : '',
        workspaceId: positiveId((_a = form.workspace) === null || _a === void 0 ? void 0 : _a.id),
        attributes: [],
        byAttribute: {},
        fieldsByAttribute: {}
    };
    const offer = (option) => {
        if (options.attributeBlacklist.includes(option.attribute) || option.prefixes.length === 0)
            return;
        catalog.attributes.push(option);
        catalog.byAttribute[option.attribute] = option;
    };
    for (const field of Array.isArray(form.fields) ? form.fields : []) {
        if (!isPlainObject(field) || positiveId(field.id) === null)
            continue;
        const attribute = `field${field.id}`;
        catalog.fieldsByAttribute[attribute] = field;
        const type = field.type;
        const kind = isFieldType(type) ? FIELD_TYPE_KINDS[type] : undefined;
        if (!kind || !isFieldType(type) || options.fieldTypeBlacklist.includes(type))
            continue;
        const linkedFormId = kind === 'linked' ? positiveId((_c = (_b = field.settings) === null || _b === void 0 ? void 0 : _b.properties) === null || _c === void 0 ? void 0 : _c.linkedForm) : null;
        if (kind === 'linked' && linkedFormId === null)
            continue;
        offer({
            attribute,
            label: typeof field.label === 'string' && field.label !== '' ? field.label : attribute,
            kind,
            fieldType: type,
            prefixes: prefixesFor(kind, options.prefixBlacklist),
            linkedFormId,
            choices: kind === 'choice' || kind === 'checkbox' ? choicesOf(field) : []
        });
    }
    for (const { attribute, kind } of RECORD_ATTRIBUTES) {
        offer({
            attribute,
            label: labels[attribute],
            kind,
            fieldType: null,
            prefixes: prefixesFor(kind, options.prefixBlacklist),
            linkedFormId: null,
            choices: []
        });
    }
    return catalog;
}

;// ./src/filters/builder/labels.ts
/** The dictionary key naming each prefix. */
const PREFIX_TEXT = Object.freeze({
    '': 'prefixEquals',
    'not': 'prefixNot',
    'contains': 'prefixContains',
    'not-contains': 'prefixNotContains',
    'starts-with': 'prefixStartsWith',
    'ends-with': 'prefixEndsWith',
    'min': 'prefixMin',
    'max': 'prefixMax',
    'in': 'prefixIn',
    'not-in': 'prefixNotIn',
    'not-validates': 'prefixNotValidates'
});
/** The dictionary key naming each `not-validates` rule. */
const RULE_TEXT = Object.freeze({
    alpha: 'ruleAlpha',
    alphaNumeric: 'ruleAlphaNumeric',
    emailAddress: 'ruleEmailAddress',
    numeric: 'ruleNumeric',
    zipCode: 'ruleZipCode',
    unique: 'ruleUnique'
});
const OPERATOR_TEXT = Object.freeze({
    and: 'operatorAnd',
    or: 'operatorOr'
});
const RECORD_ATTRIBUTE_TEXT = Object.freeze({
    'folder.id': 'attributeFolder',
    'createdByUser.id': 'attributeCreatedBy',
    'created': 'attributeCreated',
    'modified': 'attributeModified'
});

;// ./src/filters/builder/row-status.ts

const VALUE_PROBLEMS = {
    shape: 'valueShape',
    number: 'valueNumber',
    year: 'valueYear',
    date: 'valueDate',
    id: 'valueId',
    rule: 'valueRule',
    choiceMissing: 'valueChoiceMissing',
    dynamic: 'valueDynamic'
};
function row_status_status(state, option = null, widget = null, problem = null) {
    return { state, problem, option, widget };
}
function invalid(code, params, option = null) {
    return row_status_status('invalid', option, null, { code, params });
}
/** Judges every row of a tree whose root filters `rootFormId`. */
function evaluateTree(root, rootFormId, lookup, options) {
    const result = { rows: {}, incomplete: 0, invalid: 0, pending: 0 };
    const record = (row, rowStatus) => {
        result.rows[row.key] = rowStatus;
        if (rowStatus.state !== 'complete')
            result[rowStatus.state] += 1;
    };
    const evaluateGroup = (group, formId) => {
        const catalogState = lookup(formId);
        let anyComplete = false;
        for (const row of group.children) {
            if (row.kind === 'group') {
                anyComplete = evaluateGroup(row, formId) || anyComplete;
                continue;
            }
            const rowStatus = catalogState.state === 'ready'
                ? evaluateCondition(row, catalogState.catalog)
                : row_status_status('pending');
            record(row, rowStatus);
            anyComplete = anyComplete || rowStatus.state === 'complete';
        }
        return anyComplete;
    };
    const evaluateCondition = (row, catalog) => {
        if (row.attribute === null)
            return row_status_status('incomplete');
        const option = catalog.byAttribute[row.attribute] || null;
        if (!option) {
            const known = row.attribute in catalog.fieldsByAttribute || !/^field\d+$/.test(row.attribute);
            return invalid(known ? 'attributeUnavailable' : 'attributeMissing', { attribute: row.attribute });
        }
        const params = { attribute: option.label };
        if (row.prefix === null)
            return row_status_status('incomplete', option);
        const widget = option.prefixes.includes(row.prefix) ? widgetFor(option.kind, row.prefix) : null;
        if (!widget)
            return invalid('prefixUnavailable', Object.assign(Object.assign({}, params), { prefix: row.prefix }), option);
        if (row.mode === 'subfilter')
            return evaluateSubfilter(row, option);
        const problem = valueProblem(widget, row.value, {
            choiceKeys: option.kind === 'choice' || option.kind === 'checkbox' ? option.choices.map((choice) => choice.key) : null,
            dynamicValues: options.dynamicValues
        });
        if (problem === null)
            return row_status_status('complete', option, widget);
        if (problem === 'empty')
            return row_status_status('incomplete', option, widget);
        return row_status_status('invalid', option, widget, { code: VALUE_PROBLEMS[problem], params: Object.assign(Object.assign({}, params), { value: String(row.value) }) });
    };
    const evaluateSubfilter = (row, option) => {
        if (!options.subfilters || option.kind !== 'linked' || option.linkedFormId === null || !row.subfilter) {
            return invalid('subfilterUnavailable', { attribute: option.label }, option);
        }
        const linked = lookup(option.linkedFormId);
        if (linked.state === 'failed')
            return invalid('linkedFormFailed', { attribute: option.label, message: linked.message }, option);
        const anyComplete = evaluateGroup(row.subfilter, option.linkedFormId);
        if (linked.state === 'loading')
            return row_status_status('pending', option);
        return row_status_status(anyComplete ? 'complete' : 'incomplete', option);
    };
    evaluateGroup(root, rootFormId);
    return result;
}
/** Whether a tree can be saved: every row complete (an empty tree can). */
function isSaveable(treeStatus) {
    return treeStatus.incomplete === 0 && treeStatus.invalid === 0 && treeStatus.pending === 0;
}

;// ./src/filters/builder/source.ts
/** Pages read for one list: 10 × 100 entries. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;
/** The person-readable message of a failed call: the API's userMessage when there is one. */
function failureMessage(failure, fallback) {
    const message = failure && typeof failure === 'object' ? failure.userMessage : undefined;
    return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
function source_option(value, label) {
    if (typeof value !== 'string' && typeof value !== 'number')
        return null;
    return { key: String(value), value, label: typeof label === 'string' && label !== '' ? label : String(value) };
}
function options(entries, read) {
    return entries.map((entry) => (entry && typeof entry === 'object' ? read(entry) : null))
        .filter((entry) => entry !== null);
}
/**
 * What one builder reads through znData: the form with its fields (`Forms` with
 * `related=fields`), and the lists its value selects offer. Each list is read once per builder,
 * so opening the panel again shows fresh data.
 */
class FilterBuilderSource {
    constructor(znData, $q) {
        this.znData = znData;
        this.$q = $q;
        this.cache = {};
    }
    /** `GET /forms/:id?related=fields`: the form, its workspace and its fields. */
    form(formId) {
        return this.once(`form:${formId}`, () => this.znData('Forms').get({ id: formId, related: 'fields' }));
    }
    /** The workspace's members, as the user ids a member field holds. */
    members(workspaceId) {
        return this.once(`members:${workspaceId}`, () => this.all('WorkspaceMembers', { workspaceId })
            .then((members) => options(members, (member) => {
            var _a, _b, _c, _d;
            return source_option((_a = member.user) === null || _a === void 0 ? void 0 : _a.id, ((_b = member.user) === null || _b === void 0 ? void 0 : _b.displayName) || ((_c = member.user) === null || _c === void 0 ? void 0 : _c.username) || ((_d = member.user) === null || _d === void 0 ? void 0 : _d.email));
        })));
    }
    /** The form's folders. */
    folders(formId) {
        return this.once(`folders:${formId}`, () => this.all('FormFolders', { formId })
            .then((folders) => options(folders, (folder) => source_option(folder.id, folder.name))));
    }
    /** `Countries`: `{ id, country }` entries. */
    countries() {
        return this.once('countries', () => this.all('Countries', {})
            .then((countries) => options(countries, (country) => { var _a; return source_option(country.id, (_a = country.country) !== null && _a !== void 0 ? _a : country.name); })));
    }
    /** `States`: `{ id, state }` entries. */
    states() {
        return this.once('states', () => this.all('States', {})
            .then((states) => options(states, (state) => { var _a; return source_option(state.id, (_a = state.state) !== null && _a !== void 0 ? _a : state.name); })));
    }
    /** Up to 20 records of a form whose name contains `text`, by name. */
    searchRecords(formId, text) {
        return this.znData('FormRecords').query({ formId, 'contains-name': text, sort: 'name', limit: 20 })
            .then((records) => options(records, (record) => source_option(record.id, record.name)));
    }
    /** One record, to name the record a saved filter points at. */
    record(formId, id) {
        return this.once(`record:${formId}:${id}`, () => this.znData('FormRecords').get({ formId, id })
            .then((record) => (record && typeof record === 'object' ? source_option(record.id, record.name) : null)));
    }
    once(key, load) {
        if (!this.cache[key]) {
            this.cache[key] = load();
            // a failure is not kept, so the next use asks again
            this.cache[key].catch(() => { delete this.cache[key]; });
        }
        return this.cache[key];
    }
    /** Every entry of a list resource, 100 a page (at most 10 pages). */
    all(resource, params) {
        let meta;
        return this.znData(resource).query(Object.assign(Object.assign({}, params), { limit: PAGE_SIZE }), (_data, metaData) => { meta = metaData; })
            .then((first) => {
            var _a;
            const total = Math.min((_a = meta === null || meta === void 0 ? void 0 : meta.totalCount) !== null && _a !== void 0 ? _a : first.length, PAGE_SIZE * MAX_PAGES);
            const rest = [];
            if (first.length === PAGE_SIZE) {
                for (let page = 2; (page - 1) * PAGE_SIZE < total; page += 1) {
                    rest.push(this.znData(resource).query(Object.assign(Object.assign({}, params), { limit: PAGE_SIZE, page })));
                }
            }
            return this.$q.all(rest).then((pages) => first.concat(...pages));
        });
    }
}

;// ./src/filters/builder/templates/builder.html
const builder_namespaceObject = "<div class=\"zn-filter-builder\"> <p class=\"zn-filter-loading\" role=\"status\" ng-if=\"$ctrl.isLoading()\" ng-bind=\"::$ctrl.text.loading\"></p> <div class=\"alert alert-danger zn-filter-load-error\" role=\"alert\" ng-if=\"$ctrl.loadError()\" ng-bind=\"$ctrl.loadError()\"></div> <div class=\"alert alert-danger zn-filter-refusal\" role=\"alert\" ng-if=\"$ctrl.refusal\"> <p ng-bind=\"::$ctrl.text.refused\"></p> <p class=\"zn-filter-refusal-detail\" ng-bind=\"$ctrl.refusal\"></p> </div> <zn-filter-group ng-if=\"$ctrl.showTree()\" group=\"$ctrl.root\" form-id=\"$ctrl.options.formId\" depth=\"1\" subfilter-depth=\"0\" label=\"$ctrl.text.groupLabel\"></zn-filter-group> </div>";
;// ./src/filters/builder/templates/condition.html
const condition_namespaceObject = "<div class=\"zn-filter-condition\" ng-class=\"{ 'has-error': $ctrl.state === 'invalid' }\"> <div class=\"zn-filter-condition-controls form-inline\"> <select class=\"form-control zn-filter-attribute\" id=\"{{::$ctrl.ids.attribute}}\" aria-label=\"{{::$ctrl.text.attributeLabel}}\" aria-invalid=\"{{$ctrl.state === 'invalid'}}\" ng-attr-aria-describedby=\"{{$ctrl.problemText ? $ctrl.ids.problem : undefined}}\" ng-model=\"$ctrl.row.attribute\" ng-change=\"$ctrl.attributeChanged()\" ng-options=\"choice.attribute as choice.label for choice in $ctrl.attributeChoices\"> <option value=\"\" ng-bind=\"::$ctrl.text.attributeChoose\"></option> </select> <div class=\"zn-filter-link-mode\" role=\"radiogroup\" aria-label=\"{{::$ctrl.text.linkModeLabel}}\" ng-if=\"$ctrl.canSubfilter()\"> <label class=\"radio-inline\"> <input type=\"radio\" name=\"{{::$ctrl.ids.mode}}\" value=\"value\" class=\"zn-filter-mode-value\" ng-model=\"$ctrl.row.mode\" ng-change=\"$ctrl.modeChanged()\"> <span ng-bind=\"::$ctrl.text.linkModeRecord\"></span> </label> <label class=\"radio-inline\"> <input type=\"radio\" name=\"{{::$ctrl.ids.mode}}\" value=\"subfilter\" class=\"zn-filter-mode-subfilter\" ng-model=\"$ctrl.row.mode\" ng-change=\"$ctrl.modeChanged()\"> <span ng-bind=\"$ctrl.subfilterChoiceLabel\"></span> </label> </div> <select class=\"form-control zn-filter-prefix\" id=\"{{::$ctrl.ids.prefix}}\" ng-if=\"$ctrl.row.mode === 'value' && $ctrl.option\" aria-label=\"{{::$ctrl.text.prefixLabel}}\" ng-model=\"$ctrl.row.prefix\" ng-change=\"$ctrl.prefixChanged()\" ng-options=\"choice.prefix as choice.label for choice in $ctrl.prefixChoices\"></select> <div class=\"zn-filter-value\" ng-if=\"$ctrl.widgetTemplate\" ng-include=\"$ctrl.widgetTemplate\"></div> <button type=\"button\" class=\"btn btn-default zn-filter-remove\" aria-label=\"{{::$ctrl.text.removeCondition}}\" title=\"{{::$ctrl.text.removeCondition}}\" ng-click=\"$ctrl.remove()\"><span aria-hidden=\"true\">&times;</span></button> </div> <p class=\"help-block zn-filter-problem\" id=\"{{::$ctrl.ids.problem}}\" ng-if=\"$ctrl.problemText\" ng-bind=\"$ctrl.problemText\"></p> <zn-filter-group ng-if=\"$ctrl.row.mode === 'subfilter' && $ctrl.row.subfilter && $ctrl.option && $ctrl.state !== 'invalid'\" class=\"zn-filter-subfilter\" group=\"$ctrl.row.subfilter\" form-id=\"$ctrl.option.linkedFormId\" depth=\"1\" subfilter-depth=\"$ctrl.subfilterDepth + 1\" label=\"$ctrl.subfilterLabel\"></zn-filter-group> </div>";
;// ./src/filters/builder/templates/group.html
const group_namespaceObject = "<div class=\"zn-filter-group\" role=\"group\" aria-label=\"{{$ctrl.label}}\" ng-class=\"'zn-filter-depth-' + $ctrl.depth\"> <p class=\"zn-filter-loading\" role=\"status\" ng-if=\"$ctrl.loading()\" ng-bind=\"::$ctrl.text.loading\"></p> <div class=\"zn-filter-group-header\" ng-if=\"$ctrl.ready()\"> <div class=\"zn-filter-operator form-inline\" ng-if=\"$ctrl.operatorChoices.length > 1\"> <label class=\"control-label\" for=\"{{::$ctrl.id('operator')}}\" ng-bind=\"::$ctrl.text.operatorLabel\"></label> <select class=\"form-control input-sm\" id=\"{{::$ctrl.id('operator')}}\" ng-model=\"$ctrl.group.operator\" ng-change=\"$ctrl.operatorChanged()\" ng-options=\"choice.operator as choice.label for choice in $ctrl.operatorChoices\"></select> </div> <p class=\"zn-filter-operator\" ng-if=\"$ctrl.operatorChoices.length === 1\"> <span ng-bind=\"::$ctrl.text.operatorLabel\"></span> <span ng-bind=\"$ctrl.operatorText()\"></span> </p> <button type=\"button\" class=\"btn btn-link btn-sm zn-filter-remove-group\" ng-if=\"$ctrl.removable\" id=\"{{::$ctrl.id('remove')}}\" ng-click=\"$ctrl.onRemove()\" ng-bind=\"::$ctrl.text.removeGroup\"></button> </div> <p class=\"zn-filter-empty\" ng-if=\"$ctrl.ready() && !$ctrl.group.children.length\" ng-bind=\"::$ctrl.text.emptyGroup\"></p> <ul class=\"zn-filter-rows list-unstyled\" ng-if=\"$ctrl.ready()\"> <li class=\"zn-filter-row\" ng-repeat=\"row in $ctrl.group.children track by row.key\"> <zn-filter-group ng-if=\"row.kind === 'group'\" group=\"row\" form-id=\"$ctrl.formId\" depth=\"$ctrl.depth + 1\" subfilter-depth=\"$ctrl.subfilterDepth\" label=\"$ctrl.text.groupLabel\" on-remove=\"$ctrl.removeRow(row)\"></zn-filter-group> <zn-filter-condition ng-if=\"row.kind === 'condition'\" row=\"row\" form-id=\"$ctrl.formId\" subfilter-depth=\"$ctrl.subfilterDepth\" on-remove=\"$ctrl.removeRow(row)\"></zn-filter-condition> </li> </ul> <div class=\"zn-filter-group-actions\" ng-if=\"$ctrl.ready()\"> <button type=\"button\" class=\"btn btn-default btn-sm zn-filter-add-condition\" id=\"{{::$ctrl.id('add')}}\" ng-click=\"$ctrl.addCondition()\" ng-bind=\"::$ctrl.text.addCondition\"></button> <button type=\"button\" class=\"btn btn-default btn-sm zn-filter-add-group\" ng-if=\"$ctrl.canAddGroup()\" id=\"{{::$ctrl.id('add-group')}}\" ng-click=\"$ctrl.addGroup()\" ng-bind=\"::$ctrl.text.addGroup\"></button> </div> </div>";
;// ./src/filters/builder/templates/inline-filter.html
const inline_filter_namespaceObject = "<div class=\"zn-inline-filter\"> <div class=\"alert alert-danger zn-filter-refusal\" role=\"alert\" ng-if=\"$ctrl.error\"> <p ng-bind=\"::$ctrl.text.refused\"></p> <p class=\"zn-filter-refusal-detail\" ng-bind=\"$ctrl.error\"></p> </div> <zn-filter-builder ng-if=\"$ctrl.options && !$ctrl.error\" options=\"$ctrl.options\" filter=\"$ctrl.filter\" service=\"znInlineFilter\" filter-name=\"the ng-model filter\" on-change=\"$ctrl.edited(filter)\" on-status=\"$ctrl.statusChanged(status)\"></zn-filter-builder> </div>";
;// ./src/filters/builder/templates/panel.html
const panel_namespaceObject = "<div class=\"zn-filters-panel-body\"> <zn-filter-builder options=\"panel.options\" filter=\"panel.filter\" service=\"znFiltersPanel\" filter-name=\"options.filter\" on-status=\"panel.statusChanged(status)\"></zn-filter-builder> </div> <div class=\"zn-filters-panel-footer\"> <p class=\"zn-filters-panel-hint\" id=\"zn-filters-panel-hint-{{::$id}}\" role=\"status\" ng-bind=\"panel.hint()\"></p> <button type=\"button\" class=\"btn btn-default zn-filters-panel-cancel\" ng-click=\"panel.cancel()\" ng-bind=\"::panel.text.cancel\"></button> <button type=\"button\" class=\"btn btn-primary zn-filters-panel-save\" ng-disabled=\"!panel.status.saveable\" aria-describedby=\"zn-filters-panel-hint-{{::$id}}\" ng-click=\"panel.save()\" ng-bind=\"::panel.text.save\"></button> </div>";
;// ./src/filters/builder/templates/record-match.html
const record_match_namespaceObject = "<a href tabindex=\"-1\" ng-bind=\"match.label\" ng-attr-title=\"{{match.label}}\"></a>";
;// ./src/filters/builder/templates/value-date.html
const value_date_namespaceObject = "<div class=\"input-group zn-filter-value-date\"> <input type=\"text\" class=\"form-control\" id=\"{{::$ctrl.ids.value}}\" placeholder=\"{{::$ctrl.text.datePlaceholder}}\" aria-label=\"{{::$ctrl.text.valueLabel}}\" aria-invalid=\"{{$ctrl.state === 'invalid'}}\" ng-attr-aria-describedby=\"{{$ctrl.problemText ? $ctrl.ids.problem : undefined}}\" ng-model=\"$ctrl.row.value\" ng-change=\"$ctrl.valueChanged()\" ng-model-options=\"{ allowInvalid: true }\" uib-datepicker-popup=\"yyyy-MM-dd\" zn-filter-date-string is-open=\"$ctrl.dateOpen\" show-button-bar=\"false\"> <span class=\"input-group-btn\"> <button type=\"button\" class=\"btn btn-default zn-filter-date-open\" aria-label=\"{{::$ctrl.text.dateOpen}}\" title=\"{{::$ctrl.text.dateOpen}}\" ng-click=\"$ctrl.dateOpen = !$ctrl.dateOpen\"> <span class=\"glyphicon glyphicon-calendar\" aria-hidden=\"true\"></span> </button> </span> </div>";
;// ./src/filters/builder/templates/value-multi-select.html
const value_multi_select_namespaceObject = "<select multiple=\"multiple\" size=\"4\" class=\"form-control zn-filter-value-multi-select\" id=\"{{::$ctrl.ids.value}}\" aria-label=\"{{::$ctrl.text.valuesLabel}}\" aria-invalid=\"{{$ctrl.state === 'invalid'}}\" aria-busy=\"{{$ctrl.valueOptionsLoading}}\" ng-attr-aria-describedby=\"{{$ctrl.problemText ? $ctrl.ids.problem : undefined}}\" ng-model=\"$ctrl.selection\" ng-change=\"$ctrl.selectionChanged()\" ng-options=\"entry.key as entry.label for entry in $ctrl.valueOptions\"></select> <p class=\"help-block zn-filter-value-error\" role=\"alert\" ng-if=\"$ctrl.valueOptionsError\" ng-bind=\"$ctrl.valueOptionsError\"></p>";
;// ./src/filters/builder/templates/value-number.html
const value_number_namespaceObject = "<input type=\"text\" inputmode=\"decimal\" class=\"form-control zn-filter-value-number\" id=\"{{::$ctrl.ids.value}}\" aria-label=\"{{::$ctrl.text.valueLabel}}\" aria-invalid=\"{{$ctrl.state === 'invalid'}}\" ng-attr-aria-describedby=\"{{$ctrl.problemText ? $ctrl.ids.problem : undefined}}\" ng-model=\"$ctrl.row.value\" ng-change=\"$ctrl.valueChanged()\">";
;// ./src/filters/builder/templates/value-record.html
const value_record_namespaceObject = "<input type=\"text\" class=\"form-control zn-filter-value-record\" id=\"{{::$ctrl.ids.value}}\" autocomplete=\"off\" aria-label=\"{{$ctrl.recordSearchLabel}}\" aria-invalid=\"{{$ctrl.state === 'invalid'}}\" ng-attr-aria-describedby=\"{{$ctrl.problemText ? $ctrl.ids.problem : undefined}}\" ng-model=\"$ctrl.recordPick\" ng-change=\"$ctrl.recordChanged()\" uib-typeahead=\"record as record.label for record in $ctrl.searchRecords($viewValue)\" typeahead-wait-ms=\"300\" typeahead-min-length=\"1\" typeahead-editable=\"false\" typeahead-on-select=\"$ctrl.recordSelected($item)\" typeahead-no-results=\"$ctrl.noRecords\" typeahead-template-url=\"zn/template/filters/record-match.html\"> <p class=\"help-block zn-filter-no-records\" role=\"status\" ng-if=\"$ctrl.noRecords\" ng-bind=\"::$ctrl.text.recordNone\"></p> <p class=\"help-block zn-filter-value-error\" role=\"alert\" ng-if=\"$ctrl.recordSearchError\" ng-bind=\"$ctrl.recordSearchError\"></p>";
;// ./src/filters/builder/templates/value-select.html
const value_select_namespaceObject = "<select class=\"form-control zn-filter-value-select\" id=\"{{::$ctrl.ids.value}}\" aria-label=\"{{::$ctrl.text.valueLabel}}\" aria-invalid=\"{{$ctrl.state === 'invalid'}}\" aria-busy=\"{{$ctrl.valueOptionsLoading}}\" ng-attr-aria-describedby=\"{{$ctrl.problemText ? $ctrl.ids.problem : undefined}}\" ng-model=\"$ctrl.selection\" ng-change=\"$ctrl.selectionChanged()\" ng-options=\"entry.key as entry.label for entry in $ctrl.valueOptions\"> <option value=\"\" ng-bind=\"$ctrl.valueOptionsLoading ? $ctrl.text.loading : $ctrl.text.valueChoose\"></option> </select> <p class=\"help-block zn-filter-value-error\" role=\"alert\" ng-if=\"$ctrl.valueOptionsError\" ng-bind=\"$ctrl.valueOptionsError\"></p>";
;// ./src/filters/builder/templates/value-text.html
const value_text_namespaceObject = "<input type=\"text\" class=\"form-control zn-filter-value-text\" id=\"{{::$ctrl.ids.value}}\" aria-label=\"{{::$ctrl.text.valueLabel}}\" aria-invalid=\"{{$ctrl.state === 'invalid'}}\" ng-attr-aria-describedby=\"{{$ctrl.problemText ? $ctrl.ids.problem : undefined}}\" ng-model=\"$ctrl.row.value\" ng-change=\"$ctrl.valueChanged()\">";
;// ./src/filters/builder/templates/value-year.html
const value_year_namespaceObject = "<input type=\"text\" inputmode=\"numeric\" maxlength=\"4\" class=\"form-control zn-filter-value-year\" id=\"{{::$ctrl.ids.value}}\" aria-label=\"{{::$ctrl.text.valueLabel}}\" aria-invalid=\"{{$ctrl.state === 'invalid'}}\" ng-attr-aria-describedby=\"{{$ctrl.problemText ? $ctrl.ids.problem : undefined}}\" ng-model=\"$ctrl.row.value\" ng-change=\"$ctrl.valueChanged()\">";
;// ./src/filters/builder/templates.ts













/** $templateCache keys; a host replaces one by putting its own markup under the key in a run block. */
const FILTER_TEMPLATES = Object.freeze({
    builder: 'zn/template/filters/builder.html',
    group: 'zn/template/filters/group.html',
    condition: 'zn/template/filters/condition.html',
    inlineFilter: 'zn/template/filters/inline-filter.html',
    panel: 'zn/template/filters/panel.html',
    recordMatch: 'zn/template/filters/record-match.html',
    valueText: 'zn/template/filters/value-text.html',
    valueNumber: 'zn/template/filters/value-number.html',
    valueYear: 'zn/template/filters/value-year.html',
    valueDate: 'zn/template/filters/value-date.html',
    valueSelect: 'zn/template/filters/value-select.html',
    valueMultiSelect: 'zn/template/filters/value-multi-select.html',
    valueRecord: 'zn/template/filters/value-record.html'
});
/** The template each value widget is shown with. */
const WIDGET_TEMPLATES = Object.freeze({
    'text': FILTER_TEMPLATES.valueText,
    'number': FILTER_TEMPLATES.valueNumber,
    'year': FILTER_TEMPLATES.valueYear,
    'date': FILTER_TEMPLATES.valueDate,
    'choice': FILTER_TEMPLATES.valueSelect,
    'country': FILTER_TEMPLATES.valueSelect,
    'state': FILTER_TEMPLATES.valueSelect,
    'member': FILTER_TEMPLATES.valueSelect,
    'folder': FILTER_TEMPLATES.valueSelect,
    'validation-rule': FILTER_TEMPLATES.valueSelect,
    'choice-multi': FILTER_TEMPLATES.valueMultiSelect,
    'country-multi': FILTER_TEMPLATES.valueMultiSelect,
    'state-multi': FILTER_TEMPLATES.valueMultiSelect,
    'record': FILTER_TEMPLATES.valueRecord
});
const SOURCES = {
    builder: builder_namespaceObject,
    group: group_namespaceObject,
    condition: condition_namespaceObject,
    inlineFilter: inline_filter_namespaceObject,
    panel: panel_namespaceObject,
    recordMatch: record_match_namespaceObject,
    valueText: value_text_namespaceObject,
    valueNumber: value_number_namespaceObject,
    valueYear: value_year_namespaceObject,
    valueDate: value_date_namespaceObject,
    valueSelect: value_select_namespaceObject,
    valueMultiSelect: value_multi_select_namespaceObject,
    valueRecord: value_record_namespaceObject
};
/** Run block: puts the filter builder's templates in $templateCache. */
function putFilterTemplates($templateCache) {
    Object.keys(FILTER_TEMPLATES).forEach((name) => {
        $templateCache.put(FILTER_TEMPLATES[name], SOURCES[name]);
    });
}
putFilterTemplates.$inject = ['$templateCache'];

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

;// ./src/filters/builder/tree.ts

function createKeySource() {
    let last = 0;
    return () => ++last;
}
function copyValue(value) {
    return Array.isArray(value) ? value.slice() : value;
}
/** Rows for a (well-formed) filter, in its order. */
function filterToTree(filter, nextKey) {
    return {
        kind: 'group',
        key: nextKey(),
        operator: operatorOf(filter),
        children: entriesOf(filter).map((entry) => entryToRow(entry, nextKey))
    };
}
function entryToRow(entry, nextKey) {
    var _a;
    if (isGroup(entry))
        return filterToTree(entry, nextKey);
    const row = {
        kind: 'condition',
        key: nextKey(),
        attribute: entry.attribute,
        // a missing prefix means equality; the builder always writes it
        prefix: (_a = entry.prefix) !== null && _a !== void 0 ? _a : '',
        value: undefined,
        mode: 'value',
        subfilter: null
    };
    if (isSubfilterCondition(entry)) {
        row.mode = 'subfilter';
        row.subfilter = filterToTree(entry.filter, nextKey);
    }
    else {
        row.value = copyValue(entry.value);
    }
    return row;
}
function emptyGroup(operator, nextKey) {
    return { kind: 'group', key: nextKey(), operator, children: [] };
}
function emptyCondition(nextKey) {
    return { kind: 'condition', key: nextKey(), attribute: null, prefix: null, value: undefined, mode: 'value', subfilter: null };
}
/**
 * The filter of the usable rows: conditions `isUsable` accepts, groups and subfilters that keep
 * at least one condition. The root is always a filter (`{ and: [] }` when nothing is usable).
 */
function treeToFilter(root, isUsable) {
    return makeFilter(root.operator, usableEntries(root, isUsable));
}
function usableEntries(group, isUsable) {
    const entries = [];
    for (const row of group.children) {
        if (row.kind === 'group') {
            const nested = usableEntries(row, isUsable);
            if (nested.length)
                entries.push(makeFilter(row.operator, nested));
        }
        else if (isUsable(row) && row.attribute !== null && row.prefix !== null) {
            if (row.mode === 'subfilter') {
                const nested = row.subfilter ? usableEntries(row.subfilter, isUsable) : [];
                if (nested.length) {
                    entries.push({ prefix: '', attribute: row.attribute, filter: makeFilter(row.subfilter.operator, nested) });
                }
            }
            else {
                entries.push({ prefix: row.prefix, attribute: row.attribute, value: copyValue(row.value) });
            }
        }
    }
    return entries;
}
/** Every condition row of a tree, subfilters included, with the group it sits in. */
function eachCondition(group, visit) {
    for (const row of group.children) {
        if (row.kind === 'group') {
            eachCondition(row, visit);
        }
        else {
            visit(row, group);
            if (row.mode === 'subfilter' && row.subfilter)
                eachCondition(row.subfilter, visit);
        }
    }
}
/** The condition rows of one filter level: the group and its nested groups, not inside subfilters. */
function conditionsOfLevel(group) {
    const found = [];
    for (const row of group.children) {
        if (row.kind === 'group')
            found.push(...conditionsOfLevel(row));
        else
            found.push(row);
    }
    return found;
}

;// ./src/filters/builder/filter-builder.component.ts








const PENDING = { state: 'loading' };
/**
 * `<zn-filter-builder>`: the builder both front doors show. It turns `filter` into rows, loads
 * the form's fields (and linked forms' fields for subfilters) through znData, judges every row,
 * and reports: `on-status` after every change, `on-change` after each edit by the person.
 */
class FilterBuilderController {
    constructor($scope, $element, $timeout, $q, $exceptionHandler, znData, text) {
        this.$element = $element;
        this.$timeout = $timeout;
        this.$q = $q;
        this.$exceptionHandler = $exceptionHandler;
        this.znData = znData;
        this.text = text;
        this.root = { kind: 'group', key: 0, operator: 'and', children: [] };
        this.refusal = null;
        this.treeStatus = { rows: {}, incomplete: 0, invalid: 0, pending: 0 };
        /** Bumped whenever a catalog arrives, so rows know to look again. */
        this.catalogVersion = 0;
        this.nextKey = createKeySource();
        this.catalogs = {};
        this.generation = 0;
        this.pendingFocus = null;
        this.focusTimer = null;
        this.idPrefix = `zn-filter-${$scope.$id}`;
    }
    $onChanges(changes) {
        if (changes.options)
            this.source = new FilterBuilderSource(this.znData, this.$q);
        if (changes.options || changes.filter)
            this.rebuild();
    }
    /** Answers that arrive after the builder is gone are dropped; a pending focus is cancelled. */
    $onDestroy() {
        this.generation += 1;
        if (this.focusTimer)
            this.$timeout.cancel(this.focusTimer);
    }
    /** The catalog of a form, when it has arrived. */
    catalog(formId) {
        const state = this.catalogs[formId];
        return state && state.state === 'ready' ? state.catalog : null;
    }
    catalogState(formId) {
        return this.catalogs[formId] || PENDING;
    }
    rowStatus(row) {
        return this.treeStatus.rows[row.key] || { state: 'pending', problem: null, option: null, widget: null };
    }
    isLoading() {
        return this.catalogState(this.options.formId).state === 'loading' && !this.refusal;
    }
    loadError() {
        const state = this.catalogState(this.options.formId);
        return state.state === 'failed' ? state.message : null;
    }
    showTree() {
        return this.catalogState(this.options.formId).state === 'ready' && !this.refusal;
    }
    /** The id of a row's control, e.g. `zn-filter-7-12-attribute`. */
    controlId(key, control) {
        return `${this.idPrefix}-${key}-${control}`;
    }
    addCondition(group) {
        const row = emptyCondition(this.nextKey);
        group.children.push(row);
        this.focus(this.controlId(row.key, 'attribute'));
        this.edited();
    }
    addGroup(group) {
        const nested = emptyGroup(this.options.operators[0], this.nextKey);
        const row = emptyCondition(this.nextKey);
        nested.children.push(row);
        group.children.push(nested);
        this.focus(this.controlId(row.key, 'attribute'));
        this.edited();
    }
    remove(group, row) {
        const index = group.children.indexOf(row);
        if (index === -1)
            return;
        group.children.splice(index, 1);
        this.focus(this.controlId(group.key, 'add'));
        this.edited();
    }
    /** Starts a subfilter on a linked-field row, with one empty condition to fill in. */
    startSubfilter(row) {
        const subfilter = emptyGroup(this.options.operators[0], this.nextKey);
        const first = emptyCondition(this.nextKey);
        subfilter.children.push(first);
        row.subfilter = subfilter;
        row.value = undefined;
        this.focus(this.controlId(first.key, 'attribute'));
    }
    /** Starts loading a form's fields (a linked form's, before its subfilter is opened). */
    ensureCatalog(formId) {
        if (!this.catalogs[formId])
            this.load(formId);
    }
    /** After every change by the person: judge the rows again, report, and send the filter out. */
    edited() {
        const status = this.refresh();
        this.onChange({ filter: status.filter });
    }
    /** Moves focus to a control once it is in the page (it may wait for a template or a linked form). */
    focus(id) {
        this.pendingFocus = id;
        if (this.focusTimer)
            this.$timeout.cancel(this.focusTimer);
        this.focusTimer = this.$timeout(() => this.takePendingFocus(), 0, false);
    }
    takePendingFocus() {
        if (!this.pendingFocus)
            return;
        const element = this.$element[0].querySelector(`[id="${this.pendingFocus}"]`);
        if (element) {
            this.pendingFocus = null;
            element.focus();
        }
    }
    rebuild() {
        this.generation += 1;
        this.nextKey = createKeySource();
        this.root = this.filter ? filterToTree(this.filter, this.nextKey) : emptyGroup(this.options.operators[0], this.nextKey);
        this.catalogs = {};
        this.refusal = null;
        this.pendingFocus = null;
        this.refresh();
    }
    /** Loads the catalogs the tree needs, checks field types against the options, judges and reports. */
    refresh() {
        this.loadLevel(this.root, this.options.formId);
        const lookup = (formId) => this.catalogState(formId);
        this.treeStatus = evaluateTree(this.root, this.options.formId, lookup, this.options);
        const rootState = this.catalogState(this.options.formId);
        const ready = rootState.state === 'ready' && !this.refusal;
        const status = {
            filter: treeToFilter(this.root, (row) => this.rowStatus(row).state === 'complete'),
            ready,
            saveable: ready && isSaveable(this.treeStatus),
            incomplete: this.treeStatus.incomplete,
            invalid: this.treeStatus.invalid,
            pending: this.treeStatus.pending,
            loadError: this.loadError(),
            refusal: this.refusal
        };
        this.onStatus({ status });
        return status;
    }
    /** Asks for a level's catalog; once it is in, checks the level's rows and goes into its subfilters. */
    loadLevel(group, formId) {
        const state = this.catalogs[formId];
        if (!state) {
            this.load(formId);
            return;
        }
        if (state.state !== 'ready')
            return;
        for (const row of conditionsOfLevel(group)) {
            this.checkFieldType(row, state.catalog);
            const option = row.attribute ? state.catalog.byAttribute[row.attribute] : undefined;
            if (row.mode === 'subfilter' && row.subfilter && option && option.linkedFormId !== null) {
                this.loadLevel(row.subfilter, option.linkedFormId);
            }
        }
    }
    load(formId) {
        const generation = this.generation;
        this.catalogs[formId] = PENDING;
        const labels = {
            'folder.id': this.text[RECORD_ATTRIBUTE_TEXT['folder.id']],
            'createdByUser.id': this.text[RECORD_ATTRIBUTE_TEXT['createdByUser.id']],
            'created': this.text[RECORD_ATTRIBUTE_TEXT.created],
            'modified': this.text[RECORD_ATTRIBUTE_TEXT.modified]
        };
        this.source.form(formId).then((form) => {
            if (generation !== this.generation)
                return;
            this.catalogs[formId] = { state: 'ready', catalog: buildCatalog(form, this.options, labels) };
        }, (failure) => {
            if (generation !== this.generation)
                return;
            this.catalogs[formId] = { state: 'failed', message: failureMessage(failure, this.text.loadFailed) };
        }).then(() => {
            if (generation !== this.generation)
                return;
            this.catalogVersion += 1;
            this.refresh();
            this.takePendingFocus();
        });
    }
    /** A field of a blacklisted type in the opening filter is refused, as the other option rules are. */
    checkFieldType(row, catalog) {
        const field = row.attribute ? catalog.fieldsByAttribute[row.attribute] : undefined;
        if (this.refusal || !field || !isFieldType(field.type) || !this.options.fieldTypeBlacklist.includes(field.type))
            return;
        const error = new ZnError(this.service, 'filter-not-allowed', `${this.filterName} filters on "${row.attribute}", a ${field.type} field, ` +
            `which options.fieldTypeBlacklist excludes; expected a filter that fits the options`);
        this.refusal = error.message;
        this.$exceptionHandler(error);
    }
}
FilterBuilderController.$inject = ['$scope', '$element', '$timeout', '$q', '$exceptionHandler', 'znData', 'znFilterBuilderText'];
const filterBuilderComponent = {
    bindings: {
        options: '<',
        filter: '<',
        service: '@',
        filterName: '@',
        onChange: '&',
        onStatus: '&'
    },
    controller: FilterBuilderController,
    templateUrl: FILTER_TEMPLATES.builder
};

;// ./src/core/matcher/numbers.ts
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
    // Leading spaces (and, for money, '$' and ',' anywhere).
    let index = skipSpaces(text, 0, money);
    if (index === length)
        return NOT_A_NUMBER;
    let code = text.charCodeAt(index);
    let negative = false;
    if (code === CHAR_PLUS || code === CHAR_MINUS) {
        negative = code === CHAR_MINUS;
        index = skipMoney(text, index + 1, money);
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
        index = skipMoney(text, index + 1, money);
        code = text.charCodeAt(index);
        if (index < length && (code === CHAR_PLUS || code === CHAR_MINUS)) {
            exponentNegative = code === CHAR_MINUS;
            index = skipMoney(text, index + 1, money);
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
    if (skipSpaces(text, index, money) !== length)
        return NOT_A_NUMBER;
    if (significant === 0) {
        SCANNED[0] = 0;
        return 0 < target.value ? -1 : 0 > target.value ? 1 : 0;
    }
    if (long)
        return LONG_NUMBER;
    // value = 0.<significant digits> × 10^(integerDigits - leadingZeros + exponent)
    SCANNED[0] = mantissa; // through SCANNED: a double passed as an argument may be boxed
    return compareScanned(integerDigits - leadingZeros + exponent - significant, negative, target);
}
/** The index of the first character from `index` on that is not '$' or ',' (for `money`; else `index`). */
function skipMoney(text, index, money) {
    if (!money)
        return index;
    const length = text.length;
    for (; index < length; index++) {
        const code = text.charCodeAt(index);
        if (code !== CHAR_DOLLAR && code !== CHAR_COMMA)
            break;
    }
    return index;
}
/** The index of the first character from `index` on that is not a space (nor, for `money`, '$' or ','). */
function skipSpaces(text, index, money) {
    for (; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (!(isSpace(code) || (money && (code === CHAR_DOLLAR || code === CHAR_COMMA))))
            break;
    }
    return index;
}
/**
 * Compares the mantissa in SCANNED[0] × 10^`power` (negated for `negative`) with the target,
 * leaving the value in SCANNED; LONG_NUMBER beyond the fast powers.
 */
function compareScanned(power, negative, target) {
    if (power > MAX_FAST_POWER || power < -MAX_FAST_POWER)
        return LONG_NUMBER;
    const mantissa = SCANNED[0];
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

;// ./src/core/matcher/record-values.ts
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

;// ./src/core/matcher/text.ts
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

;// ./src/core/matcher/validators.ts
// The validation rules that `not-validates` names. A condition `not-validates` matches records
// whose value does NOT pass the rule. Empty values are not checked (they never match): a
// validation rule says what a value must look like when there is one, as field validation does.
/** Rule names `not-validates` accepts, each with the test a valid value passes. */
const validators_VALIDATION_RULES = {
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

;// ./src/core/matcher/conditions.ts
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
    const patterns = rules.map((rule) => validators_VALIDATION_RULES[rule.text]);
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

;// ./src/core/matcher/compile.ts
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
/**
 * The entries of a group as compiled: adjacent conditions on one attribute (a range) form one
 * run, which reads the attribute once; a numeric min/max pair in an "and" also reads the number once.
 */
function planEntries(parsed, any) {
    const planned = [];
    for (let index = 0; index < parsed.length;) {
        const entry = parsed[index];
        if (entry.kind !== 'condition') {
            planned.push({ kind: 'node', node: entry });
            index++;
            continue;
        }
        const run = [];
        let next = index;
        while (next < parsed.length && parsed[next].kind === 'condition' &&
            samePath(parsed[next].path, entry.path)) {
            run.push(parsed[next]);
            next++;
        }
        const range = !any && run.length === 2 ? compileRangeTest(run[0], run[1]) : null;
        planned.push({ kind: 'run', path: entry.path, tests: range !== null ? [range] : run.map(compileValueTest) });
        index = next;
    }
    return planned;
}
/** One matcher per planned entry (see planEntries). */
function entryMatchers(parsed, any) {
    return planEntries(parsed, any).map((entry) => entry.kind === 'run' ? conditionsMatcher(entry.path, entry.tests, any) : compileNode(entry.node));
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

;// ./src/core/matcher/generate.ts
// Code generation, as AngularJS's $parse does: where the environment allows `new Function`, a
// filter compiles into one function of its own that reads attributes and calls its value tests
// directly, like a predicate written by hand. Closures (compile.ts) share their code between all
// filters, so the engine sees every attribute name and every test at the same few call sites and
// cannot specialize them; a function per filter has call sites of its own.
//
// SECURITY: no text from a filter or a record ever becomes source code. The source is built only
// from the fixed fragments below and integer indexes: attribute names, rule values and value tests
// go in through the constants array (`c[3]`, read once into `c3`), never into the source, not even
// quoted. Anything else (text of the filter, of the record) is data the generated code compares.
//
// Where code generation is not allowed (a Content Security Policy without 'unsafe-eval', or
// `setCodeGeneration(false)`), filters compile to closures, with the same answers.


const generate_hasOwn = Object.prototype.hasOwnProperty;
const FunctionConstructor = Function;
/** How many filters were compiled into generated code. */
let generated = 0;
/** How many filters were compiled into generated code so far (for specs). */
function generatedCount() {
    return generated;
}
/** Whether code generation is allowed: undefined until set or probed. */
let allowed;
/**
 * Allows (true) or forbids (false) compiling filters into generated code (`new Function`); with
 * undefined, the default, the matcher tries `new Function` once, when it first compiles a filter,
 * and generates code if that works. Filters compiled before keep their form.
 */
function setCodeGeneration(allow) {
    allowed = allow;
}
/** True when filters compile into generated code (probing `new Function` once, as AngularJS does). */
function codeGenerationAllowed() {
    if (allowed === undefined) {
        try {
            new FunctionConstructor('');
            allowed = true;
        }
        catch (error) {
            allowed = false; // a Content Security Policy (EvalError) or Trusted Types (TypeError) forbid it
        }
    }
    return allowed;
}
// The constants every generated function reads at fixed indexes.
const CHECK = 0;
const HAS_OWN = 1;
const NORMALIZE = 2;
const PROTOTYPE_OF = 3;
const OBJECT_PROTOTYPE = 4;
function constant(emitter, value) {
    emitter.constants.push(value);
    return 'c' + (emitter.constants.length - 1);
}
function local(emitter) {
    return 'v' + emitter.locals++;
}
/**
 * The matcher of a whole filter as one generated function, calling `check(record)` first (after
 * `guard`'s test, if given); null when generating fails (a filter nested too deep for the engine's
 * parser, a policy that forbids code generation after all), so the caller compiles closures instead.
 */
function generateRoot(group, check, guard) {
    try {
        const emitter = { constants: [check, generate_hasOwn, normalizeValue, Object.getPrototypeOf, Object.prototype], locals: 0 };
        const guardSource = guard ? 'if(!(' + guard.expression((value) => constant(emitter, value)) + '))return ' + constant(emitter, guard.otherwise) + ';' : '';
        const body = groupSource(group, emitter);
        // A number of its own makes each source new to the engine: a source met before would share the
        // earlier function's type feedback, and every filter of the same shape has the same source.
        let source = '"use strict";/*' + ++generated + '*/const ';
        for (let index = 0; index < emitter.constants.length; index++)
            source += (index === 0 ? 'c' : ',c') + index + '=c[' + index + ']';
        source += ';return function(r){';
        for (let index = 0; index < emitter.locals; index++)
            source += (index === 0 ? 'var v' : ',v') + index;
        source += (emitter.locals === 0 ? '' : ';') + guardSource + 'c' + CHECK + '(r);return ' + body + ';};';
        return new FunctionConstructor('c', source)(emitter.constants);
    }
    catch (error) {
        // Too deep for the engine's parser (RangeError): this filter only. Anything else (EvalError
        // under a Content Security Policy, TypeError under Trusted Types): no more tries.
        if (!(error instanceof RangeError))
            allowed = false;
        return null;
    }
}
// "and": every entry (an empty group matches every record); "or": any entry.
function groupSource(group, emitter) {
    const any = group.operator === 'or';
    const entries = planEntries(group.entries, any);
    if (entries.length === 0)
        return 'true';
    let source = '(';
    for (let index = 0; index < entries.length; index++) {
        const entry = entries[index];
        if (index > 0)
            source += any ? '||' : '&&';
        if (entry.kind === 'node') {
            source += entry.node.kind === 'group'
                ? groupSource(entry.node, emitter)
                : constant(emitter, compileNode(entry.node)) + '(r)'; // a subfilter: its closures
            continue;
        }
        // A run of tests on one attribute: read and normalize it once into a local, then test it.
        const value = local(emitter);
        source += '(' + readSource(entry.path, value, emitter) + value + '=c' + NORMALIZE + '(' + value + '),';
        for (let test = 0; test < entry.tests.length; test++) {
            if (test > 0)
                source += any ? '||' : '&&';
            source += constant(emitter, entry.tests[test]) + '(' + value + ')';
        }
        source += ')';
    }
    return source + ')';
}
/**
 * Assignments (each followed by a comma) that leave in `value` the raw value of an attribute path:
 * own properties only, through nested objects (as readAttribute in record-values.ts does).
 *
 * The own-property check: a defined value read from an object whose prototype is Object.prototype
 * is its own when Object.prototype had no such property just before the read (nothing runs in
 * between but the object's own getter). The engine folds both checks to constants for a given
 * record shape, and drops that code when Object.prototype changes, so a record of the usual kind
 * needs no hasOwnProperty call; any other object, or a name Object.prototype has (`constructor`,
 * a polluting property), takes the call.
 */
function readSource(path, value, emitter) {
    let source = '';
    let holder = 'r';
    const plain = local(emitter); // Object.prototype has no property of that name
    const objectPrototype = 'c' + OBJECT_PROTOTYPE;
    for (let index = 0; index < path.length; index++) {
        const key = constant(emitter, path[index]);
        const target = index === path.length - 1 ? value : local(emitter);
        const absent = plain + '=!(' + key + ' in ' + objectPrototype + ')';
        source += index === 0
            ? absent + ',' + target + '=r[' + key + '],'
            : target + '=' + holder + '!==null&&typeof ' + holder + '==="object"?(' + absent + ',' + holder + '[' + key + ']):void 0,';
        source += target + '=' + target + '!==void 0&&!(' + plain + '&&c' + PROTOTYPE_OF + '(' + holder + ')===' + objectPrototype + ')&&!c' +
            HAS_OWN + '.call(' + holder + ',' + key + ')?void 0:' + target + ',';
        holder = target;
    }
    return source;
}

;// ./src/core/matcher/interpret.ts
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
    return compileValueTest(condition);
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
            return compileValueTest(condition);
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
            const nested = path.length === 1 ? readAttribute(record, path[0], null) : readAttribute(record, '', path);
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
            return valueTestOf(node)(path.length === 1 ? valueAt(record, path[0], null) : valueAt(record, '', path));
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

;// ./src/core/matcher/errors.ts

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
    return new ZnError(errors_SERVICE, code, `${where || 'filter'}: ${what}`);
}
/** Plain errors with the host's exact messages, as plugins written for the host catch them. */
function subfilterNotSupported() {
    return new Error(SUBFILTER_MESSAGE);
}
function dynamicNotSupported() {
    return new Error(DYNAMIC_MESSAGE);
}

;// ./src/core/matcher/options.ts



const MATCH_OPTIONS = ['subfiltering'];
const VALIDATION_OPTIONS = ['subfiltering', 'dynamicValues', 'collectionRules'];
/** Options objects of matches whose keys were checked already (the plain call may get the same one per record). */
const checkedMatchOptions = new WeakSet();
function checkOptions(options, known, checked) {
    if (options === undefined || options === null)
        return null;
    if (!isPlainObject(options)) {
        throw new ZnError(errors_SERVICE, 'bad-options', `options must be an object such as { subfiltering: true }; got ${describeValue(options)}`);
    }
    if (checked === null || !checked.has(options)) {
        for (const key of Object.keys(options)) {
            if (known.indexOf(key) === -1) {
                throw new ZnError(errors_SERVICE, 'unknown-option', `unknown option "${key}"; expected ${known.length === 1 ? known[0] : `one of ${known.join(', ')}`}`);
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
        throw new ZnError(errors_SERVICE, 'bad-option', `option ${key} must be true or false; got ${describeValue(value)}`);
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

;// ./src/core/matcher/parse.ts
// Checks a filter and reads it into a plain tree the compiler turns into closures. Every check
// happens here, once per filter, so matching never meets a malformed filter.




/** Every prefix, in the order error messages list them. */
const parse_PREFIXES = [
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
    if (typeof prefix !== 'string' || parse_PREFIXES.indexOf(prefix) === -1) {
        throw parse_fail('unknown-prefix', listWhere, entry, `${typeof prefix === 'string' ? `unknown prefix "${prefix}"` : `prefix is ${describeValue(prefix)}`}; expected one of ${parse_PREFIXES.map((known) => `"${known}"`).join(', ')}`);
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
        const texts = value.map((element, index) => parse_scalarText(element, listWhere, entry, index));
        return { kind: 'condition', prefix: typedPrefix, path, texts, list: true };
    }
    const texts = pieces(parse_scalarText(value, listWhere, entry, -1), value);
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
function parse_scalarText(value, listWhere, entry, index) {
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
    const known = Object.keys(validators_VALIDATION_RULES);
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
        if (!parse_hasOwn.call(validators_VALIDATION_RULES, name)) {
            throw filterError(`${where}.value`, 'unknown-rule', `unknown validation rule "${name}"; ${expected}`);
        }
    }
}

;// ./src/core/matcher/snapshot.ts
// What a compiled filter was compiled from, so the cached plain call can notice that a filter
// object was changed in place (as ng-model does when a condition's input is bound to it) and
// compile it again. The check compares references only: O(size of the filter), no allocation.
//
// The plain call runs the check before every record, so its cost is the call's cost over a
// compiled predicate. One check shared by every filter reads filters of every shape at the same
// few property loads, which the engine then cannot specialize (each load looks up its property
// by name); a filter used often gets a check of its own (`specialize`, generated code, as its
// predicate gets in generate.ts), whose loads each see one shape.
//
// SECURITY, as in generate.ts: the generated source is built only from fixed fragments and
// integer indexes; the filter's objects and values go in through the constants array, never
// into the source.
const snapshot_FunctionConstructor = Function;
class FilterSnapshot {
    constructor() {
        this.groups = [];
        this.conditions = [];
        /** This filter's own check, once `specialize` made it. */
        this.own = null;
        /**
         * Once `specialize` was given it: the filter's matcher behind this filter's own check, in one
         * generated function (generate.ts's MatcherGuard); answers the guard's `otherwise` (not a
         * boolean) when the filter changed.
         */
        this.guarded = null;
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
        const own = this.own;
        if (own !== null)
            return own();
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
    /**
     * The comparisons of `isCurrent`, unrolled into one expression, the objects and values they
     * compare put in through `constant` (generate.ts's MatcherGuard takes it as is).
     */
    currentExpression(constant) {
        const tests = [];
        const sameList = (list, elements) => {
            tests.push(`${list}.length === ${elements.length}`);
            elements.forEach((element, index) => tests.push(`${list}[${index}] === ${constant(element)}`));
        };
        this.groups.forEach((group) => {
            const list = constant(group.list);
            tests.push(`${constant(group.node)}.${group.isAnd ? 'and' : 'or'} === ${list}`);
            sameList(list, group.entries);
        });
        this.conditions.forEach((condition) => {
            const node = constant(condition.node);
            tests.push(`${node}.value === ${constant(condition.value)}`, `${node}.attribute === ${constant(condition.attribute)}`, `${node}.prefix === ${constant(condition.prefix)}`, `${node}.filter === ${constant(condition.filter)}`);
            if (condition.valueList !== undefined)
                sameList(constant(condition.valueList), condition.valueElements);
        });
        return tests.join(' && ') || 'true';
    }
    /**
     * Gives the snapshot a check of its own (`currentExpression`, generated) and the guarded matcher
     * `guard` made. Call only where code generation is allowed (generate.ts's codeGenerationAllowed);
     * if making the check fails, the shared one stays.
     */
    specialize(guarded) {
        const constants = [];
        const current = this.currentExpression((value) => `c${constants.push(value) - 1}`);
        const reads = constants.map((unused, index) => `const c${index} = c[${index}];`).join('\n');
        try {
            this.own = new snapshot_FunctionConstructor('c', `${reads}\nreturn function isCurrent() { return ${current}; };`)(constants);
            this.guarded = guarded;
        }
        catch (error) {
            this.own = null; // code generation refused after all
            this.guarded = null;
        }
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

;// ./src/core/matcher/index.ts
// The filter matcher: pure TypeScript, no AngularJS. The `znFilterMatcher` injectable, the
// standalone build (dist/zn-filter-matcher.js) and Node code (the sandbox server) all use it.











function checkRecord(record) {
    if (record === null || typeof record !== 'object') {
        throw new ZnError(errors_SERVICE, 'bad-record', `record must be an object such as { id: 1, field123: 'value' }; got ${describeValue(record)}`);
    }
    if (Array.isArray(record)) {
        throw new ZnError(errors_SERVICE, 'bad-record', 'record must be one record object; got an array (to match a list, use records.filter(compileFilter(filter)))');
    }
}
function parse(filter, subfiltering, snapshot) {
    return parseFilter(filter, { subfiltering, dynamicValues: false, collectionRules: false }, snapshot);
}
/**
 * Compiles `filter` once into a predicate for many records: `records.filter(compileFilter(f))`.
 * Throws for a malformed filter, a subfilter without `options.subfiltering`, or a dynamic value.
 * The predicate keeps what the filter said when compiled: compile again after changing it.
 */
function compileFilter(filter, options) {
    const tiers = closuresFirst(parse(filter, readMatchOptions(options), null));
    if (!codeGenerationAllowed())
        return tiers.matcher;
    return (record) => tiered(tiers)(record);
}
function closuresFirst(parsed) {
    return { matcher: compileRoot(parsed, checkRecord), parsed, calls: 0 };
}
const GENERATE_AFTER = 20000;
/** What a snapshot's guarded matcher answers when the filter changed in place since. */
const STALE = {};
/** The matcher of a filter's tiers, counting the call (see Compiled). */
function tiered(compiled) {
    var _a;
    if (compiled.parsed !== null && ++compiled.calls >= GENERATE_AFTER) {
        if (codeGenerationAllowed()) {
            const parsed = compiled.parsed;
            compiled.matcher = (_a = generateRoot(parsed, checkRecord)) !== null && _a !== void 0 ? _a : compiled.matcher;
            const snapshot = compiled.snapshot;
            if (snapshot) {
                const guarded = generateRoot(parsed, checkRecord, { expression: (constant) => snapshot.currentExpression(constant), otherwise: STALE });
                snapshot.specialize(guarded);
                if (compiled === lastCompiled && !lastSubfiltering)
                    lastGuarded = snapshot.guarded;
            }
        }
        compiled.parsed = null;
    }
    return compiled.matcher;
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
/** The guarded matcher of `lastCompiled` (its snapshot's) when it has one and subfilters are off, else null. */
let lastGuarded = null;
function cachedMatcher(filter, subfiltering) {
    if (filter === null || typeof filter !== 'object')
        return compileRoot(parse(filter, subfiltering, null), checkRecord); // throws
    if (filter === lastFilter && subfiltering === lastSubfiltering && lastCompiled !== null && lastCompiled.snapshot.isCurrent()) {
        return tiered(lastCompiled);
    }
    const compiled = currentCompiled(filter, subfiltering);
    lastFilter = filter;
    lastSubfiltering = subfiltering;
    lastCompiled = compiled;
    lastGuarded = subfiltering ? null : compiled.snapshot.guarded;
    return tiered(compiled);
}
function currentCompiled(filter, subfiltering) {
    let entry = compiledFilters.get(filter);
    const compiled = entry === undefined ? undefined : subfiltering ? entry.subfiltering : entry.plain;
    if (compiled !== undefined && compiled.snapshot.isCurrent())
        return compiled;
    const snapshot = new FilterSnapshot();
    const fresh = Object.assign(Object.assign({}, closuresFirst(parse(filter, subfiltering, snapshot))), { snapshot });
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
const recentFilters = [];
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
    // The loop case first, kept small so the engine inlines it into the caller's loop: the same
    // filter as last time, no options, used often (the check for changes in place and the matcher
    // in one generated function: generate.ts's MatcherGuard), nothing changed in place.
    const guarded = lastGuarded;
    if (filter === lastFilter && options === undefined && guarded !== null) {
        const answer = guarded(record);
        if (answer !== STALE)
            return answer;
    }
    return matchOtherwise(record, filter, options);
}
/** matchFilter but in the loop case of a filter used often. */
function matchOtherwise(record, filter, options) {
    const last = lastCompiled;
    if (filter === lastFilter && options === undefined && !lastSubfiltering && last !== null && last.snapshot.guarded === null &&
        last.snapshot.isCurrent()) {
        return tiered(last)(record); // checks the record
    }
    const subfiltering = readMatchOptions(options);
    if (filter !== null && typeof filter === 'object' && filter !== lastFilter) {
        const entry = compiledFilters.get(filter);
        if ((entry === undefined || (subfiltering ? entry.subfiltering : entry.plain) === undefined) && !metRecently(filter)) {
            const parsed = parse(filter, subfiltering, null);
            checkRecord(record);
            return matchesGroup(parsed, record);
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
/** @returnsMessage */
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
/** @returnsMessage */
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
        const detail = error instanceof ZnError ? error.message.slice(error.service.length + 2) : String(error);
        throw new ZnError(service, error instanceof ZnError ? error.code : 'bad-filter', `${filterName} is malformed: ${detail}`);
    }
    const valid = filter;
    const depth = measure(valid);
    if (depth.groups > MAX_NESTING) {
        throw new ZnError(service, 'filter-too-deep', `${filterName} nests groups ${depth.groups} levels deep; expected at most ${MAX_NESTING}`);
    }
    if (depth.subfilters > MAX_NESTING) {
        throw new ZnError(service, 'filter-too-deep', `${filterName} nests subfilters ${depth.subfilters} levels deep; expected at most ${MAX_NESTING}`);
    }
    const violation = findOptionViolation(valid, options);
    if (violation)
        throw new ZnError(service, 'filter-not-allowed', `${filterName} ${violation}; expected a filter that fits the options`);
    return valid;
}

;// ./src/filters/builder/selection.ts
function valuesOf(value) {
    if (Array.isArray(value))
        return value;
    return value === undefined || value === null || value === '' ? [] : [value];
}
/**
 * The entries of a value select plus one for each current value not among them (a member who
 * left, a deleted choice), shown by the value itself so a saved filter loses nothing.
 */
function withCurrentValues(entries, value) {
    const all = entries.slice();
    for (const item of valuesOf(value)) {
        if ((typeof item === 'string' || typeof item === 'number') && !all.some((entry) => entry.key === String(item))) {
            all.push({ key: String(item), value: item, label: String(item) });
        }
    }
    return all;
}
/** What a select shows for a value: its keys, as text, so `3` and `'3'` select the same entry. */
function selectionOf(value, multi) {
    const keys = valuesOf(value).map(String);
    return multi ? keys : keys.length ? keys[0] : null;
}
/** The value for what a select shows: each key's entry value (the API's type). */
function valueOfSelection(selection, entries) {
    const valueOf = (key) => {
        const found = entries.find((entry) => entry.key === key);
        return found ? found.value : key;
    };
    if (Array.isArray(selection))
        return selection.map(valueOf);
    return selection === null || selection === '' ? undefined : valueOf(selection);
}

;// ./src/filters/builder/text.ts

/**
 * Every word the filter builder shows. `{name}` marks a value put in when shown (always as text).
 * Override some with `znFilterBuilderTextProvider.set({ ... })` in a config block.
 */
const DEFAULT_FILTER_BUILDER_TEXT = Object.freeze({
    panelTitle: 'Filter records',
    save: 'Save',
    cancel: 'Cancel',
    loading: 'Loading the form’s fields…',
    loadFailed: 'The form’s fields could not be loaded.',
    refused: 'This filter cannot be opened here.',
    incompleteHint: 'Finish or remove the unfinished conditions to save.',
    invalidHint: 'Fix or remove the conditions marked as invalid to save.',
    operatorLabel: 'Records must match',
    operatorAnd: 'all of these conditions',
    operatorOr: 'any of these conditions',
    groupLabel: 'Group of conditions',
    subfilterLabel: 'Conditions on {form}',
    emptyGroup: 'No conditions yet: every record matches.',
    addCondition: 'Add condition',
    addGroup: 'Add group',
    removeCondition: 'Remove condition',
    removeGroup: 'Remove group',
    attributeLabel: 'Field',
    attributeChoose: 'Choose a field…',
    attributeFolder: 'Folder',
    attributeCreatedBy: 'Created by',
    attributeCreated: 'Created',
    attributeModified: 'Modified',
    prefixLabel: 'Comparison',
    valueLabel: 'Value',
    valueChoose: 'Choose…',
    valuesLabel: 'Values (choose one or more)',
    prefixEquals: 'is',
    prefixNot: 'is not',
    prefixContains: 'contains',
    prefixNotContains: 'does not contain',
    prefixStartsWith: 'starts with',
    prefixEndsWith: 'ends with',
    prefixMin: 'is at least',
    prefixMax: 'is at most',
    prefixIn: 'is one of',
    prefixNotIn: 'is none of',
    prefixNotValidates: 'is not valid as',
    ruleAlpha: 'letters only',
    ruleAlphaNumeric: 'letters and digits only',
    ruleEmailAddress: 'an email address',
    ruleNumeric: 'a number',
    ruleZipCode: 'a ZIP code',
    ruleUnique: 'a unique value (duplicates)',
    linkModeLabel: 'Compare with',
    linkModeRecord: 'a specific record',
    linkModeSubfilter: 'records whose {form} match…',
    linkedFormFallback: 'linked form',
    recordSearch: 'Search {form} records',
    recordSelected: 'Record {id}',
    recordNone: 'No matching records.',
    loggedInUser: 'The logged-in user',
    dateOpen: 'Open calendar',
    datePlaceholder: 'YYYY-MM-DD',
    attributeMissing: '{attribute} is no longer on this form. Choose another field or remove this condition.',
    attributeUnavailable: '{attribute} cannot be filtered on here. Choose another field or remove this condition.',
    prefixUnavailable: 'The comparison “{prefix}” does not fit {attribute}. Choose another comparison.',
    subfilterUnavailable: 'A filter on the records linked by {attribute} is not allowed here.',
    linkedFormFailed: 'The fields linked by {attribute} could not be loaded: {message}',
    valueShape: 'This value does not fit {attribute}. Choose the value again.',
    valueNumber: 'Enter a number, such as 42 or 3.5.',
    valueYear: 'Enter a year from 1 to 9999.',
    valueDate: 'Enter a date as YYYY-MM-DD, such as 2024-01-31.',
    valueId: 'Choose the value again: “{value}” is not one of the choices.',
    valueRule: 'Choose a rule from the list.',
    valueChoiceMissing: '“{value}” is no longer a choice of {attribute}. Choose another.',
    valueDynamic: 'The logged-in user cannot be used here.'
});
const TEXT_KEYS = Object.keys(DEFAULT_FILTER_BUILDER_TEXT);
/** Checks an override of some dictionary entries. */
function checkTextOverride(service, partial) {
    if (!isPlainObject(partial)) {
        throw new ZnError(service, 'bad-settings', `set() was given ${describeValue(partial)}; expected an object of texts such as { save: 'Apply' }`);
    }
    const result = {};
    for (const key of Object.keys(partial)) {
        if (!TEXT_KEYS.includes(key)) {
            throw new ZnError(service, 'unknown-setting', `unknown text key "${key}"; expected one of ${TEXT_KEYS.join(', ')}`);
        }
        const value = partial[key];
        if (typeof value !== 'string') {
            throw new ZnError(service, 'bad-setting', `text "${key}" is ${describeValue(value)}; expected a string`);
        }
        result[key] = value;
    }
    return result;
}
/** Puts values into `{name}` placeholders; unknown names stay as they are. */
function fillText(template, params) {
    return template.replace(/\{(\w+)\}/g, (whole, name) => Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole);
}
/**
 * `znFilterBuilderTextProvider.set({...})` in config blocks changes the wording (or language) of
 * every builder; the `znFilterBuilderText` service is the resulting dictionary (frozen).
 */
class ZnFilterBuilderTextProvider {
    constructor() {
        this.text = Object.assign({}, DEFAULT_FILTER_BUILDER_TEXT);
        this.$get = () => Object.freeze(Object.assign({}, this.text));
    }
    set(partial) {
        Object.assign(this.text, checkTextOverride('znFilterBuilderTextProvider', partial));
        return this;
    }
}

;// ./src/filters/builder/filter-condition.component.ts








/**
 * `<zn-filter-condition>`: one condition row: field, comparison, value (or, on a linked field,
 * a subfilter over the linked form), its problem if any, and its remove button.
 */
class FilterConditionController {
    constructor(text) {
        this.text = text;
        this.ids = { attribute: '', mode: '', prefix: '', value: '', problem: '' };
        this.attributeChoices = [];
        this.prefixChoices = [];
        this.option = null;
        this.widget = null;
        this.widgetTemplate = null;
        this.state = 'pending';
        this.problemText = null;
        this.linkedFormName = '';
        /** The subfilter group's label, the subfilter choice's and the record search's. */
        this.subfilterLabel = '';
        this.subfilterChoiceLabel = '';
        this.recordSearchLabel = '';
        /** The entries of a value select, and the selected keys. */
        this.valueOptions = [];
        this.valueOptionsLoading = false;
        this.valueOptionsError = null;
        this.selection = null;
        /** The record picker's model: the chosen record, or undefined while the text matches none. */
        this.recordPick = null;
        this.recordSearchError = null;
        this.noRecords = false;
        this.dateOpen = false;
        this.viewKey = '';
        this.valueKey = '';
        this.loadToken = 0;
    }
    $onInit() {
        for (const control of Object.keys(this.ids)) {
            this.ids[control] = this.builder.controlId(this.row.key, control);
        }
    }
    /** Follows the row, its status and the catalogs (any of which may change by a digest). */
    $doCheck() {
        const status = this.builder.rowStatus(this.row);
        this.state = status.state;
        this.problemText = status.problem ? fillText(this.text[status.problem.code], status.problem.params) : null;
        const viewKey = [this.builder.catalogVersion, this.row.attribute, this.row.prefix, this.row.mode].join('|');
        if (viewKey !== this.viewKey) {
            this.viewKey = viewKey;
            this.syncChoices(this.builder.catalog(this.formId));
        }
    }
    canSubfilter() {
        if (this.row.mode === 'subfilter')
            return true;
        const option = this.option;
        return !!option && option.kind === 'linked' && this.builder.options.subfilters &&
            option.prefixes.includes('') && this.subfilterDepth < (/* inlined export .MAX_NESTING */5);
    }
    isMulti() {
        return !!this.widget && isMultiWidget(this.widget);
    }
    attributeChanged() {
        var _a;
        const option = this.row.attribute ? (_a = this.builder.catalog(this.formId)) === null || _a === void 0 ? void 0 : _a.byAttribute[this.row.attribute] : undefined;
        this.row.prefix = option ? option.prefixes[0] : null;
        this.row.value = undefined;
        this.row.mode = 'value';
        this.row.subfilter = null;
        this.builder.edited();
    }
    prefixChanged() {
        // the widget of the old prefix is still this.widget: $doCheck has not run since the change
        const next = this.option && this.row.prefix !== null ? widgetFor(this.option.kind, this.row.prefix) : null;
        this.row.value = adaptValue(this.widget, next, this.row.value);
        this.builder.edited();
    }
    modeChanged() {
        if (this.row.mode === 'subfilter') {
            this.row.prefix = '';
            this.builder.startSubfilter(this.row);
        }
        else {
            this.row.subfilter = null;
            this.row.value = undefined;
            this.row.prefix = this.option ? this.option.prefixes[0] : null;
        }
        this.builder.edited();
    }
    valueChanged() {
        this.builder.edited();
    }
    selectionChanged() {
        this.row.value = valueOfSelection(this.selection, this.valueOptions);
        this.builder.edited();
    }
    /** Typing in the record picker: text that is not a chosen record leaves no value. */
    recordChanged() {
        const pick = this.recordPick;
        this.row.value = pick && typeof pick === 'object' ? pick.value : undefined;
        this.builder.edited();
    }
    /** A record chosen from the matches (the typeahead sets its model without ng-change). */
    recordSelected(record) {
        this.recordPick = record;
        this.row.value = record.value;
        this.builder.edited();
    }
    /** The record picker's search (ui-bootstrap typeahead, debounced by `typeahead-wait-ms`). */
    searchRecords(text) {
        var _a;
        const formId = (_a = this.option) === null || _a === void 0 ? void 0 : _a.linkedFormId;
        if (!formId)
            return [];
        return this.builder.source.searchRecords(formId, text).then((records) => {
            this.recordSearchError = null;
            return records;
        }, (failure) => {
            this.recordSearchError = failureMessage(failure, this.text.loadFailed);
            return [];
        });
    }
    remove() {
        this.onRemove();
    }
    syncChoices(catalog) {
        var _a;
        const attribute = this.row.attribute;
        const option = catalog && attribute ? catalog.byAttribute[attribute] || null : null;
        this.option = option;
        this.attributeChoices = (catalog ? catalog.attributes : []).map((entry) => ({ attribute: entry.attribute, label: entry.label }));
        if (attribute !== null && !option)
            this.attributeChoices.push({ attribute, label: attribute });
        this.prefixChoices = option ? option.prefixes.map((prefix) => ({ prefix, label: this.text[PREFIX_TEXT[prefix]] })) : [];
        const prefix = this.row.prefix;
        const prefixOffered = !!option && prefix !== null && option.prefixes.includes(prefix);
        if (option && prefix !== null && !prefixOffered)
            this.prefixChoices.push({ prefix, label: JSON.stringify(prefix) });
        this.widget = option && prefixOffered && this.row.mode === 'value' ? widgetFor(option.kind, prefix) : null;
        this.widgetTemplate = this.widget ? WIDGET_TEMPLATES[this.widget] : null;
        this.linkedFormName = this.text.linkedFormFallback;
        if (option && option.kind === 'linked' && option.linkedFormId !== null && this.canSubfilter()) {
            // the linked form's name labels the subfilter choice; its fields are then ready for it
            this.builder.ensureCatalog(option.linkedFormId);
            this.linkedFormName = ((_a = this.builder.catalog(option.linkedFormId)) === null || _a === void 0 ? void 0 : _a.formName) || this.text.linkedFormFallback;
        }
        const form = { form: this.linkedFormName };
        this.subfilterLabel = fillText(this.text.subfilterLabel, form);
        this.subfilterChoiceLabel = fillText(this.text.linkModeSubfilter, form);
        this.recordSearchLabel = fillText(this.text.recordSearch, form);
        const valueKey = [attribute, this.widget, catalog ? catalog.formId : ''].join('|');
        if (valueKey !== this.valueKey) {
            this.valueKey = valueKey;
            this.loadValueOptions(catalog);
        }
    }
    /** Fills the value select of the row's widget (from the field, or through znData). */
    loadValueOptions(catalog) {
        const token = ++this.loadToken;
        const option = this.option;
        this.valueOptions = [];
        this.valueOptionsError = null;
        this.valueOptionsLoading = false;
        this.recordSearchError = null;
        const show = (entries) => this.showValueOptions(entries);
        const fetch = (load, first = []) => {
            this.valueOptionsLoading = true;
            show(first);
            load.then((entries) => {
                if (token === this.loadToken)
                    show(first.concat(entries));
            }, (failure) => {
                if (token === this.loadToken)
                    this.valueOptionsError = failureMessage(failure, this.text.loadFailed);
            }).finally(() => {
                if (token === this.loadToken)
                    this.valueOptionsLoading = false;
            });
        };
        const source = this.builder.source;
        switch (this.widget) {
            case 'choice':
            case 'choice-multi':
                show(option.choices.map((choice) => ({ key: choice.key, value: choice.key, label: choice.label })));
                break;
            case 'validation-rule':
                show(VALIDATION_RULES.map((rule) => ({ key: rule, value: rule, label: this.text[RULE_TEXT[rule]] })));
                break;
            case 'member': {
                const dynamic = this.builder.options.dynamicValues
                    ? [{ key: LOGGED_IN_USER, value: LOGGED_IN_USER, label: this.text.loggedInUser }] : [];
                if (catalog && catalog.workspaceId !== null)
                    fetch(source.members(catalog.workspaceId), dynamic);
                else
                    show(dynamic);
                break;
            }
            case 'folder':
                fetch(source.folders(this.formId));
                break;
            case 'country':
            case 'country-multi':
                fetch(source.countries());
                break;
            case 'state':
            case 'state-multi':
                fetch(source.states());
                break;
            case 'record':
                this.showRecord(token);
                break;
            default:
                break;
        }
    }
    /** Shows a select's entries (with the row's value among them) and selects the value. */
    showValueOptions(entries) {
        this.valueOptions = withCurrentValues(entries, this.row.value);
        this.selection = selectionOf(this.row.value, this.isMulti());
    }
    /** The record picker shows the chosen record's name, read once through znData. */
    showRecord(token) {
        var _a;
        const id = this.row.value;
        const formId = (_a = this.option) === null || _a === void 0 ? void 0 : _a.linkedFormId;
        if ((typeof id !== 'string' && typeof id !== 'number') || id === '' || !formId) {
            this.recordPick = null;
            return;
        }
        this.recordPick = { key: String(id), value: id, label: fillText(this.text.recordSelected, { id }) };
        this.builder.source.record(formId, id).then((record) => {
            if (token === this.loadToken && record && this.row.value === id)
                this.recordPick = Object.assign(Object.assign({}, record), { value: id });
        }, () => undefined);
    }
}
FilterConditionController.$inject = ['znFilterBuilderText'];
const filterConditionComponent = {
    bindings: {
        row: '<',
        formId: '<',
        subfilterDepth: '<',
        onRemove: '&'
    },
    require: { builder: '^^znFilterBuilder' },
    controller: FilterConditionController,
    templateUrl: FILTER_TEMPLATES.condition
};

;// ./src/filters/builder/date-string.directive.ts

/**
 * `zn-filter-date-string` beside `uib-datepicker-popup`: keeps the ng-model a `YYYY-MM-DD`
 * string (as the API writes dates) while the popup works with Date objects. Its priority makes
 * it link after the popup, so its formatter runs first and its parser last.
 */
function filterDateStringDirective() {
    return {
        restrict: 'A',
        require: 'ngModel',
        priority: 10,
        link: (_scope, _element, _attrs, ngModel) => {
            const model = ngModel;
            model.$parsers.push((value) => (isValidDate(value) ? formatIsoDate(value) : value));
            model.$formatters.push((value) => localDateOfIsoDate(value) || value);
        }
    };
}

;// ./src/filters/builder/filter-group.component.ts



/**
 * `<zn-filter-group>`: one group of conditions (`role="group"`): its operator, its rows (conditions
 * and nested groups), and the buttons that add them.
 */
class FilterGroupController {
    constructor(text) {
        this.text = text;
        this.operatorChoices = [];
        this.removable = false;
    }
    $onInit() {
        this.operatorChoices = this.builder.options.operators.map((operator) => ({ operator, label: this.text[OPERATOR_TEXT[operator]] }));
        this.removable = this.depth > 1;
    }
    ready() {
        return this.builder.catalogState(this.formId).state === 'ready';
    }
    loading() {
        return this.builder.catalogState(this.formId).state === 'loading';
    }
    /** The operator in words, for a builder that allows only one. */
    operatorText() {
        return this.text[OPERATOR_TEXT[this.group.operator]];
    }
    canAddGroup() {
        return this.builder.options.groups && this.depth < (/* inlined export .MAX_NESTING */5);
    }
    id(control) {
        return this.builder.controlId(this.group.key, control);
    }
    addCondition() {
        this.builder.addCondition(this.group);
    }
    addGroup() {
        this.builder.addGroup(this.group);
    }
    removeRow(row) {
        this.builder.remove(this.group, row);
    }
    operatorChanged() {
        this.builder.edited();
    }
}
FilterGroupController.$inject = ['znFilterBuilderText'];
const filterGroupComponent = {
    bindings: {
        group: '<',
        formId: '<',
        depth: '<',
        subfilterDepth: '<',
        label: '<',
        onRemove: '&?'
    },
    require: { builder: '^^znFilterBuilder' },
    controller: FilterGroupController,
    templateUrl: FILTER_TEMPLATES.group
};

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
        throw new ZnError(service, 'bad-option', `options.formId is ${describeValue(value)}; expected the id of the form to filter, a positive integer such as 123`);
    }
    return id;
}
function checkBoolean(service, key, value) {
    if (typeof value !== 'boolean') {
        throw new ZnError(service, 'bad-option', `options.${key} is ${describeValue(value)}; expected true or false`);
    }
    return value;
}
function checkList(service, key, value, isAllowed, expected) {
    if (!Array.isArray(value)) {
        throw new ZnError(service, 'bad-option', `options.${key} is ${describeValue(value)}; expected an array of ${expected}`);
    }
    value.forEach((entry, index) => {
        if (!isAllowed(entry)) {
            throw new ZnError(service, 'bad-option', `options.${key}[${index}] is ${describeValue(entry)}; expected ${expected}`);
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
 * and `onSave` since its filter is its ng-model. An unknown option goes to `warn` and is ignored,
 * as Zengine's filter builder ignored keys it did not read.
 */
function checkBuilderOptions(service, raw, front, warn = () => undefined) {
    if (!isPlainObject(raw)) {
        throw new ZnError(service, 'bad-options', `options is ${describeValue(raw)}; expected an object such as { formId: 123 }`);
    }
    const known = front === 'panel' ? BUILDER_KEYS.concat(PANEL_KEYS) : BUILDER_KEYS;
    for (const key of Object.keys(raw)) {
        if (front === 'inline' && PANEL_KEYS.includes(key)) {
            throw new ZnError(service, 'not-applicable', `options.${key} does not apply to zn-inline-filter; expected the filter bound with ng-model instead`);
        }
        if (!known.includes(key)) {
            warn(key, `${service}: the unknown option "${key}" is ignored; expected one of ${known.join(', ')}`);
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
            throw new ZnError(service, 'bad-option', 'options.operators is empty; expected ["and"], ["or"] or ["and", "or"]');
        }
        options.operators = OPERATORS.filter((operator) => operators.includes(operator));
    }
    if (raw.attributeBlacklist !== undefined) {
        options.attributeBlacklist = checkList(service, 'attributeBlacklist', raw.attributeBlacklist, isAttributeName, `attributes such as "field123", or ${quoteList(RECORD_ATTRIBUTE_NAMES)}`);
    }
    if (raw.prefixBlacklist !== undefined) {
        options.prefixBlacklist = checkList(service, 'prefixBlacklist', raw.prefixBlacklist, isPrefix, `prefixes among ${quoteList(PREFIXES)}`);
    }
    if (raw.fieldTypeBlacklist !== undefined) {
        options.fieldTypeBlacklist = checkList(service, 'fieldTypeBlacklist', raw.fieldTypeBlacklist, isFieldType, `field types among ${quoteList(FIELD_TYPES)}`);
    }
    return options;
}
/** Checks `znFiltersPanel.open(options)`: the builder's options plus `filter` and `onSave`. */
function checkPanelOptions(service, raw, warn) {
    const builder = checkBuilderOptions(service, raw, 'panel', warn);
    const { filter, onSave } = raw;
    if (onSave !== undefined && typeof onSave !== 'function') {
        throw new ZnError(service, 'bad-callback', `options.onSave is ${describeValue(onSave)}; expected a function called with the saved filter`);
    }
    return { builder, filter: filter === null ? undefined : filter, onSave: onSave };
}

;// ./src/filters/builder/zn-inline-filter.directive.ts





const zn_inline_filter_directive_SERVICE = 'znInlineFilter';
/**
 * `<div zn-inline-filter="options" ng-model="filter">`: the builder in the page. The model holds
 * the filter of the complete rows as the person edits; its validity keys `znFilterComplete` and
 * `znFilterValid` say whether rows were left out.
 */
class InlineFilterController {
    constructor($exceptionHandler, text, $log) {
        this.$exceptionHandler = $exceptionHandler;
        this.text = text;
        this.$log = $log;
        this.options = null;
        /** Why the options or the model's filter were refused (also sent to $exceptionHandler). */
        this.error = null;
        this.optionsError = null;
        /** An unknown option is warned about once and ignored, as Zengine ignored it. */
        this.warnOnce = warnOnce((message) => this.$log.warn(message));
        /** Shows the model's filter; one that breaks the options is refused and the model left alone. */
        this.render = () => {
            if (!this.options)
                return;
            try {
                this.filter = checkOpeningFilter(zn_inline_filter_directive_SERVICE, 'the ng-model filter', this.ngModel.$viewValue, this.options);
                this.error = null;
            }
            catch (error) {
                this.filter = undefined;
                this.error = error.message;
                this.ngModel.$setValidity('znFilterValid', false);
                this.$exceptionHandler(error);
            }
        };
    }
    $onChanges(changes) {
        if (!changes.rawOptions)
            return;
        try {
            this.options = checkBuilderOptions(zn_inline_filter_directive_SERVICE, this.rawOptions, 'inline', this.warnOnce);
            this.optionsError = null;
        }
        catch (error) {
            this.options = null;
            this.optionsError = error.message;
            this.$exceptionHandler(error);
        }
        this.error = this.optionsError;
        if (this.ngModel && this.ngModel.$render === this.render)
            this.render();
    }
    $onInit() {
        this.ngModel.$render = this.render;
        // `required` holds when the filter has at least one condition
        this.ngModel.$isEmpty = (value) => !value || typeof value !== 'object' ||
            !('and' in value || 'or' in value) || entriesOf(value).length === 0;
    }
    edited(filter) {
        if (!this.error)
            this.ngModel.$setViewValue(filter);
    }
    statusChanged(status) {
        this.ngModel.$setValidity('znFilterComplete', status.incomplete === 0 && status.pending === 0);
        this.ngModel.$setValidity('znFilterValid', status.invalid === 0 && !status.loadError && !status.refusal);
    }
}
InlineFilterController.$inject = ['$exceptionHandler', 'znFilterBuilderText', '$log'];
function inlineFilterDirective() {
    return {
        restrict: 'A',
        require: { ngModel: 'ngModel' },
        scope: {},
        bindToController: { rawOptions: '<znInlineFilter' },
        controller: InlineFilterController,
        controllerAs: '$ctrl',
        templateUrl: FILTER_TEMPLATES.inlineFilter
    };
}

;// ./src/filters/builder/zn-filters-panel.ts




const zn_filters_panel_SERVICE = 'znFiltersPanel';
/** The dialog's classes: znModal's wide size, and a hook for the panel's own styles. */
const PANEL_CLASSES = 'zn-modal-wide zn-filters-panel';
/**
 * `znFiltersPanel.open(options)`: the builder in a wide znModal. Save (enabled when every row
 * is complete) calls `onSave(filter)` and closes; Cancel, ESC and the close button close
 * without saving. The handle's `result` resolves with the saved filter or null.
 */
class ZnFiltersPanel {
    constructor($q, $exceptionHandler, znModal, text, $log) {
        this.$q = $q;
        this.$exceptionHandler = $exceptionHandler;
        this.znModal = znModal;
        this.text = text;
        this.$log = $log;
        /** An unknown option is warned about once and ignored, as Zengine ignored it. */
        this.warnOnce = warnOnce((message) => this.$log.warn(message));
    }
    open(options) {
        const checked = checkPanelOptions(zn_filters_panel_SERVICE, options, this.warnOnce);
        const filter = checkOpeningFilter(zn_filters_panel_SERVICE, 'options.filter', checked.filter, checked.builder);
        const result = this.$q.defer();
        let modal = null;
        let saved = null;
        const panel = {
            options: checked.builder,
            filter,
            text: this.text,
            status: null,
            statusChanged: (status) => { panel.status = status; },
            hint: () => {
                const status = panel.status;
                if (!status || !status.ready || status.saveable)
                    return null;
                return status.invalid ? this.text.invalidHint : status.incomplete ? this.text.incompleteHint : null;
            },
            save: () => {
                const status = panel.status;
                if (!status || !status.saveable || !modal)
                    return;
                if (checked.onSave) {
                    try {
                        checked.onSave(status.filter);
                    }
                    catch (error) {
                        // as znModal does for a throwing button action: report it and stay open
                        this.$exceptionHandler(error);
                        return;
                    }
                }
                saved = status.filter;
                modal.close();
            },
            cancel: () => { modal === null || modal === void 0 ? void 0 : modal.close(); }
        };
        modal = this.znModal({ title: this.text.panelTitle, templateUrl: FILTER_TEMPLATES.panel, classes: PANEL_CLASSES, scope: { panel } });
        modal.closed.then(() => result.resolve(saved));
        return { close: () => modal.close(), result: result.promise };
    }
}
ZnFiltersPanel.$inject = ['$q', '$exceptionHandler', 'znModal', 'znFilterBuilderText', '$log'];

;// ./src/filters/zn-filter-matcher.ts

/**
 * Makes the `znFilterMatcher` function: the pure matcher (./matcher) behind the SDK's name.
 * Compiled filters are cached per filter object, so calling it for every record of a list (in
 * an ng-repeat filter function, say) compiles each filter once.
 */
function createFilterMatcher() {
    const znFilterMatcher = ((record, filter, options) => matchFilter(record, filter, options));
    znFilterMatcher.compile = (filter, options) => compileFilter(filter, options);
    return znFilterMatcher;
}
/**
 * The factory registered as `znFilterMatcher`. Filters compile into generated code when $parse's
 * rule allows it (no `ng-csp`, and `new Function` works: `$sniffer.csp` is AngularJS's csp()).
 */
function znFilterMatcherFactory($sniffer) {
    setCodeGeneration(!$sniffer.csp.noUnsafeEval);
    return createFilterMatcher();
}
znFilterMatcherFactory.$inject = ['$sniffer'];

;// ./src/module.ts








































/** The name of the AngularJS module a host or plugin adds to its dependencies. */
const MODULE_NAME = 'zn.plugin';
/**
 * The module a host adds (with angular-route loaded) to get ngRoute routes for plugin pages, as on
 * Zengine: `/workspaces/:workspace_id/plugin/<route>` and `/workspaces/:workspace_id/admin/plugin/<route>`.
 */
const ROUTES_MODULE_NAME = 'zn.plugin.routes';
if (!(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default()) || typeof (external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default()).module !== 'function') {
    throw new ZnError('zn-plugin', 'missing-peer', 'AngularJS was not found; expected script tags for angular.js, ' +
        'angular-sanitize.js and ui-bootstrap-tpls.js before zn-plugin.js');
}
// Every injectable is registered here, in one place, so import order never matters. The peers
// (ngSanitize, ui.bootstrap) are checked when an injector loads the module (src/peers.ts); the
// typings allow only names in `requires`, AngularJS also takes config functions there.
// One array: peerRequires' guard swaps a missing peer's name in that very array as the injector
// loads it, so the optional peers are added to it, never to a copy.
const moduleRequires = peerRequires((external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default()));
moduleRequires.push(...optionalPeerRequires((external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default())));
const ngModule = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module(MODULE_NAME, moduleRequires);
ngModule.provider('znConfig', ZnConfigProvider);
// Data layer: the REST API, plugin backends, and the event bus its events go through.
// znRandom and znNow (internal) are the jitter and the clock of retries: specs inject fixed ones.
ngModule.value('znRandom', () => Math.random());
ngModule.value('znNow', () => Date.now());
ngModule.factory('znData', znDataFactory);
ngModule.factory('znPluginData', znPluginDataFactory);
ngModule.factory('znPluginEvents', znPluginEventsFactory);
// Storage: the two public services, and the internal browser access specs can fake.
ngModule.service('znLocalStore', LocalStore);
ngModule.service('znCookieJar', CookieJar);
ngModule.provider('znLocalStorage', ZnLocalStorageProvider);
ngModule.provider('znCookies', ZnCookiesProvider);
// Host side: the `plugin` object queues plugin definitions on this module before bootstrap and
// registers them through the providers this config block captures after; the registry reads
// the catalog of plugin.register (internal: specs swap it for a fresh one); the directives mount
// plugin interfaces.
pluginRegistrar.queueOn(ngModule);
ngModule.config(pluginRegistrar.captureProviders);
ngModule.value('znPluginCatalog', pluginCatalog);
// What plugin code's `$window` is (the page's window here; the frame's runtime decorates it).
ngModule.factory(PLUGIN_WINDOW, pageWindow);
ngModule.decorator('$controller', pluginWindowLocals);
ngModule.factory('znPluginRegistry', znPluginRegistryFactory);
ngModule.run(logPluginWarnings);
ngModule.directive('znPluginLocation', znPluginLocationDirective);
ngModule.directive('znPluginPage', znPluginPageDirective);
// Dialogs: their templates in $templateCache under zn/template/..., the internal opener that
// znModal and znConfirm share, and the three services.
ngModule.run(putDialogTemplates);
ngModule.service('znDialogOpener', DialogOpener);
ngModule.factory('znModal', znModalFactory);
ngModule.factory('znConfirm', znConfirmFactory);
ngModule.factory('znMessage', znMessageFactory);
// Filter builder: its templates under zn/template/filters/..., the text dictionary, the builder's
// internal components, and the two front doors (zn-inline-filter, znFiltersPanel).
ngModule.run(putFilterTemplates);
ngModule.provider('znFilterBuilderText', ZnFilterBuilderTextProvider);
ngModule.component('znFilterBuilder', filterBuilderComponent);
ngModule.component('znFilterGroup', filterGroupComponent);
ngModule.component('znFilterCondition', filterConditionComponent);
ngModule.directive('znFilterDateString', filterDateStringDirective);
ngModule.directive('znInlineFilter', inlineFilterDirective);
ngModule.service('znFiltersPanel', ZnFiltersPanel);
// Filter matcher: a pure function (src/filters/matcher) behind the SDK's name.
ngModule.factory('znFilterMatcher', znFilterMatcherFactory);
// Host side: mounts the recordOverlay interfaces for the record the host's overlay shows.
ngModule.directive('znPluginRecordOverlay', znPluginRecordOverlayDirective);
// What Zengine gave every plugin: links with href="#" or "" never navigate; the documented
// directives and filters; the current user they read the date format from (internal).
ngModule.directive('a', hashLinkDirective);
ngModule.service('znCurrentUser', CurrentUser);
ngModule.directive('znDatetimepickerWrapper', znDatetimepickerWrapperDirective);
ngModule.directive('uiDraggable', uiDraggableDirective);
ngModule.directive('validate', validateDirective);
ngModule.filter('znUserDate', znUserDateFilter);
ngModule.filter('znNumericValue', znNumericValueFilter);
// Routing (a module of its own, since it needs ngRoute): an ngRoute route per plugin page, added
// as plugins register; the run block starts that.
const routesModule = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module(ROUTES_MODULE_NAME, ['ngRoute', MODULE_NAME]);
routesModule.provider('znPluginRoutes', ZnPluginRoutesProvider);
routesModule.run(startPluginRoutes);
/** Run block: asking for znPluginRoutes creates it, which adds the routes of the plugins registered. */
function startPluginRoutes(routes) {
    void routes;
}
startPluginRoutes.$inject = ['znPluginRoutes'];

;// ./src/core/css-scope.ts


/**
 * Plugin CSS scoped under the plugin's namespace, as Zengine scoped a plugin's plugin.css: every
 * rule applies only inside the elements the host mounts the plugin's interfaces in, which carry
 * `data-zn-plugin="<namespace>"`. So one plugin's `.title { ... }` restyles neither the host nor
 * another plugin. Pure (no AngularJS, no DOM): the Node server calls it when it serves plugin.css.
 */
const css_scope_SERVICE = 'scopePluginCss';
/** The selector of a plugin's mounted elements: `[data-zn-plugin="myPlugin"]`. */
function pluginScopeSelector(namespace) {
    if (!isNamespace(namespace)) {
        throw new ZnError(css_scope_SERVICE, 'bad-namespace', `namespace must be letters and digits starting with a lowercase letter, such as 'myPlugin'; got ${describeValue(namespace)}`);
    }
    return `[data-zn-plugin="${namespace}"]`;
}
/** At-rules whose blocks hold rules (scoped in turn); every other block is kept as written. */
const GROUPING_AT_RULES = ['media', 'supports', 'document', '-moz-document', 'layer', 'container'];
/** Leading `html`, `body` or `:root` (with what joins them): they stand for the plugin's element. */
const PAGE_ROOT = /^(?:\s*(?:html|body|:root)(?![\w-])\s*>?)+/i;
/**
 * `css` with every selector prefixed by the plugin's scope: `.title` → `[data-zn-plugin="ns"] .title`,
 * each selector of a list (`a, b`), inside `@media`/`@supports`/`@layer`/`@container`; a leading
 * `html`, `body` or `:root` becomes the scope itself (`body { color: red }` styles the plugin's
 * element, not the page). `@keyframes`, `@font-face`, `@page` blocks and `@import`/`@charset`
 * statements are kept as written; comments and strings (`content: "}"`) never confuse it.
 * Unbalanced input is closed at its end, as a browser would read it.
 */
function scopePluginCss(css, namespace) {
    const scope = pluginScopeSelector(namespace);
    if (typeof css !== 'string') {
        throw new ZnError(css_scope_SERVICE, 'bad-css', `css must be the text of a stylesheet (a string); got ${describeValue(css)}`);
    }
    const reader = new CssReader(css);
    return scopeRules(reader, scope, false);
}
/** Selector list → scoped selector list. */
function scopeSelectorList(selectors, scope) {
    return splitTopLevel(css_scope_stripComments(selectors), ',')
        .map((selector) => selector.trim())
        .filter((selector) => selector !== '')
        .map((selector) => scopeSelector(selector, scope))
        .join(', ');
}
function scopeSelector(selector, scope) {
    if (selector.startsWith(scope))
        return selector;
    const root = PAGE_ROOT.exec(selector);
    if (root) {
        const rest = selector.slice(root[0].length);
        // `body > .x` keeps its child combinator; `body .x` its descendant one; `body.dark` stays one compound.
        const joiner = />\s*$/.test(root[0]) ? ' > ' : (/\s$/.test(root[0]) ? ' ' : '');
        return rest.trim() === '' ? scope : scope + joiner + rest.replace(/^\s+/, '');
    }
    return `${scope} ${selector}`;
}
/** Reads rules until the end of input (top level) or the `}` closing the enclosing block. */
function scopeRules(reader, scope, nested) {
    let out = '';
    for (;;) {
        out += reader.readSpaceAndComments();
        if (reader.done())
            return out;
        if (reader.peek() === '}') {
            reader.skip(1);
            if (nested)
                return out;
            continue; // a stray } at the top level: ignored, as a browser ignores it
        }
        const { prelude, end } = reader.readPrelude();
        if (end === ';' || end === '') {
            out += prelude + end; // @import, @charset, @namespace; or a broken tail
            continue;
        }
        const at = /^@([-\w]+)/.exec(prelude.trim());
        if (at && GROUPING_AT_RULES.includes(at[1].toLowerCase())) {
            out += `${prelude.trim()} {` + scopeRules(reader, scope, true) + '}';
        }
        else if (at) {
            out += `${prelude.trim()} {` + reader.readBlockBody() + '}';
        }
        else {
            const selectors = scopeSelectorList(prelude, scope);
            const body = reader.readBlockBody();
            if (selectors !== '')
                out += `${selectors} {${body}}`;
        }
    }
}
/** Splits on `separator` outside strings, parentheses and brackets: `a, :is(b, c)` → 2 parts. */
function splitTopLevel(text, separator) {
    const parts = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '"' || c === "'") {
            i = skipString(text, i) - 1;
        }
        else if (c === '\\') {
            i += 1;
        }
        else if (c === '(' || c === '[') {
            depth += 1;
        }
        else if ((c === ')' || c === ']') && depth > 0) {
            depth -= 1;
        }
        else if (c === separator && depth === 0) {
            parts.push(text.slice(start, i));
            start = i + 1;
        }
    }
    parts.push(text.slice(start));
    return parts;
}
function css_scope_stripComments(text) {
    let out = '';
    for (let i = 0; i < text.length; i++) {
        if (text[i] === '"' || text[i] === "'") {
            const end = skipString(text, i);
            out += text.slice(i, end);
            i = end - 1;
        }
        else if (text.startsWith('/*', i)) {
            const end = text.indexOf('*/', i + 2);
            i = end < 0 ? text.length : end + 1;
            out += ' ';
        }
        else {
            out += text[i];
        }
    }
    return out;
}
/** The index just after the string starting at `start` (its quote), or the end of a broken one. */
function skipString(text, start) {
    const quote = text[start];
    for (let i = start + 1; i < text.length; i++) {
        if (text[i] === '\\')
            i += 1;
        else if (text[i] === quote || text[i] === '\n')
            return i + 1;
    }
    return text.length;
}
/** A cursor over the stylesheet that knows about comments and strings. */
class CssReader {
    constructor(text) {
        this.text = text;
        this.pos = 0;
    }
    done() {
        return this.pos >= this.text.length;
    }
    peek() {
        return this.text[this.pos];
    }
    skip(count) {
        this.pos += count;
    }
    /** Steps over a string or comment starting here, so braces inside it are not counted; false when there is none. */
    skipStringOrComment() {
        const c = this.peek();
        if (c === '"' || c === "'") {
            this.pos = skipString(this.text, this.pos);
            return true;
        }
        if (this.text.startsWith('/*', this.pos)) {
            const end = this.text.indexOf('*/', this.pos + 2);
            this.pos = end < 0 ? this.text.length : end + 2;
            return true;
        }
        return false;
    }
    /** Whitespace and comments, as written. */
    readSpaceAndComments() {
        const start = this.pos;
        for (;;) {
            while (!this.done() && /\s/.test(this.peek()))
                this.pos += 1;
            if (!this.text.startsWith('/*', this.pos))
                break;
            const end = this.text.indexOf('*/', this.pos + 2);
            this.pos = end < 0 ? this.text.length : end + 2;
        }
        return this.text.slice(start, this.pos);
    }
    /** Text up to a `{` or `;` outside strings, comments and parentheses; `end` is that character ('' at the end). */
    readPrelude() {
        const start = this.pos;
        let depth = 0;
        while (!this.done()) {
            if (this.skipStringOrComment())
                continue;
            const c = this.peek();
            if (c === '\\')
                this.pos += 1;
            else if (c === '(')
                depth += 1;
            else if (c === ')' && depth > 0)
                depth -= 1;
            else if (depth === 0 && (c === '{' || c === ';' || c === '}')) {
                const prelude = this.text.slice(start, this.pos);
                if (c === '}')
                    return { prelude, end: '' }; // let the caller's loop close the block
                this.pos += 1;
                return { prelude, end: c };
            }
            this.pos += 1;
        }
        return { prelude: this.text.slice(start), end: '' };
    }
    /** The body of the block just opened, as written, up to its matching `}` (consumed, not returned). */
    readBlockBody() {
        const start = this.pos;
        let depth = 1;
        while (!this.done()) {
            if (this.skipStringOrComment())
                continue;
            const c = this.peek();
            if (c === '\\')
                this.pos += 1;
            else if (c === '{')
                depth += 1;
            else if (c === '}') {
                depth -= 1;
                if (depth === 0) {
                    const body = this.text.slice(start, this.pos);
                    this.pos += 1;
                    return body;
                }
            }
            this.pos += 1;
        }
        return this.text.slice(start);
    }
}

;// ./src/config/types.ts


;// ./src/data/types.ts


;// ./src/events/types.ts


;// ./src/storage/types.ts


;// ./src/plugin/types.ts


;// ./src/host/types.ts


;// ./src/dialogs/types.ts


;// ./src/filters/builder/types.ts


;// ./src/filters/types.ts


;// ./src/internal.ts
// What dist/zn-plugin-testing.js takes from zn-plugin.js instead of carrying its own copies (the
// matcher, the resource table, the dialogs' and the filter panel's option checks): the kit's
// imports of these modules become src/testing/sdk-shim.ts when webpack.config.js builds it.
// Not public API: the names and shapes change with the kit, in any release.







const internal = {
    ZnError: ZnError, describeUnknown: describeUnknown, describeValue: describeValue, isPlainObject: isPlainObject, compileFilter: compileFilter, RESOURCE_NAMES: RESOURCE_NAMES, findResource: findResource, OBJECT_VERSION_HEADER: OBJECT_VERSION_HEADER,
    isPluginNamespace: isPluginNamespace, checkDialogText: checkDialogText, checkDuration: checkDuration, checkMessageType: checkMessageType, ModalButtons: ModalButtons, normalizeModalOptions: normalizeModalOptions, checkOpeningFilter: checkOpeningFilter,
    checkPanelOptions: checkPanelOptions
};

;// ./src/index.ts
/**
 * zn-plugin: the AngularJS services a plugin injects by name. Loading this bundle registers the
 * `zn.plugin` module; the browser global `znPlugin` is this file's exports.
 */















/** The object plugin code registers on; also the global `plugin` when the page has none. */

/** @internal What zn-plugin-testing.js uses from this bundle (src/internal.ts): not public API. */

/** The SDK's version, as in package.json. */
const version = "0.2.0";
// Plugin code written for Zengine calls the global `plugin`; a host's own one is left alone.
installGlobalPlugin(typeof window === 'undefined' ? undefined : window, default_plugin_plugin);

/******/ 	return __webpack_exports__;
/******/ })()
;
});
//# sourceMappingURL=zn-plugin.js.map