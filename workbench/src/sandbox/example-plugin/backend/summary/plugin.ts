/**
 * The sandbox's example plugin `tally`, service `summary`: the forms of the workspace with how
 * many records each holds, read through znHttp as the caller.
 *   GET /plugins/workspaces/<workspaceId>/tally/summary
 * Written in TypeScript; the sandbox runs the compiled plugin.js, as Zengine runs any service.
 */
import type { ServiceEventData, ZnHttpClient, ZnHttpResponse } from '../../../plugins/types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const znHttp: () => ZnHttpClient = require('./lib/zn-http');

/** An API failure as the service's answer: its own envelope, or a 500 for anything else. */
function answerFailure(eventData: ServiceEventData, error: unknown): void {
  const response = error as Partial<ZnHttpResponse>;
  if (response && typeof response.getCode === 'function' && typeof response.getBody === 'function') {
    eventData.response.status(response.getCode()).send(response.getBody());
  } else {
    eventData.response.status(500).send({ status: 500, code: 5000, userMessage: 'The tally plugin failed', developerMessage: String(error) });
  }
}

export function run(eventData: ServiceEventData): void {
  const { request, response } = eventData;
  if (request.method !== 'GET') {
    response.status(405).send({ status: 405, code: 4005, userMessage: 'This action is not available', developerMessage: 'tally/summary answers GET only' });
    return;
  }
  const workspaceId = request.params.workspaceId;
  const api = znHttp();
  api.get('/forms', { params: { 'workspace.id': workspaceId, sort: 'id', limit: 100 } }).then((forms) => {
    const list: Array<{ id: number; name: string }> = forms.getBody().data;
    return Promise.all(list.map((form) => api.get(`/forms/${form.id}/records/count`))).then((counts) => {
      response.status(200).send({
        workspaceId: Number(workspaceId),
        forms: list.map((form, index) => ({ id: form.id, name: form.name, records: counts[index].getBody().totalCount }))
      });
    });
  }).catch((error) => answerFailure(eventData, error));
}
