/** The elements inside `container` that Tab reaches, in document order. */
export declare function tabbableElements(container: Element): HTMLElement[];
/**
 * Where focus must go for a Tab (or Shift+Tab) press inside `dialog` so that it stays there, or
 * null when the browser's own move already stays inside.
 */
export declare function trappedFocusTarget(dialog: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | null;
/**
 * The element to focus when a dialog opens: an `[autofocus]` element, else the preferred element,
 * else the first field of the body, else the dialog itself (which has tabindex="-1").
 */
export declare function initialFocusTarget(dialog: HTMLElement, preferred: HTMLElement | null, body: Element | null): HTMLElement;
