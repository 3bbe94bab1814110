import { ParsedNode } from './parse';
/** A compiled filter or part of one: true when the record (an object) matches. */
export type Matcher = (record: object) => boolean;
export declare function compileNode(node: ParsedNode): Matcher;
