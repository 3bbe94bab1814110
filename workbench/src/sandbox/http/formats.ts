/**
 * How an answer of `/v1` is written, by the REST conventions' "Media Type Support", "JSONP" and
 * "JSON Pretty Printing": JSON, XML or CSV, chosen by the URL's extension (`/workspaces.json`,
 * `.xml`, `.csv`), which wins, else by the `Accept` header's first choice; `?pretty=1` indents;
 * `?callback=name` on a GET wraps the JSON in `name(...)`.
 */
import type { Request, Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { restQueryEntries } from '#core';
import { badRequest } from '../envelopes';
import { toXml } from './xml';

export type AnswerFormat = 'json' | 'xml' | 'csv';

/** How to write the answers of one request. */
export interface AnswerShape {
  format: AnswerFormat;
  pretty: boolean;
  /** The JSONP callback (GET only). */
  callback?: string;
}

const EXTENSION = /\.(json|xml|csv)$/i;
const MEDIA_TYPES: Record<string, AnswerFormat> = {
  'application/json': 'json', 'text/json': 'json', 'application/xml': 'xml', 'text/xml': 'xml', 'text/csv': 'csv'
};
/**
 * A callback name JSONP may call: a JavaScript name or a dotted path of them (`foo`,
 * `angular.callbacks._0`, `jQuery3710_17`), nothing that could be more than a call.
 */
const CALLBACK = /^[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*){0,9}$/;

/**
 * The format the URL's extension names, taken off the path (so `/workspaces.json?x=1` is routed
 * as `/workspaces?x=1`); undefined without one.
 */
export function takeExtension(req: Request): AnswerFormat | undefined {
  const question = req.url.indexOf('?');
  const pathPart = question === -1 ? req.url : req.url.slice(0, question);
  const found = EXTENSION.exec(pathPart);
  if (!found) return undefined;
  req.url = pathPart.slice(0, -found[0].length) + (question === -1 ? '' : req.url.slice(question));
  return found[1].toLowerCase() as AnswerFormat;
}

/**
 * The format `Accept` asks first. Only its first choice counts, so a browser's
 * `text/html,...,application/xml;q=0.9,*\/*;q=0.8` still reads JSON, and `Accept: application/xml`
 * or `text/csv` gets those.
 */
function acceptedFormat(req: Request): AnswerFormat {
  const types = req.accepts() as string[];
  return (types.length && MEDIA_TYPES[types[0].toLowerCase()]) || 'json';
}

/** `?pretty` and `?callback` of the query as sent (the REST conventions read the rest of it). */
function shapeOptions(req: Request): { pretty?: string; callback?: string } {
  const question = req.url.indexOf('?');
  const options: { pretty?: string; callback?: string } = {};
  if (question === -1) return options;
  restQueryEntries(req.url.slice(question + 1)).forEach(([key, value]) => {
    if (key === 'pretty' || key === 'callback') options[key] = value;
  });
  return options;
}

/** The request's answer shape; a 400 for a malformed `pretty` or `callback`. */
export function readAnswerShape(req: Request, fromExtension: AnswerFormat | undefined): AnswerShape {
  const format = fromExtension || acceptedFormat(req);
  const { pretty, callback } = shapeOptions(req);
  const shape: AnswerShape = { format, pretty: false };
  if (pretty !== undefined) {
    if (['1', 'true', '0', 'false', ''].indexOf(pretty) === -1) throw badRequest(`pretty must be 1 or 0 (true or false); got ${JSON.stringify(pretty.slice(0, 40))}`);
    shape.pretty = pretty === '1' || pretty === 'true' || pretty === '';
  }
  if (callback !== undefined) {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw badRequest('callback (JSONP) works on GET only: a script tag can only GET');
    if (format !== 'json') throw badRequest(`callback (JSONP) wraps JSON; this request asks for ${format.toUpperCase()}`);
    if (!CALLBACK.test(callback) || callback.length > 128) {
      throw badRequest(`callback must be a JavaScript function name such as foo or angular.callbacks._0; got ${JSON.stringify(callback.slice(0, 40))}`);
    }
    shape.callback = callback;
  }
  return shape;
}

function asRow(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : { value };
}

/** One CSV row: nested objects as dotted columns (`workspace.id`), arrays as JSON. */
function flatten(object: Record<string, unknown>, prefix: string, into: Record<string, unknown>): Record<string, unknown> {
  Object.keys(object).forEach((key) => {
    const value = object[key];
    if (Array.isArray(value)) into[prefix + key] = JSON.stringify(value);
    else if (value !== null && typeof value === 'object') flatten(value as Record<string, unknown>, `${prefix}${key}.`, into);
    else into[prefix + key] = value;
  });
  return into;
}

/**
 * An answer as CSV: the objects of `data` one row each (a single object: one row), under a
 * header row of every column any of them has; an answer without `data` (a count, a delete, a
 * failure) is its own fields in one row. Cells that a spreadsheet would read as a formula
 * (`=`, `+`, `-`, `@` first) start with `'`.
 */
export function toCsv(body: unknown): string {
  const data = body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  const source = data === undefined ? [asRow(body)] : Array.isArray(data) ? data.map(asRow) : [asRow(data)];
  const rows = source.map((row) => flatten(row, '', {}));
  const columns: string[] = [];
  rows.forEach((row) => Object.keys(row).forEach((column) => { if (columns.indexOf(column) === -1) columns.push(column); }));
  return stringify(rows, { header: true, columns, escape_formulas: true, cast: { boolean: (value) => String(value) } });
}

/** Keeps JSON inside a script: U+2028 and U+2029 end a line in older JavaScript. */
function scriptSafe(json: string): string {
  return json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Sends an answer (an envelope, or an OAuth error) in the request's shape. JSONP answers 200
 * whatever the envelope's status, which it carries: a script tag runs no answer that is not a
 * success, and the callback reads `response.status`, as the conventions' example does.
 */
export function sendShaped(res: Response, shape: AnswerShape, status: number, body: unknown): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (body === undefined) {
    res.status(status).end();
    return;
  }
  if (shape.format === 'xml') {
    res.status(status).type('application/xml; charset=utf-8').send(toXml(body, shape.pretty));
    return;
  }
  if (shape.format === 'csv') {
    res.status(status).type('text/csv; charset=utf-8').send(toCsv(body));
    return;
  }
  const json = JSON.stringify(body, null, shape.pretty ? '\t' : undefined);
  if (shape.callback) {
    res.status(200).type('application/javascript; charset=utf-8').send(`/**/ ${shape.callback}(${scriptSafe(json)});`);
    return;
  }
  res.status(status).type('application/json; charset=utf-8').send(json);
}

/** The shape a response was given (http/routes.ts), for the error handler; JSON when none was read. */
export function shapeOf(res: Response): AnswerShape {
  return (res.locals && (res.locals.answerShape as AnswerShape | undefined)) || { format: 'json', pretty: false };
}

export function keepShape(res: Response, shape: AnswerShape): void {
  res.locals.answerShape = shape;
}

