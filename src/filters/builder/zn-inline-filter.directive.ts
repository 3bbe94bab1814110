import { warnOnce } from '../../core';
import type { IDirective, ILogService, INgModelController, IOnChangesObject } from 'angular';
import { Filter, entriesOf } from './filter-shape';
import { BuilderStatus } from './filter-builder.component';
import { checkOpeningFilter } from './opening-filter';
import { BuilderOptions, checkBuilderOptions } from './options';
import { FILTER_TEMPLATES } from './templates';
import { ZnFilterBuilderText } from './text';

const SERVICE = 'znInlineFilter';

/**
 * `<div zn-inline-filter="options" ng-model="filter">`: the builder in the page. The model holds
 * the filter of the complete rows as the person edits; its validity keys `znFilterComplete` and
 * `znFilterValid` say whether rows were left out.
 */
export class InlineFilterController {
  static $inject = ['$exceptionHandler', 'znFilterBuilderText', '$log'];

  rawOptions: unknown;
  ngModel!: INgModelController;

  options: BuilderOptions | null = null;
  filter: Filter | undefined;
  /** Why the options or the model's filter were refused (also sent to $exceptionHandler). */
  error: string | null = null;

  private optionsError: string | null = null;

  /** An unknown option is warned about once and ignored, as Zengine ignored it. */
  private warnOnce = warnOnce((message) => this.$log.warn(message));

  constructor(private $exceptionHandler: (error: unknown) => void, readonly text: ZnFilterBuilderText,
    private $log: ILogService) {}

  $onChanges(changes: IOnChangesObject): void {
    if (!changes.rawOptions) return;
    try {
      this.options = checkBuilderOptions(SERVICE, this.rawOptions, 'inline', this.warnOnce);
      this.optionsError = null;
    } catch (error) {
      this.options = null;
      this.optionsError = (error as Error).message;
      this.$exceptionHandler(error);
    }
    this.error = this.optionsError;
    if (this.ngModel && this.ngModel.$render === this.render) this.render();
  }

  $onInit(): void {
    this.ngModel.$render = this.render;
    // `required` holds when the filter has at least one condition
    this.ngModel.$isEmpty = (value: unknown) => !value || typeof value !== 'object' ||
      !('and' in value || 'or' in value) || entriesOf(value as Filter).length === 0;
  }

  /** Shows the model's filter; one that breaks the options is refused and the model left alone. */
  render = (): void => {
    if (!this.options) return;
    try {
      this.filter = checkOpeningFilter(SERVICE, 'the ng-model filter', this.ngModel.$viewValue, this.options);
      this.error = null;
    } catch (error) {
      this.filter = undefined;
      this.error = (error as Error).message;
      this.ngModel.$setValidity('znFilterValid', false);
      this.$exceptionHandler(error);
    }
  };

  edited(filter: Filter): void {
    if (!this.error) this.ngModel.$setViewValue(filter);
  }

  statusChanged(status: BuilderStatus): void {
    this.ngModel.$setValidity('znFilterComplete', status.incomplete === 0 && status.pending === 0);
    this.ngModel.$setValidity('znFilterValid', status.invalid === 0 && !status.loadError && !status.refusal);
  }
}

export function inlineFilterDirective(): IDirective {
  return {
    restrict: 'A',
    require: { ngModel: 'ngModel' },
    scope: {},
    bindToController: { rawOptions: '<znInlineFilter' },
    controller: InlineFilterController,
    controllerAs: '$ctrl',
    templateUrl: FILTER_TEMPLATES.inlineFilter
  };
}
