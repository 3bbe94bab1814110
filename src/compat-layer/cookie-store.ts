import type { IDocumentService } from 'angular';

/** 1.2's `$cookieStore` (ngCookies; removed in 1.6): values kept as JSON in cookies. */
export interface LegacyCookieStore {
  get(key: string): unknown;
  put(key: string, value: unknown): void;
  remove(key: string): void;
}

/** The value of the cookie `key` in a `document.cookie` text, or undefined. Pure. */
export function readCookie(cookies: string, key: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (name !== '' && safeDecode(name) === key) return safeDecode(at < 0 ? '' : pair.slice(at + 1).trim());
  }
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * `$cookieStore`: `put` writes the value as JSON in a session cookie for the whole site, `get` reads
 * it back (undefined when absent, the text when it is no JSON), `remove` expires it, as 1.2 did.
 */
export function legacyCookieStoreFactory($document: IDocumentService): LegacyCookieStore {
  const page = $document[0] as Document;
  const write = (key: string, text: string, expires = '') => {
    page.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(text)};path=/${expires}`;
  };
  return {
    get(key: string) {
      const text = readCookie(page.cookie, key);
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    },
    put(key: string, value: unknown) {
      write(key, angular.toJson(value));
    },
    remove(key: string) {
      write(key, '', ';expires=Thu, 01 Jan 1970 00:00:00 GMT');
    }
  };
}
legacyCookieStoreFactory.$inject = ['$document'];
