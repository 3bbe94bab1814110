/** One API request after routing: what the read and write handlers work from. */
import { RouteMatch } from '../routes';
import { QueryOptions } from '../query/options';
import { Collection, Environment, ResourceBehavior } from './environment';

export interface ApiRequest {
  method: string;
  match: RouteMatch;
  collection: Collection;
  behavior: ResourceBehavior;
  options: QueryOptions;
  env: Environment;
  /** The parsed JSON body (POST, PUT). */
  body?: unknown;
  /** Uploaded files (multipart POST). */
  files?: Array<{ originalname: string; mimetype: string; size: number; buffer: Buffer }>;
  /** The text fields beside the files of a multipart POST (`workspace.id`, `resource`...). */
  fields?: Record<string, unknown>;
  /** The `X-If-ObjectVersion-Matches` header, when sent. */
  expectedVersion?: number;
  /** Whether the resource carries an objectVersion. */
  versioned: boolean;
}

/** What a handler answers: an HTTP status and a JSON body (an envelope). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}
