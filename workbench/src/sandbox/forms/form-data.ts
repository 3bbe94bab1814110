/**
 * Reading forms and their fields from the store, shared by the form, field and record
 * behaviours.
 */
import { JsonObject, StoredObject, idOf } from '../store';
import { Environment } from '../api/environment';
import { findFieldType } from './field-types';

/** A form field as stored and answered (see docs/sandbox.md for the shape). */
export interface FieldObject extends StoredObject {
  form: { id: number };
  label: string;
  type: string;
  order: number;
  required: boolean;
  /** `{ properties }`: the per-type settings (see field-settings.ts and docs/sandbox.md). */
  settings: JsonObject;
}

export function formScope(formId: number): Array<{ attribute: string; id: number }> {
  return [{ attribute: 'form', id: formId }];
}

/** The fields of a form, in their order. */
export function fieldsOf(formId: number, env: Environment): FieldObject[] {
  return (env.store.list('FormFields', formScope(formId)) as FieldObject[])
    .sort((a, b) => (a.order - b.order) || (a.id - b.id));
}

/** The fields that hold data (not heading, text, spacer, page-break, html). */
export function dataFieldsOf(formId: number, env: Environment): FieldObject[] {
  return fieldsOf(formId, env).filter((field) => {
    const type = findFieldType(field.type);
    return !!type && type.holdsData;
  });
}

export function fieldKey(field: { id: number }): string {
  return `field${field.id}`;
}

/** The workspace a form belongs to. */
export function workspaceOfForm(form: StoredObject): number | undefined {
  return idOf(form.workspace);
}

/** The user ids that are members of a workspace. */
export function memberUserIds(workspaceId: number, env: Environment): Set<number> {
  const members = env.store.list('WorkspaceMembers', [{ attribute: 'workspace', id: workspaceId }]);
  const ids = new Set<number>();
  members.forEach((member) => {
    const id = idOf(member.user);
    if (id !== undefined) ids.add(id);
  });
  return ids;
}
