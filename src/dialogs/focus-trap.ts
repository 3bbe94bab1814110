// Keyboard focus inside a dialog: which elements Tab can reach, and where Tab goes at the edges.
// Plain DOM functions on the elements passed in; no globals.

const TABBABLE = [
  'a[href]', 'area[href]', 'button', 'input', 'select', 'textarea', 'iframe', 'object', 'embed',
  'audio[controls]', 'video[controls]', 'summary', '[tabindex]', '[contenteditable]:not([contenteditable="false"])'
].join(',');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.hasAttribute('disabled')) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  // Not rendered (display: none, or inside such an element): Tab skips it.
  return element.getClientRects().length > 0;
}

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: Element): HTMLElement[] {
  const found = container.querySelectorAll<HTMLElement>(TABBABLE);
  return Array.prototype.filter.call(found, isTabbable) as HTMLElement[];
}

/**
 * Where focus must go for a Tab (or Shift+Tab) press inside `dialog` so that it stays there, or
 * null when the browser's own move already stays inside.
 */
export function trappedFocusTarget(dialog: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | null {
  const tabbable = tabbableElements(dialog);
  if (!tabbable.length) return dialog;
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const outside = !active || active === dialog || !dialog.contains(active);
  if (backwards) return outside || active === first ? last : null;
  return outside || active === last ? first : null;
}

/**
 * The element to focus when a dialog opens: an `[autofocus]` element, else the preferred element,
 * else the first field of the body, else the dialog itself (which has tabindex="-1").
 */
export function initialFocusTarget(dialog: HTMLElement, preferred: HTMLElement | null, body: Element | null): HTMLElement {
  const autofocus = dialog.querySelector<HTMLElement>('[autofocus]');
  if (autofocus && isTabbable(autofocus)) return autofocus;
  if (preferred && isTabbable(preferred)) return preferred;
  const field = body ? tabbableElements(body)[0] : undefined;
  return field || dialog;
}
