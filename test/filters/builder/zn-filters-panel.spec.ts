import { COMPANIES, EMPLOYEES, envelope, failureEnvelope } from './fixtures';
import { useHarness } from './harness';
import { $, $$, apiUrl, choose, click, conditions, type } from './helpers';

const NESTED = {
  or: [
    { prefix: 'contains', attribute: 'field101', value: 'Ada' },
    {
      and: [
        { prefix: 'min', attribute: 'field106', value: 1000 },
        { prefix: 'in', attribute: 'field112', value: ['sales', 'eng'] },
        { prefix: 'not-validates', attribute: 'field102', value: 'unique' },
        { or: [{ prefix: '', attribute: 'field117', value: 'logged-in-user' }, { prefix: 'max', attribute: 'created', value: '2024-01-31' }] }
      ]
    },
    { prefix: '', attribute: 'field118', filter: { and: [{ prefix: '', attribute: 'field202', value: 'energy' }, { prefix: 'starts-with', attribute: 'field201', value: 'Ac' }] } },
    { prefix: 'not', attribute: 'folder.id', value: 0 },
    { prefix: 'in', attribute: 'field115', value: ['US', 'CA'] }
  ]
};

describe('znFiltersPanel', () => {
  const h = useHarness();
  let znFiltersPanel: any;

  beforeEach(angular.mock.inject((_znFiltersPanel_: any) => { znFiltersPanel = _znFiltersPanel_; }));

  const panel = () => $(document.body, '.zn-modal.zn-filters-panel');
  const saveButton = () => $(panel(), '.zn-filters-panel-save') as HTMLButtonElement;
  const cancelButton = () => $(panel(), '.zn-filters-panel-cancel') as HTMLButtonElement;

  function open(options: Record<string, unknown>) {
    const handle = znFiltersPanel.open(options);
    h.$rootScope.$digest();
    return handle;
  }

  function outcome(handle: any): { value?: unknown } {
    const seen: { value?: unknown } = {};
    handle.result.then((value: unknown) => { seen.value = value; }, () => { seen.value = 'rejected'; });
    return seen;
  }

  describe('open', () => {
    it('shows the builder in a wide dialog titled by the dictionary', () => {
      h.expectForm();
      open({ formId: 10 });
      h.flush();
      expect(panel().classList).toContain('zn-modal-wide');
      expect($(panel(), '.zn-modal-title').textContent).toBe('Filter records');
      expect($$(panel(), '.zn-filter-builder .zn-filter-add-condition').length).toBe(1);
    });

    it('keeps Save disabled while the fields load and while a condition is unfinished', () => {
      h.expectForm();
      open({ formId: 10 });
      expect(saveButton().disabled).toBe(true);
      h.flush();
      expect(saveButton().disabled).toBe(false);
      click($(panel(), '.zn-filter-add-condition'));
      h.$timeout.flush();
      expect(saveButton().disabled).toBe(true);
      expect($(panel(), '.zn-filters-panel-hint').textContent).toBe('Finish or remove the unfinished conditions to save.');
      choose(document.activeElement as HTMLElement, 'Name');
      type($(panel(), '.zn-filter-value-text'), 'Ada');
      expect(saveButton().disabled).toBe(false);
      expect($(panel(), '.zn-filters-panel-hint').textContent).toBe('');
    });
  });

  describe('Save', () => {
    it('calls onSave with the filter, closes, and resolves the result with it', () => {
      const onSave = jasmine.createSpy('onSave');
      h.expectForm();
      const seen = outcome(open({ formId: 10, onSave }));
      h.flush();
      click($(panel(), '.zn-filter-add-condition'));
      h.$timeout.flush();
      choose(document.activeElement as HTMLElement, 'Year joined');
      type($(panel(), '.zn-filter-value-year'), '2020');
      click(saveButton());
      h.$rootScope.$digest();
      const expected = { and: [{ prefix: '', attribute: 'field110', value: '2020' }] };
      expect(onSave).toHaveBeenCalledOnceWith(expected);
      expect(seen.value).toEqual(expected);
      expect($$(document.body, '.zn-filters-panel').length).toBe(0);
    });

    it('saves an opened nested filter unchanged', () => {
      const onSave = jasmine.createSpy('onSave');
      h.expectForm();
      h.expectForm(COMPANIES);
      h.whenLists(); // rows ask for their lists in the order their templates link
      const seen = outcome(open({ formId: 10, filter: NESTED, onSave }));
      h.flush();
      expect(conditions(panel()).length).toBe(11);
      const shown = (row: number, selector: string) =>
        Array.from(($(conditions(panel())[row], selector) as HTMLSelectElement).selectedOptions).map((option) => option.text);
      expect(shown(2, '.zn-filter-value-multi-select')).toEqual(['Sales', 'Engineering']);
      expect(shown(3, '.zn-filter-value-select')).toEqual(['a unique value (duplicates)']);
      expect(shown(4, '.zn-filter-value-select')).toEqual(['The logged-in user']);
      expect(shown(7, '.zn-filter-value-select')).toEqual(['Energy']);
      expect(shown(9, '.zn-filter-value-select')).toEqual(['Uncategorized']);
      expect(shown(10, '.zn-filter-value-multi-select')).toEqual(['United States', 'Canada']);
      expect(saveButton().disabled).toBe(false);
      click(saveButton());
      h.$rootScope.$digest();
      expect(onSave.calls.mostRecent().args[0]).toEqual(NESTED);
      expect(seen.value).toEqual(NESTED);
    });

    it('stays open when onSave throws, and reports the error', () => {
      const failure = new Error('storage full');
      h.expectForm();
      const seen = outcome(open({ formId: 10, onSave: () => { throw failure; } }));
      h.flush();
      click(saveButton());
      h.$rootScope.$digest();
      expect(h.$exceptionHandler.errors).toEqual([failure]);
      expect($$(document.body, '.zn-filters-panel').length).toBe(1);
      expect(seen.value).toBeUndefined();
    });
  });

  describe('closing without saving', () => {
    const ways: Array<[string, (handle: any) => void]> = [
      ['Cancel', () => click(cancelButton())],
      ['the close button', () => click($(panel(), '.zn-modal-close'))],
      ['handle.close()', (handle) => handle.close()]
    ];
    ways.forEach(([way, close]) => {
      it(`by ${way} resolves the result with null and calls no onSave`, () => {
        const onSave = jasmine.createSpy('onSave');
        h.expectForm();
        const handle = open({ formId: 10, onSave, filter: { and: [{ prefix: '', attribute: 'field101', value: 'Ada' }] } });
        const seen = outcome(handle);
        h.flush();
        close(handle);
        h.$rootScope.$digest();
        expect(onSave).not.toHaveBeenCalled();
        expect(seen.value).toBeNull();
        expect($$(document.body, '.zn-filters-panel').length).toBe(0);
      });
    });
  });

  describe('options', () => {
    it('are refused with a ZnError naming znFiltersPanel, before anything opens', () => {
      expect(() => znFiltersPanel.open({ formId: 'ten' })).toThrowError(
        'znFiltersPanel: options.formId is a string ("ten"); expected the id of the form to filter, a positive integer such as 123');
      expect(() => znFiltersPanel.open()).toThrowError(/^znFiltersPanel: options is undefined; expected an object/);
      expect($$(document.body, '.zn-modal').length).toBe(0);
    });

    it('refuse an opening filter that breaks them, naming the rule', () => {
      expect(() => znFiltersPanel.open({ formId: 10, groups: false, filter: { and: [{ or: [] }] } })).toThrowError(
        'znFiltersPanel: options.filter has a nested group of conditions, but options.groups is false; expected a filter that fits the options');
      expect(() => znFiltersPanel.open({ formId: 10, dynamicValues: false, filter: { and: [{ prefix: '', attribute: 'createdByUser.id', value: 'logged-in-user' }] } }))
        .toThrowError(/options\.filter uses the dynamic value "logged-in-user" on "createdByUser\.id", but options\.dynamicValues is false/);
      expect($$(document.body, '.zn-modal').length).toBe(0);
    });

    it('refuse a field of a blacklisted type once the fields show it, keeping Save disabled', () => {
      h.expectForm();
      open({ formId: 10, fieldTypeBlacklist: ['numeric'], filter: { and: [{ prefix: 'min', attribute: 'field106', value: 5 }] } });
      h.flush();
      expect(h.$exceptionHandler.errors[0].message).toBe('znFiltersPanel: options.filter filters on "field106", a numeric field, ' +
        'which options.fieldTypeBlacklist excludes; expected a filter that fits the options');
      expect($(panel(), '.zn-filter-refusal').getAttribute('role')).toBe('alert');
      expect(saveButton().disabled).toBe(true);
    });
  });

  describe('an opened filter naming a field the form no longer has', () => {
    it('marks the row invalid and keeps Save disabled until it is removed', () => {
      const onSave = jasmine.createSpy('onSave');
      h.expectForm();
      open({ formId: 10, onSave, filter: { and: [{ prefix: '', attribute: 'field101', value: 'Ada' }, { prefix: 'min', attribute: 'field555', value: 3 }] } });
      h.flush();
      const invalid = conditions(panel())[1];
      expect($(invalid, '.zn-filter-problem').textContent).toBe('field555 is no longer on this form. Choose another field or remove this condition.');
      expect(saveButton().disabled).toBe(true);
      expect($(panel(), '.zn-filters-panel-hint').textContent).toBe('Fix or remove the conditions marked as invalid to save.');
      click(saveButton());
      expect(onSave).not.toHaveBeenCalled();
      click($(invalid, '.zn-filter-remove'));
      expect(saveButton().disabled).toBe(false);
      click(saveButton());
      expect(onSave).toHaveBeenCalledOnceWith({ and: [{ prefix: '', attribute: 'field101', value: 'Ada' }] });
    });
  });

  describe('a form that fails to load', () => {
    it('shows the API\'s userMessage in the panel, with Save disabled', () => {
      h.$httpBackend.expectGET(apiUrl('/forms/10', { related: 'fields' })).respond(404, failureEnvelope(404, 'This form was deleted.'));
      open({ formId: 10 });
      h.flush();
      expect($(panel(), '.zn-filter-load-error').textContent).toBe('This form was deleted.');
      expect(saveButton().disabled).toBe(true);
    });

    it('falls back to the dictionary\'s words when the failure has no message', () => {
      h.$httpBackend.expectGET(apiUrl('/forms/10', { related: 'fields' })).respond(500, envelope(null, { status: 500, code: 5000, userMessage: '' }));
      open({ formId: 10 });
      h.flush();
      expect($(panel(), '.zn-filter-load-error').textContent).toBe('The form’s fields could not be loaded.');
    });
  });

  it('opens a fresh builder each time, reading the form again', () => {
    h.expectForm();
    open({ formId: 10 }).close();
    h.flush();
    h.$rootScope.$digest();
    h.expectForm({ ...EMPLOYEES, fields: [] });
    open({ formId: 10 });
    h.flush();
    expect(conditions(panel()).length).toBe(0);
  });
});
