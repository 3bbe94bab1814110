import type { FilterFactory, IControllerConstructor, IDirectiveFactory, Injectable } from 'angular';

/**
 * Where an inline interface can be placed in the host page (the Zengine plugin locations):
 * - `zn-top-nav`: in the top nav bar, next to the notifications bell;
 * - `zn-plugin-data-subheader`: above the data grid;
 * - `zn-plugin-panel-header` / `zn-plugin-panel-footer`: above / below the data panel;
 * - `zn-plugin-form-top` / `zn-plugin-form-bottom`: above / below the form in the data panel.
 */
export type ZnPluginLocation =
  | 'zn-top-nav'
  | 'zn-plugin-data-subheader'
  | 'zn-plugin-panel-header'
  | 'zn-plugin-panel-footer'
  | 'zn-plugin-form-top'
  | 'zn-plugin-form-bottom';

/**
 * What an interface is: a page of its own (`fullPage`), a widget at a location (`inline`), a
 * page in the workspace settings (`settings`) or a tab of the record overlay (`recordOverlay`).
 */
export type ZnPluginInterfaceType = 'fullPage' | 'inline' | 'settings' | 'recordOverlay';

/** One entry of `interfaces` in `plugin.register(namespace, settings)`. */
export interface ZnPluginInterfaceSettings {
  /** The interface's controller, registered with `plugin.controller`; should start with the namespace. */
  controller: string;
  /** The id of its template (`<script type="text/ng-template" id="...">`); should start with the dash form of the namespace. */
  template: string;
  /** Required unless the old `fullPage` boolean is given. */
  type?: ZnPluginInterfaceType;
  /** @deprecated Zengine's old form of `type` (true: fullPage, false: inline); runs, with a warning. */
  fullPage?: boolean;
  /** Required for `inline` interfaces, refused on others. */
  location?: ZnPluginLocation;
  /** Sub-routes under the plugin's `route`, such as `'/:id'` (fullPage and settings only). */
  routes?: string[];
  /** Whether the host shows the plugin's icon in its top nav (fullPage only; default true). */
  topNav?: boolean;
  /** Higher comes first (further left in a nav); interfaces without an order come last. */
  order?: number;
}

/**
 * The settings of `plugin.register(namespace, settings)`: either `interfaces`, or the short form
 * `{ route, controller, template, type?, location? }` that stands for one interface (fullPage
 * unless `type` says otherwise). See docs/plugin-api.md for every accepted form.
 */
export interface ZnPluginSettings {
  /** The plugin's path under the host's plugin pages, one segment such as `'/my-plugin'`. */
  route?: string;
  /** Tooltip text of the plugin's icon. */
  title?: string;
  /** Heading above a full page; defaults to `title`; `false` for none. */
  pageTitle?: string | false;
  /** CSS class names of the plugin's icon, such as `'icon-puzzle'`. */
  icon?: string;
  interfaces?: ZnPluginInterfaceSettings[];
  /** Short form: the type of its single interface (default `fullPage`). */
  type?: ZnPluginInterfaceType;
  /** Short form: the location of its single interface when it is `inline`. */
  location?: ZnPluginLocation;
  /**
   * Zengine's old form of the short form's type: `true` for `fullPage`, `false` for `inline`.
   * @deprecated runs, with a warning; write `type` instead.
   */
  fullPage?: boolean;
  /** Short form: the controller of the single interface. */
  controller?: string;
  /** Short form: the template id of the single interface. */
  template?: string;
  /** Short form: the fullPage interface's sub-routes. */
  routes?: string[];
  /** Short form: whether the fullPage interface is in the top nav. */
  topNav?: boolean;
  /** Short form: the fullPage interface's order. */
  order?: number;
}

/** A registered interface, as `znPluginRegistry` lists it (frozen). */
export interface ZnPluginInterface {
  /** The namespace of the plugin it belongs to. */
  readonly namespace: string;
  readonly type: ZnPluginInterfaceType;
  readonly controller: string;
  readonly template: string;
  /** Set on inline interfaces only. */
  readonly location?: ZnPluginLocation;
  /** Sub-routes: a fullPage's or settings' (another type's, when valid, are kept for a shipped app's frame, src/frame). */
  readonly routes: readonly string[];
  /** True for a fullPage interface shown in the top nav; false otherwise. */
  readonly topNav: boolean;
  readonly order?: number;
}

/** A registered plugin, as `znPluginRegistry` lists it (frozen). */
export interface ZnRegisteredPlugin {
  readonly namespace: string;
  readonly route?: string;
  readonly title?: string;
  readonly pageTitle?: string | false;
  readonly icon?: string;
  /** In the order they were given. */
  readonly interfaces: readonly ZnPluginInterface[];
}

/**
 * The `plugin` object that plugin code registers on. Each method registers into AngularJS, before
 * or after the host has bootstrapped, and returns the object so calls chain.
 */
export interface ZnPlugin {
  controller(name: string, constructor: Injectable<IControllerConstructor>): ZnPlugin;
  directive(name: string, factory: Injectable<IDirectiveFactory>): ZnPlugin;
  service(name: string, constructor: Injectable<Function>): ZnPlugin;
  factory(name: string, factory: Injectable<Function>): ZnPlugin;
  filter(name: string, factory: Injectable<FilterFactory>): ZnPlugin;
  constant(name: string, value: unknown): ZnPlugin;
  value(name: string, value: unknown): ZnPlugin;
  /** Validates and records the plugin's settings; refuses a namespace registered before. */
  register(namespace: string, settings: ZnPluginSettings): ZnPlugin;
}
