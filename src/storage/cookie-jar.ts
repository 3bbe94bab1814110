import type { IWindowService } from 'angular';

/**
 * Internal (`znCookieJar`): the page's cookies and what the browser says about them, read
 * through `$document` and `$window` so specs can fake them. Nothing here throws: a sandboxed
 * frame throws a SecurityError on `document.cookie`, which counts as "no cookies".
 */
export class CookieJar {
  static $inject = ['$document', '$window'];

  // $document is jqLite around the document; only its element [0] is used.
  constructor(private $document: ArrayLike<Document>, private $window: IWindowService) {}

  /** False when the browser has cookies turned off (`navigator.cookieEnabled`). */
  enabled(): boolean {
    try {
      return Boolean(this.$window.navigator && this.$window.navigator.cookieEnabled);
    } catch (e) {
      return false;
    }
  }

  /** `document.cookie`, or null when it cannot be read. */
  read(): string | null {
    try {
      const cookies = this.$document[0].cookie;
      return typeof cookies === 'string' ? cookies : null;
    } catch (e) {
      return null;
    }
  }

  /** Writes one cookie string; false when the document refused it with an error. */
  write(cookie: string): boolean {
    try {
      this.$document[0].cookie = cookie;
      return true;
    } catch (e) {
      return false;
    }
  }

  /** Whether the page was loaded over https (so cookies get `Secure` by default). */
  httpsPage(): boolean {
    const location = this.pageLocation();
    return Boolean(location && location.protocol === 'https:');
  }

  /** The page's path, to tell whether a cookie with some path is visible here; null if unknown. */
  pagePath(): string | null {
    const location = this.pageLocation();
    return location && typeof location.pathname === 'string' ? location.pathname : null;
  }

  private pageLocation(): Location | null {
    try {
      return this.$window.location || null;
    } catch (e) {
      return null;
    }
  }
}
