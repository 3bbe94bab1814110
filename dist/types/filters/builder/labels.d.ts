import { FilterPrefix, RecordAttribute, ValidationRule } from './field-types';
import { FilterOperator } from './filter-shape';
import { FilterBuilderTextKey } from './text';
/** The dictionary key naming each prefix. */
export declare const PREFIX_TEXT: Readonly<Record<FilterPrefix, FilterBuilderTextKey>>;
/** The dictionary key naming each `not-validates` rule. */
export declare const RULE_TEXT: Readonly<Record<ValidationRule, FilterBuilderTextKey>>;
export declare const OPERATOR_TEXT: Readonly<Record<FilterOperator, FilterBuilderTextKey>>;
export declare const RECORD_ATTRIBUTE_TEXT: Readonly<Record<RecordAttribute, FilterBuilderTextKey>>;
