import type { IPromise, IQService } from 'angular';
import type { ZnDataService, ZnFailure, ZnMetaData } from '../../data/types';
import { ApiForm } from './catalog';

/** One entry of a value select: `key` is the value as text, so ids of any type compare alike. */
export interface ValueOption {
  key: string;
  value: string | number;
  label: string;
}

/** The API's `WorkspaceMembers` entry: the filter value of a member field is the user's id. */
interface ApiMember {
  user?: { id?: number; displayName?: string; username?: string; email?: string };
}

/** Pages read for one list: 10 × 100 entries. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/** The person-readable message of a failed call: the API's userMessage when there is one. */
export function failureMessage(failure: unknown, fallback: string): string {
  const message = failure && typeof failure === 'object' ? (failure as ZnFailure).userMessage : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

function option(value: unknown, label: unknown): ValueOption | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return { key: String(value), value, label: typeof label === 'string' && label !== '' ? label : String(value) };
}

function options(entries: unknown[], read: (entry: any) => ValueOption | null): ValueOption[] {
  return entries.map((entry) => (entry && typeof entry === 'object' ? read(entry) : null))
    .filter((entry): entry is ValueOption => entry !== null);
}

/**
 * What one builder reads through znData: the form with its fields (`Forms` with
 * `related=fields`), and the lists its value selects offer. Each list is read once per builder,
 * so opening the panel again shows fresh data.
 */
export class FilterBuilderSource {
  private cache: Record<string, IPromise<any>> = {};

  constructor(private znData: ZnDataService, private $q: IQService) {}

  /** `GET /forms/:id?related=fields`: the form, its workspace and its fields. */
  form(formId: number): IPromise<ApiForm> {
    return this.once(`form:${formId}`, () => this.znData('Forms').get<ApiForm>({ id: formId, related: 'fields' }));
  }

  /** The workspace's members, as the user ids a member field holds. */
  members(workspaceId: number): IPromise<ValueOption[]> {
    return this.once(`members:${workspaceId}`, () => this.all('WorkspaceMembers', { workspaceId })
      .then((members) => options(members, (member: ApiMember) => option(member.user?.id,
        member.user?.displayName || member.user?.username || member.user?.email))));
  }

  /** The form's folders. */
  folders(formId: number): IPromise<ValueOption[]> {
    return this.once(`folders:${formId}`, () => this.all('FormFolders', { formId })
      .then((folders) => options(folders, (folder) => option(folder.id, folder.name))));
  }

  /** `Countries`: `{ id, country }` entries. */
  countries(): IPromise<ValueOption[]> {
    return this.once('countries', () => this.all('Countries', {})
      .then((countries) => options(countries, (country) => option(country.id, country.country ?? country.name))));
  }

  /** `States`: `{ id, state }` entries. */
  states(): IPromise<ValueOption[]> {
    return this.once('states', () => this.all('States', {})
      .then((states) => options(states, (state) => option(state.id, state.state ?? state.name))));
  }

  /** Up to 20 records of a form whose name contains `text`, by name. */
  searchRecords(formId: number, text: string): IPromise<ValueOption[]> {
    return this.znData('FormRecords').query({ formId, 'contains-name': text, sort: 'name', limit: 20 })
      .then((records) => options(records, (record) => option(record.id, record.name)));
  }

  /** One record, to name the record a saved filter points at. */
  record(formId: number, id: string | number): IPromise<ValueOption | null> {
    return this.once(`record:${formId}:${id}`, () => this.znData('FormRecords').get({ formId, id })
      .then((record) => (record && typeof record === 'object' ? option(record.id, record.name) : null)));
  }

  private once<T>(key: string, load: () => IPromise<T>): IPromise<T> {
    if (!this.cache[key]) {
      this.cache[key] = load();
      // a failure is not kept, so the next use asks again
      this.cache[key].catch(() => { delete this.cache[key]; });
    }
    return this.cache[key];
  }

  /** Every entry of a list resource, 100 a page (at most 10 pages). */
  private all(resource: 'WorkspaceMembers' | 'FormFolders' | 'Countries' | 'States', params: Record<string, unknown>): IPromise<unknown[]> {
    let meta: ZnMetaData | undefined;
    return this.znData(resource).query({ ...params, limit: PAGE_SIZE }, (_data, metaData) => { meta = metaData; })
      .then((first) => {
        const total = Math.min(meta?.totalCount ?? first.length, PAGE_SIZE * MAX_PAGES);
        const rest: Array<IPromise<unknown[]>> = [];
        if (first.length === PAGE_SIZE) {
          for (let page = 2; (page - 1) * PAGE_SIZE < total; page += 1) {
            rest.push(this.znData(resource).query({ ...params, limit: PAGE_SIZE, page }));
          }
        }
        return this.$q.all(rest).then((pages) => first.concat(...pages));
      });
  }
}
