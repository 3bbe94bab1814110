import type { IDocumentService, ITemplateCacheService } from 'angular';
import { ZnError, describeValue } from '../core';
import { ZnTestTemplatesService } from './types';

const SERVICE = 'znTestTemplates';

/**
 * `znTestTemplates`: puts a plugin's `<script type="text/ng-template" id="...">` blocks (its
 * plugin.html) in `$templateCache`, as the host does when it loads the plugin, so a spec can
 * compile its templates (a modal's `element()`, a directive).
 */
export class TestTemplates implements ZnTestTemplatesService {
  static $inject = ['$document', '$templateCache'];

  constructor(private $document: IDocumentService, private $templateCache: ITemplateCacheService) {}

  load(html: string): string[] {
    if (typeof html !== 'string') {
      throw new ZnError(SERVICE, 'bad-template', `load(html) takes the text of plugin.html, got ${describeValue(html)}`);
    }
    const holder = (this.$document[0] as Document).createElement('div');
    holder.innerHTML = html;
    const blocks = Array.prototype.slice.call(holder.querySelectorAll('script[type="text/ng-template"]')) as HTMLScriptElement[];
    return blocks.map((block) => {
      const id = block.getAttribute('id');
      if (!id) {
        throw new ZnError(SERVICE, 'bad-template', 'load(html): a <script type="text/ng-template"> block has no id; expected id="my-plugin-main"');
      }
      this.$templateCache.put(id, block.textContent || '');
      return id;
    });
  }
}
