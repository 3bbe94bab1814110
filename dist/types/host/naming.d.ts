/**
 * The naming rules of the Zengine plugin model. A namespace is camelCase (`myPlugin`); controller
 * names start with it (`myPluginCntl`) and template ids with its dash form (`my-plugin-main`),
 * so plugins sharing one page never collide.
 */
export declare function isNamespace(value: unknown): value is string;
export declare function isIdentifier(value: unknown): value is string;
export declare function isDirectiveName(value: unknown): value is string;
/**
 * The dash-delimited form of a namespace, as Zengine's tools derive it: a dash before each
 * capital, which is lowered (`myPlugin` → `my-plugin`, `someXYZPlugin` → `some-x-y-z-plugin`).
 */
export declare function dashNamespace(namespace: string): string;
/** True when `name` is an identifier that starts with `namespace` (`myPluginCntl` for `myPlugin`). */
export declare function isNamespacedController(name: string, namespace: string): boolean;
/** True when `id` is the dash form itself or starts with it and a dash (`my-plugin-main`). */
export declare function isNamespacedTemplateId(id: string, namespace: string): boolean;
