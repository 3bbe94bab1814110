/**
 * Formulas of calculated fields: numbers, `field<id>` references, + - * / and parentheses.
 * Parsed into a tree (never evaluated as code).
 */

type Node =
  | { kind: 'number'; value: number }
  | { kind: 'field'; key: string }
  | { kind: 'negate'; operand: Node }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: Node; right: Node };

export interface Formula {
  /** The `field<id>` keys it reads. */
  fields: string[];
  /** Its value for a record: empty fields count as 0; division by zero gives null. */
  evaluate(values: (key: string) => unknown): number | null;
}

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|(field\d+)|([-+*/()]))/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`unexpected "${source.slice(start).trim().slice(0, 10)}" at ${start}`);
    tokens.push(match[1] || match[2] || match[3]);
  }
  return tokens;
}

/** Parses a formula such as `field7 * field8 / 100`; throws an Error saying what is wrong. */
export function parseFormula(source: string): Formula {
  if (source.length > 500) throw new Error('a formula is at most 500 characters');
  const tokens = tokenize(source);
  let position = 0;
  let depth = 0;
  const fields: string[] = [];

  const peek = (): string | undefined => tokens[position];
  function expression(): Node {
    let node = term();
    while (peek() === '+' || peek() === '-') {
      const operator = tokens[position++] as '+' | '-';
      node = { kind: 'binary', operator, left: node, right: term() };
    }
    return node;
  }
  function term(): Node {
    let node = factor();
    while (peek() === '*' || peek() === '/') {
      const operator = tokens[position++] as '*' | '/';
      node = { kind: 'binary', operator, left: node, right: factor() };
    }
    return node;
  }
  function factor(): Node {
    const token = tokens[position++];
    if (token === undefined) throw new Error('the formula ends too early');
    if (token === '-') return { kind: 'negate', operand: factor() };
    if (token === '(') {
      if (++depth > 20) throw new Error('parentheses are nested too deeply');
      const node = expression();
      if (tokens[position++] !== ')') throw new Error('a parenthesis is not closed');
      depth--;
      return node;
    }
    if (/^field\d+$/.test(token)) {
      if (fields.indexOf(token) === -1) fields.push(token);
      return { kind: 'field', key: token };
    }
    if (/^\d/.test(token)) return { kind: 'number', value: Number(token) };
    throw new Error(`unexpected "${token}"`);
  }

  const tree = expression();
  if (position !== tokens.length) throw new Error(`unexpected "${tokens[position]}"`);

  function evaluate(node: Node, values: (key: string) => unknown): number {
    switch (node.kind) {
      case 'number': return node.value;
      case 'field': {
        const value = Number(values(node.key));
        return Number.isFinite(value) ? value : 0;
      }
      case 'negate': return -evaluate(node.operand, values);
      case 'binary': {
        const left = evaluate(node.left, values);
        const right = evaluate(node.right, values);
        switch (node.operator) {
          case '+': return left + right;
          case '-': return left - right;
          case '*': return left * right;
          default: return left / right;
        }
      }
    }
  }

  return {
    fields,
    evaluate: (values) => {
      const result = evaluate(tree, values);
      return Number.isFinite(result) ? result : null;
    }
  };
}
