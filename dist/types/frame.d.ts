// Type definitions for zn-plugin 0.2.0: the runtime of a v1 plugin shipped as a v2 app (dist/zn-plugin-frame.js)
// (c) zn-plugin contributors, MIT licence. Needs @types/angular.
import { auto } from 'angular';

declare class ZnError extends Error {
	/** The injectable that raised it, e.g. `znData`. */
	readonly service: string;
	/** A stable, kebab-case code such as `missing-path-param`; see docs/errors.md. */
	readonly code: string;
	constructor(service: string, code: string, message: string);
}
/**
 * The index.html of a v1 plugin shipped as a v2 app (docs/v2.md, "Shipping a v1 plugin as v2"),
 * written in one place for the two that need it: `zn-plugin build` (target 2), which writes the
 * app, and the SDK's frame bundle, which exports it for builds of one's own. Pure: the caller
 * gives the files in order, as URLs relative to the page; the runtime comes last.
 */
/** The root element the runtime (zn-plugin-frame.js) starts AngularJS on. */
export declare const FRAME_ROOT_MARKUP = "<div zn-frame-root></div>";
/** The runtime's bundle, in the SDK's dist/. */
export declare const FRAME_RUNTIME_SCRIPT = "zn-plugin-frame.js";
/** The `location` of the context and of `locationChange`'s `next`/`prev` (docs/v2.md). */
export interface ZnFrameLocation {
	protocol?: string;
	host?: string;
	port?: number | string;
	hash?: string;
	href?: string;
	pathname?: string;
	searchParams?: Record<string, unknown>;
	pathParams?: Record<string, string>;
}
/** What the client posts to: the framing window (`window.parent`), or a fake in specs. */
export interface RpcTarget {
	postMessage(message: unknown, targetOrigin: string): void;
}
/** What the client listens on: the frame's window, or a fake in specs. */
export interface RpcListener {
	addEventListener(type: "message", listener: (event: {
		data: unknown;
		origin: string;
		source: unknown;
	}) => void): void;
	removeEventListener(type: "message", listener: (event: {
		data: unknown;
		origin: string;
		source: unknown;
	}) => void): void;
}
/** The `error` of a PostRPC failure, as the host sent it. */
export interface RpcFailure {
	code: number;
	message: string;
	data?: unknown;
}
export interface RpcClientOptions {
	target: RpcTarget;
	listener: RpcListener;
	/** The host page's origin; '*' accepts (and posts to) any. */
	origin: string;
	/** Milliseconds a method may take before it fails with code `host-timeout` (default 30000). */
	timeout?: number;
	/** Timers, injectable for specs (default the global ones). */
	setTimeout?: (run: () => void, ms: number) => unknown;
	clearTimeout?: (handle: unknown) => void;
}
export interface CallOptions {
	/** Milliseconds for this call; 0 waits as long as the host takes (a question the user answers). */
	timeout?: number;
	/** The service the call is for, named in errors (default `znPluginFrame`). */
	service?: string;
}
type EventListener$1 = (payload: unknown, name: string) => void;
/**
 * The error a call rejects with: a ZnError for a method the host lacks (`host-method-missing`),
 * for no answer (`host-timeout`) and for a host failure (`host-failure`, the host's `error` in
 * `rpcError`, its `data` (the failure's own fields: status, data, headers) in `data`).
 */
export declare class ZnRpcError extends ZnError {
	readonly rpcError: RpcFailure;
	readonly data: unknown;
	constructor(service: string, code: string, message: string, rpcError: RpcFailure);
}
export declare class RpcClient {
	private readonly options;
	private nextId;
	private readonly pending;
	private readonly listeners;
	private readonly anyListeners;
	private readonly onMessage;
	private stopped;
	constructor(options: RpcClientOptions);
	/** Calls `method` with `args`; resolves with the host's result, rejects with a ZnRpcError. */
	call<T = unknown>(method: string, args?: unknown, callOptions?: CallOptions): Promise<T>;
	/** Listens to a host event; every listener of a name is called. Returns the unsubscribe function. */
	subscribe(name: string, listener: EventListener$1): () => void;
	/** Listens to every host event (the runtime broadcasts them on $rootScope). */
	onEvent(listener: EventListener$1): () => void;
	stop(): void;
	private forget;
	private settle;
	private receive;
}
/** The view a frame is in, as the host's `context.pluginView` says. */
export interface ZnFrameView {
	type: "fullPage" | "settings" | "inline" | "recordOverlay" | "modal" | "dropdown" | string;
	location?: string;
	src?: string;
}
export declare const FRAME_MODULE_NAME = "zn.plugin.frame";
/** The part of the host's `context` the runtime reads (the rest is put on $rootScope as it comes). */
export interface ZnFrameContext {
	plugin?: {
		namespace?: string;
		name?: string;
		[key: string]: unknown;
	};
	pluginView?: ZnFrameView;
	seedData?: Record<string, unknown> | null;
	location?: ZnFrameLocation;
	record?: unknown;
	[key: string]: unknown;
}
export interface ZnFrameStartOptions {
	/** The frame's window (default `window`): its document, its `message` events. */
	window?: Window;
	/** Where requests are posted (default `window.parent`). */
	target?: RpcTarget;
	/** Where answers are heard (default the window). */
	listener?: RpcListener;
	/** The host page's origin (default `location.ancestorOrigins[0]`, else the referrer's, else '*'). */
	origin?: string;
	/** The element AngularJS starts on (default `[zn-frame-root]`, else the body). */
	root?: Element;
	/** More AngularJS modules to load (after the runtime's). */
	modules?: Array<string | ((...args: any[]) => unknown) | unknown[]>;
	/** Milliseconds a host method may take (default 30000; questions the user answers never time out). */
	timeout?: number;
}
/** A started frame: its injector, the context it started from, the client, and how to stop it. */
export interface ZnFrameApp {
	injector: auto.IInjectorService;
	context: ZnFrameContext;
	client: RpcClient;
	stop(): void;
}
/** Starts the runtime: resolves once the interface is mounted (or the dialog drawn). */
export declare function startFrame(options?: ZnFrameStartOptions): Promise<ZnFrameApp>;
/**
 * `frameIndexHtml`'s default scripts before the plugin's own, in order, as file names in a flat
 * dist/ that a build of one's own fills: the unminified files of the frame's first version. Kept
 * as it was, as a public export whose default a build of one's own may rely on; it is not what
 * `zn-plugin build` loads, which is minified (`vendor/...`, `sdk/...min.js`), per plugin (only the
 * libraries its code and templates use), and has more: Bootstrap 2.3.2's dropdown, modal, tooltip
 * and popover after jQuery UI, angular-resource after angular-route, moment, Firebase and
 * AngularFire after ui-sortable (docs/v2.md, "What `zn-plugin build` writes"). A build of one's
 * own whose plugin needs those passes `libraryScripts` in that order.
 */
export declare const FRAME_LIBRARY_SCRIPTS: readonly string[];
export interface FrameIndexOptions {
	/** The page's title (the plugin's name). */
	title: string;
	/** The plugin's built scripts (`plugin.js`), after the libraries. */
	pluginScripts: readonly string[];
	/** Its stylesheets (`plugin.css`; Bootstrap's and the SDK's first if the build ships them). */
	stylesheets?: readonly string[];
	/** Its templates, each a `<script type="text/ng-template" id>` in the body. */
	templates?: ReadonlyArray<{
		id: string;
		html: string;
	}>;
	/** Overrides the library scripts (default FRAME_LIBRARY_SCRIPTS). */
	libraryScripts?: readonly string[];
}
/** The whole index.html. */
export declare function frameIndexHtml(options: FrameIndexOptions): string;

export as namespace znPluginFrame;

export {};
