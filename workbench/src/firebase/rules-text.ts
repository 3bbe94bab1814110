/**
 * The text of a rules file read as data, never run: JSON as Firebase's console took it, with
 * what people wrote around it — `//` and `/* *\/` comments, `module.exports =` (or `exports =`)
 * before the object and `;` after it (mayan's firebase/firebase-rules.js), keys without quotes,
 * strings in single quotes and commas before a closing bracket.
 */

/** A text that is not rules data; `line` is 1-based. */
export class RulesTextError extends Error {
  constructor(message: string, readonly line: number) {
    super(message);
  }
}

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  fail(what: string): never {
    const line = this.text.slice(0, this.at).split('\n').length;
    const near = this.text.slice(this.at, this.at + 20).replace(/\s+/g, ' ');
    throw new RulesTextError(`${what} at line ${line}${near ? ` near ${JSON.stringify(near)}` : ''}`, line);
  }

  /** Skips blanks and comments; returns the next character ('' at the end). */
  peek(): string {
    for (;;) {
      while (this.at < this.text.length && /\s/.test(this.text[this.at])) this.at++;
      if (this.text.startsWith('//', this.at)) {
        const end = this.text.indexOf('\n', this.at);
        this.at = end === -1 ? this.text.length : end;
      } else if (this.text.startsWith('/*', this.at)) {
        const end = this.text.indexOf('*/', this.at + 2);
        if (end === -1) this.fail('a comment is not closed');
        this.at = end + 2;
      } else {
        return this.text[this.at] || '';
      }
    }
  }

  take(expected: string): void {
    if (this.peek() !== expected) this.fail(`expected "${expected}"`);
    this.at++;
  }

  /** `module.exports =` or `exports =`, when the text starts so. */
  skipExportsPrefix(): void {
    this.peek();
    const match = /^(?:module\.)?exports\s*=/.exec(this.text.slice(this.at));
    if (match) this.at += match[0].length;
  }

  end(): void {
    if (this.peek() === ';') this.at++;
    if (this.peek() !== '') this.fail('unexpected text after the rules');
  }

  value(depth = 0): unknown {
    if (depth > 200) this.fail('the rules nest too deeply');
    const c = this.peek();
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"' || c === '\'') return this.string();
    const word = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(this.at));
    if (!word) this.fail('expected a value');
    this.at += word[0].length;
    return JSON.parse(word[0]);
  }

  private object(depth: number): Record<string, unknown> {
    this.take('{');
    const out: Record<string, unknown> = Object.create(null);
    while (this.peek() !== '}') {
      const c = this.peek();
      let key: string;
      if (c === '"' || c === '\'') key = this.string();
      else {
        const name = /^[A-Za-z_$.][\w$.-]*/.exec(this.text.slice(this.at));
        if (!name) this.fail('expected a key');
        key = name[0];
        this.at += key.length;
      }
      this.take(':');
      out[key] = this.value(depth + 1);
      if (this.peek() === ',') this.at++;
      else if (this.peek() !== '}') this.fail('expected "," or "}"');
    }
    this.at++;
    return { ...out };
  }

  private array(depth: number): unknown[] {
    this.take('[');
    const out: unknown[] = [];
    while (this.peek() !== ']') {
      out.push(this.value(depth + 1));
      if (this.peek() === ',') this.at++;
      else if (this.peek() !== ']') this.fail('expected "," or "]"');
    }
    this.at++;
    return out;
  }

  private string(): string {
    const quote = this.text[this.at];
    let out = '';
    for (let i = this.at + 1; i < this.text.length; i++) {
      const c = this.text[i];
      if (c === quote) {
        this.at = i + 1;
        return out;
      }
      if (c === '\n') break;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const next = this.text[++i];
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '"': '"', '\'': '\'', '\\': '\\', '/': '/' };
      if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(i + 1, i + 5))) {
        out += String.fromCharCode(parseInt(this.text.slice(i + 1, i + 5), 16));
        i += 4;
      } else if (next in simple) out += simple[next];
      else this.fail('a string has an unknown escape');
    }
    return this.fail('a string is not closed');
  }
}

/** The rules data in `text`; throws a RulesTextError with the line when it is not rules data. */
export function parseRulesText(text: string): unknown {
  const reader = new Reader(text.replace(/^\uFEFF/, ''));
  reader.skipExportsPrefix();
  const value = reader.value();
  reader.end();
  return value;
}
