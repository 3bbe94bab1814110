// Public types of the testing kit (`zn.plugin.testing`, dist/zn-plugin-testing.js): the services a
// plugin's unit tests inject to drive the SDK offline.
import type { ZnFilter, ZnResourceName } from '../core';
import type { ZnMessageType, ZnModalScope } from '../dialogs/types';
import type { ZnFiltersPanelOptions } from '../filters/builder/types';

/** A stored object of the in-memory API: any JSON object with an `id`. */
export interface ZnTestObject {
  id: number | string;
  [key: string]: unknown;
}

/** The path parameters of a collection, e.g. `{ formId: 1 }` for FormRecords. */
export type ZnTestPathParams = Record<string, string | number>;

/**
 * A znData call, as `failNext` names it: `get` (GET one), `query` (GET a list), `count`, `save`
 * (POST one, or PUT one), `update` (PUT one or PUT with conditions), `delete` (DELETE one),
 * `saveAll` (POST an array), `updateAll` (PUT with conditions), `deleteAll` (DELETE with conditions).
 */
export type ZnTestAction = 'get' | 'query' | 'count' | 'save' | 'update' | 'delete' | 'saveAll' | 'updateAll' | 'deleteAll';

/** A failure to answer with: the API's failure envelope; what is left out is filled in from `status`. */
export interface ZnTestFailure {
  /** The HTTP status, e.g. 409; 0 answers as a network error (no answer at all). Default 500. */
  status?: number;
  /** The API's code; default 4000 + the status's last two digits (4009 for a 409, 5000 for a 500). */
  code?: number;
  userMessage?: string;
  developerMessage?: string;
  /** Messages keyed like the input: `{ field12: ['Is required'] }`. */
  validationErrors?: Record<string, string[]>;
  /** Only the calls whose path parameters and query values include these (as text). */
  params?: Record<string, unknown>;
}

/** A request as a plugin service handler sees it. */
export interface ZnTestServiceRequest {
  method: string;
  /** The route as requested, without the query: `/items/42`. */
  route: string;
  /** The workspace id from the URL, as a number. */
  workspaceId: number;
  namespace: string;
  /** The route's `:name` values: `{ id: '42' }` for `GET /items/:id`. */
  params: Record<string, string>;
  /** The query values (what `params.params` of znPluginData sent), as text. */
  query: Record<string, string>;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  headers: Record<string, string>;
}

/** What a handler answers through, as a Zengine backend service does; or it returns the body. */
export interface ZnTestServiceResponse {
  status(code: number): ZnTestServiceResponse;
  set(name: string, value: string): ZnTestServiceResponse;
  send(body?: unknown): void;
  end(): void;
}

/** A plugin service route's handler: returns the 200 body, or answers through `response`. A throw answers 500. */
export type ZnTestServiceHandler = (request: ZnTestServiceRequest, response: ZnTestServiceResponse) => unknown;

/** A request the kit answered, for assertions: `znTestBackend.requests()`. */
export interface ZnTestRequestRecord {
  method: string;
  url: string;
  /** `FormRecords.save`, or `board GET /settings` for a plugin service. */
  call: string;
  body: unknown;
  status: number;
}

/** `znTestBackend`: an in-memory REST API (and plugin services) behind `$httpBackend`. */
export interface ZnTestBackendService {
  /** Adds objects to a collection (ids assigned where missing); returns copies of the stored objects. */
  seed(resource: ZnResourceName, params: ZnTestPathParams, objects: object[]): ZnTestObject[];
  /** `seed(resource, objects)` for a collection without path parameters (Forms, Workspaces...). */
  seed(resource: ZnResourceName, objects: object[]): ZnTestObject[];
  /** Copies of a collection's objects, in id order. */
  all(resource: ZnResourceName, params?: ZnTestPathParams): ZnTestObject[];
  /** Makes the next call of `resource`'s `action` fail with `failure` (once). Several queue up in order. */
  failNext(resource: ZnResourceName, action: ZnTestAction, failure?: ZnTestFailure): ZnTestBackendService;
  /** Makes the next request of a plugin service route fail: `failNext('board', 'GET /settings', { status: 500 })`. */
  failNext(namespace: string, route: string, failure?: ZnTestFailure): ZnTestBackendService;
  /** Answers znPluginData(namespace) requests of `'METHOD /route'` (`:name` segments match any value). */
  service(namespace: string, route: string, handler: ZnTestServiceHandler): ZnTestBackendService;
  /** Answers every pending request, and those their answers lead to, then digests. No-op when none is pending. */
  flush(): void;
  /** The requests answered so far, oldest first. */
  requests(): ZnTestRequestRecord[];
  /** Empties every collection, service, queued failure and the request log. */
  reset(): void;
}

/** A message znMessage showed. */
export interface ZnTestMessage {
  /** The message as given (HTML). */
  html: string;
  /** The message as a person reads it: tags removed, entities decoded. */
  text: string;
  type: ZnMessageType;
  duration: number | undefined;
  /** False once closed (its `close()`, or `znMessage(false)`). */
  open: boolean;
}

/** A question znConfirm asked. */
export interface ZnTestConfirm {
  html: string;
  text: string;
  /** True when it has Yes/No (a callback was given); false for an OK-only notice. */
  question: boolean;
  /** `true` (Yes), `false` (No, or OK), or `undefined` while open. */
  answer: boolean | undefined;
}

/** An open (or closed) znModal dialog you can drive. */
export interface ZnTestModal {
  title: string;
  template: string;
  templateUrl: string | null;
  classes: string[];
  /** The button texts, in order. */
  buttons: string[];
  /** The content scope (with `setBtnAction`), as the template would see it. */
  scope: ZnModalScope;
  isOpen(): boolean;
  /** True while a button's action promise is pending. */
  isBusy(): boolean;
  /** Clicks the button with this text (as a person does: through setBtnAction if set), then digests. */
  click(button: string): ZnTestModal;
  /** Closes as ESC or the close button does (`closed` resolves with undefined), then digests. */
  dismiss(): ZnTestModal;
  /** The body compiled against the scope and digested (the template must be in $templateCache). */
  element(): JQLite;
  /** What `closed` resolved with, once closed. */
  result: unknown;
}

/** An open znFiltersPanel. */
export interface ZnTestFilterPanel {
  options: ZnFiltersPanelOptions;
  isOpen(): boolean;
  /** Saves `filter` as the person would (onSave, then result resolves with it), then digests. */
  save(filter: ZnFilter): void;
  /** Closes without saving (result resolves with null), then digests. */
  cancel(): void;
}

/** `znTestDialogs`: what znMessage, znConfirm, znModal and znFiltersPanel showed, and answers. */
export interface ZnTestDialogsService {
  /** Every message shown, oldest first (`messages(true)`: only those still open). */
  messages(openOnly?: boolean): ZnTestMessage[];
  /** Every question asked, oldest first. */
  confirms(): ZnTestConfirm[];
  /** Answers the oldest open confirm (Yes for true), runs its callback, then digests. */
  confirm(answer: boolean): ZnTestConfirm;
  /** The newest open modal, or the newest open one with this title or class. Throws when there is none. */
  modal(titleOrClass?: string): ZnTestModal;
  /** Every modal opened, oldest first. */
  modals(): ZnTestModal[];
  /** The newest open filter panel. Throws when there is none. */
  filterPanel(): ZnTestFilterPanel;
  /** Forgets everything shown. */
  reset(): void;
}

/** `znTestStorage`: the in-memory stores behind znLocalStorage and znCookies. */
export interface ZnTestStorageService {
  /** The local store's items, as stored (text), by full key. */
  localItems(): Record<string, string>;
  /** Puts raw text in the local store, as another script (or an earlier visit) would. */
  setLocalItem(key: string, text: string): void;
  /** `'full'` refuses writes with a QuotaExceededError; `'unavailable'` makes the store missing; `'ready'` again. */
  setLocalState(state: 'ready' | 'full' | 'unavailable'): void;
  /** The cookies the page has, name → raw value. */
  cookies(): Record<string, string>;
  /** Every cookie string written to `document.cookie`, oldest first (with their attributes). */
  cookieWrites(): string[];
  /** Puts a raw cookie, as the server or another script would. */
  setCookie(name: string, value: string): void;
  /** Turns cookies off (`navigator.cookieEnabled` false) or on. */
  setCookiesEnabled(enabled: boolean): void;
  /** Empties both stores. */
  reset(): void;
}

/** `znTestTemplates`: a plugin's templates into `$templateCache`. */
export interface ZnTestTemplatesService {
  /** Puts each `<script type="text/ng-template" id>` block of `html` (plugin.html) in `$templateCache`; returns their ids. */
  load(html: string): string[];
}
