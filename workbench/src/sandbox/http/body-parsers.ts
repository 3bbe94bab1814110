/**
 * The body parsers, each as a function the handlers await (JSON, XML, multipart, form fields,
 * text), within the sandbox's limits; their failures become ApiErrors (http/errors.ts).
 */
import express, { Request, Response } from 'express';
import { ApiError } from '../envelopes';
import type { Limits } from '../options';
import { toApiError } from './errors';
import { parseXmlBody } from './xml';

export type BodyParser = (req: Request, res: Response) => Promise<void>;

export interface BodyParsers {
  json: BodyParser;
  multipart: BodyParser;
  /** Form fields as plugin services got them (Zengine's runner): flat keys, text values. */
  form: BodyParser;
  /**
   * Form fields as the REST API read them: nested keys in both spellings, `workspace.id=1` (the
   * API's dotted keys, expanded later as in JSON) and `workspace[id]=1` (jQuery's `$.param`,
   * PHP's), and `tags[]=a&tags[]=b` as an array.
   */
  formFields: BodyParser;
  /** `application/xml`, `text/xml` and `+xml` bodies, as the object they hold (http/xml.ts). */
  xml: BodyParser;
  text: BodyParser;
}

function awaitable(middleware: express.RequestHandler): BodyParser {
  return (req, res) => new Promise<void>((resolve, reject) => middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
}

/** multer, made with the first multipart body: most sessions send none, and loading it is a good part of the sandbox's start. */
function multipartParser(limits: Limits): BodyParser {
  let parser: BodyParser | undefined;
  return (req, res) => {
    if (!parser) {
      const multer = require('multer') as typeof import('multer'); // eslint-disable-line @typescript-eslint/no-require-imports
      parser = awaitable(multer({
        storage: multer.memoryStorage(),
        limits: { fileSize: limits.maxUploadBytes, files: limits.maxUploadFiles, fields: 20, fieldSize: 64 * 1024, parts: 40, headerPairs: 100 }
      }).any());
    }
    return parser(req, res);
  };
}

export function bodyParsers(limits: Limits): BodyParsers {
  const multipart = multipartParser(limits);
  const xmlText = awaitable(express.text({ type: () => true, limit: limits.maxJsonBytes }));
  return {
    json: awaitable(express.json({ limit: limits.maxJsonBytes, type: ['application/json', '+json'] })),
    multipart: (req, res) => multipart(req, res).catch((error) => {
      throw toApiError(error, limits) || new ApiError('badRequest', `The multipart body is malformed: ${(error as Error).message}`);
    }),
    form: awaitable(express.urlencoded({ extended: false, limit: limits.maxJsonBytes })),
    // depth: body-parser 2's option (its types lag), nested as deep as a JSON body may be
    formFields: awaitable(express.urlencoded({ extended: true, depth: 16, parameterLimit: 10000, limit: limits.maxJsonBytes } as Parameters<typeof express.urlencoded>[0])),
    xml: (req, res) => xmlText(req, res).then(() => {
      req.body = parseXmlBody(typeof req.body === 'string' ? req.body : '');
    }),
    text: awaitable(express.text({ type: () => true, limit: limits.maxJsonBytes }))
  };
}
