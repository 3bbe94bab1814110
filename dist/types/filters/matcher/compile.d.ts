import { MatchNode } from './match-tree';
import { ParsedNode } from './parse';
export declare function compileNode(node: ParsedNode): MatchNode;
