import type { IDocumentService } from 'angular';

/**
 * A match of a 0.12 typeahead pressed with the mouse is picked when the press ends, even when the
 * page hid or moved the match in between. Pressing a match blurs the input first, and plugins
 * written for Zengine hide the input's bar on that blur (`ng-blur="searching = false"` on an input
 * inside `<div ng-show="searching">`): the popup, placed beside the input, goes with it, so the
 * release lands elsewhere, the click never reaches the match and `typeahead-on-select` never runs.
 * Zengine's users picked with the mouse in such pickers; here the pressed match is clicked for them
 * when the press ends and the pointer is no longer over it because it was hidden or moved. A press
 * that the user drags off a match still in place picks nothing, as a click would not.
 */

/** The inputs of typeaheads written with 0.12's markup (markup-directives.ts adds them). */
export const legacyTypeaheadInputs = new WeakSet<Element>();

/** Documents the listeners are on: one pair per document, whatever the number of injectors. */
const watched = new WeakSet<Document>();

/** A match pressed, and where it was when pressed. */
interface Press {
  match: HTMLElement;
  rect: { top: number; left: number };
}

/** The match (the popup's child) that `target` is in, when the popup is a 0.12 typeahead's. Pure DOM. */
export function pressedMatchOf(target: EventTarget | null): HTMLElement | null {
  const start = target instanceof Element ? target : null;
  const popup = start ? start.closest('[uib-typeahead-popup]') : null;
  if (!start || !popup || !popup.id) return null;
  const owner = Array.from(popup.ownerDocument.querySelectorAll('[aria-owns]'))
    .find((element) => element.getAttribute('aria-owns') === popup.id);
  if (!owner || !legacyTypeaheadInputs.has(owner)) return null;
  let match: Element = start;
  while (match.parentElement && match.parentElement !== popup) match = match.parentElement;
  return match.parentElement === popup ? (match as HTMLElement) : null;
}

/**
 * Whether a press on `press.match` that ended at (x, y) lost its click: the pointer is not over the
 * match any more because the match is hidden, gone from the page or moved. Pure DOM.
 */
export function pressWasLost(press: Press, x: number, y: number): boolean {
  const { match, rect } = press;
  const under = match.ownerDocument.elementFromPoint(x, y);
  if (under && match.contains(under)) return false; // the click reaches it
  if (!match.isConnected) return true;
  const now = match.getBoundingClientRect();
  if (now.width === 0 && now.height === 0) return true;
  return Math.abs(now.top - rect.top) >= 1 || Math.abs(now.left - rect.left) >= 1;
}

/** Run block: the press and release listeners on the page's document. */
export function watchTypeaheadPresses($document: IDocumentService): void {
  const document = $document[0] as Document;
  if (!document || typeof document.addEventListener !== 'function' || watched.has(document)) return;
  watched.add(document);
  let press: Press | null = null;
  document.addEventListener('mousedown', (event: MouseEvent) => {
    press = null;
    if (event.button !== 0) return;
    const match = pressedMatchOf(event.target);
    if (!match) return;
    const rect = match.getBoundingClientRect();
    press = { match, rect: { top: rect.top, left: rect.left } };
  }, true);
  document.addEventListener('mouseup', (event: MouseEvent) => {
    const ended = press;
    press = null;
    if (!ended || event.button !== 0) return;
    // The match's own ng-click selects it, as a click that reached it would.
    if (pressWasLost(ended, event.clientX, event.clientY)) ended.match.click();
  }, true);
}
watchTypeaheadPresses.$inject = ['$document'];
