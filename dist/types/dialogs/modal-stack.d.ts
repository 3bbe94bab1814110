/** The class `body` has while any dialog is open; dialogs.css stops the page scrolling with it. */
export declare const BODY_OPEN_CLASS = "zn-modal-open";
/** Bootstrap 3's modal z-index; each dialog opened on top of another gets 10 more. */
export declare const BASE_Z_INDEX = 1050;
/** A dialog in the page, as the stack sees it. */
export interface StackEntry {
    /** The outermost element (backdrop and dialog), which gets the z-index. */
    layer: HTMLElement;
    /** The element with role="dialog" that keeps the focus. */
    dialog: HTMLElement;
    /** False when ESC must not close it (closeButton: false). */
    escapeCloses: boolean;
    /** Closes it as a dismissal (ESC). */
    dismiss(): void;
}
/**
 * The open dialogs, last in first out. While any is open: `body` has BODY_OPEN_CLASS (with the
 * scroll bar's width added as padding, so the page does not shift), and one keydown listener on
 * the document closes the top dialog on ESC and keeps Tab inside it.
 */
export declare class ModalStack {
    private $document;
    private $window;
    private $rootScope;
    private items;
    private savedPaddingRight;
    constructor($document: angular.IDocumentService, $window: angular.IWindowService, $rootScope: angular.IRootScopeService);
    /** Puts a dialog on top, remembering the focused element. Call it once the dialog is in the page. */
    push(entry: StackEntry): void;
    /** Takes a dialog off (from any position), giving the focus back when it was the top one. */
    remove(entry: StackEntry): void;
    private restoreFocus;
    private lockPage;
    private unlockPage;
    private onKeydown;
}
