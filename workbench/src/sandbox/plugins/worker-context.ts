/**
 * The request a service worker is running, shared by service-worker.ts (which sets it when the
 * request arrives) and the SDK's zn-http.ts (which reads the API address and the caller's
 * Authorization from it). One request per worker, so one value.
 */
import type { ServiceWorkerData } from './service-worker';

let current: ServiceWorkerData | undefined;

export function setServiceRequest(data: ServiceWorkerData): void {
  current = data;
}

export function serviceRequest(): ServiceWorkerData | undefined {
  return current;
}
