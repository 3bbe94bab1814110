/** A folder served as it is under a path (the host page's own files; the SDK's dist/), nothing else there. */
import express from 'express';

export function staticFolder(dir: string): express.RequestHandler {
  return express.static(dir, { index: false, fallthrough: false });
}
