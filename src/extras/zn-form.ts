/**
 * `znForm`: helpers over a form's `linkedForms` (Zengine's plugin runtime gave them as a service).
 * Pure functions; what they are given is never changed except where Zengine's did (`type` on the
 * forms `getFullLinkedForms` returns, `order` on the links `getSortedLinkedForms` returns).
 */

interface Linked {
  type?: string;
  form?: { id?: unknown; order?: unknown };
  keyField?: { id?: unknown; order?: unknown };
}
interface FormLike { id?: unknown; order?: unknown; linkedForms?: Linked[]; fields?: Array<{ id?: unknown; type?: string; order?: unknown }>; [key: string]: unknown }

const ALL_TYPES = ['hasOne', 'belongsTo', 'hasMany'];

function linksOf(form: unknown): Linked[] | null {
  const links = form && typeof form === 'object' ? (form as FormLike).linkedForms : undefined;
  return Array.isArray(links) ? links.filter((link) => link && typeof link === 'object') : null;
}

/** The forms (from `forms`) that `form` links to, of the given types (all by default), each with its link's `type`. */
export function getFullLinkedForms(form: unknown, forms: unknown, forTypes?: string | string[]): FormLike[] {
  const links = linksOf(form);
  if (!links || !Array.isArray(forms)) return [];
  const types = forTypes ? ([] as string[]).concat(forTypes) : ALL_TYPES;
  const related: FormLike[] = [];
  links.forEach((link) => {
    if (types.indexOf(String(link.type)) === -1) return;
    forms.forEach((other: FormLike) => {
      if (other && link.form && other.id === link.form.id) {
        other.type = link.type;
        related.push(other);
      }
    });
  });
  return related;
}

/** The link of `form` to the form `formId` (ids compared as text), or false. */
export function getLinkedForm(form: unknown, formId: unknown): Linked | false {
  const links = linksOf(form);
  const found = links && links.find((link) => link.form && String(link.form.id) === String(formId));
  return found || false;
}

/** The record attribute of the field that links `form` to `formId` (`'field123'`), or false. */
export function getLinkedFormAttribute(form: unknown, formId: unknown): string | false {
  const link = getLinkedForm(form, formId);
  return link && link.keyField ? `field${String(link.keyField.id)}` : false;
}

function compare(a: unknown, b: unknown): number {
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/**
 * The links of `form`, belongsTo first (by their linked field's order in the form), then the
 * others by their form's order in `forms`. Undefined when the form has no links, as Zengine's did.
 */
export function getSortedLinkedForms(form: unknown, forms: unknown): Linked[] | undefined {
  const links = linksOf(form);
  if (!links) return undefined;
  const fields = Array.isArray((form as FormLike).fields) ? (form as FormLike).fields! : [];
  const all: FormLike[] = Array.isArray(forms) ? forms : [];
  links.forEach((link) => {
    if (link.type === 'belongsTo' && link.keyField) {
      const field = fields.find((item) => item && item.type === 'linked' && item.id == link.keyField!.id);
      if (field) link.keyField.order = field.order;
    } else if (link.form) {
      const other = all.find((item) => item && item.id == link.form!.id);
      if (other) link.form.order = other.order;
    }
  });
  return links.slice().sort((a, b) => {
    const aBelongs = a.type === 'belongsTo';
    const bBelongs = b.type === 'belongsTo';
    if (aBelongs !== bBelongs) return aBelongs ? -1 : 1;
    return aBelongs ? compare(a.keyField && a.keyField.order, b.keyField && b.keyField.order)
      : compare(a.form && a.form.order, b.form && b.form.order);
  });
}

/** The service object. */
export function znFormFactory(): Record<string, unknown> {
  return { getFullLinkedForms, getLinkedForm, getLinkedFormAttribute, getSortedLinkedForms };
}
znFormFactory.$inject = [] as string[];
