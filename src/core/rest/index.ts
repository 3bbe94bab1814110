// The REST conventions of Zengine's API that the sandbox (workbench/src/sandbox/) and the testing
// kit's in-memory API (src/testing/) share, so both answer one set of rules
// (test/node/rest-differential.spec.ts): query parameters, conditions to filters, sort and
// attributes, envelopes, routes.
export * from './envelopes';
export * from './query';
export * from './attributes';
export * from './filter';
export * from './routes';
export * from './times';
