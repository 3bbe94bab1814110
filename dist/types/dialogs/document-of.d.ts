/** The document inside `$document` (its typings say HTMLElement & Document, which TypeScript reduces to never). */
export declare function documentOf($document: angular.IDocumentService): Document;
