import type { auto } from 'angular';

/** 0.12's injectable names and the 2.5 injectables that are the same thing under a `uib` name. */
export const LEGACY_SERVICES: Readonly<Record<string, string>> = {
  $modalStack: '$uibModalStack',
  $position: '$uibPosition',
  $tooltip: '$uibTooltip',
  dateParser: 'uibDateParser',
  typeaheadParser: 'uibTypeaheadParser',
  accordionConfig: 'uibAccordionConfig',
  buttonConfig: 'uibButtonConfig',
  datepickerConfig: 'uibDatepickerConfig',
  datepickerPopupConfig: 'uibDatepickerPopupConfig',
  dropdownConfig: 'uibDropdownConfig',
  pagerConfig: 'uibPagerConfig',
  paginationConfig: 'uibPaginationConfig',
  progressConfig: 'uibProgressConfig',
  ratingConfig: 'uibRatingConfig',
  timepickerConfig: 'uibTimepickerConfig'
};

/** A factory that gives the injectable `target` itself, so the two names share one object. */
export function aliasOf(target: string): ($injector: auto.IInjectorService) => unknown {
  function alias($injector: auto.IInjectorService): unknown {
    return $injector.get(target);
  }
  alias.$inject = ['$injector'];
  return alias;
}

/** The part of 2.5's `$uibModal` that 0.12's `$modal` is. */
interface ModalService {
  open(options: Record<string, any>): Record<string, any>;
}

/**
 * `$modal`, 0.12's name of `$uibModal`: `open` takes the same options and returns the same
 * instance; the dialog's controller gets it as `$modalInstance` (2.5 calls it
 * `$uibModalInstance`). The instance does not exist until `open` returns, and 2.5 waits for the
 * `resolve` values before it makes the controller, so a resolve value stands for it and gets the
 * instance's members as soon as `open` returns.
 */
export function legacyModalFactory($uibModal: ModalService) {
  return {
    open(options?: Record<string, any>) {
      const given = options || {};
      const stand: Record<string, unknown> = {};
      const giveInstance = () => stand;
      giveInstance.$inject = [] as string[];
      const instance = $uibModal.open({ ...given, resolve: { ...(given.resolve || {}), $modalInstance: giveInstance } });
      Object.keys(instance).forEach((key) => { stand[key] = instance[key]; });
      return instance;
    }
  };
}
legacyModalFactory.$inject = ['$uibModal'];
