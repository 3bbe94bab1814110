export declare const MODAL_OPTION_KEYS: string[];
export declare const BUTTON_KEYS: string[];
/** One footer button, checked. */
export interface ButtonSpec {
    name: string;
    /** The Bootstrap class: btn-success, btn-danger, btn-primary or btn-default. */
    className: string;
    action?: (data?: unknown) => unknown;
    closes: boolean;
}
/** Where the content scope comes from (scope rules 1–3 of the spec). */
export type ScopeSource = {
    kind: 'root';
} | {
    kind: 'child';
    parent: angular.IScope;
} | {
    kind: 'isolate';
    values: Record<string, unknown>;
};
/** Everything a dialog is opened from: the checked options plus what znConfirm adds. */
export interface DialogSpec {
    title: string;
    template: string;
    templateUrl: string | null;
    classes: string[];
    closeButton: boolean;
    unique: boolean | string;
    buttons: ButtonSpec[];
    scope: ScopeSource;
    /** `dialog`, or `alertdialog` for znConfirm. */
    role: 'dialog' | 'alertdialog';
    /** The accessible name when there is no title. */
    label: string;
    /** The id of the element that describes the dialog (znConfirm's message). */
    describedBy: string | null;
    /** The button focused on open, instead of the first field of the body. */
    initialFocus: string | null;
}
/** What AngularJS itself tests to tell a scope (it has no public isScope). */
export declare function isScope(value: unknown): value is angular.IScope;
/** Checks znModal's options and turns them into a dialog spec; any mistake is a ZnError. */
export declare function normalizeModalOptions(options: unknown): DialogSpec;
