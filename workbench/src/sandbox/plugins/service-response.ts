/**
 * eventData.response in a service's process: express's res.set/status/send/end (and json,
 * sendStatus, get, header) as Zengine's runner gave it, chainable, old express forms accepted with a
 * warning; the answer leaves at the end of the turn, so a second answer in the same turn is noticed.
 */
import { STATUS_CODES } from 'http';
import type { ServiceResponse } from './types';
import type { ServiceMessage } from './worker-messages';

export function describeBody(body: unknown): string {
  if (body === undefined) return 'no body';
  const text = typeof body === 'string' ? body : (() => {
    try {
      return JSON.stringify(body);
    } catch {
      return Object.prototype.toString.call(body);
    }
  })();
  return text === undefined ? typeof body : text.length > 80 ? text.slice(0, 80) + '…' : text;
}

/** What a response has been told so far. */
interface ResponseState {
  status: number;
  headers: Record<string, string | string[]>;
  answered?: { what: string };
  sent: boolean;
  twice: boolean;
}

/**
 * The one answer of a request: sent at the end of the turn (so a second answer in the same turn
 * is noticed and reported, not sent), or, over the memory ceiling, reported as such.
 */
function answerer(post: (message: ServiceMessage) => void, id: number, memoryBytes: number, state: ResponseState) {
  return (what: string, body?: string | Uint8Array, type?: string) => {
    if (state.answered) {
      if (!state.twice && !state.sent) post({ type: 'twice', id, first: state.answered.what, second: what });
      state.twice = true;
      return;
    }
    state.answered = { what };
    if (type && state.headers['content-type'] === undefined) state.headers['content-type'] = type;
    const message: ServiceMessage = { type: 'answer', id, status: state.status, headers: state.headers, body };
    setImmediate(() => {
      if (state.twice) return;
      state.sent = true;
      // a service holding more than the ceiling (Buffers included) is stopped, not answered for
      const rss = process.memoryUsage.rss();
      if (rss > memoryBytes) post({ type: 'memory', id, rss });
      else post(message);
    });
  };
}

/** eventData.response: express's res.set/status/send/end (and json, sendStatus, get, header). */
export function createResponse(post: (message: ServiceMessage) => void, id: number, memoryBytes: number) {
  const state: ResponseState = { status: 200, headers: Object.create(null), sent: false, twice: false };
  const headers = state.headers;
  const setHeader = (field: string, value: unknown) => {
    headers[field.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  };
  const answer = answerer(post, id, memoryBytes, state);

  const response: ServiceResponse = {
    set(field: string | Record<string, unknown>, value?: unknown) {
      if (typeof field === 'string') setHeader(field, value);
      else if (field && typeof field === 'object') Object.keys(field).forEach((key) => setHeader(key, field[key]));
      return response;
    },
    header(field: string | Record<string, unknown>, value?: unknown) {
      return response.set(field, value);
    },
    get(field: string) {
      return headers[String(field).toLowerCase()];
    },
    status(code: number) {
      state.status = code;
      return response;
    },
    send(body?: unknown, more?: unknown) {
      // express 4's old forms, which services written for Zengine may use: send(404), send(404, body)
      if (typeof body === 'number' && more === undefined) {
        post({ type: 'legacy', id, form: 'response.send(status)', better: 'response.sendStatus(status)' });
        return response.sendStatus(body);
      }
      if (typeof body === 'number') {
        post({ type: 'legacy', id, form: 'response.send(status, body)', better: 'response.status(status).send(body)' });
        state.status = body;
        return response.send(more);
      }
      if (body === undefined) answer('send()');
      else if (typeof body === 'string') answer(`send(${describeBody(body)})`, body, 'text/html; charset=utf-8');
      else if (body instanceof Uint8Array) answer('send(<bytes>)', body, 'application/octet-stream');
      else return response.json(body);
      return response;
    },
    json(body?: unknown) {
      let text: string | undefined;
      try {
        text = JSON.stringify(body);
      } catch (error) {
        throw new Error(`eventData.response.send: the body cannot be sent as JSON (${(error as Error).message}); send plain data`);
      }
      answer(`send(${describeBody(body)})`, text === undefined ? '' : text, 'application/json; charset=utf-8');
      return response;
    },
    sendStatus(code: number) {
      state.status = code;
      answer(`sendStatus(${code})`, STATUS_CODES[code] || String(code), 'text/plain; charset=utf-8');
      return response;
    },
    end(data?: unknown) {
      answer('end()', data === undefined ? undefined : data instanceof Uint8Array ? data : String(data));
      return response;
    }
  };
  return { response, isAnswered: () => !!state.answered };
}
