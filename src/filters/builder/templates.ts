import type { ITemplateCacheService } from 'angular';
import builderHtml from './templates/builder.html';
import conditionHtml from './templates/condition.html';
import groupHtml from './templates/group.html';
import inlineFilterHtml from './templates/inline-filter.html';
import panelHtml from './templates/panel.html';
import recordMatchHtml from './templates/record-match.html';
import valueDateHtml from './templates/value-date.html';
import valueMultiSelectHtml from './templates/value-multi-select.html';
import valueNumberHtml from './templates/value-number.html';
import valueRecordHtml from './templates/value-record.html';
import valueSelectHtml from './templates/value-select.html';
import valueTextHtml from './templates/value-text.html';
import valueYearHtml from './templates/value-year.html';
import { ValueWidget } from './widgets';

/** $templateCache keys; a host replaces one by putting its own markup under the key in a run block. */
export const FILTER_TEMPLATES = Object.freeze({
  builder: 'zn/template/filters/builder.html',
  group: 'zn/template/filters/group.html',
  condition: 'zn/template/filters/condition.html',
  inlineFilter: 'zn/template/filters/inline-filter.html',
  panel: 'zn/template/filters/panel.html',
  recordMatch: 'zn/template/filters/record-match.html',
  valueText: 'zn/template/filters/value-text.html',
  valueNumber: 'zn/template/filters/value-number.html',
  valueYear: 'zn/template/filters/value-year.html',
  valueDate: 'zn/template/filters/value-date.html',
  valueSelect: 'zn/template/filters/value-select.html',
  valueMultiSelect: 'zn/template/filters/value-multi-select.html',
  valueRecord: 'zn/template/filters/value-record.html'
});

/** The template each value widget is shown with. */
export const WIDGET_TEMPLATES: Readonly<Record<ValueWidget, string>> = Object.freeze({
  'text': FILTER_TEMPLATES.valueText,
  'number': FILTER_TEMPLATES.valueNumber,
  'year': FILTER_TEMPLATES.valueYear,
  'date': FILTER_TEMPLATES.valueDate,
  'choice': FILTER_TEMPLATES.valueSelect,
  'country': FILTER_TEMPLATES.valueSelect,
  'state': FILTER_TEMPLATES.valueSelect,
  'member': FILTER_TEMPLATES.valueSelect,
  'folder': FILTER_TEMPLATES.valueSelect,
  'validation-rule': FILTER_TEMPLATES.valueSelect,
  'choice-multi': FILTER_TEMPLATES.valueMultiSelect,
  'country-multi': FILTER_TEMPLATES.valueMultiSelect,
  'state-multi': FILTER_TEMPLATES.valueMultiSelect,
  'record': FILTER_TEMPLATES.valueRecord
});

const SOURCES: Record<keyof typeof FILTER_TEMPLATES, string> = {
  builder: builderHtml,
  group: groupHtml,
  condition: conditionHtml,
  inlineFilter: inlineFilterHtml,
  panel: panelHtml,
  recordMatch: recordMatchHtml,
  valueText: valueTextHtml,
  valueNumber: valueNumberHtml,
  valueYear: valueYearHtml,
  valueDate: valueDateHtml,
  valueSelect: valueSelectHtml,
  valueMultiSelect: valueMultiSelectHtml,
  valueRecord: valueRecordHtml
};

/** Run block: puts the filter builder's templates in $templateCache. */
export function putFilterTemplates($templateCache: ITemplateCacheService): void {
  (Object.keys(FILTER_TEMPLATES) as Array<keyof typeof FILTER_TEMPLATES>).forEach((name) => {
    $templateCache.put(FILTER_TEMPLATES[name], SOURCES[name]);
  });
}
putFilterTemplates.$inject = ['$templateCache'];
