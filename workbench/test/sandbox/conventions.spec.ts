// The REST API's documented conventions (ZengineHQ/developers, rest-api/conventions/: general,
// http-verbs, querying-options, response-format) on a real sandbox on 127.0.0.1: answer formats
// by extension and Accept, JSONP and pretty printing, the body formats, the verb overrides,
// sorting by several attributes in their own directions, times in a zone. Fixtures our own.
import { XMLParser } from 'fast-xml-parser';
import { call, expectFailure, expectNoRoute, RunningSandbox, startSandbox } from './helpers';

const xml = new XMLParser({ parseTagValue: false });

describe('sandbox conventions', () => {
  let running: RunningSandbox;

  beforeAll(async () => { running = await startSandbox(); });
  afterAll(async () => { await running.stop(); });

  describe('answer formats (the URL extension, else Accept; the extension wins)', () => {
    it('answers /workspaces.json and /files.json?workspace.id=1&limit=1 as without the extension', async () => {
      const plain = await call(running, 'GET', '/v1/workspaces');
      const json = await call(running, 'GET', '/v1/workspaces.json', { headers: { Accept: 'application/xml' } });
      expect(json.status).toBe(200);
      expect(json.headers.get('content-type')).toMatch(/^application\/json/);
      expect(json.body).toEqual(plain.body);
      expect((await call(running, 'GET', '/v1/workspaces/1.json')).body.data.name).toBe('Demo Workspace');
      expect((await call(running, 'GET', '/v1/forms/2/records/count.json')).body).toEqual({ status: 200, code: 2000, totalCount: 200 });
      const files = await call(running, 'GET', '/v1/files.json?workspace.id=1&limit=1');
      expect(files.status).withContext(files.text).toBe(200);
      expect(files.body).toEqual(jasmine.objectContaining({ status: 200, code: 2000, limit: 1, data: jasmine.any(Array) }));
    });

    it('answers .xml (and Accept: application/xml) as a <response> document', async () => {
      const answer = await call(running, 'GET', '/v1/forms/2.xml');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/xml; charset=utf-8/);
      expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><response><status>200<\/status><code>2000<\/code>/);
      const read = xml.parse(answer.text).response;
      expect(read.data.name).toBe('Deals');
      expect(read.data.workspace).toEqual({ id: '1' });
      const accepted = await call(running, 'GET', '/v1/forms?limit=2', { headers: { Accept: 'application/xml' } });
      expect(xml.parse(accepted.text).response.data.map((form: any) => form.name)).toEqual(['Companies', 'Deals']);
    });

    it('writes keys that are no XML names (choices "1", "2") as <item key="...">, and escapes text', async () => {
      const field = await call(running, 'POST', '/v1/forms/3/fields', {
        body: { label: 'Tier <b>&', type: 'dropdown', settings: { properties: { choices: { 1: 'Gold', 2: 'Silver' } } } }
      });
      const answer = await call(running, 'GET', `/v1/forms/3/fields/${field.body.data.id}.xml`);
      expect(answer.text).toContain('<label>Tier &lt;b&gt;&amp;</label>');
      expect(answer.text).toContain('<choices><item key="1">Gold</item><item key="2">Silver</item></choices>');
    });

    it('answers .csv (and Accept: text/csv) with a row per object and a header of every column', async () => {
      const answer = await call(running, 'GET', '/v1/task_lists.csv?sort=id&attributes=name,workspace');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      expect(answer.text.split('\n').slice(0, 3)).toEqual(['id,name,workspace.id', '1,Launch plan,1', '2,Follow-ups,1']);
      const record = (await call(running, 'GET', '/v1/forms/2/records/43')).body.data;
      const accepted = await call(running, 'GET', '/v1/forms/2/records/43', { headers: { Accept: 'text/csv' } });
      const [header, row] = accepted.text.split('\n');
      const columns = header.split(',');
      expect(columns.slice(0, 3)).toEqual(['id', 'name', 'form.id']);
      expect(columns).toContain('field12.name');
      expect(row.startsWith(`43,${record.name},2,`)).toBe(true);
      // arrays as JSON, quoted as CSV quotes
      expect(row).toContain(`"${JSON.stringify(record.field17).replace(/"/g, '""')}"`);
      expect((await call(running, 'GET', '/v1/forms/count.csv')).text).toBe('status,code,totalCount\n200,2000,3\n');
    });

    it('keeps a cell that a spreadsheet would run as a formula from running', async () => {
      await call(running, 'PUT', '/v1/task_lists/3', { body: { name: '=HYPERLINK("http://evil.example","x")' } });
      const answer = await call(running, 'GET', '/v1/task_lists.csv?id=3&attributes=name');
      expect(answer.text.split('\n')[1]).toBe('3,"\'=HYPERLINK(""http://evil.example"",""x"")"');
    });

    it('answers a browser\'s Accept (XML only at q=0.9) and Angular\'s in JSON, failures in the asked format', async () => {
      const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
      expect((await call(running, 'GET', '/v1/forms', { headers: { Accept: browser } })).headers.get('content-type')).toMatch(/^application\/json/);
      expect((await call(running, 'GET', '/v1/forms', { headers: { Accept: 'application/json, text/plain, */*' } })).body.totalCount).toBe(3);
      const missing = await call(running, 'GET', '/v1/tasks/99999.xml');
      expect(missing.status).toBe(404);
      expect(xml.parse(missing.text).response).toEqual(jasmine.objectContaining({ status: '404', code: '4004', userMessage: 'Error viewing data' }));
      expect((await call(running, 'GET', '/v1/nothing.csv')).text).toBe('status,code,userMessage,developerMessage\n404,5004,Not Found,Not Found\n');
    });
  });

  describe('JSONP and pretty printing', () => {
    // the sandbox's own page: JSONP is answered only to pages allowed to read (security.md)
    const ownPage = () => ({ Referer: `${running.origin}/host/index.html` });

    it('wraps a GET in the callback, answering 200 with the envelope\'s own status inside', async () => {
      const answer = await call(running, 'GET', '/v1/workspaces.json?callback=foo&limit=1', { headers: ownPage() });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/javascript; charset=utf-8/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      const called: any[] = [];
      new Function('foo', answer.text)((envelope: unknown) => called.push(envelope));
      expect(called.length).toBe(1);
      expect(called[0]).toEqual(jasmine.objectContaining({ status: 200, code: 2000, totalCount: 2 }));
      const missing = await call(running, 'GET', '/v1/tasks/99999?callback=angular.callbacks._0', { headers: ownPage() });
      expect(missing.status).toBe(200);
      expect(missing.text).toMatch(/^\/\*\*\/ angular\.callbacks\._0\(\{"status":404,"code":4004,/);
    });

    it('takes JavaScript names only, on GET only, and never wraps XML', async () => {
      for (const callback of ['alert(1)//', 'a-b', 'x;y', '1abc', 'a..b', 'a[0]']) {
        const refused = await call(running, 'GET', `/v1/workspaces?callback=${encodeURIComponent(callback)}`, { headers: ownPage() });
        expectFailure(refused, 400, 4000, /callback must be a JavaScript function name/);
        expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      }
      expectFailure(await call(running, 'POST', '/v1/task_lists?callback=foo', { body: { name: 'x', workspace: { id: 1 } }, headers: ownPage() }),
        400, 4000, /GET only/);
      expectFailure(await call(running, 'GET', '/v1/workspaces.xml?callback=foo', { headers: ownPage() }), 400, 4000, /wraps JSON/);
    });

    it('answers JSONP only to a page allowed to read: never to another site\'s script tag or to a request that shows no origin', async () => {
      const scriptFromAnotherSite = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'script', Referer: 'http://evil.example/steal.html' };
      const refused = await call(running, 'GET', '/v1/users?callback=steal', { headers: scriptFromAnotherSite });
      expectFailure(refused, 403, 4003, /JSONP \(\?callback=\) is answered to this server's own pages .* "http:\/\/evil\.example"/);
      expect(refused.text).not.toContain('steal(');
      expectFailure(await call(running, 'GET', '/v1/users?callback=steal', { headers: { 'Sec-Fetch-Site': 'cross-site' } }), 403, 4003, /shows none/);
      expectFailure(await call(running, 'GET', '/v1/users?callback=steal'), 403, 4003, /shows none/);
      // the sandbox's own page, by Sec-Fetch-Site or by its address under another of its names
      expect((await call(running, 'GET', '/v1/users?callback=mine', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).text).toMatch(/^\/\*\*\/ mine\(/);
      const port = new URL(running.origin).port;
      expect((await call(running, 'GET', '/v1/users?callback=mine', { headers: { Referer: `http://localhost:${port}/` } })).status).toBe(200);
      expect((await call(running, 'GET', '/v1/users?callback=mine', { headers: { Referer: 'http://localhost:9/' } })).status).toBe(403);
    });

    it('pretty-prints with ?pretty=1, and refuses a value it cannot read', async () => {
      const answer = await call(running, 'GET', '/v1/workspaces/1?pretty=1');
      expect(answer.text).toMatch(/^\{\n\t"status": 200,\n\t"code": 2000,/);
      expect(JSON.parse(answer.text)).toEqual((await call(running, 'GET', '/v1/workspaces/1')).body);
      expect((await call(running, 'GET', '/v1/workspaces/1?pretty=0')).text).toMatch(/^\{"status":200,"code":2000,/);
      expect((await call(running, 'GET', '/v1/workspaces/1.xml?pretty=1')).text).toContain('\n  <status>200</status>\n');
      expectFailure(await call(running, 'GET', '/v1/workspaces?pretty=very'), 400, 4000, /pretty must be 1 or 0/);
    });
  });

  describe('bodies of POST and PUT', () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

    it('reads form fields, nested keys as workspace.id or workspace[id], lists as tags[]', async () => {
      const dotted = await call(running, 'POST', '/v1/task_lists', { rawBody: 'name=From+a+form&workspace.id=1', headers: form });
      expect(dotted.status).withContext(dotted.text).toBe(200);
      expect(dotted.body.data).toEqual(jasmine.objectContaining({ name: 'From a form', workspace: { id: 1 } }));
      const bracketed = await call(running, 'POST', '/v1/tasks', { rawBody: 'task=Call+back&workspace%5Bid%5D=1&priority=3', headers: form });
      expect(bracketed.body.data).toEqual(jasmine.objectContaining({ task: 'Call back', workspace: { id: 1 }, priority: 3 }));
      const tags = await call(running, 'PUT', '/v1/forms/2/records/41', { rawBody: 'field17%5B%5D=renewal&field17%5B%5D=urgent', headers: form });
      expect(tags.body.data.field17).toEqual(['renewal', 'urgent']);
      expectFailure(await call(running, 'POST', '/v1/tasks', { rawBody: 'constructor%5Bprototype%5D%5Bx%5D=1', headers: form }), 400, 4000, /"constructor" is not allowed/);
    });

    const created: string[] = [];
    afterEach(async () => {
      await Promise.all(created.splice(0).map((path) => call(running, 'DELETE', path)));
    });

    it('reads a record\'s ids from form fields and XML (folder.id, a linked record, a member), as text is all they carry', async () => {
      const fields = 'field11=Formed+deal&folder.id=4&field12=6&field18%5Bid%5D=1';
      const posted = await call(running, 'POST', '/v1/forms/2/records', { rawBody: fields, headers: form });
      expect(posted.status).withContext(posted.text).toBe(200);
      // the other specs count and sort form 2's seeded records: this one leaves none of its own
      if (posted.status === 200) created.push(`/v1/forms/2/records/${posted.body.data.id}`);
      expect(posted.body.data).toEqual(jasmine.objectContaining({ folder: { id: 4 }, field12: jasmine.objectContaining({ id: 6 }), field18: { id: 1 } }));
      const put = await call(running, 'PUT', `/v1/forms/2/records/${posted.body.data.id}`, {
        rawBody: '<record><folder><id>0</id></folder><field12><id>7</id></field12></record>', headers: { 'Content-Type': 'application/xml' }
      });
      expect(put.status).withContext(put.text).toBe(200);
      expect(put.body.data).toEqual(jasmine.objectContaining({ folder: { id: 0 }, field12: jasmine.objectContaining({ id: 7 }) }));
      // text that is no id is still refused, naming what was expected
      const wrong = await call(running, 'PUT', `/v1/forms/2/records/${posted.body.data.id}`, { rawBody: 'folder.id=4x&field12=1.5', headers: form });
      expect(wrong.status).toBe(403);
      expect(wrong.body.validationErrors).toEqual({ 'folder.id': [jasmine.stringMatching(/folder of form 2/)], field12: [jasmine.stringMatching(/record id/)] });
    });

    it('reads application/xml and text/xml bodies, an <item> list as a bulk create', async () => {
      const xmlBody = { 'Content-Type': 'application/xml' };
      const one = await call(running, 'POST', '/v1/tasks', { rawBody: '<?xml version="1.0"?><task><task>From XML &amp; co</task><workspace><id>1</id></workspace></task>', headers: xmlBody });
      expect(one.status).withContext(one.text).toBe(200);
      expect(one.body.data).toEqual(jasmine.objectContaining({ task: 'From XML & co', workspace: { id: 1 } }));
      const many = await call(running, 'POST', '/v1/task_lists', {
        rawBody: '<lists><item><name>A</name><workspace><id>1</id></workspace></item><item><name>B</name><workspace><id>1</id></workspace></item></lists>',
        headers: { 'Content-Type': 'text/xml; charset=utf-8' }
      });
      expect(many.body.data).toEqual([jasmine.any(Number), jasmine.any(Number)]);
      expectFailure(await call(running, 'POST', '/v1/tasks', { rawBody: '<task><task>x</task>', headers: xmlBody }), 400, 4000, /not well-formed XML/);
      expectFailure(await call(running, 'POST', '/v1/tasks', { rawBody: '<!DOCTYPE t [<!ENTITY x SYSTEM "file:///etc/passwd">]><t><task>&x;</task></t>', headers: xmlBody }),
        400, 4000, /DOCTYPE/);
      expectFailure(await call(running, 'POST', '/v1/tasks', { rawBody: '<t><__proto__><x>1</x></__proto__></t>', headers: xmlBody }), 400, 4000, /__proto__/);
    });

    it('keeps multipart/form-data for uploads', async () => {
      const parts = new FormData();
      parts.append('name', 'x');
      expectFailure(await call(running, 'POST', '/v1/task_lists', { rawBody: parts }), 415, 4015, /multipart\/form-data is for uploads/);
    });
  });

  describe('the verb of a POST: _method in the body or the query, X-HTTP-Method-Override', () => {
    it('takes _method from a form post\'s fields and a JSON body, and leaves it out of the object', async () => {
      const put = await call(running, 'POST', '/v1/tasks/5', { rawBody: '_method=PUT&priority=4', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(put.status).withContext(put.text).toBe(200);
      expect(put.body.data.priority).toBe(4);
      expect(put.body.data._method).toBeUndefined();
      const json = await call(running, 'POST', '/v1/tasks/5', { body: { _method: 'put', status: 'closed' } });
      expect(json.body.data.status).toBe('closed');
      const list = await call(running, 'POST', '/v1/task_lists', { body: { name: 'Doomed', workspace: { id: 1 } } });
      expect((await call(running, 'POST', `/v1/task_lists/${list.body.data.id}`, { body: { _method: 'DELETE' } })).body).toEqual({ status: 200, code: 2000 });
      expect((await call(running, 'GET', `/v1/task_lists/${list.body.data.id}`)).status).toBe(404);
    });

    it('takes X-HTTP-Method-Override, after _method, and a POST standing for GET reads', async () => {
      const put = await call(running, 'POST', '/v1/tasks/6', { body: { priority: 2 }, headers: { 'X-HTTP-Method-Override': 'PUT' } });
      expect(put.body.data.priority).toBe(2);
      const read = await call(running, 'POST', '/v1/tasks/6', { body: {}, headers: { 'X-HTTP-Method-Override': 'GET' } });
      expect(read.body.data.id).toBe(6);
      const first = await call(running, 'POST', '/v1/tasks/6?_method=PUT', { body: { priority: 3 }, headers: { 'X-HTTP-Method-Override': 'DELETE' } });
      expect(first.body.data.priority).toBe(3);
      // an override is judged as the verb it stands for: POST to one object is no route
      expectNoRoute(await call(running, 'POST', '/v1/tasks/6', { body: {}, headers: { 'X-HTTP-Method-Override': 'POST' } }));
    });
  });

  describe('querying options', () => {
    it('sorts by several attributes in their own directions: sort[] with direction[], or direction=a|b', async () => {
      const query = 'sort%5B%5D=status&sort%5B%5D=due&direction%5B%5D=desc&direction%5B%5D=asc&limit=100';
      const tasks = (await call(running, 'GET', `/v1/tasks?${query}`)).body.data as any[];
      expect(tasks.length).toBeGreaterThanOrEqual(60);
      for (let i = 1; i < tasks.length; i++) {
        const [a, b] = [tasks[i - 1], tasks[i]];
        expect(a.status >= b.status).withContext(`${a.id} then ${b.id}`).toBe(true);
        // due ascending within a status, empty first
        if (a.status === b.status) expect(!a.due || (!!b.due && a.due <= b.due)).withContext(`${a.id} then ${b.id}`).toBe(true);
      }
      expect((await call(running, 'GET', '/v1/tasks?sort=status|due&direction=desc|asc&limit=100')).body.data).toEqual(tasks);
      expectFailure(await call(running, 'GET', '/v1/tasks?sort=due&direction%5B%5D=desc&direction%5B%5D=asc'), 400, 4000, /2 directions for 1 sort attributes/);
    });

    it('sorts form records by two attributes in their own directions, as the matcher orders them', async () => {
      const records = (await call(running, 'GET', '/v1/forms/2/records?sort[]=field16&sort[]=field13&direction[]=asc&direction[]=desc&limit=100&attributes=field16,field13')).body.data as any[];
      for (let i = 1; i < records.length; i++) {
        const [a, b] = [records[i - 1], records[i]];
        expect(a.field16 <= b.field16).toBe(true);
        if (a.field16 === b.field16) expect(a.field13 >= b.field13).withContext(`${a.id} then ${b.id}`).toBe(true);
      }
    });

    it('writes user-centric times in ?timezone=, an IANA zone or an offset, and leaves record values and dates alone', async () => {
      const utc = (await call(running, 'GET', '/v1/forms/2/records/41')).body.data;
      const zoned = (await call(running, 'GET', '/v1/forms/2/records/41?timezone=America/New_York')).body.data;
      expect(utc.created).toBe('2024-01-04T02:00:00Z');
      expect(zoned.created).toBe('2024-01-03T21:00:00-05:00');
      expect(new Date(zoned.created).getTime()).toBe(new Date(utc.created).getTime());
      expect(zoned.field19).toBe(utc.field19);
      const summer = await call(running, 'POST', '/v1/task_lists', { body: { name: 'Summer', workspace: { id: 1 }, startsAt: '2024-07-01T12:00:00Z' } });
      const read = (query: string) => call(running, 'GET', `/v1/task_lists/${summer.body.data.id}?${query}`).then((answer) => answer.body.data.startsAt);
      expect(await read('timezone=America/New_York')).toBe('2024-07-01T08:00:00-04:00');
      expect(await read('timezone=%2B05:30')).toBe('2024-07-01T17:30:00+05:30');
      expect(await read('timezone=+05:30')).toBe('2024-07-01T17:30:00+05:30');
      expect(await read('timezone=-5')).toBe('2024-07-01T07:00:00-05:00');
      expect(await read('timezone=user')).toBe('2024-07-01T12:00:00Z');
      expect(await read('timezone=UTC')).toBe('2024-07-01T12:00:00Z');
      expectFailure(await call(running, 'GET', '/v1/tasks?timezone=%2B25:00'), 400, 4000, /timezone must be/);
    });
  });
});
