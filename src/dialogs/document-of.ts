/** The document inside `$document` (its typings say HTMLElement & Document, which TypeScript reduces to never). */
export function documentOf($document: angular.IDocumentService): Document {
  return ($document as unknown as ArrayLike<Document>)[0];
}
