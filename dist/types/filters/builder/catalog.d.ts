import { AttributeKind, FieldType, FilterPrefix, RecordAttribute } from './field-types';
import { BuilderOptions } from './options';
/** A form field as the API gives it (`GET /forms/:id?related=fields`, in `form.fields`). */
export interface ApiField {
    id: number;
    label?: string;
    type: string;
    settings?: {
        properties?: {
            /** Choice fields (dropdown, radio, checkbox): value → label. */
            choices?: Record<string, string>;
            /** Linked fields: the id of the linked form. */
            linkedForm?: number | string;
            [key: string]: unknown;
        };
        [key: string]: unknown;
    };
    [key: string]: unknown;
}
/** A form as the API gives it with `related=fields`. */
export interface ApiForm {
    id: number;
    name?: string;
    workspace?: {
        id: number;
    };
    fields?: ApiField[];
    [key: string]: unknown;
}
export interface ChoiceOption {
    key: string;
    label: string;
}
/** One attribute the person may filter on. */
export interface AttributeOption {
    attribute: string;
    /** The field's label from the API (shown as text), or the dictionary's for record attributes. */
    label: string;
    kind: AttributeKind;
    /** The API's field type; null for record attributes. */
    fieldType: FieldType | null;
    /** The prefixes offered, blacklist applied (never empty). */
    prefixes: FilterPrefix[];
    /** Linked fields: the linked form's id. */
    linkedFormId: number | null;
    /** Choice and checkbox fields: their choices in the API's order. */
    choices: ChoiceOption[];
}
/** What the builder knows of one form. */
export interface FormCatalog {
    formId: number;
    formName: string;
    workspaceId: number | null;
    /** The attributes offered, in the form's field order, then the record attributes. */
    attributes: AttributeOption[];
    byAttribute: Record<string, AttributeOption>;
    /** Every field of the form by attribute, offered or not, to tell a deleted field from an excluded one. */
    fieldsByAttribute: Record<string, ApiField>;
}
/** The labels of the record attributes, from the text dictionary. */
export type RecordAttributeLabels = Record<RecordAttribute, string>;
/**
 * The attributes a form offers under the options: its data fields of a known type (not
 * blacklisted by attribute or type), then `folder.id`, `createdByUser.id`, `created`, `modified`;
 * an attribute whose prefixes are all blacklisted is left out.
 */
export declare function buildCatalog(form: ApiForm, options: BuilderOptions, labels: RecordAttributeLabels): FormCatalog;
