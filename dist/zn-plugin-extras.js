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
		exports["znPluginExtras"] = factory(require("angular"));
	else
		root["znPluginExtras"] = factory(root["angular"]);
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
  EXTRAS_MODULE_NAME: () => (/* binding */ EXTRAS_MODULE_NAME),
  EXTRAS_PARTS_MODULE_NAME: () => (/* binding */ EXTRAS_PARTS_MODULE_NAME)
});

// EXTERNAL MODULE: external {"root":"angular","commonjs":"angular","commonjs2":"angular","amd":"angular"}
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_ = __webpack_require__(598);
var external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default = /*#__PURE__*/__webpack_require__.n(external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_);
;// ./src/extras/lookups.ts
/**
 * The look-up filters of Zengine's plugin runtime (`state`, `country`, `znCurrencySymbol`,
 * `createdBy`), as plain functions. Zengine's host kept its lists on `$rootScope` (`states`,
 * `countries`, `currencies`); a host that does the same is read first, and where it has none
 * these fall back to the browser's own names (`Intl`) and a table of US states and Canadian
 * provinces, so `'CA' | state` reads `California` in any host.
 */
/** US states (and DC) and Canadian provinces and territories, by code. */
const STATE_NAMES = {
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
    DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
    KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
    MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
    NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
    PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
    VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
    AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec',
    SK: 'Saskatchewan', YT: 'Yukon'
};
/** An entry of one of the host's lists whose `id` is `code`: its `key` (`state`, `country`, `symbol`), else undefined. */
function fromList(list, code, key) {
    if (!Array.isArray(list))
        return undefined;
    const entry = list.find((item) => item !== null && typeof item === 'object' && item.id === code);
    return entry ? entry[key] : undefined;
}
function ownName(table, code) {
    return typeof code === 'string' && Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined;
}
/** `'CA'` → `'California'`: the host's `states` list, else the table; an unknown code as given. */
function stateName(code, states) {
    var _a, _b;
    return (_b = (_a = fromList(states, code, 'state')) !== null && _a !== void 0 ? _a : ownName(STATE_NAMES, code)) !== null && _b !== void 0 ? _b : code;
}
/** The English name of an ISO 3166 region code from the browser (`US` → `United States`), or undefined. */
function regionName(code) {
    const Names = Intl.DisplayNames;
    if (typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code) || !Names)
        return undefined;
    try {
        return new Names(['en'], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
    }
    catch (_a) {
        return undefined;
    }
}
/** `'US'` → `'United States'`: the host's `countries` list, else the browser's names; an unknown code as given. */
function countryName(code, countries) {
    var _a, _b;
    return (_b = (_a = fromList(countries, code, 'country')) !== null && _a !== void 0 ? _a : regionName(code)) !== null && _b !== void 0 ? _b : code;
}
/** `'USD'` → `'$'`: the host's `currencies` list, else the browser's narrow symbol; `''` when neither knows it. */
function currencySymbolOf(code, currencies) {
    const listed = fromList(currencies, code, 'symbol');
    if (listed !== undefined && listed !== null)
        return String(listed);
    if (typeof code !== 'string' || !/^[A-Za-z]{3}$/.test(code))
        return '';
    try {
        const options = { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' };
        const format = new Intl.NumberFormat('en-US', options);
        const part = format.formatToParts(0).find((item) => item.type === 'currency');
        return part ? part.value : '';
    }
    catch (_a) {
        return '';
    }
}
/** How a user or client is named: a workspace integration, else the display name, username or email. */
function identityOf(who) {
    if (!who || typeof who !== 'object')
        return '';
    const person = who;
    if (person.resource === 'workspaces')
        return 'a workspace integration';
    return String(person.displayName || person.username || person.email || '');
}
/** Who created a record: its `createdByUser` (a person), else its `createdByClient`'s app name; `''` when unknown. */
function createdByOf(record) {
    var _a;
    if (!record || typeof record !== 'object')
        return '';
    const { createdByUser, createdByClient } = record;
    if (createdByUser && typeof createdByUser === 'object' && !createdByUser.resource)
        return identityOf(createdByUser);
    if (createdByClient && typeof createdByClient === 'object')
        return String((_a = createdByClient.appName) !== null && _a !== void 0 ? _a : '');
    return '';
}

;// ./src/extras/markdown.ts
/**
 * The Markdown of Zengine's presentational text fields, as its `znMarkdown` filter rendered it:
 * HTML in the input is stripped first (tags removed, their text kept), then a plain Markdown
 * subset becomes HTML. Images are never loaded and only `https://` links become links (the
 * wrapper's rule); anything else stays as the text written. Every piece of the input is escaped
 * before it goes into the output, and the filter passes the result through `$sanitize` as well.
 * Pure.
 */
function markdown_escape(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
/** Tags (and comments) removed, their text kept, as showdown's stripHtml did before rendering. */
function stripHtml(text) {
    return text.replace(/<!--[\s\S]*?-->/g, '').replace(/<\/?[A-Za-z][^<>]*>/g, '');
}
const HTTPS_LINK = /^https:\/\/[^\s"'<>()]+$/;
/** One line's inline Markdown: code, links (https only), bold, italic. The text is escaped piece by piece. */
function renderInline(source) {
    // Every span is bounded, so a long line without closing marks costs a bounded scan per mark, never quadratic time.
    const pattern = /`([^`]{1,2000})`|!?\[([^\]]{0,500})\]\(([^)\s]{0,2000})(?:\s+"[^"]{0,500}")?\)|(\*\*|__)(.{1,500}?)\4|(\*|_)([^*_]{1,500}?)\6/g;
    let html = '';
    let last = 0;
    let match;
    while ((match = pattern.exec(source)) !== null) {
        html += markdown_escape(source.slice(last, match.index));
        last = pattern.lastIndex;
        const [whole, code, linkText, url, , strong, , emphasis] = match;
        if (code !== undefined)
            html += `<code>${markdown_escape(code)}</code>`;
        else if (linkText !== undefined) {
            // An image, or a link anywhere but https, stays as written.
            html += whole.charAt(0) !== '!' && HTTPS_LINK.test(url) ? `<a href="${markdown_escape(url)}">${renderInline(linkText)}</a>` : markdown_escape(whole);
        }
        else if (strong !== undefined)
            html += `<strong>${renderInline(strong)}</strong>`;
        else
            html += `<em>${renderInline(emphasis)}</em>`;
    }
    return html + markdown_escape(source.slice(last));
}
/** `Title ##` → `Title`: a heading's closing hashes and spaces, dropped by a loop (a regex would backtrack on a long run). */
function withoutClosingHashes(text) {
    let end = text.length;
    while (end > 0 && /[\s#]/.test(text.charAt(end - 1)))
        end -= 1;
    return text.slice(0, end);
}
function closeBlock(block, out) {
    if (!block)
        return;
    if (block.kind === 'p')
        out.push(`<p>${block.lines.map(renderInline).join('<br>')}</p>`);
    else if (block.kind === 'pre')
        out.push(`<pre><code>${markdown_escape(block.lines.join('\n'))}</code></pre>`);
    else
        out.push(`<${block.kind}>${block.lines.map((line) => `<li>${renderInline(line)}</li>`).join('')}</${block.kind}>`);
}
/** Markdown to HTML: headings, paragraphs, lists, fenced code, rules, and the inline forms above. */
function renderMarkdown(markdown) {
    const out = [];
    let block = null;
    const lines = stripHtml(markdown).replace(/\r\n?/g, '\n').split('\n');
    for (const line of lines) {
        if (block && block.kind === 'pre') {
            if (/^\s*```/.test(line)) {
                closeBlock(block, out);
                block = null;
            }
            else
                block.lines.push(line);
            continue;
        }
        const heading = /^(#{1,6})\s+(.*)$/.exec(line);
        const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
        const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
        if (/^\s*```/.test(line)) {
            closeBlock(block, out);
            block = { kind: 'pre', lines: [] };
        }
        else if (line.trim() === '') {
            closeBlock(block, out);
            block = null;
        }
        else if (heading) {
            closeBlock(block, out);
            block = null;
            out.push(`<h${heading[1].length}>${renderInline(withoutClosingHashes(heading[2]))}</h${heading[1].length}>`);
        }
        else if (/^(?:-{3,}|\*{3,}|_{3,})$/.test(line.replace(/\s/g, ''))) {
            closeBlock(block, out);
            block = null;
            out.push('<hr>');
        }
        else if (bullet || numbered) {
            const kind = bullet ? 'ul' : 'ol';
            if (!block || block.kind !== kind) {
                closeBlock(block, out);
                block = { kind, lines: [] };
            }
            block.lines.push((bullet || numbered)[1]);
        }
        else {
            if (!block || block.kind !== 'p') {
                closeBlock(block, out);
                block = { kind: 'p', lines: [] };
            }
            block.lines.push(line.trim());
        }
    }
    closeBlock(block, out);
    return out.join('');
}

;// ./src/extras/text.ts
/**
 * The text filters Zengine's plugin runtime gave every plugin besides the documented ones (the
 * legacy plugin wrapper's filters), as plain functions. Each takes whatever a template hands it:
 * no input ever throws.
 */
function asText(input) {
    return input === undefined || input === null ? '' : String(input);
}
/** `'A long sentence' | truncate:6` → `'A long...'`; 100 characters by default; falsy input gives undefined (shown as ''). */
function truncate(input, length) {
    if (!input)
        return undefined;
    const text = asText(input);
    const limit = Number(length) > 0 ? Math.floor(Number(length)) : 100;
    return text.length > limit ? text.substr(0, limit) + '...' : input;
}
/** `'Company'` → `'Companies'`, `'Deal'` → `'Deals'`: a trailing y becomes ies, anything else gets an s. */
function pluralize(input) {
    const text = asText(input || '');
    if (!text)
        return text;
    return text.charAt(text.length - 1) === 'y' ? text.slice(0, -1) + 'ies' : text + 's';
}
/** `'Companies'` → `'Company'`, `'Deals'` → `'Deal'`. */
function singularize(input) {
    const text = asText(input || '');
    if (text.slice(-3) === 'ies')
        return text.slice(0, -3) + 'y';
    return text.charAt(text.length - 1) === 's' ? text.slice(0, -1) : text;
}
/** `'open deals'` → `'Open Deals'`: the first letter of each space-separated word upper-cased. */
function capitalize(input) {
    return asText(input || '').split(' ').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
/** `'apple'` → `'an'`, `'pear'` → `'a'`, nothing → `''`. */
function article(input) {
    if (!input)
        return '';
    return /^[aeiou]/i.test(asText(input)) ? 'an' : 'a';
}
/** `encodeURIComponent` of the text; `undefined` gives `'undefined'`, as the wrapper's did. */
function urlEncode(input) {
    return encodeURIComponent(String(input));
}
/** A form field's title: its `name`, else its `label`, else what was given. */
function formFieldTitle(field) {
    if (field && typeof field === 'object') {
        const { name, label } = field;
        return name || label || field;
    }
    return field;
}
/** The text without surrounding white space; nothing gives `''`. */
function trim(input) {
    return asText(input).trim();
}
/** `'my field-name'` → `'myFieldName'`; with `true`, each word is capitalized first (`'MyFieldName'`). */
function camelCase(input, firstWordWithCase) {
    let text = asText(input);
    if (firstWordWithCase)
        text = capitalize(text);
    return text.trim().replace(/[-_\s]+(.)?/g, (match, next) => (next ? next.toUpperCase() : ''));
}
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;', '/': '&#x2F;' };
/** `&`, `<`, `>`, `"`, `'` and `/` as HTML entities, so the text can sit in markup as text. */
function escapeHtml(input) {
    return String(input).replace(/[&<>"'/]/g, (character) => HTML_ENTITIES[character]);
}
/** `123` → `'field123'`: the record attribute of a field id. */
function fieldName(fieldId) {
    return 'field' + String(fieldId);
}

;// ./src/extras/filters.ts



/** A filter whose output follows something besides its input (the host's lists on $rootScope). */
function stateful(filter) {
    filter.$stateful = true;
    return filter;
}
/** `{{ field | znPresentationalText }}`: a presentational field's label, rendered as Markdown when its settings say so. */
function presentationalText(field, markdown) {
    const { label, settings } = (field && typeof field === 'object' ? field : {});
    const text = label || '';
    return settings && settings.properties && settings.properties.markdown ? markdown(text) : text;
}
/** Registers the filters of Zengine's plugin runtime that are not in the documented list. */
function registerExtraFilters(ngModule) {
    const plain = {
        truncate: truncate, pluralize: pluralize, singularize: singularize, capitalize: capitalize, article: article, urlEncode: urlEncode, formFieldTitle: formFieldTitle, trim: trim, camelCase: camelCase, escapeHtml: escapeHtml, fieldName: fieldName
    };
    Object.keys(plain).forEach((name) => {
        const factory = () => plain[name];
        factory.$inject = [];
        ngModule.filter(name, factory);
    });
    // Zengine's host kept its lists on $rootScope (states, countries, currencies): read at each call.
    const lookup = (read, listName) => {
        const factory = ($rootScope) => stateful((code) => read(code, $rootScope[listName]));
        factory.$inject = ['$rootScope'];
        return factory;
    };
    ngModule.filter('state', lookup(stateName, 'states'));
    ngModule.filter('country', lookup(countryName, 'countries'));
    ngModule.filter('znCurrencySymbol', lookup(currencySymbolOf, 'currencies'));
    const createdBy = () => createdByOf;
    createdBy.$inject = [];
    ngModule.filter('createdBy', createdBy);
    // The wrapper's userDate is znUserDate under its older name.
    const userDate = ($filter) => $filter('znUserDate');
    userDate.$inject = ['$filter'];
    ngModule.filter('userDate', userDate);
    // Markdown becomes HTML for ng-bind-html; $sanitize passes it as well, so no input can add script.
    const markdown = ($sanitize) => (text) => (text ? $sanitize(renderMarkdown(String(text))) : text);
    markdown.$inject = ['$sanitize'];
    ngModule.filter('znMarkdown', markdown);
    const presentational = ($filter) => (field) => presentationalText(field, $filter('znMarkdown'));
    presentational.$inject = ['$filter'];
    ngModule.filter('znPresentationalText', presentational);
}

;// ./src/extras/form-error.ts

/**
 * `{ fieldA: ['Is required'], address: { city: 'Unknown' } }` → `{ fieldA: ['Is required'],
 * 'address.city': 'Unknown' }`: an API's validation errors by the path a model would have. Pure;
 * cycles and depth past 20 are cut.
 */
function flattenErrors(error, prefix = '', depth = 0, seen = []) {
    const flat = {};
    if (!error || typeof error !== 'object' || depth > 20 || seen.indexOf(error) !== -1)
        return flat;
    seen.push(error);
    Object.keys(error).forEach((key) => {
        const value = error[key];
        if (value && typeof value === 'object' && !Array.isArray(value))
            Object.assign(flat, flattenErrors(value, `${prefix}${key}.`, depth + 1, seen));
        else
            flat[prefix + key] = value;
    });
    return flat;
}
/** An error's text: an array's messages joined, anything else as text. Pure. */
function errorText(value) {
    return Array.isArray(value) ? value.join('') : String(value);
}
/**
 * `<form name="editForm" form-error>` with `editForm.errorObject = apiError.validationErrors`:
 * each error whose path is an `ng-model` inside the form marks that control invalid
 * (`server-validation`), adds `error` to its `[validate="<name>"]` container and shows the message
 * (as text) in the container's `.controls`; changing the value clears it. Paths that no `ng-model`
 * in the form carries are ignored, so an API's keys are never evaluated as expressions.
 */
function formErrorDirective() {
    return {
        restrict: 'A',
        scope: false,
        link(scope, element, attrs) {
            const name = attrs.name;
            if (!name)
                return;
            const show = (form, path, message) => {
                const input = Array.from(element[0].querySelectorAll('[ng-model]')).find((node) => node.getAttribute('ng-model') === path);
                const fieldName = input && input.getAttribute('name');
                const field = fieldName ? form[fieldName] : undefined;
                if (!input || !fieldName || !field || typeof field.$setValidity !== 'function')
                    return;
                field.$setValidity('server-validation', false);
                let container = input.parentElement;
                while (container && container !== element[0] && container.getAttribute('validate') !== fieldName)
                    container = container.parentElement;
                const box = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element(container && container !== element[0] ? container : input.parentElement);
                box.addClass('error');
                const note = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element('<div class="form-error error help-block"></div>').text(errorText(message));
                const controls = box[0].querySelector('.controls');
                external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element(controls || box[0]).append(note);
                const initial = field.$modelValue;
                const stop = scope.$watch(path, (value) => {
                    if (value === initial)
                        return;
                    field.$setValidity('server-validation', true);
                    note.remove();
                    stop();
                });
            };
            scope.$watch(name, (form) => {
                if (!form)
                    return;
                scope.$watch(`${name}.errorObject`, (error) => {
                    if (!error)
                        return;
                    form.submitted = true;
                    const errors = flattenErrors(error);
                    Object.keys(errors).forEach((path) => show(form, path, errors[path]));
                });
            });
        }
    };
}
formErrorDirective.$inject = [];

;// ./src/extras/input-directives.ts
/**
 * The input directives of Zengine's plugin runtime beyond the documented ones: `numbers-only`,
 * `check-list`, `ng-auto-expand`, `zn-file-select`.
 */
/** What `numbers-only` keeps of typed text: digits, one decimal point, and a minus sign in front when an odd number was typed. Pure. */
function numbersOnlyValue(input) {
    const kept = (/^[-\d]+\.?[-\d]*/.exec(input) || [''])[0];
    const minuses = kept.length - kept.replace(/-/g, '').length;
    if (minuses === 0 || (minuses === 1 && kept.charAt(0) === '-'))
        return kept;
    return (minuses % 2 === 1 ? '-' : '') + kept.replace(/-/g, '');
}
/** `<input ng-model="amount" numbers-only>`: anything but a number is removed as it is typed. */
function numbersOnlyDirective() {
    return {
        require: 'ngModel',
        link(scope, element, attrs, controller) {
            const ngModel = controller;
            ngModel.$parsers.push((input) => {
                if (!input)
                    return '';
                const value = numbersOnlyValue(String(input));
                if (value !== input) {
                    ngModel.$setViewValue(value);
                    ngModel.$render();
                }
                return value;
            });
        }
    };
}
numbersOnlyDirective.$inject = [];
/** A check-list model as text values: a member field's old `{ id }` form and ids as numbers become their text. Pure. */
function checkListValues(list) {
    if (Array.isArray(list)) {
        return list.map((item) => (item && typeof item === 'object' && item.id ? String(item.id) : item));
    }
    if (!list)
        return [];
    // one value where a list belongs: a dropdown's { id } or a single checkbox's text
    const id = typeof list === 'object' ? parseInt(String(list.id), 10) : list;
    return id || id === 0 ? [id] : [];
}
/**
 * `<input type="checkbox" check-list="record.colors" check-value="'red'">` (or `check-value="red"`
 * as text): the box is checked while the value is in the list, and checking it adds the value.
 */
function checkListDirective() {
    return {
        scope: { checkValue: '=', list: '=checkList' },
        link(scope, element, attrs) {
            const valueOf = () => (scope.checkValue !== undefined && scope.checkValue !== null && scope.checkValue !== '' ? String(scope.checkValue) : attrs.checkValue);
            const update = (fromModel) => {
                if (fromModel || !Array.isArray(scope.list))
                    scope.list = checkListValues(scope.list);
                const list = scope.list;
                const value = valueOf();
                const index = list.indexOf(value);
                const checked = element[0].checked;
                if (fromModel)
                    element[0].checked = index !== -1;
                else if (checked && index === -1)
                    list.push(value);
                else if (!checked && index !== -1)
                    list.splice(index, 1);
            };
            element.on('change', () => scope.$apply(() => update(false)));
            scope.$watch('list', () => update(true), true);
        }
    };
}
checkListDirective.$inject = [];
/** `<textarea ng-model="note" ng-auto-expand>`: grows and shrinks with its text. */
function ngAutoExpandDirective($timeout) {
    return {
        restrict: 'A',
        require: 'ngModel',
        link(scope, element, attrs, controller) {
            const ngModel = controller;
            const area = element[0];
            const fit = () => {
                const parent = area.parentElement;
                // the parent keeps its height meanwhile, so the page does not jump (Zengine's WIZ-3363)
                if (parent)
                    parent.style.height = `${parent.offsetHeight}px`;
                area.style.height = '0px';
                area.style.height = `${Math.max(area.scrollHeight, 28) - 8}px`;
                if (parent)
                    parent.style.height = 'auto';
            };
            element.on('keyup', fit);
            const first = $timeout(fit, 0, false);
            scope.$watch(() => ngModel.$viewValue, fit);
            scope.$on('$destroy', () => $timeout.cancel(first));
        }
    };
}
ngAutoExpandDirective.$inject = ['$timeout'];
/**
 * `<input type="file" ng-model="files" zn-file-select="upload()">`: on choosing files the model
 * gets the FileList and the expression runs; an empty model clears the input.
 */
function znFileSelectDirective($parse) {
    return {
        restrict: 'A',
        require: 'ngModel',
        scope: true,
        link(scope, element, attrs, controller) {
            const ngModel = controller;
            const onSelect = $parse(attrs.znFileSelect || 'undefined');
            const input = element[0];
            scope.$watch(attrs.ngModel, (value) => {
                if (!value)
                    input.value = '';
            });
            element.on('change', () => {
                const files = input.files;
                scope.$apply(() => {
                    ngModel.$setViewValue(files);
                    onSelect(scope);
                });
            });
            // Emptied when the picker opens again, so choosing the same file fires change again (emptying
            // it at once, as Zengine did, would empty the FileList in the model, which is live).
            element.on('click', () => { input.value = ''; });
        }
    };
}
znFileSelectDirective.$inject = ['$parse'];

;// ./src/extras/ui-directives.ts

/**
 * The page directives of Zengine's plugin runtime beyond the documented ones: `zn-tooltip`,
 * `dropdown-menu-persist`, `esc`, `zn-form-select`.
 */
const PLACEMENTS = ['top', 'bottom', 'left', 'right'];
/** Where a tooltip of `size` goes beside `box` on `side`, in page coordinates. Pure. */
function tooltipPosition(box, size, side, scroll) {
    const centreX = box.left + box.width / 2 - size.width / 2;
    const centreY = box.top + box.height / 2 - size.height / 2;
    const at = side === 'bottom' ? { top: box.top + box.height, left: centreX }
        : side === 'left' ? { top: centreY, left: box.left - size.width }
            : side === 'right' ? { top: centreY, left: box.left + box.width }
                : { top: box.top - size.height, left: centreX };
    return { top: Math.round(at.top + scroll.y), left: Math.round(at.left + scroll.x) };
}
/**
 * `<i zn-tooltip="Saved by the plugin" tooltip-placement="right" tooltip-popup-delay="200">`: a
 * Bootstrap tooltip with that text (as text, never markup) while the pointer is on the element,
 * `top` by default. Zengine's host drew it outside the plugin's frame; here it goes on the body.
 */
function znTooltipDirective($document, $timeout) {
    return {
        restrict: 'A',
        link(scope, element, attrs) {
            let tip = null;
            let pending = null;
            const hide = () => {
                if (pending)
                    $timeout.cancel(pending);
                pending = null;
                if (tip)
                    tip.remove();
                tip = null;
            };
            const show = () => {
                const text = String(attrs.znTooltip || '');
                if (!text || tip)
                    return;
                const side = PLACEMENTS.indexOf(attrs.tooltipPlacement) === -1 ? 'top' : attrs.tooltipPlacement;
                const doc = $document[0];
                tip = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element('<div class="tooltip in" role="tooltip"><div class="tooltip-arrow"></div><div class="tooltip-inner"></div></div>');
                tip.addClass(side);
                tip.children().eq(1).text(text);
                tip.css({ position: 'absolute', top: '0px', left: '0px', display: 'block' });
                external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().element(doc.body).append(tip);
                const box = element[0].getBoundingClientRect();
                const tipNode = tip[0];
                const view = doc.defaultView;
                const at = tooltipPosition(box, { width: tipNode.offsetWidth, height: tipNode.offsetHeight }, side, { x: view ? view.pageXOffset : 0, y: view ? view.pageYOffset : 0 });
                tip.css({ top: `${at.top}px`, left: `${at.left}px` });
            };
            const enter = () => {
                const delay = Number(attrs.tooltipPopupDelay);
                if (delay > 0)
                    pending = $timeout(show, delay, false);
                else
                    show();
            };
            // The DOM's own mouseenter/mouseleave (jqLite has them only by way of mouseover).
            const node = element[0];
            node.addEventListener('mouseenter', enter);
            node.addEventListener('mouseleave', hide);
            const destroy = () => {
                hide();
                node.removeEventListener('mouseenter', enter);
                node.removeEventListener('mouseleave', hide);
            };
            element.on('$destroy', destroy);
            scope.$on('$destroy', destroy);
        }
    };
}
znTooltipDirective.$inject = ['$document', '$timeout'];
/** `<ul class="dropdown-menu" dropdown-menu-persist>`: a click inside keeps the menu open, unless on `.dropdown-menu-close`. */
function dropdownMenuPersistDirective() {
    return {
        restrict: 'A',
        link(scope, element) {
            element.on('click', (event) => {
                const target = event.target;
                if (!target || !target.classList || !target.classList.contains('dropdown-menu-close'))
                    event.stopPropagation();
            });
        }
    };
}
dropdownMenuPersistDirective.$inject = [];
/** `<div esc>`: Escape pressed inside broadcasts `esc` on $rootScope. */
function escDirective($rootScope) {
    return {
        restrict: 'A',
        link(scope, element) {
            element.on('keydown', (event) => {
                if (event.which === 27 || event.keyCode === 27 || event.key === 'Escape') {
                    $rootScope.$apply(() => $rootScope.$broadcast('esc'));
                }
            });
        }
    };
}
escDirective.$inject = ['$rootScope'];
const FORM_SELECT_TEMPLATE = 'zn/template/form-select.html';
/**
 * `<zn-form-select ng-model="formId" forms="forms" form-property="id" ng-change="load()">`: a
 * select of the forms by name; the model gets the form (or its `form-property`). Zengine drew it
 * with ui-select; here it is a plain select (template `zn/template/form-select.html`).
 */
function znFormSelectDirective() {
    return {
        restrict: 'E',
        scope: { ngModel: '=', ngDisabled: '=', ngChange: '&', forms: '=', formProperty: '@' },
        templateUrl: FORM_SELECT_TEMPLATE,
        link(scope, element, attrs) {
            scope.form = {};
            scope.$watch('ngDisabled', (disabled) => {
                scope.disabled = 'ngDisabled' in attrs ? disabled !== false && disabled !== undefined && disabled !== null && disabled !== 0 && disabled !== '' : false;
            });
            scope.$watch('form.selected', (selected) => {
                const value = selected ? (scope.formProperty ? selected[scope.formProperty] : selected) : undefined;
                if (value && value !== scope.ngModel) {
                    scope.ngModel = value;
                    scope.ngChange();
                }
            });
            scope.$watch('ngModel', (model) => {
                if (!model)
                    return;
                const forms = Array.isArray(scope.forms) ? scope.forms : [];
                const found = scope.formProperty ? forms.find((form) => form && form[scope.formProperty] == model) : model;
                if (found)
                    scope.form.selected = found;
            });
        }
    };
}
znFormSelectDirective.$inject = [];

;// ./src/extras/zn-form.ts
/**
 * `znForm`: helpers over a form's `linkedForms` (Zengine's plugin runtime gave them as a service).
 * Pure functions; what they are given is never changed except where Zengine's did (`type` on the
 * forms `getFullLinkedForms` returns, `order` on the links `getSortedLinkedForms` returns).
 */
const ALL_TYPES = ['hasOne', 'belongsTo', 'hasMany'];
function linksOf(form) {
    const links = form && typeof form === 'object' ? form.linkedForms : undefined;
    return Array.isArray(links) ? links.filter((link) => link && typeof link === 'object') : null;
}
/** The forms (from `forms`) that `form` links to, of the given types (all by default), each with its link's `type`. */
function getFullLinkedForms(form, forms, forTypes) {
    const links = linksOf(form);
    if (!links || !Array.isArray(forms))
        return [];
    const types = forTypes ? [].concat(forTypes) : ALL_TYPES;
    const related = [];
    links.forEach((link) => {
        if (types.indexOf(String(link.type)) === -1)
            return;
        forms.forEach((other) => {
            if (other && link.form && other.id === link.form.id) {
                other.type = link.type;
                related.push(other);
            }
        });
    });
    return related;
}
/** The link of `form` to the form `formId` (ids compared as text), or false. */
function getLinkedForm(form, formId) {
    const links = linksOf(form);
    const found = links && links.find((link) => link.form && String(link.form.id) === String(formId));
    return found || false;
}
/** The record attribute of the field that links `form` to `formId` (`'field123'`), or false. */
function getLinkedFormAttribute(form, formId) {
    const link = getLinkedForm(form, formId);
    return link && link.keyField ? `field${String(link.keyField.id)}` : false;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * The links of `form`, belongsTo first (by their linked field's order in the form), then the
 * others by their form's order in `forms`. Undefined when the form has no links, as Zengine's did.
 */
function getSortedLinkedForms(form, forms) {
    const links = linksOf(form);
    if (!links)
        return undefined;
    const fields = Array.isArray(form.fields) ? form.fields : [];
    const all = Array.isArray(forms) ? forms : [];
    links.forEach((link) => {
        if (link.type === 'belongsTo' && link.keyField) {
            const field = fields.find((item) => item && item.type === 'linked' && item.id == link.keyField.id);
            if (field)
                link.keyField.order = field.order;
        }
        else if (link.form) {
            const other = all.find((item) => item && item.id == link.form.id);
            if (other)
                link.form.order = other.order;
        }
    });
    return links.slice().sort((a, b) => {
        const aBelongs = a.type === 'belongsTo';
        const bBelongs = b.type === 'belongsTo';
        if (aBelongs !== bBelongs)
            return aBelongs ? -1 : 1;
        return aBelongs ? compare(a.keyField && a.keyField.order, b.keyField && b.keyField.order)
            : compare(a.form && a.form.order, b.form && b.form.order);
    });
}
/** The service object. */
function znFormFactory() {
    return { getFullLinkedForms, getLinkedForm, getLinkedFormAttribute, getSortedLinkedForms };
}
znFormFactory.$inject = [];

;// ./src/extras/zn-template-cache.ts
/**
 * `znTemplateCache`: the template cache under the name Zengine's whitelist gave plugins (its
 * runtime swapped a plugin's `$templateCache` for it): `get`, `put`, `remove`, `removeAll`, `info`
 * of the page's `$templateCache`, so a template a plugin puts is one `ng-include` finds.
 */
function znTemplateCacheFactory($templateCache) {
    return $templateCache;
}
znTemplateCacheFactory.$inject = ['$templateCache'];

;// ./src/extras/zn-window.ts
/**
 * Zengine's plugins ran in a frame and reached the page through `znWindow`; here the plugin is in
 * the page, so both go to `$window` (a spec can give a fake one).
 */
function znWindowFactory($window) {
    return {
        open: (url, name, features) => $window.open(url, name || undefined, features || undefined),
        location: { reload: () => $window.location.reload() }
    };
}
znWindowFactory.$inject = ['$window'];

;// ./src/extras/index.ts








/**
 * dist/zn-plugin-extras.js: the filters, directives and services Zengine's plugin runtime gave
 * every plugin besides the documented ones (docs/extras.md). Loaded after zn-plugin.js, it adds
 * them to `zn.plugin`, so a host that loads the script needs nothing else.
 *
 * Two modules, dependencies one way only (extras → zn.plugin → parts): the parts
 * (`zn.plugin.extras.parts`, depending on ngSanitize alone) are added to `zn.plugin`'s
 * dependencies, and `zn.plugin.extras`, the name plugins list, depends on `zn.plugin`. A plugin
 * module listing either gets the SDK and the extras; no module requires one that requires it.
 */
const EXTRAS_MODULE_NAME = 'zn.plugin.extras';
/** The module that registers the extras (internal; `zn.plugin` depends on it). */
const EXTRAS_PARTS_MODULE_NAME = 'zn.plugin.extras.parts';
const ngModule = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module(EXTRAS_PARTS_MODULE_NAME, ['ngSanitize']);
external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module(EXTRAS_MODULE_NAME, ['zn.plugin']);
registerExtraFilters(ngModule);
ngModule.directive('numbersOnly', numbersOnlyDirective);
ngModule.directive('checkList', checkListDirective);
ngModule.directive('ngAutoExpand', ngAutoExpandDirective);
ngModule.directive('znFileSelect', znFileSelectDirective);
ngModule.directive('znTooltip', znTooltipDirective);
ngModule.directive('dropdownMenuPersist', dropdownMenuPersistDirective);
ngModule.directive('esc', escDirective);
ngModule.directive('formError', formErrorDirective);
ngModule.directive('znFormSelect', znFormSelectDirective);
ngModule.factory('znForm', znFormFactory);
ngModule.factory('znWindow', znWindowFactory);
ngModule.factory('znTemplateCache', znTemplateCacheFactory);
function putFormSelectTemplate($templateCache) {
    if ($templateCache.get(FORM_SELECT_TEMPLATE) !== undefined)
        return; // a host's own markup stays
    $templateCache.put(FORM_SELECT_TEMPLATE, '<select class="form-control zn-form-select" ng-model="form.selected" ng-disabled="disabled" ' +
        'ng-options="item as item.name for item in forms track by item.id"><option value="">Select a form…</option></select>');
}
putFormSelectTemplate.$inject = ['$templateCache'];
ngModule.run(putFormSelectTemplate);
// Every injector of zn.plugin (a host's, a plugin's spec) gets the extras as well.
const sdk = external_root_angular_commonjs_angular_commonjs2_angular_amd_angular_default().module('zn.plugin');
if (sdk.requires.indexOf(EXTRAS_PARTS_MODULE_NAME) === -1)
    sdk.requires.push(EXTRAS_PARTS_MODULE_NAME);

/******/ 	return __webpack_exports__;
/******/ })()
;
});
//# sourceMappingURL=zn-plugin-extras.js.map