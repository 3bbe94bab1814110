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
;// ./src/core/rest/envelopes.ts
/**
 * The envelopes of the REST conventions (success, count, failure) and the error a handler throws
 * to answer with a failure envelope. Shared by the workbench's sandbox and the testing kit's
 * in-memory API, so both answer in the same shapes with the same codes.
 */
/** Failure kinds: HTTP status, API code and the message a person may be shown. */
const REST_FAILURES = {
    badRequest: { status: 400, code: 4000, userMessage: 'The request could not be understood' },
    unauthorized: { status: 401, code: 4001, userMessage: 'Please sign in' },
    forbidden: { status: 403, code: 4003, userMessage: 'You do not have access to this' },
    notFound: { status: 404, code: 4004, userMessage: 'Error viewing data' },
    /**
     * A path that is no resource, or a verb its resource does not take (`POST /users/1`): Zengine's
     * router answered these with code 5004 and "Not Found" for both messages (evert0n/zn-api-tests).
     */
    noRoute: { status: 404, code: 5004, userMessage: 'Not Found' },
    methodNotAllowed: { status: 405, code: 4005, userMessage: 'This action is not available' },
    /** A stale `X-If-ObjectVersion-Matches`: Zengine answered 412 with code 4025 (zn-backend-http retries on exactly that). */
    staleVersion: { status: 412, code: 4025, userMessage: 'Someone else changed this in the meantime' },
    validation: { status: 403, code: 4012, userMessage: 'Error saving data' },
    /** A write the caller may not make there (a record of a form that does not exist): Zengine's 403 with code 4013. */
    writeRefused: { status: 403, code: 4013, userMessage: 'Error saving data' },
    /** A delete the caller may not make there (an object under a parent that does not exist): Zengine's 403 with code 4000. */
    deleteRefused: { status: 403, code: 4000, userMessage: 'Error deleting data' },
    /** Zengine's other refusal of a change under a parent that does not exist (a reply of no note): 403, code 5003. */
    accessRefused: { status: 403, code: 5003, userMessage: 'Forbidden' },
    /** A permissions change where there is no form: Zengine's 403 with code 4024. */
    permissionsRefused: { status: 403, code: 4024, userMessage: 'Error saving data' },
    tooLarge: { status: 413, code: 4013, userMessage: 'The request is too large' },
    unsupportedMediaType: { status: 415, code: 4015, userMessage: 'The request could not be understood' },
    serverError: { status: 500, code: 5000, userMessage: 'Something went wrong on our side' }
};
/** Thrown while answering a request; becomes a failure envelope (`toEnvelope`). */
class RestError extends Error {
    constructor(kind, developerMessage, validationErrors) {
        super(developerMessage);
        this.name = 'RestError';
        this.kind = kind;
        this.validationErrors = validationErrors;
    }
    get status() {
        return REST_FAILURES[this.kind].status;
    }
    toEnvelope() {
        const failure = REST_FAILURES[this.kind];
        const envelope = {
            status: failure.status,
            code: failure.code,
            userMessage: failure.userMessage,
            developerMessage: this.message
        };
        if (this.validationErrors)
            envelope.validationErrors = this.validationErrors;
        return envelope;
    }
}
function badRequest(developerMessage) {
    return new RestError('badRequest', developerMessage);
}
function notFound(developerMessage) {
    return new RestError('notFound', developerMessage);
}
function validationFailed(validationErrors) {
    return new RestError('validation', 'Validation errors', validationErrors);
}
/** Whether a value is a RestError (also across two copies of the core). */
function isRestError(error) {
    return error instanceof RestError || (error instanceof Error && error.name === 'RestError' &&
        typeof error.toEnvelope === 'function');
}
function noRoute() {
    return new RestError('noRoute', 'Not Found');
}
/**
 * A list or one object read with GET, or the answer to a POST or PUT: status 200 and code 2000
 * for a create too, as the conventions' response-format page shows for GET, POST and PUT and as
 * Zengine's API answered. A page past the end (its offset at or beyond the total) answers
 * `totalCount: 0`, as Zengine's API did: public services read pages until one answers 0 (wgnBulk's
 * getAll), and Zengine's router library filled in the `data` such an answer came without (zengo's
 * api.query); docs/differences.md.
 */
function successEnvelope(page, data) {
    const totalCount = page.offset > 0 && page.offset >= page.totalCount ? 0 : page.totalCount;
    return { status: 200, code: 2000, totalCount, limit: page.limit, offset: page.offset, data };
}
/** The answer to `GET <collection>/count`. */
function countEnvelope(totalCount) {
    return { status: 200, code: 2000, totalCount };
}
/** The API code of a failure status: 4000 + the status's last two digits (404 → 4004), 5000 + them for 5xx. */
function failureCode(status) {
    return Math.floor(status / 100) * 1000 + (status % 100);
}
/**
 * A whole failure envelope from a partial one: the code by `failureCode` (4012 for validation
 * errors), the user message the one of that status in REST_FAILURES.
 */
function failureEnvelope(failure, defaultDeveloperMessage) {
    const status = typeof failure.status === 'number' ? failure.status : 500;
    const validation = failure.validationErrors !== undefined;
    let known;
    Object.keys(REST_FAILURES).forEach((kind) => {
        if (!known && kind !== 'validation' && REST_FAILURES[kind].status === status)
            known = REST_FAILURES[kind];
    });
    const envelope = {
        status,
        code: typeof failure.code === 'number' ? failure.code : validation && status === 403 ? REST_FAILURES.validation.code : failureCode(status),
        userMessage: typeof failure.userMessage === 'string' ? failure.userMessage
            : validation ? REST_FAILURES.validation.userMessage
                : known ? known.userMessage : status >= 500 ? REST_FAILURES.serverError.userMessage : 'The request failed',
        developerMessage: typeof failure.developerMessage === 'string' ? failure.developerMessage
            : validation ? 'Validation errors' : defaultDeveloperMessage
    };
    if (validation)
        envelope.validationErrors = failure.validationErrors;
    return envelope;
}

;// ./src/core/rest/times.ts
/**
 * `?timezone=`: the user-centric datetimes of an answer in another zone than UTC, as the REST
 * conventions' querying-options page says ("a numerical offset or a string value from the Olson
 * database", or `user` for the current user's). Times stay ISO 8601 and name their offset
 * (`2024-01-02T04:00:00-05:00`), so a client reading them as dates gets the same instant.
 */
/** `-05:00`, `+0530`, `-5`, `5.5`, ` 05:00` (a `+` the query decoded to a space). */
const OFFSET = /^([+-]?)(\d{1,2})(?::?(\d{2})|\.(\d+))?$/;
/**
 * The zone a `timezone` value names, or undefined when it names none. `user` is resolved by the
 * caller (the user's own `timezone`), so it is undefined here.
 */
function parseTimezone(value) {
    const text = value.replace(/^ /, '+').trim();
    const offset = OFFSET.exec(text);
    if (offset) {
        const hours = Number(offset[2]);
        const minutes = offset[3] !== undefined ? Number(offset[3]) : offset[4] !== undefined ? Math.round(Number('0.' + offset[4]) * 60) : 0;
        const total = hours * 60 + minutes;
        if (minutes >= 60 || total > 14 * 60)
            return undefined;
        return { offsetMinutes: offset[1] === '-' ? -total : total };
    }
    if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(text))
        return undefined;
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: text });
        return { zone: text };
    }
    catch (_a) {
        return undefined;
    }
}
const formatters = new Map();
function formatterOf(zone) {
    let formatter = formatters.get(zone);
    if (!formatter) {
        // hourCycle is newer than the lib this file is typed against; an engine without it may write midnight as 24 (read below)
        formatter = new Intl.DateTimeFormat('en-US', {
            timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit'
        });
        if (formatters.size > 100)
            formatters.clear();
        formatters.set(zone, formatter);
    }
    return formatter;
}
/** The zone's offset from UTC at an instant, in minutes. */
function offsetAt(timezone, instant) {
    if ('offsetMinutes' in timezone)
        return timezone.offsetMinutes;
    const parts = {};
    formatterOf(timezone.zone).formatToParts(new Date(instant)).forEach((part) => {
        if (part.type !== 'literal')
            parts[part.type] = Number(part.value);
    });
    const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
    return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60000);
}
const pad = (value) => String(value).padStart(2, '0');
/** `2024-01-02T09:00:00Z` in the zone: `2024-01-02T04:00:00-05:00` (UTC stays `Z`). */
function timeInZone(utc, timezone) {
    const instant = Date.parse(utc);
    const offset = offsetAt(timezone, instant);
    if (offset === 0)
        return utc;
    const local = new Date(instant + offset * 60000).toISOString().replace(/\.\d{3}Z$/, '');
    const size = Math.abs(offset);
    return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}
/** A time as the API writes them: ISO 8601 UTC without milliseconds. */
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** A form record's field: what a user typed stays as it is, whatever it looks like. */
const FIELD_KEY = /^field\d+$/;
/**
 * A copy of an answer's data with every time (`created`, `modified`, a task's times...) in the
 * zone; the values of record fields (`field12`) are what users entered and stay as they are.
 */
function localizeTimes(data, timezone) {
    const visit = (value) => {
        if (typeof value === 'string')
            return UTC_TIME.test(value) ? timeInZone(value, timezone) : value;
        if (Array.isArray(value))
            return value.map(visit);
        if (value !== null && typeof value === 'object') {
            const copy = {};
            Object.keys(value).forEach((key) => {
                const item = value[key];
                copy[key] = FIELD_KEY.test(key) ? item : visit(item);
            });
            return copy;
        }
        return value;
    };
    return visit(data);
}
/**
 * The zone of a query's `timezone`: `user` is the user's own (`userZone`, UTC without one); an
 * offset or a zone as it is. Undefined for none, or for UTC itself (nothing to convert).
 */
function answerTimezone(value, userZone) {
    if (value === undefined)
        return undefined;
    const zone = value === 'user' ? (typeof userZone === 'string' ? parseTimezone(userZone) : undefined) : parseTimezone(value);
    if (!zone)
        return undefined;
    if ('offsetMinutes' in zone ? zone.offsetMinutes === 0 : /^(UTC|Etc\/UTC|GMT|Etc\/GMT|Z)$/i.test(zone.zone))
        return undefined;
    return zone;
}

;// ./src/core/rest/query.ts
/** The options given (`seen`, one value each) read into `options`, refusing malformed values. */
function readOptions(seen, options, directionTexts) {
    const has = (key) => Object.prototype.hasOwnProperty.call(seen, key);
    // the page is cut to REST_MAX_LIMIT before `page` turns into an offset, so page N follows page N-1 exactly
    if (has('limit')) {
        if (!DIGITS.test(seen.limit) || Number(seen.limit) < 1 || Number(seen.limit) > REST_MAX_ASKED_LIMIT) {
            throw badRequest(`limit must be a positive integer (a page holds at most ${REST_MAX_LIMIT}); got ${shown(seen.limit)}`);
        }
        options.limit = Math.min(Number(seen.limit), REST_MAX_LIMIT);
    }
    if (has('page') && has('offset'))
        throw badRequest('Give page or offset, not both');
    if (has('page'))
        options.offset = (integerOption('page', seen.page, 1, 1000000) - 1) * options.limit;
    if (has('offset'))
        options.offset = integerOption('offset', seen.offset, 0, 100000000);
    if (directionTexts.length) {
        directionTexts.forEach((direction) => {
            if (direction !== 'asc' && direction !== 'desc')
                throw badRequest(`direction must be asc or desc; got ${shown(direction)}`);
        });
        if (directionTexts.length > Math.max(1, options.sort.length)) {
            throw badRequest(`direction gives ${directionTexts.length} directions for ${options.sort.length} sort attributes; give one, or one per sort attribute`);
        }
        options.directions = directionTexts;
        options.direction = options.directions[0];
        if (options.directions.every((direction) => direction === options.direction))
            options.directions = [];
    }
    if (has('attributes'))
        options.attributes = attributeList('attributes', seen.attributes);
    // `related=null` (what @zenginehq/frontend-config sends for "nothing related") and `related=`
    // (what a client sends for a null value) name no relation
    if (has('related') && seen.related !== '')
        options.related = attributeList('related', seen.related).filter((name) => name !== 'null');
    if (has('timezone')) {
        checkTimezone(seen.timezone);
        options.timezone = seen.timezone;
    }
    if (has('validate_only')) {
        const validateOnly = seen.validate_only;
        if (['true', 'false', '1', '0'].indexOf(validateOnly) === -1) {
            throw badRequest(`validate_only must be true or false; got ${shown(validateOnly)}`);
        }
        options.validateOnly = validateOnly === 'true' || validateOnly === '1';
    }
    if (has('filter')) {
        try {
            options.filter = JSON.parse(seen.filter);
        }
        catch (error) {
            throw badRequest(`filter must be a JSON data filter such as {"and":[...]}; it is not valid JSON (${error.message})`);
        }
    }
}
/**
 * Reads a query string by the REST conventions into options (paging, sorting, attributes,
 * related, filter) and conditions (every other key), refusing what is malformed or ambiguous
 * with a 400 RestError. The sandbox and the testing kit read queries only through here.
 */
;

const REST_DEFAULT_LIMIT = 20;
const REST_MAX_LIMIT = 100;
/**
 * The largest `limit` read before clamping: Zengine's modules ask more than the API's 100
 * (@zenginehq/frontend-bulk asks 1000 and pages on totalCount); Zengine answered a page of at most
 * 100 and said so in the envelope's `limit`, so those callers page on and miss nothing.
 */
const REST_MAX_ASKED_LIMIT = 1000000;
/**
 * Prefixes a condition key may start with, longest first so `not-contains-` wins over `not-`.
 * A prefix goes on the key only (`min-field3=5`), as the conventions write it: in `field3=min:5`
 * the value is the text `min:5`.
 */
const CONDITION_PREFIXES = ['not-contains', 'starts-with', 'ends-with', 'contains', 'not', 'min', 'max'];
/**
 * Keys that are options, not conditions: `_method` is the verb override of a POST, `callback`
 * (JSONP) and `pretty` shape the answer, `client_id` names the caller's application for public
 * resources (all three read by the sandbox's HTTP layer).
 */
const REST_OPTION_KEYS = ['limit', 'page', 'offset', 'sort', 'direction', 'attributes', 'related',
    'timezone', 'access_token', 'validate_only', 'filter', '_method', 'callback', 'pretty', 'client_id'];
const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const DIGITS = /^[0-9]{1,16}$/;
function shown(value) {
    return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
}
function decode(text) {
    try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
    }
    catch (error) {
        throw badRequest(`The query holds malformed percent-encoding: ${shown(text)}`);
    }
}
/** A query string (with or without `?`) as decoded key/value pairs, in order (`+` is a space). */
function restQueryEntries(search) {
    const text = search.charAt(0) === '?' ? search.slice(1) : search;
    if (!text)
        return [];
    return text.split('&').filter(Boolean).map((part) => {
        const equals = part.indexOf('=');
        return equals === -1 ? [decode(part), ''] : [decode(part.slice(0, equals)), decode(part.slice(equals + 1))];
    });
}
function integerOption(name, value, min, max) {
    const number = Number(value);
    if (!DIGITS.test(value) || number < min || number > max) {
        throw badRequest(`${name} must be an integer from ${min} to ${max}; got ${shown(value)}`);
    }
    return number;
}
/** `a,b` as the conventions write lists; `a|b` too, as znData joins an array. */
function attributeList(name, value) {
    const list = value.split(/[,|]/).map((item) => item.trim());
    list.forEach((item) => {
        if (!ATTRIBUTE.test(item))
            throw badRequest(`${name} must be a comma-separated list of names; got ${shown(value)}`);
    });
    return list;
}
/** Splits `not-contains-field3` into its prefix and attribute. */
function splitConditionKey(key) {
    for (const prefix of CONDITION_PREFIXES) {
        if (key.length > prefix.length + 1 && key.slice(0, prefix.length + 1) === prefix + '-') {
            return { prefix, attribute: key.slice(prefix.length + 1) };
        }
    }
    return { prefix: '', attribute: key };
}
function checkTimezone(value) {
    if (value === 'user' || parseTimezone(value) !== undefined)
        return;
    throw badRequest(`timezone must be "user", an IANA time zone such as America/New_York or an offset such as -05:00; got ${shown(value)}`);
}
/**
 * Reads a query string (`limit=5&min-field3=2`) or its entries. An option given twice (but
 * `sort` and `direction`, which list), `page` together with `offset`, a malformed value or a key that is neither an option
 * nor a condition is a 400: a request that could mean two things is refused, not guessed.
 */
function parseRestQuery(query) {
    const entries = typeof query === 'string' ? restQueryEntries(query) : Array.from(query);
    const seen = {};
    const options = {
        limit: REST_DEFAULT_LIMIT, offset: 0, sort: [], direction: 'asc', directions: [], related: [], validateOnly: false, conditions: [], raw: {}
    };
    const order = [];
    const conditionValues = {};
    const listGroups = {};
    const directionTexts = [];
    entries.forEach(([rawKey, value]) => {
        const isList = rawKey.slice(-2) === '[]';
        const key = isList ? rawKey.slice(0, -2) : rawKey;
        options.raw[key] = value;
        if (REST_OPTION_KEYS.indexOf(key) !== -1) {
            if (key === 'sort') {
                options.sort.push(...attributeList('sort', value));
                return;
            }
            // a direction per sort attribute, as `sort` lists them: `direction[]=desc&direction[]=asc`, `direction=desc|asc`
            if (key === 'direction') {
                directionTexts.push(...value.split(/[,|]/).map((item) => item.trim()));
                return;
            }
            if (Object.prototype.hasOwnProperty.call(seen, key))
                throw badRequest(`${key} was given more than once`);
            seen[key] = value;
            return;
        }
        const { prefix, attribute } = splitConditionKey(key);
        if (!ATTRIBUTE.test(attribute)) {
            throw badRequest(`The query key ${shown(rawKey)} is neither an option (${REST_OPTION_KEYS.join(', ')}) ` +
                'nor a condition such as status=open or min-field3=5');
        }
        const conditionKey = prefix + '\u0000' + attribute;
        if (!conditionValues[conditionKey]) {
            conditionValues[conditionKey] = [];
            order.push(conditionKey);
        }
        // `key[]=a&key[]=b` reads as `key=a|b`; a repeated plain key is another condition (ANDed)
        const listGroup = listGroups[conditionKey];
        if (isList && listGroup !== undefined) {
            listGroup.push(...value.split('|'));
            return;
        }
        const values = value.split('|');
        conditionValues[conditionKey].push(values);
        if (isList)
            listGroups[conditionKey] = values;
    });
    readOptions(seen, options, directionTexts);
    order.forEach((conditionKey) => {
        const [prefix, attribute] = conditionKey.split('\u0000');
        conditionValues[conditionKey].forEach((values) => options.conditions.push({ prefix, attribute, values }));
    });
    return options;
}
/** What `sortObjects` takes for a query: its one direction, or a direction per sort attribute. */
function sortDirection(query) {
    return query.directions.length ? query.directions : query.direction;
}

;// ./src/core/rest/attributes.ts
/**
 * Attribute paths (`status`, `role.id`) by the REST conventions: reading them, knowing which a
 * collection has (so a typo in a condition is a 400, not a silent match-nothing or, worse,
 * match-everything for a `not-` condition of a bulk delete), sorting by them and picking them.
 */


function readPath(object, path) {
    let value = object;
    for (const part of path.split('.')) {
        if (!isPlainObject(value))
            return undefined;
        value = value[part];
    }
    return value;
}
/** Every attribute path of the objects, two levels deep (`status`, `taskList`, `taskList.id`). */
function attributesOf(objects) {
    const paths = new Set(['id']);
    objects.forEach((object) => {
        Object.keys(object).forEach((key) => {
            paths.add(key);
            const value = object[key];
            if (isPlainObject(value))
                Object.keys(value).forEach((inner) => paths.add(`${key}.${inner}`));
        });
    });
    return paths;
}
/** Throws a 400 naming `what` when the attribute is not one the collection knows. */
function checkKnown(known, attribute, what) {
    if (!known || known.has(attribute))
        return;
    const list = Array.from(known).sort().slice(0, 40).join(', ');
    throw badRequest(`${what} names the unknown attribute "${attribute}"; known attributes: ${list}`);
}
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
function sortValue(value) {
    if (isPlainObject(value) && value.id !== undefined)
        return value.id;
    if (Array.isArray(value))
        return value.join(', ');
    return value;
}
function isEmpty(value) {
    return value === undefined || value === null || value === '';
}
function compareIds(a, b) {
    return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}
/**
 * Orders by the attributes in turn, then by id: numbers in number order, text without case
 * (numbers in it by value), `{ id }` values by id; empty values come first ascending, last descending.
 * `direction` is one for all, or one per attribute (attributes past the list's end take its
 * last; the id takes the first).
 */
function sortObjects(objects, attributes, direction) {
    const directions = typeof direction === 'string' ? [direction] : direction.length ? direction : ['asc'];
    const signOf = (index) => (directions[Math.min(index, directions.length - 1)] === 'desc' ? -1 : 1);
    const sign = signOf(0);
    const compare = (a, b) => {
        for (let index = 0; index < attributes.length; index++) {
            const attribute = attributes[index];
            const left = sortValue(readPath(a, attribute));
            const right = sortValue(readPath(b, attribute));
            let order = 0;
            if (isEmpty(left) || isEmpty(right))
                order = (isEmpty(left) ? 0 : 1) - (isEmpty(right) ? 0 : 1);
            else if (typeof left === 'number' && typeof right === 'number')
                order = left - right;
            else if (typeof left === 'boolean' && typeof right === 'boolean')
                order = Number(left) - Number(right);
            else
                order = collator.compare(String(left), String(right));
            if (order !== 0)
                return signOf(index) * order;
        }
        return sign * compareIds(a.id, b.id);
    };
    return objects.slice().sort(compare);
}
/** Keeps only the given top-level attributes (and `id`). */
function pickAttributes(object, attributes) {
    const picked = { id: object.id };
    attributes.forEach((attribute) => {
        if (attribute in object)
            picked[attribute] = object[attribute];
    });
    return picked;
}
/** Each `sort` attribute must be one the collection knows (a 400 otherwise). */
function checkSort(sort, known) {
    sort.forEach((attribute) => checkKnown(known, attribute, `sort=${attribute}`));
}
/**
 * `attributes=a,b` applied: top-level names the collection knows, each object cut to them, `id`
 * and the `related` names (joined in already).
 */
function projectAttributes(objects, query, known) {
    const attributes = query.attributes;
    if (!attributes)
        return objects;
    attributes.forEach((attribute) => {
        if (attribute.indexOf('.') !== -1)
            throw badRequest(`attributes takes top-level attribute names; got ${attribute}`);
        checkKnown(known, attribute, 'attributes');
    });
    const kept = attributes.concat(query.related);
    return objects.map((object) => pickAttributes(object, kept));
}
/**
 * Relations a read of one object joins in when the request names no `related` at all: a form's
 * `fields`, as Zengine's API answered `GET /forms/:id` (the 2016 black-box tests of it read
 * `form.fields` so). Any `related=`, `related=null` included, names exactly what is joined; lists
 * join nothing by default. The sandbox and the testing kit both read it here.
 */
const REST_RELATED_BY_DEFAULT = { Forms: ['fields'] };
/** The relations joined by default into one object of `resource` read with this query (often none). */
function relatedByDefault(resource, query) {
    const names = REST_RELATED_BY_DEFAULT[resource];
    return names && !Object.prototype.hasOwnProperty.call(query.raw, 'related') ? names.slice() : [];
}

;// ./src/core/rest/filter.ts
/**
 * From a query to a predicate, by the REST conventions: `?prefix-attribute=a|b` conditions as a
 * data filter, the `filter` parameter checked (shape, depth, known attributes) and resolved
 * (`logged-in-user`, `not-validates unique`, subfilters through a hook), then compiled by the
 * SDK's own matcher, so the sandbox, the testing kit and `znFilterMatcher` agree.
 */




/** Groups nest at most this deep, subfilters included (the conventions' limit). */
const MAX_FILTER_DEPTH = 5;
const MAX_ENTRIES = 500;
const LOGGED_IN_USER = 'logged-in-user';
/** Prefixes that say "none of": their alternatives are ANDed, the others' ORed. */
const NEGATIVE_PREFIXES = ['not', 'not-contains'];
/**
 * `{ and: [...] }` of the conditions. `status=open|closed` becomes an `or` of two conditions;
 * `not-status=open|closed` an `and` of two (neither open nor closed), which is what a person means.
 */
function conditionsToFilter(conditions) {
    if (conditions.length === 0)
        return undefined;
    return {
        and: conditions.map((condition) => {
            const rules = condition.values.map((value) => ({ prefix: condition.prefix, attribute: condition.attribute, value }));
            if (rules.length === 1)
                return rules[0];
            return NEGATIVE_PREFIXES.indexOf(condition.prefix) === -1 ? { or: rules } : { and: rules };
        })
    };
}
/**
 * True when a filter selects every object whatever they hold: an empty group, an `and` of such
 * groups, an `or` with one of them (the matcher's rule: an empty group matches everything).
 */
function selectsEverything(filter) {
    if (!isPlainObject(filter))
        return false;
    const keys = Object.keys(filter);
    if (keys.length !== 1 || (keys[0] !== 'and' && keys[0] !== 'or') || !Array.isArray(filter[keys[0]]))
        return false;
    const entries = filter[keys[0]];
    if (entries.length === 0)
        return true;
    return keys[0] === 'and' ? entries.every(selectsEverything) : entries.some(selectsEverything);
}
/**
 * True when the query holds a condition or a filter that may leave some objects out. A bulk PUT
 * or DELETE needs one: a filter of empty groups would change every object.
 */
function selectsObjects(query) {
    return query.conditions.length > 0 || (query.filter !== undefined && !selectsEverything(query.filter));
}
function isGroup(node) {
    return isPlainObject(node) && ('and' in node || 'or' in node);
}
function replaceDynamic(value, userId) {
    if (userId === undefined)
        return value;
    if (typeof value === 'string') {
        return value.split('|').map((piece) => (piece === LOGGED_IN_USER ? String(userId) : piece)).join('|');
    }
    if (Array.isArray(value))
        return value.map((item) => (item === LOGGED_IN_USER ? String(userId) : item));
    return value;
}
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * A rule value holding a lone surrogate (`"\ud83d"`: a text cut inside a character) is a 400: it
 * is no text of Unicode characters, so it has no UTF-8 form for the database to compare (the
 * sandbox's SQL would compare a replacement character, its matcher the code unit) and none for
 * Zengine's API to read from the JSON. Whole characters (`"\ud83d\ude00"`) are compared as ever.
 */
function checkWholeCharacters(value, attribute, what) {
    const texts = Array.isArray(value) ? value : [value];
    texts.forEach((text) => {
        if (typeof text !== 'string')
            return;
        const found = LONE_SURROGATE.exec(text);
        if (!found)
            return;
        // the match is the lone surrogate, after the character before it when it is a low one
        const unit = found[0].charCodeAt(found[0].length - 1);
        throw badRequest(`${what}'s value for ${attribute} holds a lone surrogate (\\u${unit.toString(16)}: a text cut inside a character); ` +
            'send whole characters (a surrogate pair, e.g. "\\ud83d\\ude00")');
    });
}
/**
 * A copy of the filter with dynamic values and subfilters resolved. Throws a 400 RestError for
 * a shape it cannot walk or an unknown attribute; the matcher's validation checks the rest.
 */
function resolveFilter(filter, context, depth = 1) {
    if (!isPlainObject(filter) || !isGroup(filter)) {
        throw badRequest(`${context.what} must be a data filter such as {"and":[{"prefix":"","attribute":"field1","value":"x"}]}`);
    }
    if (depth > MAX_FILTER_DEPTH) {
        throw badRequest(`${context.what} nests groups and subfilters more than ${MAX_FILTER_DEPTH} levels deep`);
    }
    const keys = Object.keys(filter);
    const operator = keys[0];
    if (keys.length !== 1 || (operator !== 'and' && operator !== 'or') || !Array.isArray(filter[operator])) {
        throw badRequest(`${context.what} has a group with keys ${JSON.stringify(keys)}; a group is {"and":[...]} or {"or":[...]}`);
    }
    const entries = filter[operator];
    if (entries.length > MAX_ENTRIES)
        throw badRequest(`${context.what} has a group of more than ${MAX_ENTRIES} entries`);
    return {
        [operator]: entries.map((entry) => {
            if (isGroup(entry))
                return resolveFilter(entry, context, depth + 1);
            if (!isPlainObject(entry) || typeof entry.attribute !== 'string') {
                throw badRequest(`${context.what} has an entry that is neither a group nor a condition {"prefix","attribute","value"}`);
            }
            if ('filter' in entry) {
                if (!context.resolveSubfilter)
                    throw badRequest(`${context.what} has a subfilter; subfilters apply to form records only`);
                return context.resolveSubfilter(entry, depth + 1);
            }
            checkWholeCharacters(entry.value, entry.attribute, context.what);
            const attribute = referenceIdAttribute(context.known, entry.attribute);
            checkKnown(context.known, attribute, context.what);
            const named = attribute === entry.attribute ? entry : Object.assign(Object.assign({}, entry), { attribute });
            if (context.shared && Object.prototype.hasOwnProperty.call(context.shared, attribute.split('.')[0])) {
                return decideShared(Object.assign(Object.assign({}, named), { value: replaceDynamic(named.value, context.userId) }), context.shared, context.what);
            }
            if (named.prefix === 'not-validates' && typeof named.value === 'string' && context.duplicates) {
                const unique = resolveUnique(named, context.duplicates);
                if (unique)
                    return unique;
            }
            return Object.assign(Object.assign({}, named), { value: replaceDynamic(named.value, context.userId) });
        })
    };
}
/**
 * `workspaceId` for `workspace.id`: a condition on `<reference>Id`, where the collection has no
 * such attribute but has the reference `<reference>.id`, names the reference: plugins and Zengine's
 * own demo sent `GET /forms?workspaceId=1` to Zengine's API and used the answer as the workspace's
 * forms. Any other unknown attribute stays a 400 (docs/differences.md).
 */
function referenceIdAttribute(known, attribute) {
    if (!known || known.has(attribute) || !/^[a-z][A-Za-z0-9]*Id$/.test(attribute))
        return attribute;
    const reference = `${attribute.slice(0, -2)}.id`;
    return known.has(reference) ? reference : attribute;
}
/**
 * A condition on an attribute every object holds alike, decided by the matcher on that one value:
 * `workspaceId=1` on the records of a form of workspace 1 selects them all (an empty group, which
 * every object passes), `workspaceId=2` none (no id is in an empty list).
 */
function decideShared(entry, shared, what) {
    return compileRestFilter({ and: [entry] }, what)(shared) ? { and: [] } : { prefix: 'in', attribute: 'id', value: [] };
}
/**
 * `not-validates unique` needs the whole collection, which only the server has: it becomes
 * `id in [objects sharing their value]` (ORed with the other rules of a piped value).
 */
function resolveUnique(entry, duplicates) {
    const rules = String(entry.value).split('|');
    if (rules.indexOf('unique') === -1)
        return undefined;
    const shared = { prefix: 'in', attribute: 'id', value: duplicates(String(entry.attribute)) };
    const others = rules.filter((rule) => rule !== 'unique');
    return others.length === 0 ? shared : { or: [Object.assign(Object.assign({}, entry), { value: others.join('|') }), shared] };
}
/** The comparable text of a value (as the matcher reads objects: their value, else their id). */
function comparable(value) {
    const inner = isPlainObject(value) ? (value.value !== undefined ? value.value : value.id) : value;
    if (inner === undefined || inner === null || inner === '')
        return '';
    return Array.isArray(inner) ? JSON.stringify(inner) : String(inner).toLowerCase();
}
/** Ids (as text) of the objects whose non-empty value of `attribute` another object shares. */
function duplicateIds(objects, attribute) {
    const counts = {};
    const values = objects.map((object) => comparable(readPath(object, attribute)));
    values.forEach((value) => { if (value !== '')
        counts['=' + value] = (counts['=' + value] || 0) + 1; });
    return objects.filter((object, index) => values[index] !== '' && counts['=' + values[index]] > 1)
        .map((object) => String(object.id));
}
/**
 * A predicate for a resolved filter, by the SDK's matcher. A filter the matcher refuses (unknown
 * prefix, wrong value type...) is a 400 carrying its reason.
 */
function compileRestFilter(filter, what, options = {}) {
    try {
        return compileFilter(filter, options.subfiltering ? { subfiltering: true } : undefined);
    }
    catch (error) {
        const reason = error.message.replace(/^znFilterMatcher: /, '');
        throw badRequest(`${what} is not a valid data filter: ${reason}`);
    }
}
/** The query's conditions and filter resolved and compiled: one predicate each (none selects all). */
function queryPredicates(query, context, options = {}) {
    const resolved = [];
    const conditionFilter = conditionsToFilter(query.conditions);
    if (conditionFilter) {
        const filter = resolveFilter(conditionFilter, Object.assign(Object.assign({}, context), { resolveSubfilter: undefined, what: 'The condition' }));
        resolved.push({ filter, matches: compileRestFilter(filter, 'The conditions', options) });
    }
    if (query.filter !== undefined) {
        if (query.filter === null || typeof query.filter !== 'object') {
            throw badRequest('filter must be a JSON data filter such as {"and":[...]}');
        }
        const filter = resolveFilter(query.filter, Object.assign(Object.assign({}, context), { what: 'The filter' }), options.depth || 1);
        resolved.push({ filter, matches: compileRestFilter(filter, 'The filter', options) });
    }
    return resolved;
}

;// ./src/core/rest/routes.ts
/**
 * Routes of the resource table (RESOURCE_PATHS) and the matching of request paths against them,
 * by one rule for the sandbox and the testing kit: literal segments win over params
 * (`/forms/permissions` is DefaultFormPermissions, not the form "permissions"), `<collection>/count`
 * counts, a trailing slash is the same path.
 *
 * A `:param` segment refers to the resource whose own path is the template up to that segment
 * (`/forms/:formId/fields/:id`: `formId` → Forms, `id` → FormFields itself). A param that refers
 * to the route's own resource is the object's id, and may be left out to address the collection;
 * every other param is a parent.
 */

const PARAM = /^:([A-Za-z][A-Za-z0-9]*)$/;
function normalize(template) {
    return template.replace(/:[A-Za-z][A-Za-z0-9]*/g, ':');
}
function lowerFirst(text) {
    return text.charAt(0).toLowerCase() + text.slice(1);
}
/** Compiles the table; throws when a template refers to something the table does not have. */
function compileRoutes(paths) {
    const byNormalizedPath = {};
    Object.keys(paths).forEach((resource) => { byNormalizedPath[normalize(paths[resource])] = resource; });
    // The attribute name children use for a parent, learned from named params (`formId` → `form`).
    const attributeOf = {};
    const resolveParam = (segments, index) => byNormalizedPath[normalize('/' + segments.slice(0, index + 1).join('/'))];
    Object.keys(paths).forEach((resource) => {
        const segments = paths[resource].split('/').slice(1);
        segments.forEach((segment, index) => {
            const param = PARAM.exec(segment);
            if (!param || param[1] === 'id' || param[1].slice(-2) !== 'Id')
                return;
            const target = resolveParam(segments, index);
            if (target && !attributeOf[target])
                attributeOf[target] = param[1].slice(0, -2);
        });
    });
    return Object.keys(paths).map((resource) => {
        const template = paths[resource];
        const segments = template.split('/').slice(1);
        const collectionSegments = [];
        const parents = [];
        let hasOwnId = false;
        segments.forEach((segment, index) => {
            const param = PARAM.exec(segment);
            if (!param) {
                collectionSegments.push(segment);
                return;
            }
            const target = resolveParam(segments, index);
            if (!target)
                throw new Error(`compileRoutes: the param ${segment} of ${resource} (${template}) refers to no resource`);
            if (target === resource && index === segments.length - 1) {
                hasOwnId = true;
                return;
            }
            collectionSegments.push(null);
            parents.push({ name: param[1], resource: target, attribute: attributeOf[target] || lowerFirst(target) });
        });
        return { resource, template, collectionSegments, parents, hasOwnId };
    });
}
/** Decodes one path segment; malformed percent-encoding is a 400. */
function decodeSegment(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch (error) {
        throw badRequest(`The path segment "${segment.slice(0, 40)}" is not valid percent-encoding`);
    }
}
function tryCollection(route, segments) {
    if (segments.length !== route.collectionSegments.length)
        return undefined;
    const values = [];
    let literals = 0;
    for (let i = 0; i < segments.length; i++) {
        const expected = route.collectionSegments[i];
        if (expected === null) {
            values.push(segments[i]);
        }
        else if (expected === segments[i]) {
            literals++;
        }
        else {
            return undefined;
        }
    }
    return { values, literals };
}
/**
 * Finds the route of a path such as `/forms/2/records/17` (below the API's base). The most
 * specific route wins: the one with the most literal segments. Returns undefined for a path of
 * no resource; throws a 400 RestError for malformed percent-encoding.
 */
function matchRoute(routes, rawPath) {
    let path = rawPath;
    if (path.length > 1 && path.slice(-1) === '/')
        path = path.slice(0, -1);
    if (path.charAt(0) !== '/')
        return undefined;
    const segments = path.slice(1).split('/').map(decodeSegment);
    if (segments.some((segment) => segment === ''))
        return undefined;
    const candidates = [];
    routes.forEach((route) => {
        const whole = tryCollection(route, segments);
        if (whole)
            candidates.push({ route, values: whole.values, count: false, literals: whole.literals });
        if (route.hasOwnId && segments.length > 0) {
            const withId = tryCollection(route, segments.slice(0, -1));
            if (withId) {
                candidates.push({ route, values: withId.values, id: segments[segments.length - 1], count: false, literals: withId.literals });
            }
        }
        if (segments.length > 0 && segments[segments.length - 1] === 'count') {
            const counted = tryCollection(route, segments.slice(0, -1));
            if (counted)
                candidates.push({ route, values: counted.values, count: true, literals: counted.literals + 1 });
        }
    });
    if (candidates.length === 0)
        return undefined;
    // stable: among equally specific routes the first of the table wins
    let best = candidates[0];
    candidates.forEach((candidate) => { if (candidate.literals > best.literals)
        best = candidate; });
    const match = { route: best.route, parentValues: best.values, count: best.count };
    if (best.id !== undefined)
        match.id = best.id;
    return match;
}

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
// The REST conventions the in-memory API shares with the workbench's sandbox: zn-plugin.js does
// not carry them, so the kit does (webpack.config.js points their own SDK imports back here).







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
            const record = { html, text: plainText(html), type: kind, duration: checkDuration(duration, (warning) => this.$log.warn(warning)), open: true };
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

/** A whole failure envelope from a partial one (a test's `failNext`): code by the status (4004 for a 404), messages by status. */
function envelopes_failureEnvelope(failure) {
    const status = typeof failure.status === 'number' ? failure.status : 500;
    return failureEnvelope(failure, `znTestBackend answered ${status} as the test asked`);
}
/** The answer of a failure thrown while answering. */
function failureAnswer(error) {
    const envelope = error.toEnvelope();
    return { status: envelope.status, body: envelope };
}

;// ./src/testing/backend/query.ts
/* unused harmony import specifier */ var query_conditionsToFilter;


/** Reads a query string the way the API does; a malformed or ambiguous option is a 400. */
function parseQuery(search) {
    return parseRestQuery(search);
}
/** The conditions and the `filter` parameter as one data filter (ANDed), or undefined for none. */
function filterOf(options) {
    const conditions = query_conditionsToFilter(options.conditions);
    const parts = conditions ? conditions.and.slice() : [];
    if (options.filter !== undefined)
        parts.push(options.filter);
    return parts.length ? { and: parts } : undefined;
}

;// ./src/testing/backend/routes.ts

/** The resource table's routes, matched by the core's rule (the sandbox's too). */
const ROUTES = compileRoutes(RESOURCE_NAMES.reduce((paths, name) => {
    paths[name] = findResource(name).path;
    return paths;
}, {}));
/**
 * The resource a path (below the API's base, e.g. `/forms/1/records/7`) addresses, or null. When
 * several match, the one with more fixed segments wins (`/forms/permissions` is not form "permissions").
 * Malformed percent-encoding is a 400 (a RestError).
 */
function matchApiPath(path) {
    const match = matchRoute(ROUTES, path);
    if (!match)
        return null;
    const pathValues = {};
    match.route.parents.forEach((parent, index) => { pathValues[parent.name] = match.parentValues[index]; });
    const target = {
        resource: findResource(match.route.resource),
        kind: match.count ? 'count' : match.id !== undefined ? 'object' : 'collection',
        pathValues
    };
    if (match.id !== undefined)
        target.id = match.id;
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
            throw new RestError('notFound', `the plugin service ${namespace} has no route ${method} ${path}` +
                (known.length ? `; znTestBackend.service() registered ${known.join(', ')}` : '; register one with znTestBackend.service()'));
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
                body: envelopes_failureEnvelope({ status: 500, developerMessage: `${namespace} ${method} ${found.route.route} threw: ${error.message || String(error)}` })
            };
        }
        if (isThenable(returned)) {
            throw new ZnError(services_SERVICE, 'async-handler', `the handler of ${namespace} ${method} ${found.route.route} returned a promise; ` +
                'expected the body itself (handlers answer synchronously, inside flush())');
        }
        return reply.sent ? { status: reply.status, body: reply.body, headers: reply.headers } : { status: reply.status, body: returned, headers: reply.headers };
    }
}

;// ./src/testing/backend/memory-helpers.ts
/**
 * The small pure pieces of the testing kit's in-memory API (memory-api.ts): copies, the resource
 * by name, the success envelope, the attributes a collection's objects have.
 */

const memory_helpers_SERVICE = 'znTestBackend';
function copy(value) {
    return value === undefined ? value : JSON.parse(JSON.stringify(value));
}
function resourceNamed(name) {
    const resource = findResource(name);
    if (!resource) {
        throw new ZnError(memory_helpers_SERVICE, 'unknown-resource', `unknown resource ${describeValue(name)}; expected one of ${RESOURCE_NAMES.join(', ')}`);
    }
    return resource;
}
/** Whether every key of `wanted` has the same value (as text) in `actual`. */
function includes(actual, wanted) {
    return !wanted || Object.keys(wanted).every((key) => actual[key] === (typeof wanted[key] === 'string' ? wanted[key] : String(wanted[key])));
}
/** The answer with a success envelope. */
function success(status, page, data) {
    return { status, body: successEnvelope(page, data) };
}
/** The attributes conditions, sorting and picking may name: those the objects have; no check for none. */
function knownAttributes(objects) {
    return objects.length ? attributesOf(objects) : undefined;
}

;// ./src/testing/backend/request-parts.ts
// How the in-memory API reads a request (memory-api.ts): its body (JSON, an upload), the znData
// calls it can be and the failures queued for them (`failNext`), its query string.


const request_parts_SERVICE = 'znTestBackend';
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
/** A REST request's body: JSON read (a 400 when it is not JSON), an upload as an object. */
function parseBody(body) {
    if (isFormData(body))
        return formDataObject(body);
    if (typeof body !== 'string' || body === '')
        return body === '' ? undefined : body;
    try {
        return JSON.parse(body);
    }
    catch (error) {
        throw badRequest(`the body is not valid JSON: ${JSON.stringify(body.slice(0, 60))}`);
    }
}
/** A plugin service request's body: JSON read when it is JSON, else as sent. */
function parseServiceBody(body) {
    if (typeof body !== 'string' || body === '')
        return body === '' ? undefined : body;
    try {
        return JSON.parse(body);
    }
    catch (error) {
        return body;
    }
}
/** A body as the request log keeps it: JSON read when it is JSON, an upload as an object, else as sent. */
function safeBody(body) {
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
/** A failure for `failNext`, checked. */
function checkFailure(failure) {
    if (failure === undefined)
        return {};
    if (!isPlainObject(failure)) {
        throw new ZnError(request_parts_SERVICE, 'bad-options', `failNext: the failure must be an object such as { status: 409, userMessage: '...' }, got ${describeValue(failure)}`);
    }
    if (failure.status !== undefined && (typeof failure.status !== 'number' || !(failure.status === 0 || (failure.status >= 300 && failure.status <= 599)))) {
        throw new ZnError(request_parts_SERVICE, 'bad-option', `failNext: status must be 0 (no answer) or an HTTP error status from 300 to 599, got ${describeValue(failure.status)}`);
    }
    return failure;
}

;// ./src/testing/backend/memory-api.ts







const memory_api_SERVICE = 'znTestBackend';
const ACTIONS = ['get', 'query', 'count', 'save', 'update', 'delete', 'saveAll', 'updateAll', 'deleteAll'];
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
        const checked = checkFailure(failure);
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
    // ----- answering -----
    /** Answers a request to the REST API. */
    handle(request, url) {
        let call = `${request.method} ${request.path}`;
        let answer;
        try {
            const target = matchApiPath(request.path);
            // a path of no resource is Zengine's router's 404 (code 5004, "Not Found"), as the sandbox answers it
            if (!target)
                throw noRoute();
            const options = parseQuery(request.search);
            const body = parseBody(request.body);
            const actions = actionsOf(request.method, target, body, options);
            call = `${target.resource.name}.${actions[0] || request.method}`;
            const failed = this.takeFailure({ resource: target.resource.name, actions }, Object.assign(Object.assign(Object.assign({}, target.pathValues), (target.id === undefined ? {} : { id: target.id })), options.raw));
            answer = failed || this.inZone(this.answer(request, target, options, body), options);
        }
        catch (error) {
            if (!isRestError(error))
                throw error;
            answer = failureAnswer(error);
        }
        this.log.push({ method: request.method, url, call, body: safeBody(request.body), status: answer.status });
        return answer;
    }
    /** Answers a request to a plugin service. */
    handleService(namespace, workspaceId, request, url) {
        const route = request.path;
        const query = parseQueryText(request.search);
        let answer = this.takeFailure({ namespace, method: request.method, route }, query);
        if (!answer) {
            try {
                answer = this.services.answer(namespace, Number(workspaceId), request.method, route, query, parseServiceBody(request.body), request.headers);
            }
            catch (error) {
                if (!isRestError(error))
                    throw error;
                answer = failureAnswer(error);
            }
        }
        this.log.push({ method: request.method, url, call: `${namespace} ${request.method} ${route}`, body: safeBody(request.body), status: answer.status });
        return answer;
    }
    /** `?timezone=`: the answer's times in that zone (the kit has no users: `user` is UTC), as the sandbox writes them. */
    inZone(answer, options) {
        const zone = answerTimezone(options.timezone);
        const body = answer.body;
        if (!zone || !body || body.data === undefined)
            return answer;
        return Object.assign(Object.assign({}, answer), { body: Object.assign(Object.assign({}, body), { data: localizeTimes(body.data, zone) }) });
    }
    takeFailure(call, params) {
        const index = this.failures.findIndex((queued) => queued.matches(call, params));
        if (index === -1)
            return null;
        const [queued] = this.failures.splice(index, 1);
        if (queued.failure.status === 0)
            return { status: 0, body: undefined };
        const envelope = envelopes_failureEnvelope(queued.failure);
        return { status: envelope.status, body: envelope };
    }
    answer(request, target, options, body) {
        const collection = this.collectionAt(target.resource, target.pathValues);
        const whole = target.resource.slot === null;
        switch (request.method) {
            case 'GET':
                if (target.kind === 'count') {
                    return { status: 200, body: countEnvelope(this.select(collection, options).length) };
                }
                if (target.kind === 'object') {
                    const found = this.answered(collection, [this.find(collection, target)]);
                    return success(200, { totalCount: 1, limit: 1, offset: 0 }, this.present(collection, found, options, found, relatedByDefault(target.resource.name, options))[0]);
                }
                return this.list(collection, options);
            case 'POST':
                // POST to one object is no route of Zengine's API (404, code 5004), as in the sandbox
                if (target.kind !== 'collection')
                    throw noRoute();
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
                throw badRequest(`a PUT on the whole ${collection.path} collection needs a condition (e.g. ?id=1|2); it would change every object`);
            }
            case 'DELETE': {
                if (target.kind === 'object') {
                    const found = this.find(collection, target);
                    collection.objects.delete(String(found.id));
                    return { status: 200, body: { status: 200, code: 2000 } };
                }
                if (!selectsObjects(options) && !whole) {
                    throw badRequest(`a DELETE on the whole ${collection.path} collection needs a condition (e.g. ?id=1|2); it would delete every object`);
                }
                const ids = this.select(collection, options).map((object) => object.id);
                ids.forEach((id) => collection.objects.delete(String(id)));
                return { status: 200, body: { status: 200, code: 2000, data: ids } };
            }
            default:
                throw new RestError('methodNotAllowed', `${request.method} is not a method of the API`);
        }
    }
    list(collection, options) {
        const objects = this.answered(collection, Array.from(collection.objects.values()));
        checkSort(options.sort, knownAttributes(objects));
        const matching = sortObjects(this.select(collection, options), options.sort, sortDirection(options));
        const page = matching.slice(options.offset, options.offset + options.limit);
        return success(200, { totalCount: matching.length, limit: options.limit, offset: options.offset }, this.present(collection, page, options, objects));
    }
    /** The objects matching the query's conditions and filter, by the core's rules (the sandbox's too). */
    select(collection, options) {
        const objects = this.answered(collection, Array.from(collection.objects.values()));
        const predicates = queryPredicates(options, {
            known: knownAttributes(objects),
            duplicates: (attribute) => duplicateIds(objects, attribute),
            // a subfilter matches the linked object the record holds (the matcher's subfiltering)
            resolveSubfilter: (condition) => condition
        }, { subfiltering: true });
        return objects.filter((object) => predicates.every((predicate) => predicate.matches(object)));
    }
    find(collection, target) {
        const found = collection.objects.get(String(target.id));
        if (!found)
            throw notFound(`no ${target.resource.name} object has id ${target.id} in ${collection.path}`);
        return found;
    }
    /**
     * Copies to answer with: `related` collections joined in, and `byDefault` ones (a form's fields
     * read alone) as attributes `attributes` may pick; then `attributes` picked.
     */
    present(collection, objects, options, all, byDefault = []) {
        const presented = objects.map((object) => {
            const presented = copy(object);
            options.related.concat(byDefault).forEach((name) => {
                const related = collectionAt(`${collection.path}/${encodeURIComponent(String(object.id))}/${name}`);
                if (!related)
                    return;
                presented[name] = this.all(related.resource.name, related.pathValues);
            });
            return presented;
        });
        const known = knownAttributes(all);
        if (known)
            byDefault.forEach((name) => known.add(name));
        return projectAttributes(presented, options, known);
    }
    /**
     * The objects as the API answers them: a form's records carry their form's workspace
     * (`workspace: { id }`), as Zengine's records and the sandbox's do, when the kit holds the form
     * (seeded Forms with a `workspace`); so `workspaceId=` and `workspace.id=` select them. Copies;
     * the stored objects (what `all()` gives) stay as the plugin saved them.
     */
    answered(collection, objects) {
        if (collection.resource.name !== 'FormRecords')
            return objects;
        const form = this.collectionAt(resourceNamed('Forms'), {}).objects.get(String(collection.pathValues.formId));
        const workspace = form && isPlainObject(form.workspace) ? form.workspace.id : undefined;
        if (workspace === undefined || workspace === null)
            return objects;
        return objects.map((object) => (Object.assign(Object.assign({}, object), { workspace: { id: workspace } })));
    }
    checkObject(body) {
        if (!isPlainObject(body))
            throw badRequest(`the body must be a JSON object, got ${describeValue(body)}`);
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
            return success(200, page, many ? this.answered(collection, objects) : this.answered(collection, objects)[0]);
        objects.forEach((object) => collection.objects.set(String(object.id), object));
        // a create answers 200 and code 2000, as Zengine's API did (and the sandbox does)
        return success(200, page, many ? objects.map((object) => object.id) : this.answered(collection, [copy(objects[0])])[0]);
    }
    checkVersion(object, request) {
        const header = Object.keys(request.headers).find((name) => name.toLowerCase() === OBJECT_VERSION_HEADER.toLowerCase());
        if (!header || object.objectVersion === undefined)
            return;
        if (String(object.objectVersion) !== String(request.headers[header])) {
            throw new RestError('staleVersion', `${OBJECT_VERSION_HEADER} is ${request.headers[header]} but object ${object.id} is at version ${object.objectVersion}`);
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
        return success(200, { totalCount: 1, limit: 1, offset: 0 }, this.answered(collection, [copy(next)])[0]);
    }
    updateMany(collection, changes, request, options) {
        const matching = this.select(collection, options);
        matching.forEach((object) => this.checkVersion(object, request));
        const ids = matching.map((object) => object.id);
        if (!options.validateOnly) {
            matching.forEach((object) => {
                const stored = collection.objects.get(String(object.id));
                collection.objects.set(String(object.id), this.changed(collection, stored, changes));
            });
        }
        return success(200, { totalCount: ids.length, limit: ids.length, offset: 0 }, ids);
    }
    // ----- collections and ids -----
    collectionFor(resource, given, label) {
        if (!isPlainObject(given)) {
            throw new ZnError(memory_api_SERVICE, 'bad-params', `${label}: params must be an object of path parameters such as ` +
                `{ ${resource.required[0] || 'formId'}: 1 }, got ${describeValue(given)}`);
        }
        const params = given;
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
ngModule.run(startBackend);
// A spec sees each answer once: failNext fails the call, not just its first attempt. So znData's
// retries (in SDK versions that retry) start turned off; a spec of retrying turns them on with
// znConfig.set({ retry: { attempts: 3 } }) and runs the backoff with $timeout.flush().
ngModule.run(turnRetriesOff);
// Dialogs: znTestDialogs records and answers; the four services become its stand-ins.
ngModule.service('znTestDialogs', TestDialogs);
ngModule.factory('znMessage', standIn((dialogs) => dialogs.znMessage, 'znTestDialogs'));
ngModule.factory('znConfirm', standIn((dialogs) => dialogs.znConfirm, 'znTestDialogs'));
ngModule.factory('znModal', standIn((dialogs) => dialogs.znModal, 'znTestDialogs'));
ngModule.factory('znFiltersPanel', standIn((dialogs) => dialogs.znFiltersPanel, 'znTestDialogs'));
// A plugin's templates (plugin.html) into $templateCache, as the host puts them there.
ngModule.service('znTestTemplates', TestTemplates);
// Storage: the browser stores behind znLocalStorage and znCookies, in memory.
ngModule.factory('znTestStores', createStores);
ngModule.factory('znLocalStore', standIn((stores) => stores.localStore, 'znTestStores'));
ngModule.factory('znCookieJar', standIn((stores) => stores.cookieJar, 'znTestStores'));
ngModule.factory('znTestStorage', standIn((stores) => stores.service, 'znTestStores'));
/** Run block: creates znTestBackend at start-up, so its $httpBackend definitions come first. */
function startBackend(backend) {
    void backend;
}
startBackend.$inject = ['znTestBackend'];
/** Run block: znData's retries start turned off (see above). */
function turnRetriesOff(znConfig) {
    const settings = znConfig.get();
    if (settings.retry !== undefined)
        znConfig.set({ retry: { attempts: 0 } });
}
turnRetriesOff.$inject = ['znConfig'];
/** The in-memory browser stores. */
function createStores() {
    return new MemoryStores();
}
createStores.$inject = [];
/** A factory that hands out a part of another injectable (`source`): a stand-in of an SDK service. */
function standIn(pick, source) {
    function standInFactory(injected) {
        return pick(injected);
    }
    standInFactory.$inject = [source];
    return standInFactory;
}

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