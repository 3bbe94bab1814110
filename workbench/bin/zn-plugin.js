#!/usr/bin/env node
'use strict';
// The zn-plugin command; its code is compiled TypeScript (src/cli.ts → build/src/cli.js).
require('../build/src/cli.js').run(process.argv.slice(2));
