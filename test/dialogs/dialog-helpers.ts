import type { IRootScopeService, IScope } from 'angular';

// Shared by the dialog specs: reaching into the page the way a user (or a screen reader) would.

/** Elements a spec appends to the body carry this attribute, so cleanBody() finds them. */
const OWNED = 'data-spec-owned';

/** Adds an element (e.g. the button that "opened" a dialog) to the body; cleanBody() removes it. */
export function addToBody(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html.trim();
  const element = holder.firstElementChild as HTMLElement;
  element.setAttribute(OWNED, '');
  document.body.appendChild(element);
  return element;
}

/** Removes everything the dialogs and the specs left in the page. */
export function cleanBody(): void {
  document.querySelectorAll(`.zn-modal-layer, .zn-messages, [${OWNED}]`).forEach((element) => element.remove());
  document.body.classList.remove('zn-modal-open');
  document.body.style.paddingRight = '';
}

/** The elements with role="dialog" (or alertdialog) in the page, oldest first. */
export function dialogs(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.zn-modal'));
}

/** The newest dialog; fails the spec when there is none. */
export function topDialog(): HTMLElement {
  const all = dialogs();
  expect(all.length).toBeGreaterThan(0);
  return all[all.length - 1];
}

/** The footer buttons of a dialog, by their text. */
export function button(dialog: HTMLElement, text: string): HTMLButtonElement {
  const found = Array.from(dialog.querySelectorAll<HTMLButtonElement>('.modal-footer button'))
    .find((candidate) => candidate.textContent === text);
  if (!found) throw new Error(`no button "${text}" in the dialog`);
  return found;
}

/** Dispatches a keydown the way a keyboard does: on the focused element, bubbling to the document. */
export function pressKey(key: string, options: { shiftKey?: boolean } = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, shiftKey: !!options.shiftKey, bubbles: true, cancelable: true });
  (document.activeElement || document.body).dispatchEvent(event);
  return event;
}

/** Every attribute in `root` whose name starts with "on" (an event handler), as "tag@name". */
export function handlerAttributes(root: ParentNode): string[] {
  const found: string[] = [];
  root.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName.toLowerCase()}@${attribute.name}`);
    }
  });
  return found;
}

/** Counts the scopes created by $new and those destroyed since, through a spy on Scope.prototype.$new. */
export function countScopes($rootScope: IRootScopeService): { created: number; alive: number } {
  const counts = { created: 0, alive: 0 };
  const prototype = Object.getPrototypeOf($rootScope);
  const original = prototype.$new;
  spyOn(prototype, '$new').and.callFake(function (this: IScope, ...args: unknown[]) {
    const scope: IScope = original.apply(this, args);
    counts.created++;
    counts.alive++;
    scope.$on('$destroy', () => { counts.alive--; });
    return scope;
  });
  return counts;
}
