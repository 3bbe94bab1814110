/// <reference types="angular-mocks" />
import type { IHttpBackendService, IRootScopeService } from 'angular';
import { ZnConfigService } from '../config/types';
import { ApiAnswer } from './backend/envelopes';
import { MemoryApi } from './backend/memory-api';
import { ZnTestAction, ZnTestBackendService, ZnTestFailure, ZnTestObject, ZnTestPathParams, ZnTestRequestRecord, ZnTestServiceHandler } from './types';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const PLUGIN_PATH = /^\/workspaces\/([^/?#]+)\/([^/?#]+)(\/[^?#]*)?$/;

/** Where a URL goes: the REST API (a path below apiUrl) or a plugin service; null for neither. */
interface Destination {
  kind: 'api' | 'service';
  path: string;
  search: string;
  namespace?: string;
  workspaceId?: string;
}

function below(url: string, base: string): { path: string; search: string } | null {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  const search = question === -1 ? '' : url.slice(question + 1);
  if (path === base) return { path: '/', search };
  if (path.slice(0, base.length + 1) !== base + '/') return null;
  return { path: path.slice(base.length), search };
}

/**
 * `znTestBackend` (zn.plugin.testing): the in-memory REST API and plugin services of the kit
 * (MemoryApi), answering through `$httpBackend`. It adds `when` definitions for the API's base
 * URL and the plugin service URL (read from znConfig at each request), so a spec's own
 * `$httpBackend.expect...` calls still come first and any other URL stays unexpected.
 */
export class ZnTestBackend implements ZnTestBackendService {
  static $inject = ['$httpBackend', '$rootScope', 'znConfig'];

  private readonly api = new MemoryApi();

  constructor(private $httpBackend: IHttpBackendService, private $rootScope: IRootScopeService, private znConfig: ZnConfigService) {
    METHODS.forEach((method) => {
      $httpBackend.when(method, (url: string) => this.destination(url) !== null)
        .respond((verb: string, url: string, data: unknown, headers: Record<string, string>) => this.respond(verb, url, data, headers));
    });
  }

  seed(resource: string, params: unknown, objects?: unknown): ZnTestObject[] {
    return this.api.seed(resource, params, objects);
  }

  all(resource: string, params?: ZnTestPathParams): ZnTestObject[] {
    return this.api.all(resource, params);
  }

  failNext(name: string, action: ZnTestAction | string, failure?: ZnTestFailure): this {
    this.api.failNext(name, action, failure);
    return this;
  }

  service(namespace: string, route: string, handler: ZnTestServiceHandler): this {
    this.api.service(namespace, route, handler);
    return this;
  }

  flush(): void {
    this.$rootScope.$digest();
    let pending = false;
    try {
      (this.$httpBackend.verifyNoOutstandingRequest as (digest?: boolean) => void)(false);
    } catch (error) {
      pending = true;
    }
    // $httpBackend.flush answers the requests that the answers themselves lead to as well.
    if (pending) (this.$httpBackend.flush as (count?: number, skip?: number, digest?: boolean) => void)(undefined, undefined, false);
    this.$rootScope.$digest();
  }

  requests(): ZnTestRequestRecord[] {
    return this.api.requests();
  }

  reset(): void {
    this.api.reset();
  }

  private destination(url: string): Destination | null {
    const config = this.znConfig.get();
    const service = below(url, config.pluginServiceUrl);
    if (service) {
      const parts = PLUGIN_PATH.exec(service.path);
      if (parts) return { kind: 'service', path: parts[3] || '/', search: service.search, workspaceId: parts[1], namespace: decodeURIComponent(parts[2]) };
    }
    const api = below(url, config.apiUrl);
    return api ? { kind: 'api', path: api.path, search: api.search } : null;
  }

  private respond(method: string, url: string, data: unknown, headers: Record<string, string>): [number, unknown, Record<string, string>, string, string] {
    const destination = this.destination(url) as Destination;
    const request = { method, path: destination.path, search: destination.search, body: data, headers: headers || {} };
    const answer: ApiAnswer = destination.kind === 'api'
      ? this.api.handle(request, url)
      : this.api.handleService(destination.namespace as string, destination.workspaceId as string, request, url);
    if (answer.status === 0) return [-1, undefined, {}, '', 'error'];
    return [answer.status, answer.body === undefined ? '' : answer.body, answer.headers || {}, '', 'complete'];
  }
}
