export declare const MODAL_TEMPLATE = "zn/template/modal.html";
export declare const CONFIRM_TEMPLATE = "zn/template/confirm.html";
export declare const MESSAGE_CONTAINER_TEMPLATE = "zn/template/message-container.html";
export declare const MESSAGE_TEMPLATE = "zn/template/message.html";
/** Run block: puts the dialog templates in $templateCache. */
export declare const putDialogTemplates: (string | (($templateCache: angular.ITemplateCacheService) => void))[];
