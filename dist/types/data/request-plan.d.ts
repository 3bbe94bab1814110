import { ZnDataEventAction } from '../events/event-names';
import { ResourceDefinition } from './resources';
import { UrlContext } from './url';
/** The calls of a `znData` resource. `del` is `delete` under another name. */
export type ZnDataAction = 'get' | 'query' | 'count' | 'save' | 'update' | 'delete' | 'saveAll' | 'updateAll' | 'deleteAll';
/**
 * Keys of `params` that are options of a call, not conditions selecting objects (REST
 * conventions). `objectVersion` is one too, though it travels as a header.
 */
export declare const OPTION_KEYS: ReadonlyArray<string>;
/** The param sent as the header `X-If-ObjectVersion-Matches` on versioned resources. */
export declare const OBJECT_VERSION_KEY = "objectVersion";
export declare const OBJECT_VERSION_HEADER = "X-If-ObjectVersion-Matches";
/** A top-level field of a multipart body. */
export interface MultipartField {
    readonly name: string;
    /** A file or blob as it is, anything else as text (objects as JSON). */
    readonly value: string | Blob;
}
/** The body of a request. */
export type RequestBody = {
    readonly kind: 'none';
} | {
    readonly kind: 'json';
    readonly value: unknown;
} | {
    readonly kind: 'multipart';
    readonly fields: ReadonlyArray<MultipartField>;
} | {
    readonly kind: 'form-data';
    readonly value: unknown;
};
/** Everything about one `znData` call, decided before anything is sent. */
export interface RequestPlan {
    readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /** The whole URL: base, encoded path, query. */
    readonly url: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body: RequestBody;
    /** The event to broadcast after success; `null` for none (count, or `validate_only`). */
    readonly event: {
        readonly action: ZnDataEventAction;
        readonly created?: boolean;
    } | null;
    /** What the call resolves with: the envelope's `data`, or its `totalCount` (count). */
    readonly result: 'data' | 'count';
}
/** What a plan is made from. `params` is a plain object, `data` was checked by the caller. */
export interface PlanInput {
    readonly resource: ResourceDefinition;
    readonly action: ZnDataAction;
    readonly params: Readonly<Record<string, unknown>>;
    readonly data?: unknown;
    /** `znConfig.get().apiUrl`, without a trailing slash. */
    readonly apiUrl: string;
    /** Whether a value is a browser `Blob` (a `File` is one). */
    isBlob(value: unknown): boolean;
    /** Whether a value is a browser `FormData`. */
    isFormData(value: unknown): boolean;
}
/**
 * Nested plain objects as the API's dotted keys, as Zengine sent them: `{ workspace: { id: 2 } }`
 * → `workspace.id=2`, `{ folder: { id: 3 } }` → `folder.id=3`, at any depth, in the caller's order.
 * `filter`, `objectVersion` and the keys `keep` names (path parameters, whose values must be
 * scalars) stay as they are, to be sent as JSON or refused; a value that contains itself is refused.
 */
export declare function flattenParams(context: UrlContext, params: Readonly<Record<string, unknown>>, keep?: (key: string) => boolean): Record<string, unknown>;
/**
 * Decides the method, URL, headers, body and event of a `znData` call by the spec's rules
 * (section 4.1, rules 1–9), or throws a `ZnError` saying why the call must not be sent: a
 * missing path parameter, a bad value, or a call that would change or delete a whole collection.
 */
export declare function planRequest(input: PlanInput): RequestPlan;
