/**
 * /workbench/firebase: each served plugin's database as a tree that follows every change (the
 * page listens to /workbench/firebase/<ns>/events), with a link to its export as JSON.
 */

function escapeHtml(text: unknown): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };
  return String(text).replace(/[&<>"']/g, (c) => entities[c]);
}

/** The page's own script (plain ES5): renders a value as nested lists, keys sorted as Firebase sorts them. */
const SCRIPT = `
(function () {
  'use strict';
  function compareKeys(a, b) {
    var ia = /^-?\\d{1,10}$/.test(a), ib = /^-?\\d{1,10}$/.test(b);
    if (ia && ib) return Number(a) - Number(b);
    if (ia) return -1;
    if (ib) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  function render(value, open) {
    if (value === null || typeof value !== 'object') {
      var leaf = document.createElement('span');
      leaf.className = 'fb-leaf';
      leaf.textContent = JSON.stringify(value);
      return leaf;
    }
    var list = document.createElement('ul');
    Object.keys(value).sort(compareKeys).forEach(function (key) {
      var item = document.createElement('li');
      var child = value[key];
      if (child !== null && typeof child === 'object') {
        var details = document.createElement('details');
        details.open = open[key] !== false;
        details.setAttribute('data-key', key);
        var summary = document.createElement('summary');
        summary.textContent = key;
        details.appendChild(summary);
        details.appendChild(render(child, {}));
        item.appendChild(details);
      } else {
        var name = document.createElement('span');
        name.className = 'fb-key';
        name.textContent = key + ': ';
        item.appendChild(name);
        item.appendChild(render(child, {}));
      }
      list.appendChild(item);
    });
    return list;
  }
  Array.prototype.forEach.call(document.querySelectorAll('[data-namespace]'), function (section) {
    var tree = section.querySelector('.fb-tree');
    var events = new EventSource('/workbench/firebase/' + encodeURIComponent(section.getAttribute('data-namespace')) + '/events');
    events.addEventListener('value', function (event) {
      var value = JSON.parse(event.data);
      var open = {};
      Array.prototype.forEach.call(tree.querySelectorAll(':scope > ul > li > details'), function (d) { open[d.getAttribute('data-key')] = d.open; });
      tree.textContent = '';
      if (value === null) {
        var empty = document.createElement('p');
        empty.className = 'fb-empty';
        empty.textContent = 'The database is empty.';
        tree.appendChild(empty);
      } else {
        tree.appendChild(render(value, open));
      }
      section.setAttribute('data-updates', String(Number(section.getAttribute('data-updates') || 0) + 1));
    });
  });
}());
`;

export function renderFirebasePage(databases: Array<{ namespace: string; url: string; rules: { source: string; problem: string } }>): string {
  const sections = databases.map((database) => `
  <section class="panel panel-default" data-namespace="${escapeHtml(database.namespace)}">
    <div class="panel-heading">
      <h2 class="panel-title">${escapeHtml(database.namespace)}
        <small><code>${escapeHtml(database.url)}</code> ·
        <a href="/workbench/firebase/${encodeURIComponent(database.namespace)}.json" download>export as JSON</a></small></h2>
    </div>
    <p class="panel-body fb-rules" data-rules>Rules in force: ${escapeHtml(database.rules.source)}</p>${database.rules.problem ? `
    <p class="alert alert-danger fb-rules-problem" role="alert">${escapeHtml(database.rules.problem)}; the rules in force stay as above until the file is fixed.</p>` : ''}
    <div class="panel-body fb-tree" aria-live="polite"><p class="text-muted">Loading…</p></div>
  </section>`).join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Firebase databases · zn-plugin workbench</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/node_modules/bootstrap/dist/css/bootstrap.min.css">
  <style>
    .fb-tree ul { list-style: none; padding-left: 1.2em; margin: 0; }
    .fb-tree > ul { padding-left: 0; }
    .fb-tree summary { cursor: pointer; font-weight: 600; }
    .fb-key { font-weight: 600; }
    .fb-leaf { font-family: monospace; color: #0b5394; }
  </style>
</head>
<body>
  <main class="container">
    <h1 class="h3">Firebase databases <small><a href="/">back to the workspace</a></small></h1>
    <p class="text-muted">Each served plugin's local database, as it changes. The data is kept in the workbench's data folder; <code>zn-plugin serve --reset</code> empties it.</p>
    ${sections || '<p class="alert alert-info">No plugin is served, so there is no database.</p>'}
  </main>
  <script>${SCRIPT}</script>
</body>
</html>
`;
}
