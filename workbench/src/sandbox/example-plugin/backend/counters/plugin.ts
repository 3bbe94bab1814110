/**
 * The sandbox's example plugin `tally`, service `counters`: named counters kept per workspace in
 * the plugin's settings on its workspace plugin link (`settings.counters`), read and written
 * through znHttp, as a Zengine plugin keeps its own data without a store of its own.
 *   GET    .../tally/counters                  every counter, [{ name, value }]
 *   GET    .../tally/counters/<name>           one counter (404 when there is none)
 *   POST   .../tally/counters/<name>/increment { by } (default 1); 201 when it creates the counter
 *   PUT    .../tally/counters/<name>           { value }
 *   DELETE .../tally/counters/<name>           204
 * A failure is answered in the REST API's failure envelope, which znPluginData rejects with.
 */
import type { ServiceEventData, ZnHttpClient, ZnHttpResponse } from '../../../plugins/types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const znHttp: () => ZnHttpClient = require('./lib/zn-http');

const NAME = /^[a-z0-9-]{1,40}$/;

interface Link {
  id: number;
  settings?: { counters?: Record<string, number> };
}

class Failure {
  constructor(readonly status: number, readonly code: number, readonly userMessage: string, readonly developerMessage: string,
    readonly validationErrors?: Record<string, string[]>) {}
}

/** The path after `.../tally/counters`, as segments. */
function subpath(eventData: ServiceEventData): string[] {
  const { params, originalUrl } = eventData.request;
  const segments = new URL(originalUrl, 'http://service.invalid').pathname.split('/').map(decodeURIComponent);
  const at = segments.indexOf(params.pluginRoute, segments.indexOf(params.pluginNamespace));
  return segments.slice(at + 1).filter((segment) => segment !== '');
}

/** This plugin's link to the workspace, where its settings live. */
function readLink(api: ZnHttpClient, workspaceId: string): Promise<Link> {
  return api.get('/plugins', { params: { namespace: 'tally' } }).then((plugins) => {
    const plugin = plugins.getBody().data[0];
    return api.get('/workspace_plugin_links', { params: { 'workspace.id': workspaceId, 'plugin.id': plugin.id } });
  }).then((links) => links.getBody().data[0]);
}

function checkName(name: string): string {
  if (!NAME.test(name)) {
    throw new Failure(400, 4000, 'A counter name is 1 to 40 lower-case letters, digits or dashes.',
      `A counter name is 1 to 40 lower-case letters, digits or dashes; got ${JSON.stringify(name.slice(0, 40))}`);
  }
  return name;
}

function wholeNumber(value: unknown, key: string, limit: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > limit) {
    throw new Failure(400, 4000, `The ${key === 'by' ? 'step' : 'value'} must be a whole number.`,
      `The body must be { "${key}": <integer from -${limit} to ${limit}> }`, { [key]: ['Must be an integer'] });
  }
  return value;
}

async function answer(eventData: ServiceEventData): Promise<{ status: number; body?: unknown }> {
  const { request } = eventData;
  const api = znHttp();
  const link = await readLink(api, request.params.workspaceId);
  const counters: Record<string, number> = Object.assign({}, link.settings && link.settings.counters);
  const save = () => api.put(`/workspace_plugin_links/${link.id}`, { settings: Object.assign({}, link.settings, { counters }) });
  const path = subpath(eventData);
  const body = request.body && typeof request.body === 'object' ? request.body : {};

  if (path.length === 0 && request.method === 'GET') {
    return { status: 200, body: Object.keys(counters).sort().map((name) => ({ name, value: counters[name] })) };
  }
  const name = path.length ? checkName(path[0]) : '';
  const exists = Object.prototype.hasOwnProperty.call(counters, name);
  if (path.length === 2 && path[1] === 'increment' && request.method === 'POST') {
    const by = 'by' in body ? wholeNumber(body.by, 'by', 1000000) : 1;
    counters[name] = (exists ? counters[name] : 0) + by;
    await save();
    return { status: exists ? 200 : 201, body: { name, value: counters[name] } };
  }
  if (path.length !== 1) throw new Failure(404, 4004, 'Error viewing data', `tally/counters has no ${request.method} /${path.join('/')}`);
  if (request.method === 'PUT') {
    counters[name] = wholeNumber(body.value, 'value', Number.MAX_SAFE_INTEGER);
    await save();
    return { status: 200, body: { name, value: counters[name] } };
  }
  if (!exists) throw new Failure(404, 4004, `There is no counter named ${name}.`, `No counter is named ${name}`);
  if (request.method === 'GET') return { status: 200, body: { name, value: counters[name] } };
  if (request.method === 'DELETE') {
    delete counters[name];
    await save();
    return { status: 204 };
  }
  throw new Failure(405, 4005, 'This action is not available', `tally/counters/<name> does not take ${request.method}`);
}

export function run(eventData: ServiceEventData): Promise<void> {
  const { response } = eventData;
  return answer(eventData).then((result) => {
    if (result.body === undefined) response.status(result.status).end();
    else response.status(result.status).send(result.body);
  }, (error: unknown) => {
    const failure = error as Partial<ZnHttpResponse> & Partial<Failure>;
    if (error instanceof Failure) response.status(error.status).send(Object.assign({}, error));
    else if (typeof failure.getCode === 'function' && typeof failure.getBody === 'function') response.status(failure.getCode()).send(failure.getBody());
    else throw error;
  });
}
