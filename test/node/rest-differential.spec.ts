// The same requests, the same answers: the workbench's sandbox (SQLite, a real listener on
// 127.0.0.1) and the testing kit's in-memory API (src/testing/backend/memory-api.ts), loaded
// with the same data, must agree on status, API code and data for every request of the table
// below: filters and their operators, sort, paging, attributes, related, errors, empty groups,
// repeated keys, unknown resources, nested routes. Both read requests by the REST conventions of
// the core (src/core/rest/); a difference here is a convention implemented twice.
// Needs the compiled workbench (`npm run build:workbench`, which `npm test` runs first).
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as http from 'http';
import { AddressInfo } from 'net';
import { MemoryApi } from '../../src/testing/backend/memory-api';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SANDBOX_APP = path.join(ROOT, 'workbench', 'build', 'src', 'sandbox', 'app.js');

interface Answer {
  status: number;
  body: any;
}

interface Case {
  method?: string;
  path: string;
  body?: unknown;
  /** Why the case is here, when the path does not say it. */
  note?: string;
}

const filter = (value: unknown) => 'filter=' + encodeURIComponent(JSON.stringify(value));
const condition = (prefix: string, attribute: string, value: unknown) => ({ prefix, attribute, value });

/** The table of requests: every one goes to both implementations. */
const CASES: Case[] = [
  // paging
  { path: '/tasks' },
  { path: '/tasks?limit=5' },
  { path: '/tasks?limit=5&page=3' },
  { path: '/tasks?limit=7&offset=4' },
  { path: '/tasks?limit=100&page=2' },
  { path: '/tasks?page=2&offset=3', note: 'page with offset is refused' },
  { path: '/tasks?limit=0' },
  { path: '/tasks?limit=101' },
  { path: '/tasks?limit=ten' },
  { path: '/tasks?limit=5&limit=6', note: 'a repeated option is refused' },
  // sort
  { path: '/tasks?sort=due&direction=desc&limit=30' },
  { path: '/tasks?sort=status|priority&limit=30' },
  { path: '/tasks?sort%5B%5D=priority&sort%5B%5D=due&limit=30' },
  { path: '/tasks?sort=assignedToUser&direction=desc&limit=30', note: '{ id } values sort by id' },
  { path: '/tasks?sort=nope' },
  { path: '/tasks?direction=sideways' },
  { path: '/tasks?sort%5B%5D=status&sort%5B%5D=due&direction%5B%5D=desc&direction%5B%5D=asc&limit=30', note: 'a direction per sort attribute' },
  { path: '/tasks?sort=priority|due&direction=asc|desc&limit=30', note: 'directions as znData joins an array' },
  { path: '/tasks?sort=priority&direction%5B%5D=desc&direction%5B%5D=asc', note: 'more directions than sort attributes' },
  // attributes
  { path: '/tasks?attributes=task,status&limit=10' },
  { path: '/tasks?attributes=task|due&sort=due&limit=10' },
  { path: '/tasks?attributes=nope' },
  { path: '/tasks?attributes=taskList.id' },
  { path: '/tasks?attributes=task,,status' },
  // conditions
  { path: '/tasks?status=open' },
  { path: '/tasks?status=OPEN', note: 'equality ignores case' },
  { path: '/tasks?status=open|completed' },
  { path: '/tasks?not-status=open|completed', note: 'not with a|b: neither' },
  { path: '/tasks?status%5B%5D=open&status%5B%5D=completed', note: 'key[] values: any of them' },
  { path: '/tasks?status=open&status=completed', note: 'a repeated condition key: both' },
  { path: '/tasks?contains-task=the' },
  { path: '/tasks?not-contains-task=the' },
  { path: '/tasks?starts-with-task=check' },
  { path: '/tasks?ends-with-task=guide' },
  { path: '/tasks?min-priority=2&max-priority=3' },
  { path: '/tasks?min-due=2024-06-01&max-due=2024-06-30&sort=due' },
  { path: '/tasks?priority=min:2', note: 'a prefix in the value is text: no task has priority "min:2"' },
  { path: '/tasks?taskList.id=2&assignedToUser.id=2' },
  { path: '/tasks?nope=1', note: 'an unknown attribute is refused, never matches nothing' },
  { path: '/tasks?not-nope=1' },
  { path: '/tasks?bad%20key=1' },
  { path: '/tasks?task=%E0%A4%A', note: 'malformed percent-encoding' },
  { path: '/tasks?task=draft+the+onboarding+guide', note: '+ is a space' },
  // the filter parameter
  { path: '/tasks?' + filter({ and: [] }), note: 'an empty and group selects everything' },
  { path: '/tasks?' + filter({ or: [] }) },
  { path: '/tasks?' + filter({ and: [{ or: [] }, condition('', 'status', 'open')] }) },
  { path: '/tasks?' + filter({ or: [condition('', 'priority', 1), condition('min', 'due', '2024-06-20')] }) + '&sort=id' },
  { path: '/tasks?' + filter({ and: [condition('not', 'status', 'open'), { or: [condition('contains', 'task', 'report'), condition('max', 'priority', 1)] }] }) },
  { path: '/tasks?' + filter({ and: [condition('in', 'status', ['open', 'completed'])] }) },
  { path: '/tasks?status=open&' + filter({ and: [condition('min', 'priority', 3)] }), note: 'conditions and filter are ANDed' },
  { path: '/tasks?filter=%7Bnot%20json' },
  { path: '/tasks?' + filter({ and: [condition('contains', 'task', '\uD83D')] }), note: 'a lone surrogate in a rule value is a 400' },
  { path: '/tasks?' + filter({ and: [condition('in', 'status', ['open', 'a\uDE00'])] }) },
  { path: '/tasks?' + filter({ and: [condition('contains', 'task', '\uD83D\uDE00')] }), note: 'a surrogate pair is a character' },
  { path: '/tasks?' + filter({ xor: [] }) },
  { path: '/tasks?' + filter([condition('', 'status', 'open')]) },
  { path: '/tasks?' + filter({ and: [condition('', 'nope', 1)] }) },
  { path: '/tasks?' + filter({ and: [condition('sideways', 'status', 'open')] }) },
  { path: '/tasks?' + filter({ and: [{ and: [{ and: [{ and: [{ and: [{ and: [] }] }] }] }] }] }), note: 'deeper than 5 levels' },
  // other options
  { path: '/tasks?validate_only=maybe' },
  { path: '/tasks?timezone=Mars%2FBase' },
  { path: '/tasks?timezone=America%2FNew_York&limit=3' },
  { path: '/tasks?timezone=%2B05:30&limit=3', note: 'an offset' },
  { path: '/tasks?timezone=-5&limit=3' },
  { path: '/tasks?related=&limit=3', note: 'related= names nothing' },
  { path: '/tasks?pretty=1&limit=2', note: 'pretty and callback are options, never conditions' },
  { path: '/tasks?access_token=abc&limit=3' },
  // count, one object, unknown paths
  { path: '/tasks/count' },
  { path: '/tasks/count?status=open' },
  { path: '/tasks/count?' + filter({ and: [] }) },
  { path: '/tasks/7' },
  { path: '/tasks/7?attributes=task' },
  { path: '/tasks/99999' },
  { path: '/tasks/' },
  { path: '/nothing' },
  { path: '/forms/1/nothing' },
  { path: '/tasks/1/2/3' },
  // nested routes
  { path: '/forms?sort=name' },
  { path: '/forms/2', note: 'a form read alone carries its fields, as Zengine answered it' },
  { path: '/forms/2?related=null', note: 'any related names exactly what is joined' },
  { path: '/forms/2?related=' },
  { path: '/forms/2?attributes=name' },
  { path: '/forms/2?attributes=name,fields' },
  { path: '/forms/1/fields?sort=label&attributes=label,type' },
  { path: '/forms/1/fields/count' },
  { path: '/forms/2/fields?type=numeric' },
  { path: '/forms/1/records?limit=5&sort=name' },
  { path: '/forms/1/records?min-field6=100&sort=field6&direction=desc&attributes=name,field6' },
  { path: '/forms/1/records?field3=finance|retail&sort=field7' },
  { path: '/forms/1/records?' + filter({ and: [condition('starts-with', 'name', 'n')] }) },
  { path: '/forms/1/records/count?not-field3=finance' },
  { path: '/forms/1/records/3?attributes=name,field2' },
  { path: '/workspaces/1/members?sort=role&direction=desc' },
  { path: '/workspaces/1/members?status=active&role.id=1' },
  { path: '/notes/1/replies' },
  { path: '/forms/2?related=fields&attributes=name', note: 'related joins the collection under the object' },
  { path: '/forms?related=null&limit=3', note: 'related=null, as @zenginehq/frontend-config sends it, names nothing' },
  { path: '/forms/2?related=null,fields&attributes=name' },
  // writes refused alike (nothing changes)
  { method: 'DELETE', path: '/tasks', note: 'a bulk delete needs a condition' },
  { method: 'DELETE', path: '/tasks?' + filter({ and: [] }), note: 'an empty group selects everything: refused' },
  { method: 'DELETE', path: '/tasks?' + filter({ or: [{ and: [] }, condition('', 'status', 'open')] }) },
  { method: 'PUT', path: '/tasks?' + filter({ and: [{ or: [] }] }), body: { status: 'open' } },
  { method: 'POST', path: '/tasks/3', body: { task: 'x' } }
];

/** The collections copied from the sandbox into the in-memory API: resource, path params, path. */
const COLLECTIONS: Array<[string, Record<string, number>, string]> = [
  ['Tasks', {}, '/tasks'],
  ['TaskLists', {}, '/task_lists'],
  ['Forms', {}, '/forms'],
  ['FormFields', { formId: 1 }, '/forms/1/fields'],
  ['FormFields', { formId: 2 }, '/forms/2/fields'],
  ['FormRecords', { formId: 1 }, '/forms/1/records'],
  ['WorkspaceMembers', { workspaceId: 1 }, '/workspaces/1/members'],
  ['Notes', {}, '/notes'],
  ['NoteReplies', { noteId: 1 }, '/notes/1/replies']
];

/** What must agree: the whole envelope but the developer's message (the wording may differ). */
function comparable(answer: Answer): unknown {
  if (answer.body === null || typeof answer.body !== 'object') return { status: answer.status, body: answer.body };
  const body = { ...answer.body };
  delete body.developerMessage;
  return { status: answer.status, body };
}

describe('the REST conventions, sandbox and in-memory API side by side', () => {
  let server: http.Server;
  let sandbox: { close(): void };
  let dataDir: string;
  let origin: string;
  const memory = new MemoryApi();

  async function sandboxAnswer(method: string, requestPath: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`${origin}/v1${requestPath}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body)
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  }

  function memoryAnswer(method: string, requestPath: string, body?: unknown): Answer {
    const question = requestPath.indexOf('?');
    const answer = memory.handle({
      method,
      path: question === -1 ? requestPath : requestPath.slice(0, question),
      search: question === -1 ? '' : requestPath.slice(question + 1),
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {}
    }, requestPath);
    return { status: answer.status, body: answer.body };
  }

  beforeAll(async () => {
    if (!fs.existsSync(SANDBOX_APP)) throw new Error(`${SANDBOX_APP} is missing: run npm run build:workbench first`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createSandbox } = require(SANDBOX_APP);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-rest-differential-'));
    sandbox = createSandbox({ dataDir, logError: () => undefined });
    server = http.createServer((sandbox as unknown as { app: http.RequestListener }).app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const [resource, params, collectionPath] of COLLECTIONS) {
      const objects: unknown[] = [];
      for (let page = 1; ; page++) {
        const answer = await sandboxAnswer('GET', `${collectionPath}?limit=100&page=${page}`);
        if (answer.status !== 200) throw new Error(`GET ${collectionPath} answered ${answer.status}`);
        objects.push(...answer.body.data);
        if (objects.length >= answer.body.totalCount) break;
      }
      memory.seed(resource, params, objects);
    }
  }, 60000);

  afterAll(async () => {
    if (server) {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
    if (sandbox) sandbox.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a table of varied requests', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  CASES.forEach(({ method = 'GET', path: requestPath, body, note }) => {
    it(`${method} ${decodeURIComponentSafe(requestPath)}${note ? ` (${note})` : ''}`, async () => {
      const fromSandbox = await sandboxAnswer(method, requestPath, body);
      const fromMemory = memoryAnswer(method, requestPath, body);
      expect(comparable(fromMemory)).toEqual(comparable(fromSandbox));
    });
  });

  it('answers some of the table with data and some with errors (the table tests both)', async () => {
    const statuses = await Promise.all(CASES.map(({ method = 'GET', path: requestPath, body }) =>
      sandboxAnswer(method, requestPath, body).then((answer) => answer.status)));
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(30);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(15);
    expect(statuses.filter((status) => status === 404).length).toBeGreaterThan(2);
  });
});

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch (error) {
    return text;
  }
}
