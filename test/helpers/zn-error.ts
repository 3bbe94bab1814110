import { ZnError } from '../../src/core/errors';

// Shared by the error-code specs: each service's table of mistakes and the code each one raises.

/** A row of an error-code table: the mistake, a call that makes it, and the code it raises. */
export type CodeRow = [string, () => unknown, string];

/** What `call` throws, or undefined when it returns. */
export function caught(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Checks that `error` is a ZnError of `service` with `code`, its message starting with the service. */
export function expectZnError(error: unknown, service: string, code: string): void {
  expect(error).toEqual(jasmine.any(ZnError));
  const zn = error as ZnError;
  expect({ service: zn.service, code: zn.code }).toEqual({ service, code });
  expect(zn.message.indexOf(`${service}: `)).toBe(0);
}

/** One `it` per row: the call throws a ZnError of `service` with the row's code. */
export function itThrowsCodes(service: string, rows: CodeRow[]): void {
  rows.forEach(([what, call, code]) => {
    it(`throws ${code} for ${what}`, () => {
      expectZnError(caught(call), service, code);
    });
  });
}
