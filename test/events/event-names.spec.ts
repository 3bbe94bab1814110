import { DATA_EVENT_ACTIONS, dataEventName, hyphenate } from '../../src/core/event-names';
import { RESOURCE_NAMES } from '../../src/core/resources';

describe('event names (pure)', () => {
  describe('hyphenate', () => {
    const names: Array<[string, string]> = [
      ['FormRecords', 'form-records'],
      ['Tasks', 'tasks'],
      ['BinaryExportBatch', 'binary-export-batch'],
      ['WorkspaceTaskPreferences', 'workspace-task-preferences'],
      ['AppTemplateInstallJobs', 'app-template-install-jobs'],
      ['HTMLViews', 'html-views'],
      ['Form2Records', 'form2-records']
    ];
    names.forEach(([name, hyphenated]) => {
      it(`turns ${name} into ${hyphenated}`, () => {
        expect(hyphenate(name)).toBe(hyphenated);
      });
    });

    it('gives every resource a distinct name', () => {
      const all = RESOURCE_NAMES.map(hyphenate);
      expect(new Set(all).size).toBe(RESOURCE_NAMES.length);
      all.forEach((name) => expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/));
    });
  });

  describe('dataEventName', () => {
    it('knows the six actions of spec 6', () => {
      expect(DATA_EVENT_ACTIONS).toEqual(['read', 'saved', 'deleted', 'saved-all', 'updated-all', 'deleted-all']);
    });

    it('builds zn-data-<resource>-<action>', () => {
      expect(dataEventName('znPluginEvents', 'FormRecords', 'saved')).toBe('zn-data-form-records-saved');
      expect(dataEventName('znPluginEvents', 'Tasks', 'deleted-all')).toBe('zn-data-tasks-deleted-all');
    });

    it('refuses an unknown resource', () => {
      expect(() => dataEventName('znPluginEvents', 'FormRecord', 'saved')).toThrowError(
        /^znPluginEvents: unknown resource "FormRecord"; expected one of Activities, /);
    });

    it('refuses an unknown action', () => {
      expect(() => dataEventName('znPluginEvents', 'Tasks', 'created')).toThrowError(
        'znPluginEvents: unknown data event action "created"; expected one of read, saved, deleted, saved-all, updated-all, deleted-all');
    });
  });
});
