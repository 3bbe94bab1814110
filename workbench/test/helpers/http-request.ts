/**
 * A request to a workbench with the Host header a spec names (fetch cannot set Host): a plugin's
 * origin (`<namespace>.localhost`) or the workbench's own. An answer cut short (fewer bytes than
 * its length said) or none within ANSWER_MS rejects, so a spec fails saying so instead of
 * waiting for jasmine's timeout.
 */
import http from 'http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  /** The Host header (host and port); the target's own when not given. */
  host?: string;
  headers?: Record<string, string>;
  body?: string;
}

const ANSWER_MS = 30000;

/** `method` (GET) `pathname` at `url`'s host and port (e.g. `http://127.0.0.1:8080/`). */
export function httpRequest(url: string, pathname: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: target.hostname, port: target.port, path: pathname, method: options.method || 'GET',
      headers: { host: options.host || target.host, ...(options.headers || {}) }
    }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode || 0, headers: res.headers, body }));
      res.on('error', (error) => reject(new Error(`${options.method || 'GET'} ${pathname}: the answer was cut short (${error.message})`)));
    });
    req.setTimeout(ANSWER_MS, () => req.destroy(new Error(`${options.method || 'GET'} ${pathname}: no answer within ${ANSWER_MS} ms`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The same on the workbench at 127.0.0.1:`port`, naming the host `host` (with that port). */
export function requestAs(port: number, host: string, pathname: string, method = 'GET'): Promise<Answer> {
  return httpRequest(`http://127.0.0.1:${port}/`, pathname, { method, host: `${host}:${port}` });
}
