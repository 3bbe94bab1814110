import type { IDirective, INgModelController, IOnChangesObject } from 'angular';
import { Filter } from './filter-shape';
import { BuilderStatus } from './filter-builder.component';
import { BuilderOptions } from './options';
import { ZnFilterBuilderText } from './text';
/**
 * `<div zn-inline-filter="options" ng-model="filter">`: the builder in the page. The model holds
 * the filter of the complete rows as the person edits; its validity keys `znFilterComplete` and
 * `znFilterValid` say whether rows were left out.
 */
export declare class InlineFilterController {
    private $exceptionHandler;
    readonly text: ZnFilterBuilderText;
    static $inject: string[];
    rawOptions: unknown;
    ngModel: INgModelController;
    options: BuilderOptions | null;
    filter: Filter | undefined;
    /** Why the options or the model's filter were refused (also sent to $exceptionHandler). */
    error: string | null;
    private optionsError;
    constructor($exceptionHandler: (error: unknown) => void, text: ZnFilterBuilderText);
    $onChanges(changes: IOnChangesObject): void;
    $onInit(): void;
    /** Shows the model's filter; one that breaks the options is refused and the model left alone. */
    render: () => void;
    edited(filter: Filter): void;
    statusChanged(status: BuilderStatus): void;
}
export declare function inlineFilterDirective(): IDirective;
