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

/** eventData.response: express's res.set/status/send/end (and json, sendStatus, get, header). */
export function createResponse(post: (message: ServiceMessage) => void, id: number, memoryBytes: number) {
  let status = 200;
  const headers: Record<string, string | string[]> = Object.create(null);
  let answered: { what: string } | undefined;
  let sent = false;
  let twice = false;

  const setHeader = (field: string, value: unknown) => {
    headers[field.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  };
  const answer = (what: string, body?: string | Uint8Array, type?: string) => {
    if (answered) {
      if (!twice && !sent) post({ type: 'twice', id, first: answered.what, second: what });
      twice = true;
      return;
    }
    answered = { what };
    if (type && headers['content-type'] === undefined) headers['content-type'] = type;
    const message: ServiceMessage = { type: 'answer', id, status, headers, body };
    // the answer leaves at the end of this turn, so a second answer in the same turn is noticed
    setImmediate(() => {
      if (twice) return;
      sent = true;
      // a service holding more than the ceiling (Buffers included) is stopped, not answered for
      const rss = process.memoryUsage.rss();
      if (rss > memoryBytes) post({ type: 'memory', id, rss });
      else post(message);
    });
  };

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
      status = code;
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
        status = body;
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
      status = code;
      answer(`sendStatus(${code})`, STATUS_CODES[code] || String(code), 'text/plain; charset=utf-8');
      return response;
    },
    end(data?: unknown) {
      answer('end()', data === undefined ? undefined : data instanceof Uint8Array ? data : String(data));
      return response;
    }
  };
  return { response, isAnswered: () => !!answered };
}
