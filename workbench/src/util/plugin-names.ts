/** Plugin names as Zengine's tools wrote them (shared by `zn-plugin init`, `init --v2` and the build). */

/** `myPlugin` → `my-plugin`: a dash before each capital, then lower case (mayan's camelCaseToDash). */
export function camelCaseToDash(text: string): string {
  return text.trim().replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`).toLowerCase();
}

/** `my first-plugin` → `myFirstPlugin`; '' when nothing usable is left. */
export function namespaceFromName(name: string): string {
  const words = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((word, index) => index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)).join('').replace(/^[0-9]+/, '');
  return joined ? joined.charAt(0).toLowerCase() + joined.slice(1) : '';
}
