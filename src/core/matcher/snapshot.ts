// What a compiled filter was compiled from, so the cached plain call can notice that a filter
// object was changed in place (as ng-model does when a condition's input is bound to it) and
// compile it again. The check compares references only: O(size of the filter), no allocation.
//
// The plain call runs the check before every record, so its cost is the call's cost over a
// compiled predicate. One check shared by every filter reads filters of every shape at the same
// few property loads, which the engine then cannot specialize (each load looks up its property
// by name); a filter used often gets a check of its own (`specialize`, generated code, as its
// predicate gets in generate.ts), whose loads each see one shape.
//
// SECURITY, as in generate.ts: the generated source is built only from fixed fragments and
// integer indexes; the filter's objects and values go in through the constants array, never
// into the source.

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

const FunctionConstructor = Function;

/** A filter's matcher behind its check for changes in place: a boolean, or the guard's `otherwise` once the filter changed. */
export type GuardedMatcher = (record: object) => boolean | object;

export class FilterSnapshot {
  private readonly groups: GroupRecord[] = [];
  private readonly conditions: ConditionRecord[] = [];
  /** This filter's own check, once `specialize` made it. */
  private own: (() => boolean) | null = null;
  /**
   * Once `specialize` was given it: the filter's matcher behind this filter's own check, in one
   * generated function (generate.ts's MatcherGuard); answers the guard's `otherwise` (not a
   * boolean) when the filter changed.
   */
  guarded: GuardedMatcher | null = null;

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
    const own = this.own;
    if (own !== null) return own();
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

  /**
   * The comparisons of `isCurrent`, unrolled into one expression, the objects and values they
   * compare put in through `constant` (generate.ts's MatcherGuard takes it as is).
   */
  currentExpression(constant: (value: unknown) => string): string {
    const tests: string[] = [];
    const sameList = (list: string, elements: unknown[]) => {
      tests.push(`${list}.length === ${elements.length}`);
      elements.forEach((element, index) => tests.push(`${list}[${index}] === ${constant(element)}`));
    };
    this.groups.forEach((group) => {
      const list = constant(group.list);
      tests.push(`${constant(group.node)}.${group.isAnd ? 'and' : 'or'} === ${list}`);
      sameList(list, group.entries);
    });
    this.conditions.forEach((condition) => {
      const node = constant(condition.node);
      tests.push(`${node}.value === ${constant(condition.value)}`, `${node}.attribute === ${constant(condition.attribute)}`,
        `${node}.prefix === ${constant(condition.prefix)}`, `${node}.filter === ${constant(condition.filter)}`);
      if (condition.valueList !== undefined) sameList(constant(condition.valueList), condition.valueElements as unknown[]);
    });
    return tests.join(' && ') || 'true';
  }

  /**
   * Gives the snapshot a check of its own (`currentExpression`, generated) and the guarded matcher
   * `guard` made. Call only where code generation is allowed (generate.ts's codeGenerationAllowed);
   * if making the check fails, the shared one stays.
   */
  specialize(guarded: GuardedMatcher | null): void {
    const constants: unknown[] = [];
    const current = this.currentExpression((value) => `c${constants.push(value) - 1}`);
    const reads = constants.map((unused, index) => `const c${index} = c[${index}];`).join('\n');
    try {
      this.own = new FunctionConstructor('c', `${reads}\nreturn function isCurrent() { return ${current}; };`)(constants);
      this.guarded = guarded;
    } catch (error) {
      this.own = null; // code generation refused after all
      this.guarded = null;
    }
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
