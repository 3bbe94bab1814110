import { ZnError, describeValue } from '../core';
import type { LocalStoreState, LocalStoreWrite } from '../storage/local-store';
import { ZnTestStorageService } from './types';

const SERVICE = 'znTestStorage';
const STATES: LocalStoreState[] = ['ready', 'full', 'unavailable'];

/**
 * The in-memory stand-ins of the browser's localStorage and document.cookie, behind the same
 * internal services the SDK reads (`znLocalStore`, `znCookieJar`), so znLocalStorage and znCookies
 * run their own code (JSON, prefixes, cookie attributes) and nothing reaches the real stores.
 */
export class MemoryStores {
  private items = new Map<string, string>();
  private localState: LocalStoreState = 'ready';
  private jar = new Map<string, string>();
  private written: string[] = [];
  private cookiesOn = true;

  /** `znLocalStore`: what LocalStore does, in memory. */
  readonly localStore = {
    state: (): LocalStoreState => this.localState,
    read: (name: string): string | null => (this.localState === 'unavailable' ? null : this.items.has(name) ? this.items.get(name) as string : null),
    write: (name: string, text: string): LocalStoreWrite => {
      if (this.localState === 'unavailable') return 'failed';
      if (this.localState === 'full') return 'full';
      this.items.set(name, String(text));
      return 'ok';
    },
    remove: (name: string): boolean => {
      if (this.localState === 'unavailable') return false;
      this.items.delete(name);
      return true;
    }
  };

  /** `znCookieJar`: what CookieJar does, in memory (an Expires in the past or Max-Age=0 deletes). */
  readonly cookieJar = {
    enabled: (): boolean => this.cookiesOn,
    read: (): string | null => Array.from(this.jar).map(([name, value]) => `${name}=${value}`).join('; '),
    write: (cookie: string): boolean => {
      this.written.push(cookie);
      if (!this.cookiesOn) return true;
      const [pair, ...attributes] = cookie.split(';');
      const equals = pair.indexOf('=');
      if (equals === -1) return true;
      const name = pair.slice(0, equals).trim();
      const trimmed = attributes.map((attribute) => attribute.trim());
      const expires = trimmed.find((attribute) => /^expires=/i.test(attribute));
      const maxAge = trimmed.find((attribute) => /^max-age=/i.test(attribute));
      const gone = (expires !== undefined && Date.parse(expires.slice(8)) <= Date.now()) ||
        (maxAge !== undefined && Number(maxAge.slice(8)) <= 0);
      if (gone) this.jar.delete(name);
      else this.jar.set(name, pair.slice(equals + 1).trim());
      return true;
    },
    httpsPage: (): boolean => false,
    pagePath: (): string | null => '/'
  };

  /** `znTestStorage`: what the test reads and sets. */
  readonly service: ZnTestStorageService = {
    localItems: () => {
      const items: Record<string, string> = {};
      this.items.forEach((value, key) => { items[key] = value; });
      return items;
    },
    setLocalItem: (key, text) => {
      if (typeof key !== 'string' || typeof text !== 'string') {
        throw new ZnError(SERVICE, 'bad-key', `setLocalItem(key, text) takes two strings, got ${describeValue(key)} and ${describeValue(text)}`);
      }
      this.items.set(key, text);
    },
    setLocalState: (state) => {
      if (STATES.indexOf(state) === -1) {
        throw new ZnError(SERVICE, 'bad-option', `setLocalState(state): expected one of ${STATES.join(', ')}, got ${describeValue(state)}`);
      }
      this.localState = state;
    },
    cookies: () => {
      const cookies: Record<string, string> = {};
      this.jar.forEach((value, name) => { cookies[decodeURIComponentSafe(name)] = value; });
      return cookies;
    },
    cookieWrites: () => this.written.slice(),
    setCookie: (name, value) => {
      if (typeof name !== 'string' || typeof value !== 'string') {
        throw new ZnError(SERVICE, 'bad-key', `setCookie(name, value) takes two strings, got ${describeValue(name)} and ${describeValue(value)}`);
      }
      this.jar.set(encodeURIComponent(name), value);
    },
    setCookiesEnabled: (enabled) => { this.cookiesOn = enabled !== false; },
    reset: () => {
      this.items.clear();
      this.jar.clear();
      this.written = [];
      this.localState = 'ready';
      this.cookiesOn = true;
    }
  };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch (error) {
    return text;
  }
}
