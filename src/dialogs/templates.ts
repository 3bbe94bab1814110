import type { ITemplateCacheService } from 'angular';
import confirmHtml from './templates/confirm.html';
import messageContainerHtml from './templates/message-container.html';
import messageHtml from './templates/message.html';
import modalHtml from './templates/modal.html';

// $templateCache keys: a host replaces a template by putting its own markup under the same key
// in a run block of its module (see docs/dialogs.md).
export const MODAL_TEMPLATE = 'zn/template/modal.html';
export const CONFIRM_TEMPLATE = 'zn/template/confirm.html';
export const MESSAGE_CONTAINER_TEMPLATE = 'zn/template/message-container.html';
export const MESSAGE_TEMPLATE = 'zn/template/message.html';

/** Run block: puts the dialog templates in $templateCache. */
export function putDialogTemplates($templateCache: ITemplateCacheService): void {
  $templateCache.put(MODAL_TEMPLATE, modalHtml);
  $templateCache.put(CONFIRM_TEMPLATE, confirmHtml);
  $templateCache.put(MESSAGE_CONTAINER_TEMPLATE, messageContainerHtml);
  $templateCache.put(MESSAGE_TEMPLATE, messageHtml);
}
putDialogTemplates.$inject = ['$templateCache'];
