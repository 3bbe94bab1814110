import {
  decodeCookiePart, encodeCookieName, encodeCookieValue, parseCookies, pathMatches, serializeCookie, utf8ByteLength
} from '../../src/storage/cookie-codec';

describe('cookie-codec', () => {
  describe('encoding names and values', () => {
    const table: Array<[string, string, string]> = [
      ['a semicolon', 'a;b', 'a%3Bb'],
      ['an equals sign', 'a=b', 'a%3Db'],
      ['a space', 'a b', 'a%20b'],
      ['a comma and quotes', 'a,"b"', 'a%2C%22b%22'],
      ['non-ASCII', 'é日😀', '%C3%A9%E6%97%A5%F0%9F%98%80'],
      ['a percent sign', '100%', '100%25']
    ];
    table.forEach(([what, text, encoded]) => {
      it(`encodes ${what} and decodes it back`, () => {
        expect(encodeCookieValue(text)).toBe(encoded);
        expect(encodeCookieName(text)).toBe(encoded);
        expect(decodeCookiePart(encoded)).toBe(text);
      });
    });

    it('encodes ( and ) in names, which a cookie name may not hold', () => {
      expect(encodeCookieName('zn.a(b)')).toBe('zn.a%28b%29');
    });

    it('keeps text with a stray % as it is', () => {
      expect(decodeCookiePart('100%')).toBe('100%');
    });
  });

  describe('serializeCookie', () => {
    it('writes Path and SameSite, and nothing else by default', () => {
      expect(serializeCookie('zn.a', 'v', { path: '/', secure: false, sameSite: 'Lax' })).toBe('zn.a=v; Path=/; SameSite=Lax');
    });

    it('writes every attribute given', () => {
      const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
      expect(serializeCookie('zn.a', 'v', { path: '/app', domain: 'example.com', expires, secure: true, sameSite: 'Strict' }))
        .toBe('zn.a=v; Path=/app; Domain=example.com; Expires=Wed, 02 Jan 2030 03:04:05 GMT; SameSite=Strict; Secure');
    });
  });

  describe('parseCookies', () => {
    it('lists name=value pairs in order, names decoded, values as written', () => {
      expect(parseCookies('a=1; zn.b%20c=%22x%22;d=; e=f=g')).toEqual([
        { name: 'a', value: '1' }, { name: 'zn.b c', value: '%22x%22' }, { name: 'd', value: '' }, { name: 'e', value: 'f=g' }
      ]);
    });

    it('skips nameless parts and reads an empty string as no cookies', () => {
      expect(parseCookies('lonely; a=1')).toEqual([{ name: 'a', value: '1' }]);
      expect(parseCookies('')).toEqual([]);
    });
  });

  describe('utf8ByteLength', () => {
    const table: Array<[string, number]> = [['', 0], ['abc', 3], ['é', 2], ['日', 3], ['😀', 4], ['a😀é', 7]];
    table.forEach(([text, bytes]) => {
      it(`counts ${JSON.stringify(text)} as ${bytes} bytes`, () => {
        expect(utf8ByteLength(text)).toBe(bytes);
        expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
      });
    });
  });

  describe('pathMatches', () => {
    const table: Array<[string, string, boolean]> = [
      ['/context.html', '/', true],
      ['/app', '/app', true],
      ['/app/page', '/app', true],
      ['/app/page', '/app/', true],
      ['/application', '/app', false],
      ['/', '/app', false],
      ['/other/page', '/app', false]
    ];
    table.forEach(([page, cookie, visible]) => {
      it(`${visible ? 'shows' : 'hides'} a cookie for ${cookie} on ${page}`, () => {
        expect(pathMatches(page, cookie)).toBe(visible);
      });
    });
  });
});
