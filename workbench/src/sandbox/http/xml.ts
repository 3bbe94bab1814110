/**
 * XML, both ways, with fast-xml-parser: answers written as `<response>` documents and
 * `application/xml` bodies read into the objects a JSON body would give.
 *
 * Answers: the envelope's keys are elements of `<response>`; an array is its element repeated
 * (`<data>...</data><data>...</data>`), an empty one an empty element; `null` is an empty
 * element; a key that is no XML name (a choice `"1"`, a key with a space) is an `<item key="1">`.
 * Bodies: the root element (any name) holds the object; its children are its keys, a repeated
 * child is an array, every value is text (as in a form post: the API reads numeric text as a
 * number where it takes one); a root holding only `<item>` elements is an array (a bulk create).
 */
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '../envelopes';

/** Element names we write as they are: letters, digits, `_`, `-`, `.`, not starting with a digit or `xml`. */
const XML_NAME = /^(?!xml)[A-Za-z_][A-Za-z0-9_.-]*$/i;

type Tree = Record<string, unknown>;

function treeOfValue(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '' : value.map((item) => (Array.isArray(item) ? { item: treeOfValue(item) } : treeOfValue(item)));
  if (typeof value === 'object') return treeOfObject(value as Record<string, unknown>);
  return value;
}

function treeOfObject(object: Record<string, unknown>): Tree {
  const tree: Tree = {};
  const items: Tree[] = [];
  Object.keys(object).forEach((key) => {
    const value = treeOfValue(object[key]);
    if (XML_NAME.test(key) && key !== 'item') {
      tree[key] = value;
      return;
    }
    // a key that is no element name travels as an attribute of an <item>
    if (Array.isArray(value)) items.push({ '@_key': key, item: value });
    else if (value !== null && typeof value === 'object') items.push({ '@_key': key, ...(value as Tree) });
    else items.push({ '@_key': key, '#text': value });
  });
  if (items.length) tree.item = items;
  return tree;
}

const builders = new Map<boolean, XMLBuilder>();

function builder(pretty: boolean): XMLBuilder {
  let made = builders.get(pretty);
  if (!made) {
    made = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: pretty, indentBy: '  ', suppressEmptyNode: true });
    builders.set(pretty, made);
  }
  return made;
}

/** An answer's body (an envelope, or an OAuth error) as an XML document. */
export function toXml(body: unknown, pretty: boolean): string {
  const content = body !== null && typeof body === 'object' && !Array.isArray(body) ? treeOfObject(body as Record<string, unknown>) : { value: treeOfValue(body) };
  return `<?xml version="1.0" encoding="UTF-8"?>${pretty ? '\n' : ''}${builder(pretty).build({ response: content })}${pretty ? '' : '\n'}`;
}

const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true, ignoreDeclaration: true, ignorePiTags: true });

/** An `application/xml` body as the object (or array) it holds; a 400 for what is not well-formed XML. */
export function parseXmlBody(text: string): unknown {
  if (/<!DOCTYPE/i.test(text)) throw badRequest('The XML body has a DOCTYPE; send the object\'s elements only, e.g. <task><task>Call</task><workspace><id>1</id></workspace></task>');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw badRequest(`The body is not well-formed XML (line ${valid.err.line}): ${valid.err.msg}`);
  let document: Tree;
  try {
    document = parser.parse(text) as Tree;
  } catch (error) {
    // fast-xml-parser refuses element names such as __proto__ and constructor
    throw badRequest(`The XML body was refused: ${(error as Error).message.replace(/^\[SECURITY\] /, '')}`);
  }
  const roots = Object.keys(document);
  if (roots.length !== 1) throw badRequest('The XML body must have one root element holding the object, e.g. <task><task>Call</task></task>');
  const content = document[roots[0]];
  if (content === '' || content === null) return {};
  if (typeof content !== 'object') throw badRequest(`The XML body's root element holds text; put each attribute in an element of its own, e.g. <${roots[0]}><name>...</name></${roots[0]}>`);
  const keys = Object.keys(content as Tree);
  if (keys.length === 1 && keys[0] === 'item') {
    const items = (content as Tree).item;
    return Array.isArray(items) ? items : [items];
  }
  return content;
}
