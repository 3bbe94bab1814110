import { isIsoDate } from '../../core';
import { AttributeKind, FilterPrefix, LOGGED_IN_USER, VALIDATION_RULES } from './field-types';

/** The control a condition's value is edited with; each has a template `zn/template/filters/value-<widget>.html`. */
export type ValueWidget =
  | 'text' | 'number' | 'year' | 'date'
  | 'choice' | 'choice-multi' | 'country' | 'country-multi' | 'state' | 'state-multi'
  | 'member' | 'folder' | 'record' | 'validation-rule';

type PrefixWidgets = ReadonlyArray<readonly [FilterPrefix, ValueWidget]>;

const TEXT: PrefixWidgets = [
  ['', 'text'], ['not', 'text'], ['contains', 'text'], ['not-contains', 'text'],
  ['starts-with', 'text'], ['ends-with', 'text'], ['not-validates', 'validation-rule']
];

const RANGE = (widget: ValueWidget): PrefixWidgets =>
  [['', widget], ['not', widget], ['min', widget], ['max', widget]];

const CHOICES = (single: ValueWidget, multi: ValueWidget): PrefixWidgets =>
  [['', single], ['not', single], ['in', multi], ['not-in', multi]];

const EQUALITY = (widget: ValueWidget): PrefixWidgets => [['', widget], ['not', widget]];

/**
 * Kind → the prefixes offered, in this order, and the widget each one edits its value with
 * (before `prefixBlacklist` is applied). The table of docs/filter-builder.md is this one.
 */
export const KIND_PREFIX_WIDGETS: Readonly<Record<AttributeKind, PrefixWidgets>> = Object.freeze({
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
export function prefixesFor(kind: AttributeKind, prefixBlacklist: readonly string[] = []): FilterPrefix[] {
  return KIND_PREFIX_WIDGETS[kind].map(([prefix]) => prefix).filter((prefix) => !prefixBlacklist.includes(prefix));
}

/** The widget for a kind and prefix, or null when the prefix does not fit the kind. */
export function widgetFor(kind: AttributeKind, prefix: string): ValueWidget | null {
  const entry = KIND_PREFIX_WIDGETS[kind].find(([candidate]) => candidate === prefix);
  return entry ? entry[1] : null;
}

/** Widgets whose value is a list (in / not-in). */
export function isMultiWidget(widget: ValueWidget): boolean {
  return widget === 'choice-multi' || widget === 'country-multi' || widget === 'state-multi';
}

/**
 * Why a value is not usable: `empty` means not filled in yet (the row is incomplete); the others
 * make the row invalid (`shape`: a list where one value belongs, or the reverse).
 */
export type ValueProblem = 'empty' | 'shape' | 'number' | 'year' | 'date' | 'id' | 'rule' | 'choiceMissing' | 'dynamic';

export interface ValueContext {
  /** The field's choice keys, for choice widgets; null when unknown. */
  choiceKeys?: readonly string[] | null;
  /** Whether `logged-in-user` may be used (member widgets). */
  dynamicValues?: boolean;
}

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
const YEAR = /^\d{1,4}$/;
const ID = /^\d+$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
}

function isScalar(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && isFinite(value));
}

/** Checks a condition's value for its widget: null when usable, else what is wrong. */
export function valueProblem(widget: ValueWidget, value: unknown, context: ValueContext = {}): ValueProblem | null {
  if (isBlank(value)) return 'empty';
  const multi = isMultiWidget(widget);
  if (multi !== Array.isArray(value)) return 'shape';
  const values: unknown[] = multi ? (value as unknown[]) : [value];
  for (const item of values) {
    const problem = scalarProblem(widget, item, context);
    if (problem) return problem;
  }
  return null;
}

function scalarProblem(widget: ValueWidget, value: unknown, context: ValueContext): ValueProblem | null {
  if (!isScalar(value)) return 'shape';
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
      return (VALIDATION_RULES as readonly string[]).includes(text) ? null : 'rule';
    case 'member':
      if (text === LOGGED_IN_USER) return context.dynamicValues === false ? 'dynamic' : null;
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

const FAMILIES: ReadonlyArray<readonly [ValueWidget, ValueWidget]> = [
  ['choice', 'choice-multi'], ['country', 'country-multi'], ['state', 'state-multi']
];

/**
 * The value to keep when a condition's widget changes (a new prefix): the same value for the
 * same widget, one value ⇄ a list of one between a select and its multi-select, else nothing.
 */
export function adaptValue(from: ValueWidget | null, to: ValueWidget | null, value: unknown): unknown {
  if (from === to) return value;
  const family = FAMILIES.find(([single, multi]) => (from === single && to === multi) || (from === multi && to === single));
  if (!family) return undefined;
  if (Array.isArray(value)) return value.length ? value[0] : undefined;
  return isBlank(value) ? undefined : [value];
}
