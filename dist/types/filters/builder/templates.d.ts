import type { ITemplateCacheService } from 'angular';
import { ValueWidget } from './widgets';
/** $templateCache keys; a host replaces one by putting its own markup under the key in a run block. */
export declare const FILTER_TEMPLATES: Readonly<{
    builder: "zn/template/filters/builder.html";
    group: "zn/template/filters/group.html";
    condition: "zn/template/filters/condition.html";
    inlineFilter: "zn/template/filters/inline-filter.html";
    panel: "zn/template/filters/panel.html";
    recordMatch: "zn/template/filters/record-match.html";
    valueText: "zn/template/filters/value-text.html";
    valueNumber: "zn/template/filters/value-number.html";
    valueYear: "zn/template/filters/value-year.html";
    valueDate: "zn/template/filters/value-date.html";
    valueSelect: "zn/template/filters/value-select.html";
    valueMultiSelect: "zn/template/filters/value-multi-select.html";
    valueRecord: "zn/template/filters/value-record.html";
}>;
/** The template each value widget is shown with. */
export declare const WIDGET_TEMPLATES: Readonly<Record<ValueWidget, string>>;
/** Run block: puts the filter builder's templates in $templateCache. */
export declare const putFilterTemplates: (string | (($templateCache: ITemplateCacheService) => void))[];
