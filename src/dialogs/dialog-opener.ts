import type { ICompileService, IDocumentService, IExceptionHandlerService, IQService, IRootScopeService, IScope, ITemplateCacheService, ITemplateLinkingFunction, ITemplateRequestService, ITimeoutService, IWindowService } from 'angular';
import { DialogSpec } from './modal-options';
import { ModalDialog, DialogServices } from './modal-dialog';
import { ModalStack } from './modal-stack';
import { MODAL_TEMPLATE } from './templates';
import { ZnModalHandle } from './types';

function noop(): void { /* cloneAttachFn: the clone is appended by the dialog itself */ }

/**
 * Opens dialogs from checked specs; shared by znModal and znConfirm (internal, registered as
 * `znDialogOpener`). Knows every dialog that is open or loading its template, for `unique`, and
 * closes them all when the application's root scope is destroyed.
 */
export class DialogOpener {
  static $inject = ['$compile', '$rootScope', '$document', '$window', '$timeout', '$q', '$templateCache',
    '$templateRequest', '$exceptionHandler'];

  private readonly dialogs: ModalDialog[] = [];
  private readonly services: DialogServices;

  constructor(
    $compile: ICompileService,
    $rootScope: IRootScopeService,
    $document: IDocumentService,
    $window: IWindowService,
    $timeout: ITimeoutService,
    $q: IQService,
    $templateCache: ITemplateCacheService,
    $templateRequest: ITemplateRequestService,
    $exceptionHandler: IExceptionHandlerService
  ) {
    const stack = new ModalStack($document, $window, $rootScope);
    let frameHtml: string | undefined;
    let frameLink: ITemplateLinkingFunction;
    // Compiling the frame once and cloning it per dialog saves parsing it each time; a host that
    // replaces the template (even later) gets its own markup compiled on the next dialog.
    const linkFrame = (scope: IScope): JQLite => {
      const html = $templateCache.get<string>(MODAL_TEMPLATE) as string;
      if (html !== frameHtml) {
        frameLink = $compile(html.trim());
        frameHtml = html;
      }
      return frameLink(scope, noop);
    };
    this.services = { $compile, $rootScope, $document, $timeout, $q, $templateCache, $templateRequest, $exceptionHandler, stack, linkFrame };
    $rootScope.$on('$destroy', () => this.dialogs.slice().forEach((dialog) => dialog.close(undefined)));
  }

  open(spec: DialogSpec): ZnModalHandle {
    const dialog = new ModalDialog(spec, this.services, {
      beforeShow: (shown) => this.closeOthers(shown),
      closed: (closed) => this.dialogs.splice(this.dialogs.indexOf(closed), 1)
    });
    this.dialogs.push(dialog);
    dialog.open();
    return dialog.handle;
  }

  /** `unique`: true closes every other dialog, a class name those that carry it. */
  private closeOthers(shown: ModalDialog): void {
    const unique = shown.spec.unique;
    if (unique === false) return;
    this.dialogs
      .filter((other) => other !== shown && (unique === true || other.hasClass(unique)))
      .forEach((other) => other.close(undefined));
  }
}
