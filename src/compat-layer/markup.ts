/**
 * UI Bootstrap 0.12's markup, rewritten to 2.5's: `<tabset>` becomes `<div uib-tabset>`,
 * `tooltip="Hi"` becomes `uib-tooltip="Hi"`, with the attribute values 2.5 reads differently
 * adjusted. Pure DOM work, no AngularJS: src/compat-layer/markup-directives.ts runs it on an element
 * before compiling it again.
 */

/** One 0.12 directive and the 2.5 directive that does its work. */
export interface LegacyDirective {
  /** 0.12's name, as AngularJS normalizes it (`accordionGroup`). */
  legacy: string;
  /** 2.5's attribute (`uib-accordion-group`). */
  modern: string;
  /** For a 0.12 element directive: the element its `replace: true` template put in its place. */
  tag?: string;
  /** Attributes 0.12 read as plain text and 2.5 evaluates: their values are quoted. */
  quoted?: string[];
  /** Takes 0.12's datepicker attributes (`min-date`, `show-weeks`, ...), which 2.5 reads from `datepicker-options`. */
  datepicker?: boolean;
  /** Its value is interpolated HTML text in 0.12, an expression of trusted HTML in 2.5. */
  html?: boolean;
  /** Attributes 2.5 reads under another name: 0.12's name → 2.5's. */
  renamed?: Readonly<Record<string, string>>;
}

/** Every 0.12 directive that 2.5 kept under a `uib-` name, with what differs in its markup. */
export const LEGACY_DIRECTIVES: ReadonlyArray<LegacyDirective> = [
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
export function normalizeName(name: string): string {
  return name.toLowerCase()
    .replace(/^(x|data)[:\-_]/, '')
    .replace(/[:\-_]+(.)/g, (_match, letter: string) => letter.toUpperCase());
}

/** The 0.12 directive `name` (as written in markup) stands for, if any. */
export function legacyDirectiveOf(name: string): LegacyDirective | undefined {
  return BY_NAME.get(normalizeName(name));
}

/** The 0.12 directives this element uses: its own name and its attributes. */
export function legacyUsesOf(element: Element): LegacyDirective[] {
  const uses: LegacyDirective[] = [];
  const own = legacyDirectiveOf(element.nodeName);
  if (own && own.tag) uses.push(own);
  Array.from(element.attributes).forEach((attribute) => {
    const used = legacyDirectiveOf(attribute.name);
    if (used && uses.indexOf(used) < 0) uses.push(used);
  });
  return uses;
}

/** A text 0.12 read as is, as an expression that gives that text: `focus` → `'focus'`. Pure. */
export function quoteText(text: string): string {
  const trimmed = text.trim();
  if (/^'[^']*'$/.test(trimmed) || /^"[^"]*"$/.test(trimmed)) return trimmed;
  return `'${trimmed.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * The class 0.12's `<alert type="danger">` gave its element (`alert-danger`, `alert-warning` without
 * a type); a type that is one interpolation keeps 0.12's default too. Pure.
 */
export function alertClass(type: string | null): string {
  if (type === null || type.trim() === '') return 'alert-warning';
  const single = /^\s*\{\{([^{}]*)\}\}\s*$/.exec(type);
  return single ? `alert-{{(${single[1]}) || 'warning'}}` : `alert-${type.trim()}`;
}

/** A 2.5 element in place of a 0.12 element directive: same attributes, same children. */
function renameElement(element: Element, directive: LegacyDirective): Element {
  const replacement = element.ownerDocument.createElement(directive.tag as string);
  Array.from(element.attributes).forEach((attribute) => replacement.setAttribute(attribute.name, attribute.value));
  replacement.setAttribute(directive.modern, '');
  while (element.firstChild) replacement.appendChild(element.firstChild);
  if (element.parentNode) element.parentNode.replaceChild(replacement, element);
  else element.appendChild(replacement); // a detached root: its holder keeps the old element, so nest
  return replacement;
}

/** The 2.5 markup of one element that uses 0.12 directives (the element itself, or its replacement). */
function upgradeElement(element: Element, uses: LegacyDirective[]): Element {
  let upgraded = element;
  uses.forEach((directive) => {
    const attribute = Array.from(upgraded.attributes).find((candidate) => normalizeName(candidate.name) === directive.legacy);
    if (attribute) {
      upgraded.setAttribute(directive.modern, attribute.value);
      upgraded.removeAttribute(attribute.name);
    } else if (normalizeName(upgraded.nodeName) === directive.legacy) {
      upgraded = renameElement(upgraded, directive);
    }
    Object.keys(directive.renamed || {}).forEach((name) => {
      const value = upgraded.getAttribute(name);
      if (value === null) return;
      upgraded.setAttribute((directive.renamed as Record<string, string>)[name], value);
      upgraded.removeAttribute(name);
    });
    (directive.quoted || []).forEach((name) => {
      const value = upgraded.getAttribute(name);
      if (value !== null) upgraded.setAttribute(name, quoteText(value));
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
export function cameFromTemplate(text: string, node: Element): boolean {
  const holder = node.ownerDocument.createElement('template');
  holder.innerHTML = text.trim();
  const root = holder.content.firstElementChild;
  if (!root || root.nodeName !== node.nodeName) return false;
  return Array.from(root.attributes).every((attribute) => node.hasAttribute(attribute.name));
}

/** The result of upgrading a tree: its root (replaced when it was a 0.12 element) and its datepickers. */
export interface UpgradedTree {
  root: Element;
  /** Elements of `uib-datepicker` and `uib-datepicker-popup` that came from 0.12 markup. */
  datepickers: Element[];
  /** Elements whose `uib-tooltip-html` still holds 0.12's interpolated HTML text. */
  htmlTooltips: Element[];
  /** Elements of `uib-typeahead` that came from 0.12 markup. */
  typeaheads: Element[];
}

/**
 * Rewrites `root` and everything in it from 0.12's markup to 2.5's, before AngularJS compiles it:
 * all at once, since 2.5's containers look at their children's names (`uib-tab-heading`) when they
 * link. Template text (`<script type="text/ng-template">`) is left as it is.
 */
export function upgradeTree(root: Element): UpgradedTree {
  const datepickers: Element[] = [];
  const htmlTooltips: Element[] = [];
  const typeaheads: Element[] = [];
  const visit = (element: Element): Element => {
    const uses = legacyUsesOf(element);
    const upgraded = uses.length > 0 ? upgradeElement(element, uses) : element;
    if (uses.some((directive) => directive.datepicker)) datepickers.push(upgraded);
    if (uses.some((directive) => directive.html)) htmlTooltips.push(upgraded);
    if (uses.some((directive) => directive.legacy === 'typeahead')) typeaheads.push(upgraded);
    Array.from(upgraded.children).forEach(visit);
    return upgraded;
  };
  return { root: visit(root), datepickers, htmlTooltips, typeaheads };
}

/** Where 0.12 kept its typeahead templates; a plugin that put its own there had them on every 0.12 typeahead. */
export const LEGACY_TYPEAHEAD_TEMPLATES = {
  match: 'template/typeahead/typeahead-match.html',
  popup: 'template/typeahead/typeahead-popup.html'
} as const;

/** Where the layer keeps a plugin's 0.12 popup template as 2.5 reads it (popupTemplateFor25). */
export const BRIDGED_POPUP_TEMPLATE = 'zn/template/compat/typeahead-popup.html';

/**
 * A popup template written for 0.12's typeahead, as 2.5's popup can use it: its match directive
 * is `uib-typeahead-match`, and `position` is a function (0.12 gave an object). Pure.
 */
export function popupTemplateFor25(text: string): string {
  return text
    .replace(/(^|[\s<])(?:data-|x-)?typeahead-match(?=[\s=>/])/g, '$1uib-typeahead-match')
    .replace(/\bposition\.(top|left)\b/g, 'position().$1');
}
