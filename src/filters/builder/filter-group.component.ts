import type { IComponentOptions } from 'angular';
import { ZnFilterBuilderText } from './text';
import { FilterBuilderController } from './filter-builder.component';
import { FilterOperator } from './filter-shape';
import { OPERATOR_TEXT } from './labels';
import { MAX_NESTING } from './opening-filter';
import { FILTER_TEMPLATES } from './templates';
import { ConditionRow, GroupRow } from './tree';

/**
 * `<zn-filter-group>`: one group of conditions (`role="group"`): its operator, its rows (conditions
 * and nested groups), and the buttons that add them.
 */
export class FilterGroupController {
  static $inject = ['znFilterBuilderText'];

  // bindings
  group!: GroupRow;
  formId!: number;
  depth!: number;
  subfilterDepth!: number;
  label!: string;
  onRemove?: () => void;
  // required
  builder!: FilterBuilderController;

  operatorChoices: Array<{ operator: FilterOperator; label: string }> = [];
  removable = false;

  constructor(readonly text: ZnFilterBuilderText) {}

  $onInit(): void {
    this.operatorChoices = this.builder.options.operators.map((operator) => ({ operator, label: this.text[OPERATOR_TEXT[operator]] }));
    this.removable = this.depth > 1;
  }

  ready(): boolean {
    return this.builder.catalogState(this.formId).state === 'ready';
  }

  loading(): boolean {
    return this.builder.catalogState(this.formId).state === 'loading';
  }

  /** The operator in words, for a builder that allows only one. */
  operatorText(): string {
    return this.text[OPERATOR_TEXT[this.group.operator]];
  }

  canAddGroup(): boolean {
    return this.builder.options.groups && this.depth < MAX_NESTING;
  }

  id(control: string): string {
    return this.builder.controlId(this.group.key, control);
  }

  addCondition(): void {
    this.builder.addCondition(this.group);
  }

  addGroup(): void {
    this.builder.addGroup(this.group);
  }

  removeRow(row: GroupRow | ConditionRow): void {
    this.builder.remove(this.group, row);
  }

  operatorChanged(): void {
    this.builder.edited();
  }
}

export const filterGroupComponent: IComponentOptions = {
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
