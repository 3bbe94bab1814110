/*
 * The service's client of Zengine's REST API, in the form Zengine's service runner expected of
 * lib/zn-http.js: `znHttp(request).parseHeaders()` is called before run() with the request the
 * platform sent, and keeps its `baseurl` (where the API is), `authorization` (the caller's token)
 * and `x-plugin` headers; afterwards `znHttp()` anywhere in the service calls the API with them.
 *
 *   znHttp().get('/forms/12', { params: { related: 'fields' } })
 *   znHttp().post('/forms/12/records', { name: 'New' })
 *   znHttp().put(path, body, options), znHttp().del(path, options)
 *
 * Each returns a promise of a response with getBody() (parsed JSON, or the text), getCode() and
 * getHeaders(); an answer of 400 or more rejects with the same kind of response. Node's http and
 * https only: no dependency to install.
 */
var http = require('http');
var https = require('https');

var received = { baseurl: null, authorization: null, 'x-plugin': null };

function responseOf(code, headers, text) {
  var body = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch (notJson) {
    body = text;
  }
  return {
    getBody: function () { return body; },
    getCode: function () { return code; },
    getHeaders: function () { return headers; },
    body: text,
    code: code,
    headers: headers
  };
}

function queryOf(params) {
  var parts = [];
  Object.keys(params || {}).forEach(function (key) {
    var value = params[key];
    if (value === undefined || value === null) return;
    (Array.isArray(value) ? value : [value]).forEach(function (one) {
      parts.push(encodeURIComponent(key) + '=' + encodeURIComponent(one));
    });
  });
  return parts.length ? '?' + parts.join('&') : '';
}

function send(method, path, body, options) {
  options = options || {};
  return new Promise(function (resolve, reject) {
    if (!received.baseurl) {
      reject(responseOf(500, {}, JSON.stringify({ message: 'znHttp: no baseurl header was parsed (parseHeaders runs before run())' })));
      return;
    }
    var url = new URL(received.baseurl.replace(/\/+$/, '') + path + queryOf(options.params));
    var headers = Object.assign({ Accept: 'application/json' }, options.headers || {});
    if (received.authorization) headers.Authorization = received.authorization;
    if (received['x-plugin']) headers['X-Plugin'] = received['x-plugin'];
    var payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    if (payload) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = payload.length;
    }
    var request = (url.protocol === 'https:' ? https : http).request(url, { method: method, headers: headers }, function (answer) {
      var chunks = [];
      answer.on('data', function (chunk) { chunks.push(chunk); });
      answer.on('end', function () {
        var response = responseOf(answer.statusCode, answer.headers, Buffer.concat(chunks).toString('utf8'));
        if (answer.statusCode >= 400) reject(response);
        else resolve(response);
      });
    });
    request.on('error', function (error) {
      reject(responseOf(502, {}, JSON.stringify({ message: 'znHttp: ' + error.message })));
    });
    if (payload) request.write(payload);
    request.end();
  });
}

module.exports = function znHttp(request) {
  return {
    /** Keeps the headers the platform sent with `request` for every later call. */
    parseHeaders: function () {
      var headers = (request && request.headers) || {};
      Object.keys(received).forEach(function (name) {
        if (headers[name]) received[name] = headers[name];
      });
      return true;
    },
    get: function (path, options) { return send('GET', path, undefined, options); },
    post: function (path, body, options) { return send('POST', path, body, options); },
    put: function (path, body, options) { return send('PUT', path, body, options); },
    del: function (path, options) { return send('DELETE', path, undefined, options); }
  };
};
