/**
 * Attribute paths: reading, knowing, sorting and picking them by the core's rules
 * (src/core/rest/attributes.ts), shared with the testing kit's in-memory API.
 */
export { readPath, attributesOf, checkKnown, sortObjects, pickAttributes, checkSort, projectAttributes } from 'zn-plugin/core';
