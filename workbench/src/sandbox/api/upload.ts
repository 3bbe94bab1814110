/**
 * POST of multipart/form-data to an upload resource (FormUploads, WorkspaceLogo,
 * RecordImportFiles, PluginServiceUploads, Files): each file becomes an object
 * `{ id, name, size, contentType, ... }` with the text fields sent beside the files
 * (`workspace.id`, `resource`, `resourceId` for Files); the bytes are kept beside it.
 */
import path from 'path';
import { ApiError, badRequest, successEnvelope, validationFailed } from '../envelopes';
import { JsonObject, StoredObject } from '../store';
import { normalizeObject } from './body';
import { checkReferences } from './references';
import { ApiAnswer, ApiRequest } from './request';

/** A file name without folders or control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.posix.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base === '' || base === '.' || base === '..' ? 'upload' : base).slice(0, 255);
}

export function upload(request: ApiRequest): ApiAnswer {
  const { collection, env } = request;
  if (request.match.id !== undefined) {
    throw new ApiError('methodNotAllowed', `POST uploads to the ${collection.resource} collection, not to object ${request.match.id}`);
  }
  const files = request.files || [];
  if (files.length === 0) throw badRequest(`${collection.resource} takes files as multipart/form-data parts; none came`);
  const replaces = !!(request.behavior.upload && request.behavior.upload.replaces);
  if (replaces && files.length > 1) throw badRequest(`${collection.resource} holds one file; got ${files.length}`);

  const fields = uploadFields(request);
  const objects: JsonObject[] = files.map((file) => {
    const object: JsonObject = {
      ...fields,
      name: safeFileName(file.originalname || ''),
      size: file.size,
      contentType: file.mimetype || 'application/octet-stream',
      createdByUser: { id: env.user.id },
      created: env.now,
      modified: env.now
    };
    collection.scope.forEach((parent) => { object[parent.attribute] = { id: parent.id }; });
    return object;
  });
  const page = { totalCount: objects.length, limit: objects.length, offset: 0 };
  if (request.options.validateOnly) return { status: 200, body: successEnvelope(page, replaces ? objects[0] : objects) };

  const saved: StoredObject[] = env.store.transaction(() => {
    if (replaces) env.store.list(collection.resource, collection.scope).forEach((old) => env.store.remove(collection.resource, old.id));
    return objects.map((object, index) => {
      const stored = env.store.insert(collection.resource, collection.scope, object);
      env.store.saveContent(collection.resource, stored.id, files[index].buffer);
      return stored;
    });
  });
  return { status: 200, body: successEnvelope(page, replaces ? saved[0] : saved) };
}

/** What the files' objects take from the text fields: checked as a JSON body's keys, references existing; not what the file says or the path gives. */
function uploadFields(request: ApiRequest): JsonObject {
  const given: JsonObject = {};
  // `workspace[id]` (FormData as jQuery and PHP name nested keys) is `workspace.id`
  Object.keys(request.fields || {}).forEach((key) => { given[key.replace(/\[([^\]]*)\]/g, '.$1')] = (request.fields as JsonObject)[key]; });
  if (Object.keys(given).length === 0) return {};
  const fields = normalizeObject(given, 'The multipart fields');
  ['name', 'size', 'contentType', 'createdByUser'].concat(request.collection.scope.map((parent) => parent.attribute))
    .forEach((attribute) => { delete fields[attribute]; });
  const errors = {};
  checkReferences(fields, request.env, errors);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return fields;
}
