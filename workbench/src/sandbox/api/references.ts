/**
 * Attributes that point at another object as `{ id }` (`workspace`, `taskList`, `role`...):
 * input must point at an existing object, and `related=<attribute>` replaces the `{ id }` by the
 * object itself.
 */
import { JsonObject, StoredObject } from '../store';
import { ValidationErrors } from '../envelopes';
import { Environment } from './environment';
import { isPlainObject } from 'zn-plugin/core';

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
  formGroup: 'FormGroups'
};

function positiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Adds an error for every reference attribute of `data` that points nowhere. */
export function checkReferences(data: JsonObject, env: Environment, errors: ValidationErrors, keyPrefix = ''): void {
  Object.keys(REFERENCES).forEach((attribute) => {
    if (!(attribute in data) || data[attribute] === null) return;
    const value = data[attribute];
    const key = `${keyPrefix}${attribute}.id`;
    if (!isPlainObject(value) || !positiveId(value.id)) {
      errors[key] = [`Must be the id of a ${REFERENCES[attribute]} object (a positive integer)`];
      return;
    }
    if (!env.store.get(REFERENCES[attribute], value.id)) {
      errors[key] = [`No ${REFERENCES[attribute]} object has id ${value.id}`];
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
