const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * What a person reads of a dialog's HTML: tags removed, entities decoded, white space collapsed.
 * `Deleted <strong>Acme &amp; Co</strong>.` reads `Deleted Acme & Co.`
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.charAt(0) === '#') {
        const code = name.charAt(1).toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] !== undefined ? ENTITIES[name.toLowerCase()] : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
