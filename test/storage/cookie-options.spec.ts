import { resolveCookieAttributes, validateCookieOptions } from '../../src/storage/cookie-options';

describe('cookie-options', () => {
  describe('validateCookieOptions', () => {
    it('returns only the options given', () => {
      expect(validateCookieOptions('znX', 'set', { path: '/app', secure: undefined })).toEqual({ path: '/app' });
      expect(validateCookieOptions('znX', 'set', undefined)).toEqual({});
    });

    const refused: Array<[string, unknown, RegExp]> = [
      ['options that are not an object', 'Lax', /^znX: set\(\) expects options as an object/],
      ['an unknown option', { maxAge: 5 }, /^znX: set\(\) got an unknown option "maxAge"; expected expires, path, domain, secure, sameSite$/],
      ['sameSite in lower case', { sameSite: 'lax' }, /^znX: set\(\) expects sameSite as one of 'Lax', 'Strict', 'None', got a string \("lax"\)$/],
      ['a path without a leading slash', { path: 'app' }, /^znX: set\(\) expects path as a string starting with '\/'/],
      ['a path with a semicolon', { path: '/a;b' }, /expects path as/],
      ['a path with a space', { path: '/a b' }, /expects path as/],
      ['a path with non-ASCII', { path: '/café' }, /expects path as/],
      ['a domain with a semicolon', { domain: 'a.com; x' }, /^znX: set\(\) expects domain as a host name/],
      ['an empty domain', { domain: '' }, /expects domain as/],
      ['secure as a string', { secure: 'yes' }, /^znX: set\(\) expects secure as a boolean, got a string \("yes"\)$/],
      ['expires as a string', { expires: 'tomorrow' }, /^znX: set\(\) expects expires as a Date or a number of milliseconds from now, got a string/],
      ['expires as NaN', { expires: NaN }, /expects expires as .* got NaN$/],
      ['expires as an invalid Date', { expires: new Date('x') }, /expects expires as .* got an invalid Date$/]
    ];
    refused.forEach(([what, options, message]) => {
      it(`refuses ${what}`, () => {
        expect(() => validateCookieOptions('znX', 'set', options)).toThrowError(message);
      });
    });
  });

  describe('resolveCookieAttributes', () => {
    it('defaults to path=/ and SameSite=Lax, without Secure on http', () => {
      expect(resolveCookieAttributes('znX', 'set', {}, false, null)).toEqual({ path: '/', secure: false, sameSite: 'Lax' });
    });

    it('adds Secure on an https page unless secure is false', () => {
      expect(resolveCookieAttributes('znX', 'set', {}, true, null).secure).toBe(true);
      expect(resolveCookieAttributes('znX', 'set', { secure: false }, true, null).secure).toBe(false);
    });

    it("adds Secure with sameSite 'None', which browsers need", () => {
      expect(resolveCookieAttributes('znX', 'set', { sameSite: 'None' }, false, null).secure).toBe(true);
    });

    it("refuses sameSite 'None' with secure false", () => {
      expect(() => resolveCookieAttributes('znX', 'set', { sameSite: 'None', secure: false }, true, null))
        .toThrowError(/^znX: set\(\) got sameSite 'None' with secure false, which browsers drop; expected secure true/);
    });

    it('turns the expiry time into the Expires date', () => {
      expect(resolveCookieAttributes('znX', 'set', {}, false, 5000).expires).toEqual(new Date(5000));
    });
  });
});
