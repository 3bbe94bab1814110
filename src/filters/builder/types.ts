import type { IPromise } from 'angular';
import type { ZnFilter, ZnFilterPrefix } from '../../core';
import type { FieldType } from './field-types';
import type { ZnFilterBuilderText } from './text';

export type { ZnFilterBuilderText } from './text';

/** A field type of the spec (4.6), e.g. `'linked'`, `'date-picker'`. */
export type ZnFieldType = FieldType;

/** The options of `<div zn-inline-filter="options" ng-model="filter">` (the panel's, without `filter` and `onSave`). */
export interface ZnInlineFilterOptions {
  /** The form whose records the filter selects: a positive integer (a string of digits is accepted). */
  formId: number | string;
  /** Offer subfilters on linked fields ("records whose <linked form> match…"). Default true. */
  subfilters?: boolean;
  /** Offer nested groups of conditions (up to 5 levels). Default true. */
  groups?: boolean;
  /** Offer `logged-in-user` on member fields and `createdByUser.id`. Default true. */
  dynamicValues?: boolean;
  /** The operators offered: `['and']`, `['or']` or `['and', 'or']` (the default). */
  operators?: Array<'and' | 'or'>;
  /** Attributes not offered: `field<id>`, `folder.id`, `createdByUser.id`, `created`, `modified`. */
  attributeBlacklist?: string[];
  /** Prefixes not offered, e.g. `['not-validates']`. */
  prefixBlacklist?: ZnFilterPrefix[];
  /** Field types not offered, e.g. `['linked']`. */
  fieldTypeBlacklist?: ZnFieldType[];
}

/** The options of `znFiltersPanel.open(options)`. */
export interface ZnFiltersPanelOptions extends ZnInlineFilterOptions {
  /** The filter to open with; refused with a ZnError when it breaks the other options. */
  filter?: ZnFilter | null;
  /** Called with the filter when the person saves (before the panel closes). */
  onSave?: (filter: ZnFilter) => void;
}

/** What `znFiltersPanel.open` returns. */
export interface ZnFiltersPanelHandle {
  /** Closes the panel as Cancel does (no-op once closed). */
  close(): void;
  /** Resolves with the saved filter, or with null when the panel closed without saving; never rejects. */
  result: IPromise<ZnFilter | null>;
}

/** The `znFiltersPanel` service. */
export interface ZnFiltersPanelService {
  /** Opens the filter builder in a wide modal; throws a ZnError for bad options or a filter that breaks them. */
  open(options: ZnFiltersPanelOptions): ZnFiltersPanelHandle;
}

/** `znFilterBuilderTextProvider`, for config blocks: changes the builder's wording. */
export interface ZnFilterBuilderTextProvider {
  /** Replaces some entries of the dictionary; refuses unknown keys and values that are not strings. */
  set(partial: Partial<ZnFilterBuilderText>): ZnFilterBuilderTextProvider;
}
