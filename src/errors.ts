/**
 * An error raised by one of the SDK's services. `code` is stable (kebab-case, e.g.
 * `unknown-resource`) so callers and tests match on it; the message starts with the service's
 * name, then says what was wrong and what was expected, e.g.
 * `znData: unknown resource "Nope"; expected one of Activities, AppTemplates, ...`.
 */
export class ZnError extends Error {
  /** The injectable that raised it, e.g. `znData`. */
  readonly service: string;
  /** A stable, kebab-case code such as `missing-path-param`; see docs/errors.md. */
  readonly code: string;

  constructor(service: string, code: string, message: string);
  /** @deprecated transitional two-argument form; every call site passes a code. */
  constructor(service: string, message: string);
  constructor(service: string, codeOrMessage: string, message?: string) {
    const code = message === undefined ? 'error' : codeOrMessage;
    const text = message === undefined ? codeOrMessage : message;
    super(`${service}: ${text}`);
    this.name = 'ZnError';
    this.service = service;
    this.code = code;
  }
}

/** Says what a wrong value was, for error messages: `undefined`, `a number (5)`, `an array`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string': return `a string (${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)})`;
    case 'number': return `a number (${value})`;
    case 'boolean': return `a boolean (${value})`;
    case 'function': return 'a function';
    default: return 'an object';
  }
}
