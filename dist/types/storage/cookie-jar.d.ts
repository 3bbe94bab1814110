/**
 * Internal (`znCookieJar`): the page's cookies and what the browser says about them, read
 * through `$document` and `$window` so specs can fake them. Nothing here throws: a sandboxed
 * frame throws a SecurityError on `document.cookie`, which counts as "no cookies".
 */
export declare class CookieJar {
    private $document;
    private $window;
    static $inject: string[];
    constructor($document: ArrayLike<Document>, $window: angular.IWindowService);
    /** False when the browser has cookies turned off (`navigator.cookieEnabled`). */
    enabled(): boolean;
    /** `document.cookie`, or null when it cannot be read. */
    read(): string | null;
    /** Writes one cookie string; false when the document refused it with an error. */
    write(cookie: string): boolean;
    /** Whether the page was loaded over https (so cookies get `Secure` by default). */
    httpsPage(): boolean;
    /** The page's path, to tell whether a cookie with some path is visible here; null if unknown. */
    pagePath(): string | null;
    private pageLocation;
}
