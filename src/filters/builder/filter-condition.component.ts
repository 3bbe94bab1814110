import type { IComponentOptions, IPromise } from 'angular';
import { AttributeOption, FormCatalog } from './catalog';
import { LOGGED_IN_USER, VALIDATION_RULES } from './field-types';
import { FilterBuilderController } from './filter-builder.component';
import { PREFIX_TEXT, RULE_TEXT } from './labels';
import { MAX_NESTING } from './opening-filter';
import { RowState } from './row-status';
import { selectionOf, valueOfSelection, withCurrentValues } from './selection';
import { ValueOption, failureMessage } from './source';
import { FILTER_TEMPLATES, WIDGET_TEMPLATES } from './templates';
import { ZnFilterBuilderText, fillText } from './text';
import { ConditionRow } from './tree';
import { ValueWidget, adaptValue, isMultiWidget, widgetFor } from './widgets';

interface AttributeChoice {
  attribute: string;
  label: string;
}

interface PrefixChoice {
  prefix: string;
  label: string;
}

/**
 * `<zn-filter-condition>`: one condition row: field, comparison, value (or, on a linked field,
 * a subfilter over the linked form), its problem if any, and its remove button.
 */
export class FilterConditionController {
  static $inject = ['znFilterBuilderText'];

  // bindings
  row!: ConditionRow;
  formId!: number;
  subfilterDepth!: number;
  onRemove!: () => void;
  // required
  builder!: FilterBuilderController;

  ids: Record<'attribute' | 'mode' | 'prefix' | 'value' | 'problem', string> =
    { attribute: '', mode: '', prefix: '', value: '', problem: '' };
  attributeChoices: AttributeChoice[] = [];
  prefixChoices: PrefixChoice[] = [];
  option: AttributeOption | null = null;
  widget: ValueWidget | null = null;
  widgetTemplate: string | null = null;
  state: RowState = 'pending';
  problemText: string | null = null;
  linkedFormName = '';
  /** The subfilter group's label, the subfilter choice's and the record search's. */
  subfilterLabel = '';
  subfilterChoiceLabel = '';
  recordSearchLabel = '';

  /** The entries of a value select, and the selected keys. */
  valueOptions: ValueOption[] = [];
  valueOptionsLoading = false;
  valueOptionsError: string | null = null;
  selection: string | string[] | null = null;
  /** The record picker's model: the chosen record, or undefined while the text matches none. */
  recordPick: ValueOption | null | undefined = null;
  recordSearchError: string | null = null;
  noRecords = false;
  dateOpen = false;

  private viewKey = '';
  private valueKey = '';
  private loadToken = 0;

  constructor(readonly text: ZnFilterBuilderText) {}

  $onInit(): void {
    for (const control of Object.keys(this.ids) as Array<keyof FilterConditionController['ids']>) {
      this.ids[control] = this.builder.controlId(this.row.key, control);
    }
  }

  /** Follows the row, its status and the catalogs (any of which may change by a digest). */
  $doCheck(): void {
    const status = this.builder.rowStatus(this.row);
    this.state = status.state;
    this.problemText = status.problem ? fillText(this.text[status.problem.code], status.problem.params) : null;
    const viewKey = [this.builder.catalogVersion, this.row.attribute, this.row.prefix, this.row.mode].join('|');
    if (viewKey !== this.viewKey) {
      this.viewKey = viewKey;
      this.syncChoices(this.builder.catalog(this.formId));
    }
  }

  canSubfilter(): boolean {
    if (this.row.mode === 'subfilter') return true;
    const option = this.option;
    return !!option && option.kind === 'linked' && this.builder.options.subfilters &&
      option.prefixes.includes('') && this.subfilterDepth < MAX_NESTING;
  }

  isMulti(): boolean {
    return !!this.widget && isMultiWidget(this.widget);
  }

  attributeChanged(): void {
    const option = this.row.attribute ? this.builder.catalog(this.formId)?.byAttribute[this.row.attribute] : undefined;
    this.row.prefix = option ? option.prefixes[0] : null;
    this.row.value = undefined;
    this.row.mode = 'value';
    this.row.subfilter = null;
    this.builder.edited();
  }

  prefixChanged(): void {
    // the widget of the old prefix is still this.widget: $doCheck has not run since the change
    const next = this.option && this.row.prefix !== null ? widgetFor(this.option.kind, this.row.prefix) : null;
    this.row.value = adaptValue(this.widget, next, this.row.value);
    this.builder.edited();
  }

  modeChanged(): void {
    if (this.row.mode === 'subfilter') {
      this.row.prefix = '';
      this.builder.startSubfilter(this.row);
    } else {
      this.row.subfilter = null;
      this.row.value = undefined;
      this.row.prefix = this.option ? this.option.prefixes[0] : null;
    }
    this.builder.edited();
  }

  valueChanged(): void {
    this.builder.edited();
  }

  selectionChanged(): void {
    this.row.value = valueOfSelection(this.selection, this.valueOptions);
    this.builder.edited();
  }

  /** Typing in the record picker: text that is not a chosen record leaves no value. */
  recordChanged(): void {
    const pick = this.recordPick;
    this.row.value = pick && typeof pick === 'object' ? pick.value : undefined;
    this.builder.edited();
  }

  /** A record chosen from the matches (the typeahead sets its model without ng-change). */
  recordSelected(record: ValueOption): void {
    this.recordPick = record;
    this.row.value = record.value;
    this.builder.edited();
  }

  /** The record picker's search (ui-bootstrap typeahead, debounced by `typeahead-wait-ms`). */
  searchRecords(text: string): IPromise<ValueOption[]> | ValueOption[] {
    const formId = this.option?.linkedFormId;
    if (!formId) return [];
    return this.builder.source.searchRecords(formId, text).then((records) => {
      this.recordSearchError = null;
      return records;
    }, (failure: unknown) => {
      this.recordSearchError = failureMessage(failure, this.text.loadFailed);
      return [];
    });
  }

  remove(): void {
    this.onRemove();
  }

  private syncChoices(catalog: FormCatalog | null): void {
    const attribute = this.row.attribute;
    const option = catalog && attribute ? catalog.byAttribute[attribute] || null : null;
    this.option = option;
    this.attributeChoices = (catalog ? catalog.attributes : []).map((entry) => ({ attribute: entry.attribute, label: entry.label }));
    if (attribute !== null && !option) this.attributeChoices.push({ attribute, label: attribute });

    this.prefixChoices = option ? option.prefixes.map((prefix) => ({ prefix, label: this.text[PREFIX_TEXT[prefix]] })) : [];
    const prefix = this.row.prefix;
    const prefixOffered = !!option && prefix !== null && (option.prefixes as string[]).includes(prefix);
    if (option && prefix !== null && !prefixOffered) this.prefixChoices.push({ prefix, label: JSON.stringify(prefix) });

    this.widget = option && prefixOffered && this.row.mode === 'value' ? widgetFor(option.kind, prefix!) : null;
    this.widgetTemplate = this.widget ? WIDGET_TEMPLATES[this.widget] : null;

    this.linkedFormName = this.text.linkedFormFallback;
    if (option && option.kind === 'linked' && option.linkedFormId !== null && this.canSubfilter()) {
      // the linked form's name labels the subfilter choice; its fields are then ready for it
      this.builder.ensureCatalog(option.linkedFormId);
      this.linkedFormName = this.builder.catalog(option.linkedFormId)?.formName || this.text.linkedFormFallback;
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
  private loadValueOptions(catalog: FormCatalog | null): void {
    const token = ++this.loadToken;
    const option = this.option;
    this.valueOptions = [];
    this.valueOptionsError = null;
    this.valueOptionsLoading = false;
    this.recordSearchError = null;
    const show = (entries: ValueOption[]) => this.showValueOptions(entries);
    const fetch = (load: IPromise<ValueOption[]>, first: ValueOption[] = []) => {
      this.valueOptionsLoading = true;
      show(first);
      load.then((entries) => {
        if (token === this.loadToken) show(first.concat(entries));
      }, (failure: unknown) => {
        if (token === this.loadToken) this.valueOptionsError = failureMessage(failure, this.text.loadFailed);
      }).finally(() => {
        if (token === this.loadToken) this.valueOptionsLoading = false;
      });
    };
    const source = this.builder.source;
    switch (this.widget) {
      case 'choice':
      case 'choice-multi':
        show(option!.choices.map((choice) => ({ key: choice.key, value: choice.key, label: choice.label })));
        break;
      case 'validation-rule':
        show(VALIDATION_RULES.map((rule) => ({ key: rule, value: rule, label: this.text[RULE_TEXT[rule]] })));
        break;
      case 'member': {
        const dynamic = this.builder.options.dynamicValues
          ? [{ key: LOGGED_IN_USER, value: LOGGED_IN_USER, label: this.text.loggedInUser }] : [];
        if (catalog && catalog.workspaceId !== null) fetch(source.members(catalog.workspaceId), dynamic);
        else show(dynamic);
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
  private showValueOptions(entries: ValueOption[]): void {
    this.valueOptions = withCurrentValues(entries, this.row.value);
    this.selection = selectionOf(this.row.value, this.isMulti());
  }

  /** The record picker shows the chosen record's name, read once through znData. */
  private showRecord(token: number): void {
    const id = this.row.value;
    const formId = this.option?.linkedFormId;
    if ((typeof id !== 'string' && typeof id !== 'number') || id === '' || !formId) {
      this.recordPick = null;
      return;
    }
    this.recordPick = { key: String(id), value: id, label: fillText(this.text.recordSelected, { id }) };
    this.builder.source.record(formId, id).then((record) => {
      if (token === this.loadToken && record && this.row.value === id) this.recordPick = { ...record, value: id };
    }, () => undefined);
  }
}

export const filterConditionComponent: IComponentOptions = {
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
