'use strict';
// `node --require zn-plugin-workbench/localhost-dns app.js`: Node resolves *.localhost (the
// workbench's Firebase databases, <ns>.firebaseio.localhost) to 127.0.0.1, as browsers do.
require('./build/src/firebase/localhost-dns.js');
