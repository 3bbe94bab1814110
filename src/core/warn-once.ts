/** Receives a key and a message; warns the first time a key is seen. */
export type OnceWarn = (key: string, message: string) => void;

/**
 * A warner that logs each key's message once, so that a legacy form Zengine accepted is named
 * without filling the console on every call (a digest may repeat the call many times).
 */
export function warnOnce(log: (message: string) => void): OnceWarn {
  const seen = new Set<string>();
  return (key, message) => {
    if (seen.has(key)) return;
    seen.add(key);
    log(message);
  };
}
