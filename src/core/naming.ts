/**
 * The naming rules of the Zengine plugin model. A namespace is camelCase (`myPlugin`); controller
 * names start with it (`myPluginCntl`) and template ids with its dash form (`my-plugin-main`),
 * so plugins sharing one page never collide.
 */

/** Letters and digits, starting with a lowercase letter: it prefixes controller names. */
const NAMESPACE = /^[a-z][a-zA-Z0-9]*$/;

/** A name usable in expressions and injection: `ng-controller="myPluginCntl"`, `x | myFilter`. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** What AngularJS normalizes attributes to: `<my-widget>` is `myWidget`. */
const DIRECTIVE_NAME = /^[a-z][a-zA-Z0-9]*$/;

const TEMPLATE_ID = /^[A-Za-z0-9_.-]+$/;

export function isNamespace(value: unknown): value is string {
  return typeof value === 'string' && NAMESPACE.test(value);
}

export function isIdentifier(value: unknown): value is string {
  return typeof value === 'string' && IDENTIFIER.test(value);
}

export function isDirectiveName(value: unknown): value is string {
  return typeof value === 'string' && DIRECTIVE_NAME.test(value);
}

/**
 * The dash-delimited form of a namespace, as Zengine's tools derive it: a dash before each
 * capital, which is lowered (`myPlugin` → `my-plugin`, `someXYZPlugin` → `some-x-y-z-plugin`).
 */
export function dashNamespace(namespace: string): string {
  return namespace.replace(/[A-Z]/g, (capital) => '-' + capital.toLowerCase());
}

/** True when `name` is an identifier that starts with `namespace` (`myPluginCntl` for `myPlugin`). */
export function isNamespacedController(name: string, namespace: string): boolean {
  return isIdentifier(name) && name.startsWith(namespace);
}

/** True when `id` is the dash form itself or starts with it and a dash (`my-plugin-main`). */
export function isNamespacedTemplateId(id: string, namespace: string): boolean {
  const prefix = dashNamespace(namespace);
  return TEMPLATE_ID.test(id) && (id === prefix || id.startsWith(prefix + '-'));
}
