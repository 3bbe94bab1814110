import type { IDocumentService } from 'angular';

/** The document inside `$document` (its typings say HTMLElement & Document, which TypeScript reduces to never). */
export function documentOf($document: IDocumentService): Document {
  return ($document as unknown as ArrayLike<Document>)[0];
}
