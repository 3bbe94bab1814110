import { COMPANIES, envelope } from './fixtures';
import { Harness, useHarness } from './harness';
import { $, $$, apiUrl, choose, click, optionTexts, type } from './helpers';

type Enter = (row: HTMLElement, h: Harness) => void;

const typeText = (text: string): Enter => (row) => type($(row, '.zn-filter-value-text'), text);
const typeNumber = (text: string): Enter => (row) => type($(row, '.zn-filter-value-number'), text);
const typeYear = (text: string): Enter => (row) => type($(row, '.zn-filter-value-year'), text);
const typeDate = (text: string): Enter => (row) => type($(row, '.zn-filter-value-date input'), text);
const pick = (label: string): Enter => (row) => choose($(row, '.zn-filter-value-select'), label);
const pickMany = (...labels: string[]): Enter => (row) => choose($(row, '.zn-filter-value-multi-select'), ...labels);
const searchRecord: Enter = (row, h) => {
  h.$httpBackend.expectGET(apiUrl('/forms/20/records', { 'contains-name': 'acm', 'sort': 'name', 'limit': '20' }))
    .respond(envelope([{ id: 900, name: 'Acme' }, { id: 901, name: 'Acme East' }]));
  type($(row, '.zn-filter-value-record'), 'acm');
  h.$timeout.flush();
  h.flush();
  click($$(row, '.uib-typeahead-match')[0]);
};

interface Case {
  field: string;
  attribute: string;
  prefixLabel: string;
  prefix: string;
  enter: Enter;
  value: unknown;
  loads?: (h: Harness) => void;
}

const TEXT_PREFIXES: Array<[string, string]> = [
  ['is', ''], ['is not', 'not'], ['contains', 'contains'], ['does not contain', 'not-contains'],
  ['starts with', 'starts-with'], ['ends with', 'ends-with']
];
const RANGE_PREFIXES: Array<[string, string]> = [['is', ''], ['is not', 'not'], ['is at least', 'min'], ['is at most', 'max']];
const EQUALITY: Array<[string, string]> = [['is', ''], ['is not', 'not']];

const cases: Case[] = [];
const add = (field: string, attribute: string, prefixes: Array<[string, string]>, enter: Enter, value: unknown, loads?: Case['loads']) =>
  prefixes.forEach(([prefixLabel, prefix]) => cases.push({ field, attribute, prefixLabel, prefix, enter, value, loads }));

[['Name', 'field101'], ['Notes', 'field102'], ['Code', 'field103'], ['Secret', 'field104']].forEach(([field, attribute]) => {
  add(field, attribute, TEXT_PREFIXES, typeText('Ada'), 'Ada');
  add(field, attribute, [['is not valid as', 'not-validates']], pick('an email address'), 'emailAddress');
});
add('Resume', 'field105', TEXT_PREFIXES, typeText('cv.pdf'), 'cv.pdf');
[['Salary', 'field106'], ['Bonus', 'field107'], ['Total hours', 'field108'], ['Projects', 'field109']].forEach(([field, attribute]) =>
  add(field, attribute, RANGE_PREFIXES, typeNumber('42.5'), '42.5'));
add('Year joined', 'field110', RANGE_PREFIXES, typeYear('2019'), '2019');
add('Start date', 'field111', RANGE_PREFIXES, typeDate('2024-01-31'), '2024-01-31');
[['Department', 'field112'], ['Shift', 'field113']].forEach(([field, attribute]) => {
  const [first, second] = field === 'Department' ? [['Sales', 'sales'], ['Engineering', 'eng']] : [['Day', 'day'], ['Night', 'night']];
  add(field, attribute, EQUALITY, pick(first[0]), first[1]);
  add(field, attribute, [['is one of', 'in'], ['is none of', 'not-in']], pickMany(first[0], second[0]), [first[1], second[1]]);
});
add('Skills', 'field114', [...EQUALITY, ['contains', 'contains']], pick('Python'), 'py');
add('Skills', 'field114', [['is one of', 'in'], ['is none of', 'not-in']], pickMany('JavaScript', 'Python'), ['js', 'py']);
add('Country', 'field115', EQUALITY, pick('Canada'), 'CA', (h) => h.expectCountries());
add('Country', 'field115', [['is one of', 'in'], ['is none of', 'not-in']], pickMany('United States', 'Canada'), ['US', 'CA'], (h) => h.expectCountries());
add('State', 'field116', EQUALITY, pick('New York'), 'NY', (h) => h.expectStates());
add('State', 'field116', [['is one of', 'in'], ['is none of', 'not-in']], pickMany('New York', 'California'), ['NY', 'CA'], (h) => h.expectStates());
add('Manager', 'field117', EQUALITY, pick('Grace Hopper'), 502, (h) => h.expectMembers());
add('Manager', 'field117', [['is', '']], pick('The logged-in user'), 'logged-in-user', (h) => h.expectMembers());
add('Company', 'field118', EQUALITY, searchRecord, 900, (h) => h.expectForm(COMPANIES));
add('Folder', 'folder.id', EQUALITY, pick('Uncategorized'), 0, (h) => h.expectFolders());
add('Created by', 'createdByUser.id', EQUALITY, pick('Ada Lovelace'), 501, (h) => h.expectMembers());
add('Created by', 'createdByUser.id', [['is', '']], pick('The logged-in user'), 'logged-in-user', (h) => h.expectMembers());
add('Created', 'created', RANGE_PREFIXES, typeDate('2023-12-01'), '2023-12-01');
add('Modified', 'modified', RANGE_PREFIXES, typeDate('2024-06-30'), '2024-06-30');

const OFFERED: Array<[string, string[]]> = [
  ['Name', ['is', 'is not', 'contains', 'does not contain', 'starts with', 'ends with', 'is not valid as']],
  ['Notes', ['is', 'is not', 'contains', 'does not contain', 'starts with', 'ends with', 'is not valid as']],
  ['Code', ['is', 'is not', 'contains', 'does not contain', 'starts with', 'ends with', 'is not valid as']],
  ['Secret', ['is', 'is not', 'contains', 'does not contain', 'starts with', 'ends with', 'is not valid as']],
  ['Resume', ['is', 'is not', 'contains', 'does not contain', 'starts with', 'ends with']],
  ['Salary', ['is', 'is not', 'is at least', 'is at most']],
  ['Bonus', ['is', 'is not', 'is at least', 'is at most']],
  ['Total hours', ['is', 'is not', 'is at least', 'is at most']],
  ['Projects', ['is', 'is not', 'is at least', 'is at most']],
  ['Year joined', ['is', 'is not', 'is at least', 'is at most']],
  ['Start date', ['is', 'is not', 'is at least', 'is at most']],
  ['Department', ['is', 'is not', 'is one of', 'is none of']],
  ['Shift', ['is', 'is not', 'is one of', 'is none of']],
  ['Skills', ['is', 'is not', 'contains', 'is one of', 'is none of']],
  ['Country', ['is', 'is not', 'is one of', 'is none of']],
  ['State', ['is', 'is not', 'is one of', 'is none of']],
  ['Manager', ['is', 'is not']],
  ['Company', ['is', 'is not']],
  ['Folder', ['is', 'is not']],
  ['Created by', ['is', 'is not']],
  ['Created', ['is', 'is not', 'is at least', 'is at most']],
  ['Modified', ['is', 'is not', 'is at least', 'is at most']]
];

const LOADS: Record<string, (h: Harness) => void> = {
  Country: (h) => h.expectCountries(),
  State: (h) => h.expectStates(),
  Manager: (h) => h.expectMembers(),
  Company: (h) => h.expectForm(COMPANIES),
  Folder: (h) => h.expectFolders(),
  'Created by': (h) => h.expectMembers()
};

describe('zn-inline-filter', () => {
  const h = useHarness();

  beforeEach(() => {
    h.expectForm();
    h.inline({ formId: 10 });
    h.flush();
  });

  describe('the fields offered', () => {
    it('are the data fields in form order, then folder, creator, created and modified', () => {
      h.addCondition('Name');
      expect(optionTexts($(h.element, '.zn-filter-attribute'))).toEqual([
        'Choose a field…', 'Name', 'Notes', 'Code', 'Secret', 'Resume', 'Salary', 'Bonus', 'Total hours', 'Projects',
        'Year joined', 'Start date', 'Department', 'Shift', 'Skills', 'Country', 'State', 'Manager', 'Company',
        'Folder', 'Created by', 'Created', 'Modified'
      ]);
    });
  });

  describe('the comparisons offered', () => {
    OFFERED.forEach(([field, prefixes]) => {
      it(`on ${field} are: ${prefixes.join(', ')}`, () => {
        if (LOADS[field]) LOADS[field](h);
        const row = h.addCondition(field);
        if (LOADS[field]) h.flush();
        expect(optionTexts($(row, '.zn-filter-prefix'))).toEqual(prefixes);
      });
    });
  });

  describe('building a condition', () => {
    cases.forEach(({ field, attribute, prefixLabel, prefix, enter, value, loads }) => {
      it(`on ${field} with "${prefixLabel}" writes ${JSON.stringify({ prefix, attribute, value })}`, () => {
        if (loads) loads(h);
        const row = h.addCondition(field);
        if (loads) h.flush();
        if (prefixLabel !== 'is') choose($(row, '.zn-filter-prefix'), prefixLabel);
        enter(row, h);
        expect(h.scope.filter).toEqual({ and: [{ prefix, attribute, value }] });
        expect(h.scope.form.built.$valid).toBe(true);
      });
    });
  });
});
