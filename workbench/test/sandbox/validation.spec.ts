import { call, expectFailure, fieldIds, RunningSandbox, startSandbox } from './helpers';

describe('sandbox validation', () => {
  let running: RunningSandbox;
  let deal: Record<string, number>;
  let contact: Record<string, number>;

  beforeAll(async () => {
    running = await startSandbox();
    deal = await fieldIds(running, 2);
    contact = await fieldIds(running, 3);
  });
  afterAll(async () => { await running.stop(); });

  function key(label: string, fields = deal): string {
    return `field${fields[label]}`;
  }

  async function count(): Promise<number> {
    return (await call(running, 'GET', '/v1/forms/2/records/count')).body.totalCount;
  }

  describe('form records', () => {
    it('stores valid values in their normal form', async () => {
      const answer = await call(running, 'POST', '/v1/forms/2/records', {
        body: {
          name: 'Valid deal',
          [key('Title')]: 'Valid deal',
          [key('Company')]: 5,
          [key('Amount')]: '1200.50',
          [key('Probability')]: 50,
          [key('Stage')]: 'proposal',
          [key('Tags')]: ['upsell', 'new-business'],
          [key('Owner')]: { id: 3 },
          [key('Close date')]: '2024-02-29',
          [key('Internal reference')]: 'X-1'
        }
      });
      expect(answer.status).withContext(answer.text).toBe(200);
      const record = answer.body.data;
      expect(record[key('Company')]).toEqual({ id: 5, name: jasmine.any(String) });
      expect(record[key('Amount')]).toBe(1200.5);
      expect(record[key('Tags')]).toEqual(['new-business', 'upsell']);
      expect(record[key('Owner')]).toEqual({ id: 3 });
      expect(record[key('Weighted amount')]).toBe(600.25);
      expect(record[key('Notes')]).toBeNull();
      expect(record.createdByUser).toEqual({ id: 1 });
      expect(record.folder).toEqual({ id: 0 });
      expect(record.objectVersion).toBe(1);
    });

    // [field label, form fields, value, message]
    const invalid: Array<[string, () => Record<string, number>, unknown, string]> = [
      ['Title', () => deal, 42, 'Must be text'],
      ['Amount', () => deal, 'lots', 'Must be a number'],
      ['Amount', () => deal, -5, 'Must be at least 0'],
      ['Amount', () => deal, 1e300, 'Must be at most 1000000000000000 in size'],
      ['Probability', () => deal, 101, 'Must be at most 100'],
      ['Stage', () => deal, 'maybe', 'Must be one of: lead, qualified, proposal, won, lost'],
      ['Tags', () => deal, 'urgent', 'Must be an array of choices from: new-business, renewal, upsell, partner, urgent'],
      ['Tags', () => deal, ['urgent', 'nope'], 'Must be an array of choices from: new-business, renewal, upsell, partner, urgent'],
      ['Owner', () => deal, 6, "User 6 is not a member of this form's workspace"],
      ['Owner', () => deal, 'ada', 'Must be a user id or { id }'],
      ['Company', () => deal, 9999, 'No record 9999 in form 1'],
      ['Company', () => deal, { id: 41 }, 'No record 41 in form 1'],
      ['Close date', () => deal, '2023-02-29', 'Must be a date that exists, YYYY-MM-DD'],
      ['Close date', () => deal, '29/02/2024', 'Must be a date YYYY-MM-DD'],
      // the SDK's date reader (src/core/iso-date.ts) has no year 0000: neither has the sandbox
      ['Close date', () => deal, '0000-01-01', 'Must be a date that exists, YYYY-MM-DD'],
      ['Contract', () => deal, 999, 'No file 999 was uploaded to this form'],
      ['Weighted amount', () => deal, 5, 'Is computed by the server and cannot be set'],
      ['Help', () => deal, 'x', 'Is a html field, which holds no data'],
      ['Country', () => contact, 'XX', 'Must be a country code from Countries, e.g. US'],
      ['State', () => contact, 'ON', 'Must be a state code from States of US, e.g. NY'],
      ['Birthday', () => contact, 19900101, 'Must be a date YYYY-MM-DD']
    ];
    invalid.forEach(([label, fields, value, message]) => {
      it(`refuses ${JSON.stringify(value)} for ${label} with "${message}"`, async () => {
        const formId = fields() === deal ? 2 : 3;
        const before = await call(running, 'GET', `/v1/forms/${formId}/records/count`);
        const answer = await call(running, 'POST', `/v1/forms/${formId}/records`, {
          body: { [key(formId === 2 ? 'Title' : 'Name', fields())]: 'Bad value', [key(label, fields())]: value }
        });
        expectFailure(answer, 403, 4012, /^Validation errors$/);
        expect(answer.body.validationErrors).toEqual({ [key(label, fields())]: [message] });
        expect((await call(running, 'GET', `/v1/forms/${formId}/records/count`)).body.totalCount).toBe(before.body.totalCount);
      });
    });

    it('requires the required fields on create, and keys each error like the input', async () => {
      const answer = await call(running, 'POST', '/v1/forms/2/records', { body: { [key('Amount')]: 'x', field99999: 1, colour: 'red' } });
      expectFailure(answer, 403, 4012);
      expect(answer.body.validationErrors).toEqual({
        [key('Title')]: ['Is required'],
        [key('Amount')]: ['Must be a number'],
        field99999: ['Is not a field of form 2'],
        colour: ['Is not an attribute of a record; send name, folder.id or field<id> of form 2']
      });
    });

    it('checks only the keys given on update, and refuses emptying a required field', async () => {
      const ok = await call(running, 'PUT', '/v1/forms/2/records/41', { body: { [key('Probability')]: 10 } });
      expect(ok.status).toBe(200);
      expect(ok.body.data[key('Probability')]).toBe(10);
      const emptied = await call(running, 'PUT', '/v1/forms/2/records/41', { body: { [key('Title')]: '' } });
      expect(emptied.body.validationErrors).toEqual({ [key('Title')]: ['Is required'] });
    });

    it('takes folder.id as a dotted key and refuses a folder of another form', async () => {
      const moved = await call(running, 'PUT', '/v1/forms/2/records/42', { body: { 'folder.id': 5 } });
      expect(moved.body.data.folder).toEqual({ id: 5 });
      const wrong = await call(running, 'PUT', '/v1/forms/2/records/42', { body: { folder: { id: 1 } } });
      expect(wrong.body.validationErrors).toEqual({ 'folder.id': ['Must be 0 (no folder) or the id of a folder of form 2'] });
    });

    it('ignores what the server owns (id, created, objectVersion, form, createdByUser) in the input', async () => {
      const read = await call(running, 'GET', '/v1/forms/2/records/43');
      const sentBack = { ...read.body.data, id: 1, created: '1999-01-01T00:00:00Z', form: { id: 3 }, createdByUser: { id: 5 } };
      delete sentBack[key('Weighted amount')];
      const answer = await call(running, 'PUT', '/v1/forms/2/records/43', { body: sentBack });
      expect(answer.status).withContext(answer.text).toBe(200);
      expect(answer.body.data.id).toBe(43);
      expect(answer.body.data.created).toBe(read.body.data.created);
      expect(answer.body.data.form).toEqual({ id: 2 });
      expect(answer.body.data.createdByUser).toEqual(read.body.data.createdByUser);
      expect(answer.body.data.objectVersion).toBe(read.body.data.objectVersion + 1);
    });
  });

  describe('validate_only=true', () => {
    it('answers a valid create with what would be saved, and saves nothing', async () => {
      const before = await count();
      const answer = await call(running, 'POST', '/v1/forms/2/records?validate_only=true', { body: { [key('Title')]: 'Dry run' } });
      expect(answer.status).toBe(200);
      expect(answer.body.data[key('Title')]).toBe('Dry run');
      expect(answer.body.data.id).toBeUndefined();
      expect(await count()).toBe(before);
    });

    it('answers an invalid create with the validation errors', async () => {
      const answer = await call(running, 'POST', '/v1/forms/2/records?validate_only=true', { body: { [key('Stage')]: 'x' } });
      expect(answer.body.validationErrors[key('Stage')]).toEqual(['Must be one of: lead, qualified, proposal, won, lost']);
    });

    it('changes nothing on PUT, objectVersion included', async () => {
      const before = await call(running, 'GET', '/v1/forms/2/records/44');
      const answer = await call(running, 'PUT', '/v1/forms/2/records/44?validate_only=true', { body: { [key('Title')]: 'Not saved' } });
      expect(answer.status).toBe(200);
      expect(answer.body.data[key('Title')]).toBe('Not saved');
      expect((await call(running, 'GET', '/v1/forms/2/records/44')).body.data).toEqual(before.body.data);
    });
  });

  describe('other resources', () => {
    it('checks tasks: text, status, priority, date and references', async () => {
      const answer = await call(running, 'POST', '/v1/tasks', {
        body: { task: 7, workspace: { id: 1 }, priority: 9, due: '2024-13-01', taskList: { id: 999 }, assignedToUser: { id: 'me' } }
      });
      expect(answer.body.validationErrors).toEqual({
        task: ['Must be text'],
        priority: ['Must be one of 1, 2, 3, 4'],
        due: ['Must be a date that exists, YYYY-MM-DD'],
        'taskList.id': ['No TaskLists object has id 999'],
        'assignedToUser.id': ['Must be the id of a Users object (a positive integer)']
      });
    });

    it('checks form fields: type, label and settings.properties of the type', async () => {
      const cases: Array<[object, Record<string, string[]>]> = [
        [{ label: 'X', type: 'slider' }, { type: [jasmine.stringMatching(/^Must be one of calculated-field, checkbox/) as any] }],
        [{ type: 'text' }, { label: ['Is required'] }],
        [{ label: 'Pick', type: 'dropdown' }, { 'settings.properties.choices': ['Must be a non-empty object { "<value>": "<label>" }, in display order'] }],
        [{ label: 'Pick', type: 'dropdown', settings: { properties: { choices: {} } } }, { 'settings.properties.choices': ['Must be a non-empty object { "<value>": "<label>" }, in display order'] }],
        [{ label: 'Pick', type: 'radio', settings: { properties: { choices: [{ value: 'a', label: 'A' }] } } }, { 'settings.properties.choices': ['Must be a non-empty object { "<value>": "<label>" }, in display order'] }],
        [{ label: 'Pick', type: 'radio', settings: { properties: { choices: { a: 'A', b: 2 } } } }, { 'settings.properties.choices.b': ['Must be the text label of the choice'] }],
        [{ label: 'Pick', type: 'checkbox', settings: { properties: { choices: { '': 'None' } } } }, { 'settings.properties.choices': ['Has an empty value; each value is non-empty text'] }],
        [{ label: 'Link', type: 'linked', settings: { properties: { linkedForm: 77 } } }, { 'settings.properties.linkedForm': ['Must be the id of a form'] }],
        [{ label: 'Link', type: 'linked', settings: { properties: { linkedForm: '1' } } }, { 'settings.properties.linkedForm': ['Must be the id of a form'] }],
        [{ label: 'Name', type: 'text-input', settings: { properties: { maxLength: 0 } } }, { 'settings.properties.maxLength': ['Must be from 1 to 10000'] }],
        [{ label: 'Calc', type: 'calculated-field', settings: { properties: { formula: 'field13 * (2' } } }, { 'settings.properties.formula': ['a parenthesis is not closed'] }],
        [{ label: 'Calc', type: 'calculated-field', settings: { properties: { formula: 'field2 + 1' } } }, { 'settings.properties.formula': ['Refers to field2, which must be other fields of this form'] }],
        [{ label: 'Sum', type: 'summary', settings: { properties: { linkedFieldId: 13, operation: 'sum' } } }, { 'settings.properties.linkedFieldId': ['Must be the id of a linked field of another form that links to this form'] }],
        [{ label: 'Req', type: 'heading', required: true }, { required: ['A heading field cannot be required'] }],
        [{ label: 'Odd', type: 'text', settings: [] }, { settings: ['Must be an object { properties: { ... } }'] }],
        [{ label: 'Odd', type: 'text', settings: { properties: 'long' } }, { 'settings.properties': ["Must be an object of the settings of the field's type"] }]
      ];
      for (const [input, errors] of cases) {
        const answer = await call(running, 'POST', '/v1/forms/2/fields', { body: input });
        expect(answer.status).withContext(JSON.stringify(input)).toBe(403);
        expect(answer.body.validationErrors).withContext(JSON.stringify(input)).toEqual(errors);
      }
    });

    it('refuses flat settings of the old shape, naming where each goes, rather than ignoring them', async () => {
      const answer = await call(running, 'POST', '/v1/forms/2/fields', {
        body: { label: 'Link', type: 'linked', settings: { linkedFormId: 1, maxLength: 20 } }
      });
      expect(answer.status).toBe(403);
      expect(answer.body.validationErrors).toEqual({
        'settings.linkedFormId': ['Is not a setting here; per-type settings go in settings.properties (settings.properties.linkedForm)'],
        'settings.maxLength': ['Is not a setting here; per-type settings go in settings.properties (settings.properties.maxLength)']
      });
    });

    it('adds a field that records then accept, and bumps the form objectVersion', async () => {
      const before = (await call(running, 'GET', '/v1/forms/2')).body.data.objectVersion;
      const field = await call(running, 'POST', '/v1/forms/2/fields', {
        body: { label: 'Region', type: 'dropdown', settings: { properties: { choices: { emea: 'EMEA', apac: 'APAC' } } } }
      });
      expect(field.status).withContext(field.text).toBe(200);
      expect(field.body.data).toEqual(jasmine.objectContaining({
        form: { id: 2 }, required: false, order: 17, settings: { properties: { choices: { emea: 'EMEA', apac: 'APAC' } } }
      }));
      expect((await call(running, 'GET', '/v1/forms/2')).body.data.objectVersion).toBe(before + 1);
      const record = await call(running, 'PUT', '/v1/forms/2/records/45', { body: { [`field${field.body.data.id}`]: 'apac' } });
      expect(record.body.data[`field${field.body.data.id}`]).toBe('apac');
      const refused = await call(running, 'PUT', '/v1/forms/2/records/45', { body: { [`field${field.body.data.id}`]: 'APAC' } });
      expect(refused.body.validationErrors).toEqual({ [`field${field.body.data.id}`]: ['Must be one of: emea, apac'] });
    });

    it('gives a field without settings empty settings.properties, and links records through settings.properties.linkedForm', async () => {
      const plain = await call(running, 'POST', '/v1/forms/3/fields', { body: { label: 'Nickname', type: 'text-input' } });
      expect(plain.status).withContext(plain.text).toBe(200);
      expect(plain.body.data.settings).toEqual({ properties: {} });
      const linked = await call(running, 'POST', '/v1/forms/3/fields', { body: { label: 'Main deal', type: 'linked', settings: { properties: { linkedForm: 2 } } } });
      expect(linked.status).withContext(linked.text).toBe(200);
      const key = `field${linked.body.data.id}`;
      const record = await call(running, 'PUT', '/v1/forms/3/records/241', { body: { [key]: 41 } });
      expect(record.body.data[key]).toEqual({ id: 41, name: jasmine.any(String) });
      expect((await call(running, 'PUT', '/v1/forms/3/records/241', { body: { [key]: 1 } })).body.validationErrors).toEqual({ [key]: ['No record 1 in form 2'] });
    });

    it('requires a name and a workspace for a form', async () => {
      const answer = await call(running, 'POST', '/v1/forms', { body: { description: 5 } });
      expect(answer.body.validationErrors).toEqual({ name: ['Is required'], description: ['Must be text'], 'workspace.id': ['Is required'] });
    });
  });
});
