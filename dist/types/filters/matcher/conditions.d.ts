import { ParsedCondition } from './parse';
/** A test of a normalized record value. */
export type ValueTest = (value: unknown) => boolean;
/** The test of a value condition, with its rule values prepared once. */
export declare function compileValueTest(condition: ParsedCondition): ValueTest;
