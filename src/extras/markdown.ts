/**
 * The Markdown of Zengine's presentational text fields, as its `znMarkdown` filter rendered it:
 * HTML in the input is stripped first (tags removed, their text kept), then a plain Markdown
 * subset becomes HTML. Images are never loaded and only `https://` links become links (the
 * wrapper's rule); anything else stays as the text written. Every piece of the input is escaped
 * before it goes into the output, and the filter passes the result through `$sanitize` as well.
 * Pure.
 */

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Tags (and comments) removed, their text kept, as showdown's stripHtml did before rendering. */
export function stripHtml(text: string): string {
  return text.replace(/<!--[\s\S]*?-->/g, '').replace(/<\/?[A-Za-z][^<>]*>/g, '');
}

const HTTPS_LINK = /^https:\/\/[^\s"'<>()]+$/;

/** One line's inline Markdown: code, links (https only), bold, italic. The text is escaped piece by piece. */
export function renderInline(source: string): string {
  // Every span is bounded, so a long line without closing marks costs a bounded scan per mark, never quadratic time.
  const pattern = /`([^`]{1,2000})`|!?\[([^\]]{0,500})\]\(([^)\s]{0,2000})(?:\s+"[^"]{0,500}")?\)|(\*\*|__)(.{1,500}?)\4|(\*|_)([^*_]{1,500}?)\6/g;
  let html = '';
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source)) !== null) {
    html += escape(source.slice(last, match.index));
    last = pattern.lastIndex;
    const [whole, code, linkText, url, , strong, , emphasis] = match;
    if (code !== undefined) html += `<code>${escape(code)}</code>`;
    else if (linkText !== undefined) {
      // An image, or a link anywhere but https, stays as written.
      html += whole.charAt(0) !== '!' && HTTPS_LINK.test(url) ? `<a href="${escape(url)}">${renderInline(linkText)}</a>` : escape(whole);
    } else if (strong !== undefined) html += `<strong>${renderInline(strong)}</strong>`;
    else html += `<em>${renderInline(emphasis)}</em>`;
  }
  return html + escape(source.slice(last));
}

/** `Title ##` → `Title`: a heading's closing hashes and spaces, dropped by a loop (a regex would backtrack on a long run). */
function withoutClosingHashes(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s#]/.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

type Block = { kind: 'p' | 'ul' | 'ol' | 'pre'; lines: string[] };

function closeBlock(block: Block | null, out: string[]): void {
  if (!block) return;
  if (block.kind === 'p') out.push(`<p>${block.lines.map(renderInline).join('<br>')}</p>`);
  else if (block.kind === 'pre') out.push(`<pre><code>${escape(block.lines.join('\n'))}</code></pre>`);
  else out.push(`<${block.kind}>${block.lines.map((line) => `<li>${renderInline(line)}</li>`).join('')}</${block.kind}>`);
}

/** Markdown to HTML: headings, paragraphs, lists, fenced code, rules, and the inline forms above. */
export function renderMarkdown(markdown: string): string {
  const out: string[] = [];
  let block: Block | null = null;
  const lines = stripHtml(markdown).replace(/\r\n?/g, '\n').split('\n');
  for (const line of lines) {
    if (block && block.kind === 'pre') {
      if (/^\s*```/.test(line)) { closeBlock(block, out); block = null; } else block.lines.push(line);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (/^\s*```/.test(line)) { closeBlock(block, out); block = { kind: 'pre', lines: [] }; }
    else if (line.trim() === '') { closeBlock(block, out); block = null; }
    else if (heading) { closeBlock(block, out); block = null; out.push(`<h${heading[1].length}>${renderInline(withoutClosingHashes(heading[2]))}</h${heading[1].length}>`); }
    else if (/^(?:-{3,}|\*{3,}|_{3,})$/.test(line.replace(/\s/g, ''))) { closeBlock(block, out); block = null; out.push('<hr>'); }
    else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      if (!block || block.kind !== kind) { closeBlock(block, out); block = { kind, lines: [] }; }
      block.lines.push((bullet || numbered)![1]);
    } else {
      if (!block || block.kind !== 'p') { closeBlock(block, out); block = { kind: 'p', lines: [] }; }
      block.lines.push(line.trim());
    }
  }
  closeBlock(block, out);
  return out.join('');
}
