import { FilterPrefix, RecordAttribute, ValidationRule } from './field-types';
import { FilterOperator } from './filter-shape';
import { FilterBuilderTextKey } from './text';

/** The dictionary key naming each prefix. */
export const PREFIX_TEXT: Readonly<Record<FilterPrefix, FilterBuilderTextKey>> = Object.freeze({
  '': 'prefixEquals',
  'not': 'prefixNot',
  'contains': 'prefixContains',
  'not-contains': 'prefixNotContains',
  'starts-with': 'prefixStartsWith',
  'ends-with': 'prefixEndsWith',
  'min': 'prefixMin',
  'max': 'prefixMax',
  'in': 'prefixIn',
  'not-in': 'prefixNotIn',
  'not-validates': 'prefixNotValidates'
});

/** The dictionary key naming each `not-validates` rule. */
export const RULE_TEXT: Readonly<Record<ValidationRule, FilterBuilderTextKey>> = Object.freeze({
  alpha: 'ruleAlpha',
  alphaNumeric: 'ruleAlphaNumeric',
  emailAddress: 'ruleEmailAddress',
  numeric: 'ruleNumeric',
  zipCode: 'ruleZipCode',
  unique: 'ruleUnique'
});

export const OPERATOR_TEXT: Readonly<Record<FilterOperator, FilterBuilderTextKey>> = Object.freeze({
  and: 'operatorAnd',
  or: 'operatorOr'
});

export const RECORD_ATTRIBUTE_TEXT: Readonly<Record<RecordAttribute, FilterBuilderTextKey>> = Object.freeze({
  'folder.id': 'attributeFolder',
  'createdByUser.id': 'attributeCreatedBy',
  'created': 'attributeCreated',
  'modified': 'attributeModified'
});
