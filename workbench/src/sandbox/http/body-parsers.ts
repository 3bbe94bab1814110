/**
 * The body parsers, each as a function the handlers await (JSON, multipart, form fields, text),
 * within the sandbox's limits; their failures become ApiErrors (http/errors.ts).
 */
import express, { Request, Response } from 'express';
import { ApiError } from '../envelopes';
import type { Limits } from '../options';
import { toApiError } from './errors';

export type BodyParser = (req: Request, res: Response) => Promise<void>;

export interface BodyParsers {
  json: BodyParser;
  multipart: BodyParser;
  form: BodyParser;
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
  return {
    json: awaitable(express.json({ limit: limits.maxJsonBytes, type: ['application/json', '+json'] })),
    multipart: (req, res) => multipart(req, res).catch((error) => {
      throw toApiError(error, limits) || new ApiError('badRequest', `The multipart body is malformed: ${(error as Error).message}`);
    }),
    form: awaitable(express.urlencoded({ extended: false, limit: limits.maxJsonBytes })),
    text: awaitable(express.text({ type: () => true, limit: limits.maxJsonBytes }))
  };
}
