/** What the plugin object registers, by its method name. */
export type DefinitionKind = 'controller' | 'directive' | 'service' | 'factory' | 'filter' | 'constant' | 'value';
/**
 * Checks the name and definition given to `plugin.<kind>(name, definition)`, so a mistake fails
 * where it is made, with the method's name, instead of as an injector error at bootstrap.
 */
export declare function validateDefinition(kind: DefinitionKind, name: unknown, definition: unknown): string;
