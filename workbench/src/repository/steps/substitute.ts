/**
 * Step "substitute": the placeholders of ../substitution.ts, file by file, in mayan's order. The
 * plugin's own JavaScript first loses `'use strict';` and gets its route for `{replace-route}`;
 * then every JavaScript file gets wgnX, wgn-, wgn, and every template wgn-, wgn. (mayan replaced
 * wgn in the joined file; the files are joined with '\n', which no placeholder spans, so the
 * result is the same.) Styles are substituted after Sass (see sass.ts), as mayan did. The namespace
 * is maya.json's as written: a bare `wgn` in a repository whose namespace is `name-space` stays
 * `name-space` (mayan's build and the migrator's wgnTransformer), wgnX is camelCase, wgn- dashed.
 */
import { checkTemplates } from '../../plugin-folder';
import type { BuildStep } from '../plugin-build';
import { prepareOwnJs, substituteHtml, substituteJs } from '../substitution';

export const substituteStep: BuildStep = {
  name: 'substitute',
  run(context) {
    const { plugin, output } = context;
    const own = (origin: string) => origin === 'src' || origin === 'register';
    if (!plugin.route && context.js.some((part) => own(part.origin) && part.text.indexOf('{replace-route}') !== -1)) {
      output.problems.push({ level: 'warning', file: context.configFile, line: plugin.line,
        message: `plugin "${plugin.configName}" has no "route": {replace-route} became ''` });
    }
    context.js = context.js.map((part) => {
      const prepared = own(part.origin) ? prepareOwnJs(part.text, plugin.route) : part.text;
      return { ...part, text: substituteJs(prepared, plugin.configNamespace) };
    });
    context.html = context.html.map((part) => ({ ...part, text: substituteHtml(part.text, plugin.configNamespace) }));
    context.html.forEach((part) => checkTemplates(part.text, part.file).forEach((item) => output.problems.push(item)));
  }
};
