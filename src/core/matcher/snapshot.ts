// What a compiled filter was compiled from, so the cached plain call can notice that a filter
// object was changed in place (as ng-model does when a condition's input is bound to it) and
// compile it again. The check compares references only: O(size of the filter), no allocation.

interface GroupRecord {
  readonly node: any;
  readonly isAnd: boolean;
  readonly list: unknown[];
  readonly entries: unknown[];
}

interface ConditionRecord {
  readonly node: any;
  readonly prefix: unknown;
  readonly attribute: unknown;
  readonly value: unknown;
  readonly filter: unknown;
  /** The elements of an array value, which can change while the array stays the same. */
  readonly valueList: unknown[] | undefined;
  readonly valueElements: unknown[] | undefined;
}

export class FilterSnapshot {
  private readonly groups: GroupRecord[] = [];
  private readonly conditions: ConditionRecord[] = [];

  addGroup(node: any, operator: 'and' | 'or', list: unknown[]): void {
    this.groups.push({ node, isAnd: operator === 'and', list, entries: list.slice() });
  }

  addCondition(node: any, valueList: unknown[] | undefined): void {
    this.conditions.push({
      node,
      prefix: node.prefix,
      attribute: node.attribute,
      value: node.value,
      filter: node.filter,
      valueList,
      valueElements: valueList ? valueList.slice() : undefined
    });
  }

  /** True while every group and condition still holds what it held when compiled. */
  isCurrent(): boolean {
    const groups = this.groups;
    for (let index = 0; index < groups.length; index++) {
      const group = groups[index];
      const list = group.list;
      if ((group.isAnd ? group.node.and : group.node.or) !== list || !sameElements(list, group.entries)) return false;
    }
    const conditions = this.conditions;
    for (let index = 0; index < conditions.length; index++) {
      const condition = conditions[index];
      const node = condition.node;
      if (node.value !== condition.value || node.attribute !== condition.attribute ||
          node.prefix !== condition.prefix || node.filter !== condition.filter) return false;
      if (condition.valueList !== undefined && !sameElements(condition.valueList, condition.valueElements as unknown[])) return false;
    }
    return true;
  }
}

function sameElements(list: unknown[], elements: unknown[]): boolean {
  const length = elements.length;
  if (list.length !== length) return false;
  for (let index = 0; index < length; index++) {
    if (list[index] !== elements[index]) return false;
  }
  return true;
}
