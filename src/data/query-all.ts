import type { IHttpResponse, IQService } from 'angular';
import { RequestPlan, ResourceDefinition, ZnError, describeValue } from '../core';
import { checkAcyclic, checkParams } from './arguments';
import { RequestSummary, refusal } from './envelope';
import { Interpretation, SettleServices, callSafely, cancellable, interpretAnswer, rejectionFailure } from './settle';
import { Sending } from './transport';
import { ZnFailure, ZnMetaData, ZnPromise, ZnQueryAllProgress } from './types';

/**
 * The largest page the REST API serves: "The default limit is 20, and can be overridden up to
 * 100" (docs/zn-data.md, Paging).
 */
export const MAX_PAGE_SIZE = 100;

/** What `queryAll` needs from znData. */
export interface QueryAllOptions {
  service: string;
  resource: ResourceDefinition;
  params: unknown;
  onPage: unknown;
  plan(params: Record<string, unknown>): RequestPlan;
  send(plan: RequestPlan): Sending;
  readPage(response: IHttpResponse<unknown>): { data: unknown; metaData: ZnMetaData };
  broadcast(plan: RequestPlan, records: unknown[], params: Record<string, unknown>): void;
}

function checkPageSize(label: string, service: string, limit: unknown): number {
  if (limit === undefined || limit === null) return MAX_PAGE_SIZE;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new ZnError(service, 'bad-params', `${label}: params.limit is the page size, an integer from 1 to ${MAX_PAGE_SIZE}, ` +
      `got ${describeValue(limit)}; leave it out for pages of ${MAX_PAGE_SIZE}`);
  }
  return limit;
}

/**
 * One page's answer read: a list of records whose offset is where the page starts. A backend that
 * ignored `page` would send the first records again, and they would be counted twice.
 */
function readPage(options: QueryAllOptions, response: IHttpResponse<unknown>, plan: RequestPlan, page: number, limit: number):
  Interpretation<{ data: unknown[]; metaData: ZnMetaData }> {
  const { data, metaData } = options.readPage(response);
  const unreadable = (developerMessage: string): Interpretation<never> =>
    ({ ok: false, failure: { status: response.status, code: 0, userMessage: 'The answer could not be read.', developerMessage, data } });
  if (!Array.isArray(data)) return unreadable(`GET ${plan.url} answered without a list of records, got ${describeValue(data)}`);
  const expected = (page - 1) * limit;
  if (metaData.offset !== undefined && metaData.offset !== expected) {
    return unreadable(`GET ${plan.url} answered offset ${metaData.offset} for page ${page}, expected ${expected}; ` +
      'the records cannot be read page by page');
  }
  return { ok: true, value: { data, metaData }, callbackArgs: [] };
}

/**
 * `znData(name).queryAll(params, onPage)`: reads page after page (`limit`, `page` = 1, 2, ...)
 * until `totalCount` records came, a page comes back short, or empty. Resolves with every record;
 * fires one read event; `cancel()` stops the page in flight.
 */
export function queryAll(services: SettleServices, options: QueryAllOptions): ZnPromise<unknown[]> {
  const { $q } = services as { $q: IQService };
  const label = `${options.resource.name}.queryAll(params, onPage)`;
  const params = checkParams(options.service, label, options.params, '{ formId: 1 }');
  if (options.onPage !== undefined && options.onPage !== null && typeof options.onPage !== 'function') {
    throw new ZnError(options.service, 'bad-callback', `${label}: onPage must be a function, got ${describeValue(options.onPage)}`);
  }
  ['page', 'offset'].forEach((key) => {
    if (params[key] !== undefined) {
      throw new ZnError(options.service, 'bad-params', `${label}: params.${key} has no place here, since queryAll reads every page; ` +
        'expected params without page or offset (use query() for one page)');
    }
  });
  const limit = checkPageSize(label, options.service, params.limit);
  checkAcyclic(options.service, label, 'params.filter', params.filter);
  checkAcyclic(options.service, label, 'params', params);
  const onPage = options.onPage as ((records: unknown[], progress: ZnQueryAllProgress) => void) | null | undefined;

  const records: unknown[] = [];
  const deferred = $q.defer<unknown[]>();
  let current: Sending | null = null;
  let request: RequestSummary = { method: 'GET', url: options.resource.path };
  let stopped = false;

  const fail = (failure: ZnFailure) => {
    stopped = true;
    deferred.reject(failure);
  };
  const read = (page: number) => {
    const pageParams = { ...params, limit, page };
    let plan: RequestPlan;
    try {
      plan = options.plan(pageParams);
    } catch (error) {
      if (!(error instanceof ZnError)) throw error;
      fail(refusal(error));
      return;
    }
    request = { method: plan.method, url: plan.url };
    const sending = options.send(plan);
    current = sending;
    sending.promise.then((response) => {
      if (stopped) return;
      const outcome = interpretAnswer(response, request, sending.attempts(), (answer) => readPage(options, answer, plan, page, limit));
      if (!outcome.ok) {
        fail(outcome.failure);
        return;
      }
      const { data, metaData } = outcome.value;
      records.push(...data);
      const total = metaData.totalCount;
      callSafely(services, request, onPage || null, [data, { page, loaded: records.length, totalCount: total }], 'onPage callback');
      if (stopped) return;
      const more = data.length >= limit && data.length > 0 && (total === undefined ? false : records.length < total);
      if (more) {
        read(page + 1);
        return;
      }
      stopped = true;
      options.broadcast(plan, records.slice(), { ...params });
      deferred.resolve(records);
    }, (reason: unknown) => {
      if (!stopped) fail(rejectionFailure(reason, request, sending.attempts()));
    });
  };
  read(1);

  return cancellable(services, request, deferred.promise, () => {
    stopped = true;
    if (current) current.cancel();
  }).promise;
}
