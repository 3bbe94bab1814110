// Fakes of the browser's stores, given to the services through $window and $document, and
// helpers that keep the real localStorage and document.cookie clean between specs.

/** A localStorage with a quota (in characters, keys and values) and switchable failures. */
export class FakeStorage implements Storage {
  /** When set, every method throws this (a store that became inaccessible). */
  failWith: Error | null = null;
  private items = new Map<string, string>();

  constructor(private quota = Infinity) {}

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return Array.from(this.items.keys())[index] ?? null;
  }

  getItem(key: string): string | null {
    this.check();
    return this.items.has(key) ? this.items.get(key)! : null;
  }

  setItem(key: string, value: string): void {
    this.check();
    const others = Array.from(this.items).filter(([name]) => name !== key);
    const used = others.reduce((sum, [name, text]) => sum + name.length + text.length, 0);
    if (used + key.length + String(value).length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.check();
    this.items.delete(key);
  }

  clear(): void {
    this.check();
    this.items.clear();
  }

  private check(): void {
    if (this.failWith) throw this.failWith;
  }
}

/**
 * A document whose `cookie` keeps name=value pairs as a browser would (an Expires in the past
 * deletes), and records every cookie string written. Paths and domains are recorded, not applied.
 */
export class FakeCookieDocument {
  /** Every string assigned to `document.cookie`, in order. */
  written: string[] = [];
  /** Drop every write, as a browser with cookies blocked for this site does. */
  dropWrites = false;
  /** Throw on every access, as a sandboxed frame does. */
  failWith: Error | null = null;
  private jar = new Map<string, string>();

  get cookie(): string {
    if (this.failWith) throw this.failWith;
    return Array.from(this.jar).map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(text: string) {
    if (this.failWith) throw this.failWith;
    this.written.push(text);
    if (this.dropWrites) return;
    const [pair, ...attributes] = text.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    const expires = attributes.map((a) => a.trim()).find((a) => /^expires=/i.test(a));
    if (expires && Date.parse(expires.slice(8)) <= Date.now()) this.jar.delete(name);
    else this.jar.set(name, pair.slice(equals + 1).trim());
  }

  /** Writes the raw `name=value` of another script. */
  plant(name: string, value: string): void {
    this.jar.set(name, value);
  }
}

export interface FakeWindowParts {
  localStorage?: unknown;
  /** Replaces the localStorage property with a getter that throws this. */
  localStorageThrows?: Error;
  cookieEnabled?: boolean;
  protocol?: string;
  pathname?: string;
}

/** A $window with only what the storage services and $log read. */
export function fakeWindow(parts: FakeWindowParts = {}): Record<string, unknown> {
  const fake: Record<string, unknown> = {
    navigator: { cookieEnabled: parts.cookieEnabled ?? true },
    location: { protocol: parts.protocol ?? 'http:', pathname: parts.pathname ?? '/context.html' },
    console: window.console,
    document: window.document
  };
  if (parts.localStorageThrows) {
    const error = parts.localStorageThrows;
    Object.defineProperty(fake, 'localStorage', { get: () => { throw error; } });
  } else {
    fake.localStorage = parts.localStorage;
  }
  return fake;
}

export function securityError(): DOMException {
  return new DOMException('The operation is insecure.', 'SecurityError');
}

/** The services' cookies after the `name=value` pair: `Path=/; SameSite=Lax` and so on. */
export function attributesOf(cookie: string): string {
  return cookie.slice(cookie.indexOf(';') + 1).trim();
}

// Names the specs write to the real stores: our prefixes, the probes, and "host" items.
const OURS = /^(zn\.|my\.|__zn_)/;
const HOST_NAMES = ['draft', 'theme', 'counter'];

function ours(name: string): boolean {
  return OURS.test(name) || HOST_NAMES.includes(name);
}

/** The real localStorage keys and cookie names that specs may have written. */
export function leftInRealStores(): string[] {
  const left: string[] = [];
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i)!;
    if (ours(key)) left.push(`localStorage ${key}`);
  }
  for (const part of document.cookie.split(';')) {
    const name = decodeURIComponent(part.split('=')[0].trim());
    if (name && ours(name)) left.push(`cookie ${name}`);
  }
  return left;
}

/** Removes everything `leftInRealStores` lists. */
export function cleanRealStores(): void {
  for (let i = window.localStorage.length - 1; i >= 0; i--) {
    const key = window.localStorage.key(i)!;
    if (ours(key)) window.localStorage.removeItem(key);
  }
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name && ours(decodeURIComponent(name))) {
      document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  }
}

/** The raw `document.cookie` value of a cookie name (as written, encoded), or null. */
export function rawCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const equals = part.indexOf('=');
    if (part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return null;
}

/** Checks the real stores hold none of the specs' items, before and after every spec. */
export function keepRealStoresClean(): void {
  beforeEach(() => {
    expect(leftInRealStores()).withContext('real stores before the spec').toEqual([]);
  });
  afterEach(() => {
    cleanRealStores();
    expect(leftInRealStores()).withContext('real stores after cleaning').toEqual([]);
  });
}
