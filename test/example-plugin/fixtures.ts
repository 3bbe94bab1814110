// The example board plugin's world, for its unit specs: a workspace with a Deals form grouped by
// Stage, and the plugin's backend routes. Everything goes through the testing kit, loaded (as a
// plugin author loads it) from the built dist/zn-plugin-testing.js; nothing here imports the SDK.
import type { IControllerService, IRootScopeService, auto } from 'angular';
import type { ZnTestBackendService, ZnTestDialogsService, ZnTestStorageService, ZnTestTemplatesService } from '../../src/testing/types';

export const WORKSPACE_ID = 1;
export const FORM_ID = 10;

/** What a spec drives: the kit's services and the injector's own. */
export interface Board {
  backend: ZnTestBackendService;
  dialogs: ZnTestDialogsService;
  storage: ZnTestStorageService;
  $controller: IControllerService;
  $rootScope: IRootScopeService;
  $injector: auto.IInjectorService;
}

/** Loads zn.plugin.testing (the plugin's definitions are in zn.plugin) and injects under strictDi. */
export function loadBoard(): Board {
  angular.mock.module('zn.plugin.testing');
  angular.mock.inject.strictDi(true);
  let board!: Board;
  angular.mock.inject(['$injector', ($injector: auto.IInjectorService) => {
    board = {
      backend: $injector.get('znTestBackend'),
      dialogs: $injector.get('znTestDialogs'),
      storage: $injector.get('znTestStorage'),
      $controller: $injector.get('$controller'),
      $rootScope: $injector.get('$rootScope'),
      $injector
    };
  }]);
  return board;
}

/** The plugin's templates (plugin.html, which karma serves) in $templateCache, as the host puts them. */
export function loadTemplates(kit: Board): string[] {
  const request = new XMLHttpRequest();
  request.open('GET', '/base/demo/plugin/frontend/plugin.html', false);
  request.send();
  return kit.$injector.get<ZnTestTemplatesService>('znTestTemplates').load(request.responseText);
}

/** Deals: Name (text, required), Stage (dropdown Lead/Won), Amount (numeric). */
export function seedDeals(backend: ZnTestBackendService, records: Array<Record<string, unknown>>): void {
  backend.seed('Forms', [{ id: FORM_ID, name: 'Deals', singularName: 'Deal', workspace: { id: WORKSPACE_ID } }]);
  backend.seed('FormFields', { formId: FORM_ID }, [
    { id: 101, label: 'Name', type: 'text-input', required: true },
    { id: 102, label: 'Stage', type: 'dropdown', settings: { properties: { choices: { lead: 'Lead', won: 'Won' } } } },
    { id: 103, label: 'Amount', type: 'numeric' }
  ]);
  backend.seed('FormRecords', { formId: FORM_ID }, records);
}

/** A deal record: `deal(1, 'Acme', 'lead', 500)`. */
export function deal(id: number, name: string, stage: string | null, amount: number | null): Record<string, unknown> {
  return { id, name, field101: name, field102: stage, field103: amount, objectVersion: 1 };
}

/** The plugin's backend: settings per workspace, and the summary figures of the columns. */
export function serveBoardBackend(backend: ZnTestBackendService, settings: Record<string, unknown> = {}): void {
  let saved: Record<string, unknown> = { formId: FORM_ID, groupBy: 'field102', sumField: 'field103', filter: null, ...settings };
  backend.service('board', 'GET /settings', () => saved);
  backend.service('board', 'PUT /settings', (request) => {
    saved = request.body as Record<string, unknown>;
    return saved;
  });
  backend.service('board', 'GET /summary', () => {
    const records = backend.all('FormRecords', { formId: FORM_ID });
    const column = (value: string | null) => ({
      value,
      count: records.filter((record) => (record.field102 || null) === value).length,
      sum: records.filter((record) => (record.field102 || null) === value).reduce((sum, record) => sum + Number(record.field103 || 0), 0)
    });
    return { columns: [column('lead'), column('won'), column(null)] };
  });
}
