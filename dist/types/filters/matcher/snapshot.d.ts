export declare class FilterSnapshot {
    private readonly groups;
    private readonly conditions;
    addGroup(node: any, operator: 'and' | 'or', list: unknown[]): void;
    addCondition(node: any, valueList: unknown[] | undefined): void;
    /** True while every group and condition still holds what it held when compiled. */
    isCurrent(): boolean;
}
