// The validation rules that `not-validates` names. A condition `not-validates` matches records
// whose value does NOT pass the rule. Empty values are not checked (they never match): a
// validation rule says what a value must look like when there is one, as field validation does.

/** Rule names `not-validates` accepts, each with the test a valid value passes. */
export const VALIDATION_RULES: { readonly [name: string]: RegExp } = {
  /** Letters of any script (with their combining marks), nothing else. */
  alpha: /^[\p{L}\p{M}]+$/u,
  /** Letters and decimal digits of any script. */
  alphaNumeric: /^[\p{L}\p{M}\p{Nd}]+$/u,
  /**
   * local@domain: a dot-separated local part of the characters RFC 5322 allows unquoted; a
   * domain of at least two dot-separated labels (letters, digits, inner hyphens) whose last
   * label is letters or a punycode `xn--` label.
   */
  emailAddress: new RegExp(
    "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*" +
    '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+' +
    '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'),
  /** An optional sign, digits with an optional decimal point, an optional exponent: -12, 3.5, .5, 1e3. */
  numeric: /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/,
  /** A US ZIP code: 5 digits, or ZIP+4 (12345-6789). */
  zipCode: /^\d{5}(?:-\d{4})?$/
};

/** Refused by name: `unique` needs the whole collection, which a single record cannot show. */
export const COLLECTION_RULES: readonly string[] = ['unique'];
