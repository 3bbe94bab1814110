/**
 * The names and markup by which a plugin shows that it uses each optional library of the frame
 * (frame-libraries.ts), as plugins written for Zengine used them. plugin-uses.ts looks for them;
 * what a library's own bundle registers (compat's and extras' directives, filters and services) is
 * listed here too, and workbench/test/ship-v2/uses-table.spec.ts checks the lists against what the
 * SDK's built bundles register, so a new directive of compat or extras cannot go unnoticed.
 */
import type { LibraryKey } from './frame-libraries';

/** How one library is recognized. Every list is optional; names are as AngularJS normalizes them. */
export interface LibrarySigns {
  /** Identifiers (a global used, a parameter injected) or whole strings (an array-annotated injection, a module name). */
  names?: string[];
  /** Identifiers only: globals the code refers to (`moment(...)`, `$('.x')`). */
  globals?: string[];
  /** Properties read or written (`plugin.firebaseUrl`). */
  properties?: string[];
  /** `obj.prop` reads (`$.ui`, `angular.lowercase`). */
  members?: string[];
  /** Methods called on anything (`.sortable(...)`), except on the objects of `notOn`. */
  methods?: string[];
  notOn?: string[];
  /** Elements in templates (`<tabset>`). */
  elements?: string[];
  /** Attributes in templates (`ui-sortable`). */
  attributes?: string[];
  /** Filters in expressions (`| truncate`), in `$filter('name')` and as injected `nameFilter`. */
  filters?: string[];
}

/** Methods of jQuery objects that jqLite (angular.element without jQuery) does not have. */
const JQUERY_ONLY_METHODS = [
  'scrollTop', 'scrollLeft', 'offset', 'offsetParent', 'position', 'height', 'width', 'innerHeight', 'innerWidth', 'outerHeight', 'outerWidth',
  'show', 'hide', 'fadeIn', 'fadeOut', 'fadeTo', 'fadeToggle', 'slideDown', 'slideUp', 'slideToggle', 'animate',
  'closest', 'parents', 'parentsUntil', 'siblings', 'prevAll', 'nextAll', 'prevUntil', 'nextUntil', 'addBack', 'andSelf',
  'insertAfter', 'appendTo', 'prependTo', 'wrapAll', 'wrapInner', 'unwrap', 'serializeArray',
  'hover', 'mouseenter', 'mouseleave', 'keyup', 'keydown', 'keypress', 'dblclick', 'delegate', 'undelegate', 'trigger', 'is'
];

/** jQuery UI's widgets and effects, called as jQuery methods (`$(el).sortable(...)`). */
const JQUERY_UI_METHODS = [
  'sortable', 'draggable', 'droppable', 'resizable', 'selectable', 'datepicker', 'autocomplete', 'dialog', 'slider', 'spinner',
  'tabs', 'accordion', 'menu', 'progressbar', 'selectmenu', 'effect', 'buttonset', 'controlgroup', 'checkboxradio', 'disableSelection'
];

/** UI Bootstrap 0.12's directives (src/compat-layer/markup.ts, LEGACY_DIRECTIVES) that are elements in markup. */
const COMPAT_ELEMENTS = [
  'accordion', 'accordionGroup', 'accordionHeading', 'alert', 'carousel', 'slide', 'datepicker', 'pagination', 'pager', 'progressbar',
  'progress', 'bar', 'rating', 'tabset', 'tab', 'tabHeading', 'timepicker'
];
/** ...and as attributes (every one of them can be). */
const COMPAT_ATTRIBUTES = [
  ...COMPAT_ELEMENTS, 'btnCheckbox', 'btnRadio', 'collapse', 'datepickerPopup', 'dropdown', 'dropdownToggle', 'popover', 'tooltip',
  'tooltipHtmlUnsafe', 'typeahead', 'bindHtmlUnsafe',
  // AngularJS 1.2's truth (`'no'`, `'f'`, `'0'` are false) in these
  'ngIf', 'ngShow', 'ngHide'
];
/** UI Bootstrap 0.12's services (src/compat-layer/ui-bootstrap-services.ts), $modal and what else compat gives back. */
const COMPAT_NAMES = [
  '$modal', '$modalStack', '$position', '$tooltip', 'dateParser', 'typeaheadParser', 'accordionConfig', 'buttonConfig', 'datepickerConfig',
  'datepickerPopupConfig', 'dropdownConfig', 'pagerConfig', 'paginationConfig', 'progressConfig', 'ratingConfig', 'timepickerConfig',
  '$cookieStore', 'zn.plugin.compat'
];

/** What zn-plugin-extras registers (src/extras, docs/extras.md). */
export const EXTRAS_FILTERS = [
  'truncate', 'pluralize', 'singularize', 'capitalize', 'article', 'urlEncode', 'formFieldTitle', 'trim', 'camelCase', 'escapeHtml',
  'fieldName', 'state', 'country', 'znCurrencySymbol', 'createdBy', 'userDate', 'znMarkdown', 'znPresentationalText'
];
export const EXTRAS_DIRECTIVES = [
  'numbersOnly', 'checkList', 'ngAutoExpand', 'znFileSelect', 'znTooltip', 'dropdownMenuPersist', 'esc', 'formError', 'znFormSelect'
];
export const EXTRAS_SERVICES = ['znForm', 'znWindow', 'znTemplateCache'];

/** The compat bundle's own names, for the check against the bundle. */
export const COMPAT_DIRECTIVES = [...COMPAT_ATTRIBUTES.filter((name) => !/^ng/.test(name))];
export const COMPAT_SERVICES = COMPAT_NAMES.filter((name) => name !== 'zn.plugin.compat');
export const COMPAT_FILTERS = ['typeaheadHighlight'];

export const SIGNS: Readonly<Record<LibraryKey, LibrarySigns>> = {
  jquery: {
    globals: ['$', 'jQuery'],
    members: ['window.$', 'window.jQuery', '$window.$', '$window.jQuery'],
    methods: JQUERY_ONLY_METHODS,
    // the plugin's own scope functions (`$scope.show()`) and objects that are no elements
    notOn: ['$scope', 'scope', '$rootScope', 'vm', 'this', 'self', 'ctrl', '$ctrl', 'Object', 'classList', 'Reflect', 'console', '$log', '$q',
      'Promise', 'Math', 'Number', 'Array', '_', '$window', 'window']
  },
  'jquery-ui': {
    methods: JQUERY_UI_METHODS,
    members: ['$.ui', 'jQuery.ui', '$.widget', 'jQuery.widget'],
    attributes: ['uiSortable', 'uiDraggable'],
    names: ['ui.sortable']
  },
  // `data-toggle="dropdown"` / `"modal"` (any data-toggle: Bootstrap's page-wide handlers read it), `$(el).dropdown()`, `.modal('show')`, `.tooltip()`, `.popover()`
  'bootstrap-js': { attributes: ['toggle'], methods: ['dropdown', 'modal', 'tooltip', 'popover'], notOn: ['$scope', 'scope', '$rootScope', 'vm', 'this', 'self', 'ctrl', '$ctrl'] },
  'ui-sortable': { attributes: ['uiSortable'], names: ['ui.sortable', 'uiSortableConfig'] },
  'angular-route': { names: ['$routeProvider', '$route', '$routeParams', 'ngRoute'], elements: ['ngView'], attributes: ['ngView'] },
  'angular-resource': { names: ['$resource', '$resourceProvider', 'ngResource'] },
  moment: { globals: ['moment'], members: ['window.moment', '$window.moment'] },
  firebase: {
    names: ['Firebase', '$firebase', '$firebaseArray', '$firebaseObject', '$firebaseAuth', '$firebaseUtils', 'firebase'],
    properties: ['firebaseUrl', 'firebaseAuthToken'],
    members: ['window.Firebase', '$window.Firebase']
  },
  compat: {
    names: COMPAT_NAMES,
    // Zengine's first runtime's `wizehive.makePlugin(prefix)` (src/compat-layer/first-runtime.ts)
    globals: ['wizehive'],
    members: ['angular.lowercase', 'angular.uppercase', '$timeout.cancel', '$interval.cancel'],
    // $http's .success/.error (removed in 1.6); not console's or $log's error
    methods: ['success', 'error'],
    notOn: ['console', '$log', '$exceptionHandler', 'znMessage', 'logger', 'log'],
    elements: COMPAT_ELEMENTS,
    attributes: COMPAT_ATTRIBUTES,
    // typeahead's highlight; orderBy and filter gave an object back in 1.2
    filters: [...COMPAT_FILTERS, 'orderBy', 'filter']
  },
  extras: { names: [...EXTRAS_SERVICES, 'zn.plugin.extras'], elements: ['znFormSelect'], attributes: EXTRAS_DIRECTIVES, filters: EXTRAS_FILTERS }
};
