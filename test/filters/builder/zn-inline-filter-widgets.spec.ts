import { COMPANIES, envelope, failureEnvelope } from './fixtures';
import { useHarness } from './harness';
import { $, $$, apiUrl, choose, click, conditions, type } from './helpers';

describe('zn-inline-filter value widgets', () => {
  const h = useHarness();

  describe('the record picker', () => {
    beforeEach(() => {
      h.expectForm();
      h.inline({ formId: 10, subfilters: false });
      h.flush();
    });

    it('searches the linked form once the person stops typing', () => {
      const row = h.addCondition('Company');
      const input = $(row, '.zn-filter-value-record');
      type(input, 'a');
      type(input, 'ac');
      type(input, 'acm');
      h.$httpBackend.expectGET(apiUrl('/forms/20/records', { 'contains-name': 'acm', 'sort': 'name', 'limit': '20' }))
        .respond(envelope([{ id: 900, name: 'Acme' }]));
      h.$timeout.flush();
      h.flush();
      expect($$(row, '.uib-typeahead-match').map((match) => match.textContent!.trim())).toEqual(['Acme']);
      expect(input.getAttribute('aria-expanded')).toBe('true');
    });

    it('leaves no value while the text names no chosen record', () => {
      const row = h.addCondition('Company');
      h.$httpBackend.expectGET(apiUrl('/forms/20/records', { 'contains-name': 'zz', 'sort': 'name', 'limit': '20' })).respond(envelope([]));
      type($(row, '.zn-filter-value-record'), 'zz');
      h.$timeout.flush();
      h.flush();
      expect($(row, '.zn-filter-no-records').textContent).toBe('No matching records.');
      expect(h.scope.filter).toEqual({ and: [] });
      expect(h.scope.form.built.$error.znFilterComplete).toBe(true);
    });

    it('shows the API message when the search fails', () => {
      const row = h.addCondition('Company');
      h.$httpBackend.expectGET(apiUrl('/forms/20/records', { 'contains-name': 'ac', 'sort': 'name', 'limit': '20' }))
        .respond(500, failureEnvelope(500, 'Search is down.'));
      type($(row, '.zn-filter-value-record'), 'ac');
      h.$timeout.flush();
      h.flush();
      expect($(row, '.zn-filter-value-error').textContent).toBe('Search is down.');
    });
  });

  describe('the record picker on a saved filter', () => {
    it('shows the chosen record by name', () => {
      h.expectForm();
      h.$httpBackend.expectGET(apiUrl('/forms/20/records/900')).respond(envelope({ id: 900, name: 'Acme' }));
      h.inline({ formId: 10, subfilters: false }, { and: [{ prefix: 'not', attribute: 'field118', value: 900 }] });
      h.flush();
      expect(($(h.element, '.zn-filter-value-record') as HTMLInputElement).value).toBe('Acme');
    });

    it('shows the record id when the record cannot be read', () => {
      h.expectForm();
      h.$httpBackend.expectGET(apiUrl('/forms/20/records/900')).respond(404, failureEnvelope(404, 'Not found'));
      h.inline({ formId: 10, subfilters: false }, { and: [{ prefix: '', attribute: 'field118', value: 900 }] });
      h.flush();
      expect(($(h.element, '.zn-filter-value-record') as HTMLInputElement).value).toBe('Record 900');
      expect(h.scope.form.built.$valid).toBe(true);
    });
  });

  describe('the date picker', () => {
    beforeEach(() => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
    });

    it('writes the day picked in the calendar as YYYY-MM-DD', () => {
      const row = h.addCondition('Start date');
      click($(row, '.zn-filter-date-open'));
      h.$timeout.flush();
      const day = $$(row, '.uib-daypicker button').find((button) => button.textContent!.trim() === '15' && !button.querySelector('.text-muted'))!;
      click(day);
      const today = new Date();
      const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
      expect(h.scope.filter).toEqual({ and: [{ prefix: '', attribute: 'field111', value: `${month}-15` }] });
      expect(($(row, '.zn-filter-value-date input') as HTMLInputElement).value).toBe(`${month}-15`);
    });

    it('opens the calendar on the date typed', () => {
      const row = h.addCondition('Start date');
      type($(row, '.zn-filter-value-date input'), '2021-03-09');
      click($(row, '.zn-filter-date-open'));
      h.$timeout.flush();
      expect($(row, '.uib-daypicker .btn-info').textContent!.trim()).toBe('09');
      expect($(row, '.uib-title').textContent!.trim()).toBe('March 2021');
    });

    it('says how to write a date that is typed wrong', () => {
      const row = h.addCondition('Start date');
      type($(row, '.zn-filter-value-date input'), '31/01/2024');
      expect($(row, '.zn-filter-problem').textContent).toBe('Enter a date as YYYY-MM-DD, such as 2024-01-31.');
      expect(h.scope.filter).toEqual({ and: [] });
      expect(h.scope.form.built.$error.znFilterValid).toBe(true);
    });
  });

  describe('changing the comparison', () => {
    beforeEach(() => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
    });

    it('keeps a choice as a list of one for "is one of", and the reverse', () => {
      const row = h.addCondition('Department');
      choose($(row, '.zn-filter-value-select'), 'Engineering');
      choose($(row, '.zn-filter-prefix'), 'is one of');
      expect(h.scope.filter).toEqual({ and: [{ prefix: 'in', attribute: 'field112', value: ['eng'] }] });
      expect(Array.from(($(row, '.zn-filter-value-multi-select') as HTMLSelectElement).selectedOptions).map((o) => o.text)).toEqual(['Engineering']);
      choose($(row, '.zn-filter-prefix'), 'is');
      expect(h.scope.filter).toEqual({ and: [{ prefix: '', attribute: 'field112', value: 'eng' }] });
    });

    it('keeps typed text between text comparisons and drops it for a validation rule', () => {
      const row = h.addCondition('Name');
      type($(row, '.zn-filter-value-text'), 'Ad');
      choose($(row, '.zn-filter-prefix'), 'starts with');
      expect(h.scope.filter).toEqual({ and: [{ prefix: 'starts-with', attribute: 'field101', value: 'Ad' }] });
      choose($(row, '.zn-filter-prefix'), 'is not valid as');
      expect(h.scope.filter).toEqual({ and: [] });
      expect(($(row, '.zn-filter-value-select') as HTMLSelectElement).selectedOptions[0].text).toBe('Choose…');
    });

    it('starts afresh when another field is chosen', () => {
      const row = h.addCondition('Salary');
      type($(row, '.zn-filter-value-number'), '10');
      choose($(row, '.zn-filter-attribute'), 'Name');
      expect(($(row, '.zn-filter-prefix') as HTMLSelectElement).selectedOptions[0].text).toBe('is');
      expect(($(row, '.zn-filter-value-text') as HTMLInputElement).value).toBe('');
      expect(h.scope.filter).toEqual({ and: [] });
    });
  });

  describe('value lists read through znData', () => {
    it('are read once per builder', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      h.expectCountries();
      h.addCondition('Country');
      h.flush();
      h.addCondition('Country');
      expect(conditions(h.element).length).toBe(2);
    });

    it('are read 100 at a time until every entry is in', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      const states = Array.from({ length: 130 }, (_unused, index) => ({ id: `S${index}`, state: `State ${index}` }));
      h.$httpBackend.expectGET(apiUrl('/states', { limit: '100' })).respond(envelope(states.slice(0, 100), { totalCount: 130 }));
      h.$httpBackend.expectGET(apiUrl('/states', { limit: '100', page: '2' })).respond(envelope(states.slice(100), { totalCount: 130 }));
      const row = h.addCondition('State');
      h.flush();
      expect(($(row, '.zn-filter-value-select') as HTMLSelectElement).options.length).toBe(131);
    });

    it('show the API message when they cannot be read', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      h.$httpBackend.expectGET(apiUrl('/forms/10/folders', { limit: '100' })).respond(403, failureEnvelope(403, 'No folders for you.'));
      const row = h.addCondition('Folder');
      h.flush();
      expect($(row, '.zn-filter-value-error').textContent).toBe('No folders for you.');
    });

    it('keep a saved value that is no longer listed, shown by its id', () => {
      h.expectForm();
      h.expectMembers();
      h.inline({ formId: 10 }, { and: [{ prefix: '', attribute: 'field117', value: 777 }] });
      h.flush();
      const select = $(h.element, '.zn-filter-value-select') as HTMLSelectElement;
      expect(select.selectedOptions[0].text).toBe('777');
      expect(h.scope.form.built.$valid).toBe(true);
    });

    it('match a saved id written as text', () => {
      h.expectForm();
      h.expectFolders();
      const filter = { and: [{ prefix: '', attribute: 'folder.id', value: '3' }] };
      h.inline({ formId: 10 }, filter);
      h.flush();
      expect(($(h.element, '.zn-filter-value-select') as HTMLSelectElement).selectedOptions[0].text).toBe('Archive');
      expect(h.scope.filter).toBe(filter);
    });
  });

  it('reads the linked form once for all its rows', () => {
    h.expectForm();
    h.inline({ formId: 10 });
    h.flush();
    h.expectForm(COMPANIES);
    h.addCondition('Company');
    h.flush();
    h.addCondition('Company');
    expect(conditions(h.element).length).toBe(2);
  });
});
