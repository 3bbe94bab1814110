import { COMPANIES, EMPLOYEES, envelope, failureEnvelope } from './fixtures';
import { useHarness } from './harness';
import { $, $$, apiUrl, choose, click, conditions, optionTexts, type } from './helpers';

const groups = (root: JQLite | Element) => $$(root, '.zn-filter-group[role="group"]');

describe('zn-inline-filter', () => {
  const h = useHarness();

  describe('the model', () => {
    it('stays untouched until the person edits, then holds the complete conditions only', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      expect(h.scope.filter).toBeUndefined();
      const first = h.addCondition('Name');
      type($(first, '.zn-filter-value-text'), 'Ada');
      h.addCondition('Salary');
      expect(h.scope.filter).toEqual({ and: [{ prefix: '', attribute: 'field101', value: 'Ada' }] });
      expect(h.scope.form.built.$error).toEqual({ znFilterComplete: true });
    });

    it('is valid again once the unfinished condition is finished', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      const row = h.addCondition('Salary');
      expect(h.scope.form.built.$valid).toBe(false);
      choose($(row, '.zn-filter-prefix'), 'is at least');
      type($(row, '.zn-filter-value-number'), '1000');
      expect(h.scope.filter).toEqual({ and: [{ prefix: 'min', attribute: 'field106', value: '1000' }] });
      expect(h.scope.form.built.$valid).toBe(true);
    });

    it('shows a filter assigned from outside, and a new one assigned later', () => {
      h.expectForm();
      h.inline({ formId: 10 }, { and: [{ prefix: 'contains', attribute: 'field101', value: 'Ada' }] });
      h.flush();
      let rows = conditions(h.element);
      expect(rows.length).toBe(1);
      expect(($(rows[0], '.zn-filter-value-text') as HTMLInputElement).value).toBe('Ada');
      h.scope.filter = { or: [{ prefix: '', attribute: 'field112', value: 'eng' }, { prefix: 'max', attribute: 'field110', value: 2000 }] };
      h.scope.$digest(); // the form read once serves the new filter too
      rows = conditions(h.element);
      expect(rows.length).toBe(2);
      expect(($(rows[0], '.zn-filter-value-select') as HTMLSelectElement).selectedOptions[0].text).toBe('Engineering');
      expect(($(rows[1], '.zn-filter-value-year') as HTMLInputElement).value).toBe('2000');
      expect(($(h.element, '.zn-filter-operator select') as HTMLSelectElement).selectedOptions[0].text).toBe('any of these conditions');
    });

    it('keeps a filter shown unchanged: rendering writes nothing back', () => {
      const filter = { and: [{ prefix: 'in', attribute: 'field112', value: ['sales', 'eng'] }, { or: [{ prefix: '', attribute: 'field111', value: '2024-01-31' }] }] };
      h.expectForm();
      h.inline({ formId: 10 }, filter);
      h.flush();
      expect(h.scope.filter).toBe(filter);
      expect(h.scope.form.built.$pristine).toBe(true);
    });

    it('takes {} and null as "no filter"', () => {
      h.expectForm();
      h.inline({ formId: 10 }, {});
      h.flush();
      expect(conditions(h.element).length).toBe(0);
      expect($(h.element, '.zn-filter-empty').textContent).toBe('No conditions yet: every record matches.');
      expect(h.scope.filter).toEqual({});
    });

    it('ignores the form arriving after the directive is gone', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      const setValidity = spyOn(h.scope.form.built, '$setValidity').and.callThrough();
      h.scope.$destroy();
      h.flush();
      expect(setValidity).not.toHaveBeenCalled();
      expect(h.$exceptionHandler.errors).toEqual([]);
    });

    it('counts as empty for `required` until it has a condition', () => {
      h.expectForm();
      h.inline({ formId: 10 }, undefined, 'required');
      h.flush();
      expect(h.scope.form.built.$error.required).toBe(true);
      const row = h.addCondition('Name');
      type($(row, '.zn-filter-value-text'), 'Ada');
      expect(h.scope.form.built.$error.required).toBeUndefined();
    });
  });

  describe('an option it does not know', () => {
    it('is ignored with one warning, and the builder works, as Zengine\'s directive ignored it', angular.mock.inject(['$log', ($log: any) => {
      h.expectForm();
      h.inline({ formId: 10, title: 'Filter' });
      h.flush();
      const row = h.addCondition('Name');
      type($(row, '.zn-filter-value-text'), 'Ada');
      expect(h.scope.filter).toEqual({ and: [{ prefix: '', attribute: 'field101', value: 'Ada' }] });
      expect($log.warn.logs.map((args: unknown[]) => args[0])).toEqual([
        'znInlineFilter: the unknown option "title" is ignored; expected one of formId, subfilters, groups, dynamicValues, operators, attributeBlacklist, prefixBlacklist, fieldTypeBlacklist'
      ]);
    }]));
  });

  describe('options.operators', () => {
    it('offers All and Any by default, written as and / or', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      const operator = $(h.element, '.zn-filter-operator select');
      expect(optionTexts(operator)).toEqual(['all of these conditions', 'any of these conditions']);
      const row = h.addCondition('Name');
      type($(row, '.zn-filter-value-text'), 'Ada');
      choose(operator, 'any of these conditions');
      expect(h.scope.filter).toEqual({ or: [{ prefix: '', attribute: 'field101', value: 'Ada' }] });
    });

    [['and', 'all of these conditions'], ['or', 'any of these conditions']].forEach(([operator, words]) => {
      it(`with ["${operator}"] offers no choice and writes "${operator}"`, () => {
        h.expectForm();
        h.inline({ formId: 10, operators: [operator] });
        h.flush();
        expect($$(h.element, '.zn-filter-operator select').length).toBe(0);
        expect($(h.element, '.zn-filter-operator').textContent!.replace(/\s+/g, ' ').trim()).toBe(`Records must match ${words}`);
        const row = h.addCondition('Name');
        type($(row, '.zn-filter-value-text'), 'Ada');
        expect(Object.keys(h.scope.filter)).toEqual([operator]);
      });
    });
  });

  describe('options.groups', () => {
    it('adds a nested group whose first field gets the focus', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      const first = h.addCondition('Name');
      type($(first, '.zn-filter-value-text'), 'Ada');
      click($(h.element, '.zn-filter-add-group'));
      h.$timeout.flush();
      const nested = groups(h.element)[1];
      expect(nested.getAttribute('aria-label')).toBe('Group of conditions');
      expect(document.activeElement).toBe($(nested, '.zn-filter-attribute'));
      choose($(nested, '.zn-filter-operator select'), 'any of these conditions');
      choose(document.activeElement as HTMLElement, 'Department');
      choose($(nested, '.zn-filter-value-select'), 'Sales');
      const second = h.addCondition('Shift', nested);
      choose($(second, '.zn-filter-value-select'), 'Night');
      expect(h.scope.filter).toEqual({
        and: [
          { prefix: '', attribute: 'field101', value: 'Ada' },
          { or: [{ prefix: '', attribute: 'field112', value: 'sales' }, { prefix: '', attribute: 'field113', value: 'night' }] }
        ]
      });
    });

    it('nests groups 5 levels deep, and no deeper', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      for (let level = 2; level <= 5; level++) {
        const all = groups(h.element);
        click($(all[all.length - 1], '.zn-filter-add-group'));
        h.$timeout.flush();
      }
      const all = groups(h.element);
      expect(all.length).toBe(5);
      expect($$(all[4], '.zn-filter-add-group').length).toBe(0);
      expect($$(all[3], '.zn-filter-add-group').length).toBe(1);
    });

    it('removes a group and its conditions', () => {
      h.expectForm();
      h.inline({ formId: 10 }, { and: [{ prefix: '', attribute: 'field101', value: 'Ada' }, { or: [{ prefix: '', attribute: 'field113', value: 'day' }] }] });
      h.flush();
      click($(groups(h.element)[1], '.zn-filter-remove-group'));
      expect(h.scope.filter).toEqual({ and: [{ prefix: '', attribute: 'field101', value: 'Ada' }] });
    });

    it('with false offers no Add group', () => {
      h.expectForm();
      h.inline({ formId: 10, groups: false });
      h.flush();
      expect($$(h.element, '.zn-filter-add-group').length).toBe(0);
      expect($$(h.element, '.zn-filter-add-condition').length).toBe(1);
    });
  });

  describe('options.subfilters', () => {
    function openSubfilter(row: HTMLElement): HTMLElement {
      click($(row, '.zn-filter-mode-subfilter'));
      h.$timeout.flush();
      const subfilter = row.querySelector<HTMLElement>('.zn-filter-subfilter .zn-filter-group')!;
      expect(document.activeElement).toBe($(subfilter, '.zn-filter-attribute'));
      return subfilter;
    }

    it('offers a specific record or records whose linked form matches, and builds a subfilter over its fields', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      h.expectForm(COMPANIES);
      const row = h.addCondition('Company');
      h.flush();
      const labels = $$(row, '.zn-filter-link-mode label').map((label) => label.textContent!.trim());
      expect(labels).toEqual(['a specific record', 'records whose Companies match…']);
      const subfilter = openSubfilter(row);
      expect(subfilter.getAttribute('aria-label')).toBe('Conditions on Companies');
      expect(optionTexts($(subfilter, '.zn-filter-attribute'))).toEqual(
        ['Choose a field…', 'Company name', 'Industry', 'Parent company', 'Folder', 'Created by', 'Created', 'Modified']);
      choose(document.activeElement as HTMLElement, 'Industry');
      choose($(subfilter, '.zn-filter-value-select'), 'Energy');
      expect(h.scope.filter).toEqual({
        and: [{ prefix: '', attribute: 'field118', filter: { and: [{ prefix: '', attribute: 'field202', value: 'energy' }] } }]
      });
    });

    it('nests subfilters 5 levels deep, and no deeper', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      h.expectForm(COMPANIES);
      let row = h.addCondition('Company');
      h.flush();
      for (let level = 1; level <= 4; level++) {
        const subfilter = openSubfilter(row);
        choose(document.activeElement as HTMLElement, 'Parent company');
        row = $(subfilter, '.zn-filter-condition');
      }
      const fifth = openSubfilter(row);
      choose(document.activeElement as HTMLElement, 'Parent company');
      expect($$($(fifth, '.zn-filter-condition'), '.zn-filter-link-mode').length).toBe(0);
    });

    it('goes back to a specific record, dropping the subfilter', () => {
      h.expectForm();
      h.expectForm(COMPANIES);
      h.inline({ formId: 10 }, { and: [{ prefix: '', attribute: 'field118', filter: { and: [{ prefix: '', attribute: 'field201', value: 'Acme' }] } }] });
      h.flush();
      const row = conditions(h.element)[0];
      click($(row, '.zn-filter-mode-value'));
      expect($$(row, '.zn-filter-subfilter').length).toBe(0);
      expect($$(row, '.zn-filter-value-record').length).toBe(1);
      expect(h.scope.filter).toEqual({ and: [] });
    });

    it('with false offers only a specific record, and reads no linked form', () => {
      h.expectForm();
      h.inline({ formId: 10, subfilters: false });
      h.flush();
      const row = h.addCondition('Company');
      expect($$(row, '.zn-filter-link-mode').length).toBe(0);
      expect($$(row, '.zn-filter-value-record').length).toBe(1);
    });
  });

  describe('options.dynamicValues', () => {
    it('offers the logged-in user on member fields and Created by', () => {
      h.expectForm();
      h.inline({ formId: 10 });
      h.flush();
      h.expectMembers();
      const manager = h.addCondition('Manager');
      h.flush();
      expect(optionTexts($(manager, '.zn-filter-value-select'))).toEqual(['Choose…', 'The logged-in user', 'Ada Lovelace', 'Grace Hopper']);
      const creator = h.addCondition('Created by');
      expect(optionTexts($(creator, '.zn-filter-value-select'))).toEqual(['Choose…', 'The logged-in user', 'Ada Lovelace', 'Grace Hopper']);
    });

    it('with false offers the members only', () => {
      h.expectForm();
      h.inline({ formId: 10, dynamicValues: false });
      h.flush();
      h.expectMembers();
      const manager = h.addCondition('Manager');
      h.flush();
      expect(optionTexts($(manager, '.zn-filter-value-select'))).toEqual(['Choose…', 'Ada Lovelace', 'Grace Hopper']);
    });
  });

  describe('options.attributeBlacklist', () => {
    it('leaves those attributes out', () => {
      h.expectForm();
      h.inline({ formId: 10, attributeBlacklist: ['field101', 'folder.id', 'modified'] });
      h.flush();
      const row = h.addCondition('Notes');
      const offered = optionTexts($(row, '.zn-filter-attribute'));
      expect(offered).not.toContain('Name');
      expect(offered).not.toContain('Folder');
      expect(offered).not.toContain('Modified');
      expect(offered).toContain('Created');
    });
  });

  describe('options.prefixBlacklist', () => {
    it('leaves those comparisons out', () => {
      h.expectForm();
      h.inline({ formId: 10, prefixBlacklist: ['contains', 'not-validates', ''] });
      h.flush();
      const row = h.addCondition('Name');
      expect(optionTexts($(row, '.zn-filter-prefix'))).toEqual(['is not', 'does not contain', 'starts with', 'ends with']);
      type($(row, '.zn-filter-value-text'), 'Ada');
      expect(h.scope.filter).toEqual({ and: [{ prefix: 'not', attribute: 'field101', value: 'Ada' }] });
    });
  });

  describe('options.fieldTypeBlacklist', () => {
    it('leaves fields of those types out', () => {
      h.expectForm();
      h.inline({ formId: 10, fieldTypeBlacklist: ['linked', 'numeric', 'text-input'] });
      h.flush();
      const row = h.addCondition('Notes');
      const offered = optionTexts($(row, '.zn-filter-attribute'));
      expect(offered).not.toContain('Company');
      expect(offered).not.toContain('Salary');
      expect(offered).not.toContain('Name');
      expect(offered).toContain('Bonus');
    });
  });

  describe('bad options', () => {
    it('are refused with a ZnError naming znInlineFilter, shown instead of the builder', () => {
      h.inline({ formId: 10, operators: ['xor'] });
      expect(h.$exceptionHandler.errors.length).toBe(1);
      expect(h.$exceptionHandler.errors[0].message).toBe('znInlineFilter: options.operators[0] is a string ("xor"); expected "and" or "or"');
      expect($(h.element, '.zn-filter-refusal').textContent).toContain('options.operators[0] is a string ("xor")');
      expect($$(h.element, '.zn-filter-builder').length).toBe(0);
    });

    it('refuses filter among the options, since the filter is the ng-model', () => {
      h.inline({ formId: 10, filter: { and: [] } });
      expect(h.$exceptionHandler.errors[0].message).toMatch(/^znInlineFilter: options\.filter does not apply to zn-inline-filter/);
    });
  });

  describe('a model filter that breaks the options', () => {
    it('is refused naming the rule, and the model is left alone', () => {
      const filter = { or: [{ prefix: '', attribute: 'field101', value: 'Ada' }] };
      h.inline({ formId: 10, operators: ['and'] }, filter);
      expect(h.$exceptionHandler.errors[0].message).toBe('znInlineFilter: the ng-model filter uses the operator "or", ' +
        'which options.operators (["and"]) does not allow; expected a filter that fits the options');
      expect($(h.element, '.zn-filter-refusal').textContent).toContain('This filter cannot be opened here.');
      expect(h.scope.filter).toBe(filter);
      expect(h.scope.form.built.$error.znFilterValid).toBe(true);
    });

    it('naming a field of a blacklisted type is refused once the fields show its type', () => {
      const filter = { and: [{ prefix: '', attribute: 'field118', value: 900 }] };
      h.expectForm();
      h.inline({ formId: 10, fieldTypeBlacklist: ['linked'] }, filter);
      h.flush();
      expect(h.$exceptionHandler.errors.map((error: Error) => error.message)).toEqual(['znInlineFilter: the ng-model filter filters on ' +
        '"field118", a linked field, which options.fieldTypeBlacklist excludes; expected a filter that fits the options']);
      expect($(h.element, '.zn-filter-refusal-detail').textContent).toContain('options.fieldTypeBlacklist excludes');
      expect(conditions(h.element).length).toBe(0);
      expect(h.scope.filter).toBe(filter);
      expect(h.scope.form.built.$error.znFilterValid).toBe(true);
    });

    it('that is malformed is refused with the matcher\'s account of where', () => {
      h.inline({ formId: 10 }, { and: [{ prefix: '', attribute: 'field101' }] });
      expect(h.$exceptionHandler.errors[0].message).toMatch(/^znInlineFilter: the ng-model filter is malformed: and\[0\]: has no value/);
    });
  });

  describe('a field the form no longer has', () => {
    const filter = { and: [{ prefix: '', attribute: 'field999', value: 'x' }, { prefix: '', attribute: 'field101', value: 'Ada' }] };

    it('shows its row as invalid and says why, leaving the model alone', () => {
      h.expectForm();
      h.inline({ formId: 10 }, filter);
      h.flush();
      const row = conditions(h.element)[0];
      expect(row.classList).toContain('has-error');
      expect($(row, '.zn-filter-problem').textContent).toBe('field999 is no longer on this form. Choose another field or remove this condition.');
      const select = $(row, '.zn-filter-attribute') as HTMLSelectElement;
      expect(select.selectedOptions[0].text).toBe('field999');
      expect(select.getAttribute('aria-describedby')).toBe($(row, '.zn-filter-problem').id);
      expect(select.getAttribute('aria-invalid')).toBe('true');
      expect(h.scope.filter).toBe(filter);
      expect(h.scope.form.built.$error.znFilterValid).toBe(true);
    });

    it('can be removed, and the model is the rest', () => {
      h.expectForm();
      h.inline({ formId: 10 }, filter);
      h.flush();
      click($(conditions(h.element)[0], '.zn-filter-remove'));
      expect(h.scope.filter).toEqual({ and: [{ prefix: '', attribute: 'field101', value: 'Ada' }] });
      expect(h.scope.form.built.$valid).toBe(true);
    });

    it('can be fixed by choosing another field', () => {
      h.expectForm();
      h.inline({ formId: 10 }, filter);
      h.flush();
      const row = conditions(h.element)[0];
      choose($(row, '.zn-filter-attribute'), 'Notes');
      type($(row, '.zn-filter-value-text'), 'late');
      expect(h.scope.filter).toEqual({ and: [{ prefix: '', attribute: 'field102', value: 'late' }, { prefix: '', attribute: 'field101', value: 'Ada' }] });
      expect($$(row, '.zn-filter-problem').length).toBe(0);
    });
  });

  describe('a form that fails to load', () => {
    it('shows the API\'s userMessage instead of the builder', () => {
      h.$httpBackend.expectGET(apiUrl('/forms/10', { related: 'fields' })).respond(403, failureEnvelope(403, 'You cannot see this form.'));
      h.inline({ formId: 10 });
      expect($(h.element, '.zn-filter-loading').textContent).toBe('Loading the form’s fields…');
      h.flush();
      const alert = $(h.element, '.zn-filter-load-error');
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toBe('You cannot see this form.');
      expect($$(h.element, '.zn-filter-add-condition').length).toBe(0);
      expect(h.scope.form.built.$error.znFilterValid).toBe(true);
    });

    it('shows the linked form\'s failure on its subfilter row', () => {
      h.expectForm();
      h.$httpBackend.expectGET(apiUrl('/forms/20', { related: 'fields' })).respond(404, failureEnvelope(404, 'That form was deleted.'));
      h.inline({ formId: 10 }, { and: [{ prefix: '', attribute: 'field118', filter: { and: [{ prefix: '', attribute: 'field201', value: 'Acme' }] } }] });
      h.flush();
      expect($(h.element, '.zn-filter-problem').textContent).toBe('The fields linked by Company could not be loaded: That form was deleted.');
    });
  });

  describe('keyboard use', () => {
    beforeEach(() => {
      h.expectForm();
      h.inline({ formId: 10 }, { and: [{ or: [{ prefix: '', attribute: 'field101', value: 'Ada' }] }] });
      h.flush();
    });

    it('puts the focus on a new row\'s field', () => {
      const nested = groups(h.element)[1];
      click($(nested, '.zn-filter-add-condition'));
      h.$timeout.flush();
      expect(document.activeElement).toBe($(conditions(nested)[1], '.zn-filter-attribute'));
    });

    it('puts the focus on Add condition after a row is removed', () => {
      const nested = groups(h.element)[1];
      click($(nested, '.zn-filter-remove'));
      h.$timeout.flush();
      expect(document.activeElement).toBe($(nested, '.zn-filter-add-condition'));
    });

    it('uses real buttons that do not submit a form', () => {
      const buttons = $$(h.element, 'button');
      expect(buttons.length).toBeGreaterThan(3);
      buttons.forEach((button) => expect(button.getAttribute('type')).toBe('button'));
    });

    it('labels every control', () => {
      const controls = $$(h.element, 'select, input, button');
      controls.forEach((control) => {
        const labelled = control.getAttribute('aria-label') || (control.id && h.element[0].querySelector(`label[for="${control.id}"]`)) ||
          control.closest('label') || (control.tagName === 'BUTTON' && control.textContent!.trim());
        expect(labelled).toBeTruthy(`${control.outerHTML} has no label`);
      });
    });

    it('labels each group', () => {
      groups(h.element).forEach((group) => expect(group.getAttribute('aria-label')).toBe('Group of conditions'));
    });
  });

  describe('text from the API', () => {
    const markup = '<img src=x onerror="window.__znFilterXss = 1">';

    afterEach(() => { delete (window as any).__znFilterXss; });

    it('is shown as text, never as markup', () => {
      const form = {
        ...EMPLOYEES,
        fields: [
          { id: 101, label: markup, type: 'text-input', settings: { properties: {} } },
          { id: 112, label: 'Department', type: 'dropdown', settings: { properties: { choices: { sales: markup } } } },
          { id: 118, label: 'Company', type: 'linked', settings: { properties: { linkedForm: 20 } } }
        ]
      };
      h.expectForm(form);
      h.inline({ formId: 10 }, { and: [{ prefix: '', attribute: 'field999', value: 'x' }] });
      h.flush();
      h.$httpBackend.expectGET(apiUrl('/forms/20', { related: 'fields' })).respond(envelope({ ...COMPANIES, name: markup }));
      h.addCondition(markup);
      const choice = h.addCondition('Department');
      const company = h.addCondition('Company');
      h.flush();
      expect(optionTexts($(choice, '.zn-filter-value-select'))).toContain(markup);
      expect($$(company, '.zn-filter-link-mode label')[1].textContent!.trim()).toBe(`records whose ${markup} match…`);
      h.$httpBackend.expectGET(apiUrl('/forms/20/records', { 'contains-name': 'a', 'sort': 'name', 'limit': '20' }))
        .respond(envelope([{ id: 900, name: markup }]));
      type($(company, '.zn-filter-value-record'), 'a');
      h.$timeout.flush();
      h.flush();
      expect($(company, '.uib-typeahead-match').textContent!.trim()).toBe(markup);
      expect(h.element[0].querySelectorAll('img').length).toBe(0);
      expect((window as any).__znFilterXss).toBeUndefined();
    });
  });
});
