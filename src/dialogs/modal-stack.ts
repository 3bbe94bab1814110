import type { IDocumentService, IRootScopeService, IWindowService } from 'angular';
import { documentOf } from './document-of';
import { trappedFocusTarget } from './focus-trap';

/** The class `body` has while any dialog is open; dialogs.css stops the page scrolling with it. */
export const BODY_OPEN_CLASS = 'zn-modal-open';
/** Bootstrap 3's modal z-index; each dialog opened on top of another gets 10 more. */
export const BASE_Z_INDEX = 1050;

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

interface StackItem {
  entry: StackEntry;
  /** The element that had the focus before the dialog opened, to give it back. */
  opener: Element | null;
  zIndex: number;
}

/**
 * The open dialogs, last in first out. While any is open: `body` has BODY_OPEN_CLASS (with the
 * scroll bar's width added as padding, so the page does not shift), and one keydown listener on
 * the document closes the top dialog on ESC and keeps Tab inside it.
 */
export class ModalStack {
  private items: StackItem[] = [];
  private savedPaddingRight: string | null = null;

  constructor(
    private $document: IDocumentService,
    private $window: IWindowService,
    private $rootScope: IRootScopeService
  ) {}

  /** Puts a dialog on top, remembering the focused element. Call it once the dialog is in the page. */
  push(entry: StackEntry): void {
    const top = this.items[this.items.length - 1];
    const zIndex = top ? top.zIndex + 10 : BASE_Z_INDEX;
    entry.layer.style.zIndex = String(zIndex);
    if (!top) this.lockPage();
    this.items.push({ entry, opener: documentOf(this.$document).activeElement, zIndex });
  }

  /** Takes a dialog off (from any position), giving the focus back when it was the top one. */
  remove(entry: StackEntry): void {
    const index = this.items.findIndex((item) => item.entry === entry);
    if (index < 0) return;
    const [item] = this.items.splice(index, 1);
    if (!this.items.length) this.unlockPage();
    if (index === this.items.length) this.restoreFocus(item.opener);
  }

  private restoreFocus(opener: Element | null): void {
    const body = documentOf(this.$document).body;
    if (opener instanceof HTMLElement && opener !== body && opener.isConnected) {
      opener.focus();
      return;
    }
    // The opener went away (e.g. it was inside a dialog that closed first): keep focus in the new top dialog.
    const top = this.items[this.items.length - 1];
    if (top) top.entry.dialog.focus();
  }

  private lockPage(): void {
    const documentElement = documentOf(this.$document).documentElement;
    const body = angular.element(documentOf(this.$document).body);
    const scrollbarWidth = this.$window.innerWidth - documentElement.clientWidth;
    if (scrollbarWidth > 0) {
      const style = body[0].style;
      this.savedPaddingRight = style.paddingRight;
      const current = parseFloat(this.$window.getComputedStyle(body[0]).paddingRight) || 0;
      style.paddingRight = `${current + scrollbarWidth}px`;
    }
    body.addClass(BODY_OPEN_CLASS);
    this.$document.on('keydown', this.onKeydown);
  }

  private unlockPage(): void {
    const body = angular.element(documentOf(this.$document).body);
    body.removeClass(BODY_OPEN_CLASS);
    if (this.savedPaddingRight !== null) {
      body[0].style.paddingRight = this.savedPaddingRight;
      this.savedPaddingRight = null;
    }
    this.$document.off('keydown', this.onKeydown);
  }

  private onKeydown = (jqEvent: JQueryEventObject): void => {
    // jqLite hands over the native event; jQuery (when the host loads it first) wraps it.
    const event = ((jqEvent as any).originalEvent || jqEvent) as KeyboardEvent;
    const top = this.items[this.items.length - 1];
    if (!top || event.defaultPrevented) return;
    if (event.key === 'Escape' || event.key === 'Esc') {
      if (!top.entry.escapeCloses) return;
      event.preventDefault();
      this.$rootScope.$apply(() => top.entry.dismiss());
    } else if (event.key === 'Tab') {
      const target = trappedFocusTarget(top.entry.dialog, documentOf(this.$document).activeElement, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    }
  };
}
