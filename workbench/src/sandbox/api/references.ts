/**
 * Attributes that point at another object as `{ id }` (`workspace`, `taskList`, `role`...):
 * input must point at an existing object, and `related=<attribute>` replaces the `{ id }` by the
 * object itself.
 */
import { JsonObject, StoredObject } from '../store';
import { ValidationErrors } from '../envelopes';
import { Environment } from './environment';
import { isPlainObject } from '#core';

/** Reference attribute → the resource it points at. */
export const REFERENCES: Readonly<Record<string, string>> = {
  workspace: 'Workspaces',
  user: 'Users',
  assignedToUser: 'Users',
  createdByUser: 'Users',
  role: 'Roles',
  taskList: 'TaskLists',
  form: 'Forms',
  plugin: 'Plugins',
  service: 'PluginServices',
  note: 'Notes',
  member: 'WorkspaceMembers',
  binaryExportJob: 'BinaryExportJob',
  dataView: 'DataViews',
  webhook: 'Webhooks',
  formGroup: 'FormGroups',
  organization: 'Organizations',
  authProvider: 'AuthProviders'
};

function positiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** An id as Zengine took it: a number, or its decimal text (`$routeParams` give strings: `'workspace.id': "1"`). */
function readId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^(0|[1-9][0-9]{0,15})$/.test(value.trim())) {
    const id = Number(value.trim());
    return Number.isSafeInteger(id) ? id : undefined;
  }
  return undefined;
}

/**
 * References whose `{ id: 0 }` means "none", as Zengine wrote them: a task in no list
 * (`taskList: { id: 0 }`, the services doc's example).
 */
const ZERO_MEANS_NONE = ['taskList'];

/**
 * Adds an error for every reference attribute of `data` that points nowhere. An id given as a
 * numeric string is taken as its number (written back into `data`), as Zengine took it.
 */
export function checkReferences(data: JsonObject, env: Environment, errors: ValidationErrors, keyPrefix = ''): void {
  Object.keys(REFERENCES).forEach((attribute) => {
    if (!(attribute in data) || data[attribute] === null) return;
    const value = data[attribute];
    const key = `${keyPrefix}${attribute}.id`;
    const id = isPlainObject(value) ? readId(value.id) : undefined;
    const none = id === 0 && ZERO_MEANS_NONE.indexOf(attribute) !== -1;
    if (!isPlainObject(value) || id === undefined || (id === 0 && !none)) {
      errors[key] = [`Must be the id of a ${REFERENCES[attribute]} object (a positive integer)` +
        (ZERO_MEANS_NONE.indexOf(attribute) !== -1 ? ', or 0 for none' : '')];
      return;
    }
    if (value.id !== id) data[attribute] = { ...value, id };
    if (!none && !env.store.get(REFERENCES[attribute], id)) {
      errors[key] = [`No ${REFERENCES[attribute]} object has id ${id}`];
    }
  });
}

/** Reference attributes present on some of the objects: the belongs-to names `related=` takes. */
export function referenceAttributesOf(objects: StoredObject[]): string[] {
  return Object.keys(REFERENCES).filter((attribute) =>
    objects.some((object) => isPlainObject(object[attribute]) && positiveId((object[attribute] as JsonObject).id)));
}

/** Replaces `object[attribute]` (an `{ id }`) by the object it points at, when it exists. */
export function expandReference(objects: StoredObject[], attribute: string, env: Environment): void {
  const resource = REFERENCES[attribute];
  const cache = new Map<number, StoredObject | undefined>();
  objects.forEach((object) => {
    const value = object[attribute];
    if (!isPlainObject(value) || !positiveId(value.id)) return;
    if (!cache.has(value.id)) {
      const target = env.store.get(resource, value.id);
      cache.set(value.id, target && env.behaviorOf(resource).present
        ? env.behaviorOf(resource).present!([target], { resource, scope: [] }, env)[0]
        : target);
    }
    const target = cache.get(value.id);
    if (target) object[attribute] = target;
  });
}
