/**
 * A webhook receiver's answer, bounded: the dispatcher records the start of it on the event, so
 * it reads no more than that and drops the connection, whatever the receiver sends (1 GiB
 * included): the workbench's memory and the REST API's time stay its own.
 */

/** The first `max` bytes of an answer's body, as text; the rest is never read (the connection is dropped). */
export async function readPrefix(response: Response, max: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done || !value) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
}
