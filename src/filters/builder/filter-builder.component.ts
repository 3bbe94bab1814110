import type { IAugmentedJQuery, IComponentOptions, IOnChangesObject, IQService, IScope, ITimeoutService } from 'angular';
import type { ZnDataService } from '../../data/types';
import { ZnError } from '../../core';
import { ApiForm, FormCatalog, buildCatalog } from './catalog';
import { isFieldType } from './field-types';
import { Filter } from './filter-shape';
import { RECORD_ATTRIBUTE_TEXT } from './labels';
import { BuilderOptions } from './options';
import { CatalogState, RowStatus, TreeStatus, evaluateTree, isSaveable } from './row-status';
import { FilterBuilderSource, failureMessage } from './source';
import { ZnFilterBuilderText } from './text';
import { FILTER_TEMPLATES } from './templates';
import {
  ConditionRow, GroupRow, KeySource, conditionsOfLevel, createKeySource, emptyCondition, emptyGroup, filterToTree, treeToFilter
} from './tree';

/** What the builder reports to its front door after every change. */
export interface BuilderStatus {
  /** The filter of the complete rows (incomplete and invalid ones left out). */
  filter: Filter;
  /** The form's fields are in and the filter was not refused. */
  ready: boolean;
  /** Ready, and every row complete: what the panel's Save needs. */
  saveable: boolean;
  incomplete: number;
  invalid: number;
  pending: number;
  /** The API's message when the form could not be loaded. */
  loadError: string | null;
  /** Why the opening filter was refused, once the fields showed it breaks the options. */
  refusal: string | null;
}

const PENDING: CatalogState = { state: 'loading' };

/**
 * `<zn-filter-builder>`: the builder both front doors show. It turns `filter` into rows, loads
 * the form's fields (and linked forms' fields for subfilters) through znData, judges every row,
 * and reports: `on-status` after every change, `on-change` after each edit by the person.
 */
export class FilterBuilderController {
  static $inject = ['$scope', '$element', '$timeout', '$q', '$exceptionHandler', 'znData', 'znFilterBuilderText'];

  // bindings
  options!: BuilderOptions;
  filter?: Filter;
  service!: string;
  filterName!: string;
  onChange!: (locals: { filter: Filter }) => void;
  onStatus!: (locals: { status: BuilderStatus }) => void;

  root: GroupRow = { kind: 'group', key: 0, operator: 'and', children: [] };
  refusal: string | null = null;
  treeStatus: TreeStatus = { rows: {}, incomplete: 0, invalid: 0, pending: 0 };
  /** Bumped whenever a catalog arrives, so rows know to look again. */
  catalogVersion = 0;
  readonly idPrefix: string;
  source!: FilterBuilderSource;

  private nextKey: KeySource = createKeySource();
  private catalogs: Record<number, CatalogState> = {};
  private generation = 0;
  private pendingFocus: string | null = null;
  private focusTimer: ReturnType<ITimeoutService> | null = null;

  constructor(
    $scope: IScope,
    private $element: IAugmentedJQuery,
    private $timeout: ITimeoutService,
    private $q: IQService,
    private $exceptionHandler: (error: unknown) => void,
    private znData: ZnDataService,
    readonly text: ZnFilterBuilderText
  ) {
    this.idPrefix = `zn-filter-${$scope.$id}`;
  }

  $onChanges(changes: IOnChangesObject): void {
    if (changes.options) this.source = new FilterBuilderSource(this.znData, this.$q);
    if (changes.options || changes.filter) this.rebuild();
  }

  /** Answers that arrive after the builder is gone are dropped; a pending focus is cancelled. */
  $onDestroy(): void {
    this.generation += 1;
    if (this.focusTimer) this.$timeout.cancel(this.focusTimer);
  }

  /** The catalog of a form, when it has arrived. */
  catalog(formId: number): FormCatalog | null {
    const state = this.catalogs[formId];
    return state && state.state === 'ready' ? state.catalog : null;
  }

  catalogState(formId: number): CatalogState {
    return this.catalogs[formId] || PENDING;
  }

  rowStatus(row: ConditionRow): RowStatus {
    return this.treeStatus.rows[row.key] || { state: 'pending', problem: null, option: null, widget: null };
  }

  isLoading(): boolean {
    return this.catalogState(this.options.formId).state === 'loading' && !this.refusal;
  }

  loadError(): string | null {
    const state = this.catalogState(this.options.formId);
    return state.state === 'failed' ? state.message : null;
  }

  showTree(): boolean {
    return this.catalogState(this.options.formId).state === 'ready' && !this.refusal;
  }

  /** The id of a row's control, e.g. `zn-filter-7-12-attribute`. */
  controlId(key: number, control: string): string {
    return `${this.idPrefix}-${key}-${control}`;
  }

  addCondition(group: GroupRow): void {
    const row = emptyCondition(this.nextKey);
    group.children.push(row);
    this.focus(this.controlId(row.key, 'attribute'));
    this.edited();
  }

  addGroup(group: GroupRow): void {
    const nested = emptyGroup(this.options.operators[0], this.nextKey);
    const row = emptyCondition(this.nextKey);
    nested.children.push(row);
    group.children.push(nested);
    this.focus(this.controlId(row.key, 'attribute'));
    this.edited();
  }

  remove(group: GroupRow, row: GroupRow | ConditionRow): void {
    const index = group.children.indexOf(row);
    if (index === -1) return;
    group.children.splice(index, 1);
    this.focus(this.controlId(group.key, 'add'));
    this.edited();
  }

  /** Starts a subfilter on a linked-field row, with one empty condition to fill in. */
  startSubfilter(row: ConditionRow): void {
    const subfilter = emptyGroup(this.options.operators[0], this.nextKey);
    const first = emptyCondition(this.nextKey);
    subfilter.children.push(first);
    row.subfilter = subfilter;
    row.value = undefined;
    this.focus(this.controlId(first.key, 'attribute'));
  }

  /** Starts loading a form's fields (a linked form's, before its subfilter is opened). */
  ensureCatalog(formId: number): void {
    if (!this.catalogs[formId]) this.load(formId);
  }

  /** After every change by the person: judge the rows again, report, and send the filter out. */
  edited(): void {
    const status = this.refresh();
    this.onChange({ filter: status.filter });
  }

  /** Moves focus to a control once it is in the page (it may wait for a template or a linked form). */
  focus(id: string): void {
    this.pendingFocus = id;
    if (this.focusTimer) this.$timeout.cancel(this.focusTimer);
    this.focusTimer = this.$timeout(() => this.takePendingFocus(), 0, false);
  }

  private takePendingFocus(): void {
    if (!this.pendingFocus) return;
    const element = this.$element[0].querySelector<HTMLElement>(`[id="${this.pendingFocus}"]`);
    if (element) {
      this.pendingFocus = null;
      element.focus();
    }
  }

  private rebuild(): void {
    this.generation += 1;
    this.nextKey = createKeySource();
    this.root = this.filter ? filterToTree(this.filter, this.nextKey) : emptyGroup(this.options.operators[0], this.nextKey);
    this.catalogs = {};
    this.refusal = null;
    this.pendingFocus = null;
    this.refresh();
  }

  /** Loads the catalogs the tree needs, checks field types against the options, judges and reports. */
  private refresh(): BuilderStatus {
    this.loadLevel(this.root, this.options.formId);
    const lookup = (formId: number) => this.catalogState(formId);
    this.treeStatus = evaluateTree(this.root, this.options.formId, lookup, this.options);
    const rootState = this.catalogState(this.options.formId);
    const ready = rootState.state === 'ready' && !this.refusal;
    const status: BuilderStatus = {
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
  private loadLevel(group: GroupRow, formId: number): void {
    const state = this.catalogs[formId];
    if (!state) {
      this.load(formId);
      return;
    }
    if (state.state !== 'ready') return;
    for (const row of conditionsOfLevel(group)) {
      this.checkFieldType(row, state.catalog);
      const option = row.attribute ? state.catalog.byAttribute[row.attribute] : undefined;
      if (row.mode === 'subfilter' && row.subfilter && option && option.linkedFormId !== null) {
        this.loadLevel(row.subfilter, option.linkedFormId);
      }
    }
  }

  private load(formId: number): void {
    const generation = this.generation;
    this.catalogs[formId] = PENDING;
    const labels = {
      'folder.id': this.text[RECORD_ATTRIBUTE_TEXT['folder.id']],
      'createdByUser.id': this.text[RECORD_ATTRIBUTE_TEXT['createdByUser.id']],
      'created': this.text[RECORD_ATTRIBUTE_TEXT.created],
      'modified': this.text[RECORD_ATTRIBUTE_TEXT.modified]
    };
    this.source.form(formId).then((form: ApiForm) => {
      if (generation !== this.generation) return;
      this.catalogs[formId] = { state: 'ready', catalog: buildCatalog(form, this.options, labels) };
    }, (failure: unknown) => {
      if (generation !== this.generation) return;
      this.catalogs[formId] = { state: 'failed', message: failureMessage(failure, this.text.loadFailed) };
    }).then(() => {
      if (generation !== this.generation) return;
      this.catalogVersion += 1;
      this.refresh();
      this.takePendingFocus();
    });
  }

  /** A field of a blacklisted type in the opening filter is refused, as the other option rules are. */
  private checkFieldType(row: ConditionRow, catalog: FormCatalog): void {
    const field = row.attribute ? catalog.fieldsByAttribute[row.attribute] : undefined;
    if (this.refusal || !field || !isFieldType(field.type) || !this.options.fieldTypeBlacklist.includes(field.type)) return;
    const error = new ZnError(this.service, 'filter-not-allowed', `${this.filterName} filters on "${row.attribute}", a ${field.type} field, ` +
      `which options.fieldTypeBlacklist excludes; expected a filter that fits the options`);
    this.refusal = error.message;
    this.$exceptionHandler(error);
  }
}

export const filterBuilderComponent: IComponentOptions = {
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
