/**
 * Form records: validated against their form's fields, answered with computed values, and
 * filtered with subfilters across linked forms resolved here.
 */
import { Collection, Environment, FilterNode, Prepared, ResourceBehavior } from '../api/environment';
import { badRequest, notFound } from '../envelopes';
import { selectIds, selectObjects } from '../api/collection';
import { presentRecords } from '../forms/computed';
import { FieldObject, dataFieldsOf, fieldKey, fieldsOf, formScope, workspaceOfForm } from '../forms/form-data';
import { JsonObject, idOf } from '../store';
import { findFieldType } from '../forms/field-types';
import { prepareRecordInput } from '../forms/record-values';
import { propertiesOf } from '../forms/field-settings';

/** Record properties filters and sorting may use besides the fields. */
const RECORD_ATTRIBUTES = ['id', 'name', 'created', 'modified', 'objectVersion', 'form', 'form.id', 'folder', 'folder.id',
  'createdByUser', 'createdByUser.id', 'workspace', 'workspace.id'];
/** The inner attributes of field values that are objects, by field type. */
const INNER_ATTRIBUTES: Record<string, string[]> = {
  linked: ['id', 'name'],
  member: ['id'],
  'file-upload': ['id', 'name', 'size', 'contentType']
};

function formIdOf(collection: Collection): number {
  return collection.scope[0].id;
}

function recordsOf(formId: number): Collection {
  return { resource: 'FormRecords', scope: formScope(formId) };
}

/**
 * A subfilter condition becomes `in` (or `not-in` for prefix `not`) a list of ids:
 * - on a linked field (`field22`): the ids of the linked form's records matching the subfilter;
 * - on `form<id>` (a form linking to this one): the ids of this form's records that some
 *   matching record of that form links to.
 */
function resolveSubfilter(condition: FilterNode, collection: Collection, env: Environment, depth: number): FilterNode {
  const formId = formIdOf(collection);
  const attribute = String(condition.attribute);
  const prefix = condition.prefix === undefined ? '' : condition.prefix;
  if (prefix !== '' && prefix !== 'not') {
    throw badRequest(`The filter's subfilter on ${attribute} has prefix ${JSON.stringify(prefix)}; a subfilter takes "" (matches) or "not" (does not match)`);
  }
  const listPrefix = prefix === 'not' ? 'not-in' : 'in';
  const fieldMatch = /^field(\d+)$/.exec(attribute);
  if (fieldMatch) {
    const field = fieldsOf(formId, env).find((candidate) => candidate.id === Number(fieldMatch[1]));
    const linkedFormId = field && field.type === 'linked' ? idOf(propertiesOf(field).linkedForm) : undefined;
    if (linkedFormId === undefined || !env.store.get('Forms', linkedFormId)) {
      throw badRequest(`The filter has a subfilter on ${attribute}, which is not a linked field of form ${formId}`);
    }
    const matching = selectIds(recordsOf(linkedFormId), env, { conditions: [], filter: condition.filter }, depth);
    return { prefix: listPrefix, attribute, value: matching.map(String) };
  }
  const formMatch = /^form(\d+)$/.exec(attribute);
  if (formMatch) {
    const childFormId = Number(formMatch[1]);
    const links = env.store.get('Forms', childFormId)
      ? fieldsOf(childFormId, env).filter((field) => field.type === 'linked' && idOf(propertiesOf(field).linkedForm) === formId)
      : [];
    if (links.length === 0) {
      throw badRequest(`The filter has a subfilter on ${attribute}, but form ${childFormId} has no linked field to form ${formId}`);
    }
    const matching = selectObjects(recordsOf(childFormId), env, { conditions: [], filter: condition.filter }, undefined, depth);
    const ids = new Set<string>();
    matching.forEach((record) => links.forEach((link: FieldObject) => {
      const id = idOf(record[fieldKey(link)]);
      if (id !== undefined) ids.add(String(id));
    }));
    return { prefix: listPrefix, attribute: 'id', value: Array.from(ids) };
  }
  throw badRequest(`The filter has a subfilter on ${attribute}; subfilters go on a linked field (field<id>) or on form<id> of a form linking here`);
}

/**
 * A record holds its form's workspace, as Zengine's API answered it (`workspace: { id }`), so
 * `?workspace.id=1`, and `?workspaceId=1` as the runtimes sent znData's params, select the
 * records of a form of workspace 1: all of them, decided once for the form.
 */
function sharedOfRecords(collection: Collection, env: Environment): JsonObject {
  const form = env.store.get('Forms', formIdOf(collection));
  const workspaceId = form ? workspaceOfForm(form) : undefined;
  return { workspace: workspaceId === undefined ? null : { id: workspaceId } };
}

export const formRecords: ResourceBehavior = {
  present: (records, collection, env) => presentRecords(records, formIdOf(collection), env),
  shared: sharedOfRecords,
  knownAttributes: (collection, env) => RECORD_ATTRIBUTES.concat(...dataFieldsOf(formIdOf(collection), env).map((field) =>
    [fieldKey(field)].concat((INNER_ATTRIBUTES[field.type] || []).map((inner) => `${fieldKey(field)}.${inner}`)))),
  valueIndex: {
    // computed fields and a linked record's name exist only as answered
    derivedAttributes: (collection, env) => dataFieldsOf(formIdOf(collection), env).flatMap((field) => {
      const type = findFieldType(field.type);
      if (type && type.computed) return [fieldKey(field)];
      return field.type === 'linked' ? [`${fieldKey(field)}.name`] : [];
    })
  },
  prepare(input, existing, collection, env): Prepared {
    const formId = formIdOf(collection);
    const form = env.store.get('Forms', formId);
    if (!form) throw notFound(`No form has id ${formId}`);
    const prepared = prepareRecordInput(input, existing, form, fieldsOf(formId, env), env);
    if (!existing) {
      prepared.data = { name: '', folder: { id: 0 }, ...prepared.data, createdByUser: { id: env.user.id } };
    }
    return prepared;
  },
  resolveSubfilter
};
