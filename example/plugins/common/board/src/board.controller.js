/*
 * The board: a form's records as cards in columns, one column per choice of a dropdown or radio
 * field (in the sandbox: Deals by Stage), the full page at /workspaces/<id>/plugin/<route>. It is
 * written the way a plugin for Zengine's host is written, so copy from it freely:
 *
 * - its templates are <script type="text/ng-template"> blocks (board.html, settings.html), its
 *   styles board.scss, its backend services the repository's backend/settings and backend/summary,
 *   each a plugin.js exporting run(eventData) as Zengine's services do;
 * - every name starts with `wgn`, which the build makes the namespace of maya.json (wgnCntl becomes
 *   boardCntl, the template wgn-main board-main, the class wgn-card board-card);
 * - it registers on the global `plugin` object, with explicit injection annotations so it survives
 *   minification and the host's strictDi.
 *
 * Where the services come in:
 *   znData            the records, a page at a time; create, edit and delete
 *   znPluginData      the plugin's own backend: its settings and the summary figures (wgnBackend)
 *   znFiltersPanel    the person's own filter; zn-inline-filter on the settings page
 *   znFilterMatcher   quick search over the cards already loaded, without a request
 *   znModal           the editor, whose Save checks the values through setBtnAction
 *   znConfirm         before a delete
 *   znMessage         after saves, and for failures (the API's userMessage)
 *   znPluginEvents    the events panel (events.controller.js), the top-nav counter and the record
 *                     overlay's note (plugins/board/src/places.controller.js)
 *   znLocalStorage    the layout and the filter, kept across reloads
 *   znCookies         the tip, once dismissed
 */
plugin.controller('wgnCntl', ['$scope', '$q', '$location', 'znData', 'znFilterMatcher', 'znFiltersPanel', 'znModal',
  'znConfirm', 'znMessage', 'znLocalStorage', 'znCookies', 'wgnBackend', 'wgnForms', 'wgnText',
  function ($scope, $q, $location, znData, znFilterMatcher, znFiltersPanel, znModal,
    znConfirm, znMessage, znLocalStorage, znCookies, wgnBackend, wgnForms, wgnText) {
    var PAGE_SIZE = 50;
    var LAYOUT_KEY = 'wgn.layout';
    var FILTER_KEY = 'wgn.filter.';              // + the form's id: each form has its own filter
    var TIP_COOKIE = 'wgn.tip-dismissed';
    var TIP_DAYS = 365;
    // Which fields the editor offers, by the API's field type; the rest are edited in the record itself.
    var EDITOR_KINDS = {
      'text': 'text', 'text-input': 'text', 'text-area': 'textarea',
      'numeric': 'number', 'year': 'year', 'date-picker': 'date',
      'dropdown': 'choice', 'radio': 'choice'
    };
    // Fields quick search looks in, besides the record's name.
    var SEARCHED_TYPES = ['text', 'text-input', 'text-area'];

    var board = $scope.board = this;
    var workspaceId = $scope.workspaceId;           // given by the host to every plugin page
    var records = znData('FormRecords');
    var loadToken = 0;
    var searchDocuments = {};                      // record id → its searchable text, lower-cased
    var matches = null;                            // the quick search's predicate, or null

    board.state = 'loading';                       // loading | ready | failed
    board.failure = '';
    board.records = [];
    board.total = 0;
    board.page = 0;
    board.loadingMore = false;
    board.search = '';
    board.filter = null;
    board.summary = {};
    // The layout the person chose; kept in local storage, so it is there after a reload.
    board.layout = angular.extend({ compact: false, collapsed: {} }, znLocalStorage.get(LAYOUT_KEY) || {});
    board.tipShown = !znCookies.get(TIP_COOKIE);

    // ----- loading -----

    function fail(failure) {
      board.state = 'failed';
      board.failure = wgnText.failureText(failure);
    }

    function start() {
      wgnBackend.settings(workspaceId).then(function (settings) {
        board.settings = settings;
        if (!settings.formId) {
          return $q.reject({ userMessage: 'No form of this workspace has a dropdown or radio field to group by.' });
        }
        return wgnForms.read(settings.formId);
      }).then(function (form) {
        angular.extend(board, wgnForms.layoutOf(form, board.settings));
        board.filter = znLocalStorage.get(FILTER_KEY + form.id);
        board.state = 'ready';
        loadSummary();
        return loadFirstPage();
      }).catch(fail);
    }

    /** The filter sent with each query: the workspace's (settings) and the person's, both. */
    function queryFilter() {
      var parts = [board.settings.filter, board.filter].filter(wgnText.hasConditions);
      return parts.length > 1 ? { and: parts } : parts[0];
    }

    function loadFirstPage() {
      board.records = [];
      board.page = 0;
      searchDocuments = {};
      return loadMore();
    }

    /** Reads the next page and adds its records to the board. */
    function loadMore() {
      var token = ++loadToken;
      board.loadingMore = true;
      board.listFailure = '';
      return records.query({ formId: board.form.id, page: board.page + 1, limit: PAGE_SIZE, filter: queryFilter() },
        function (page, meta) {
          if (token !== loadToken) return;
          board.page++;
          board.total = meta.totalCount;
          var known = {};
          board.records.forEach(function (record) { known[record.id] = true; });
          // A record created meanwhile shifts the pages: never show one twice.
          page.forEach(function (record) {
            if (!known[record.id]) board.records.push(record);
          });
          board.loadingMore = false;
          arrange();
        }, function (failure) {
          if (token !== loadToken) return;
          board.loadingMore = false;
          board.listFailure = wgnText.failureText(failure);
        });
    }

    function loadSummary() {
      wgnBackend.summary(workspaceId).then(function (summary) {
        board.summary = {};
        board.summaryFailure = '';
        summary.columns.forEach(function (column) {
          board.summary[column.value === null ? wgnForms.NO_CHOICE : String(column.value)] = column;
        });
      }, function (failure) {
        // The figures are extra: the board works without them.
        board.summary = {};
        board.summaryFailure = wgnText.failureText(failure);
      });
    }

    // ----- columns and quick search -----

    function columnKeyOf(record) {
      var value = record['field' + board.groupField.id];
      var key = value === null || value === undefined ? wgnForms.NO_CHOICE : String(value);
      for (var i = 0; i < board.columns.length; i++) if (board.columns[i].key === key) return key;
      return wgnForms.NO_CHOICE;
    }

    /**
     * What quick search reads of a record. znFilterMatcher compares text as the API does,
     * case-sensitively, so it is given a lower-cased copy of the fields searched in.
     */
    function searchDocument(record) {
      var document = { name: String(record.name || '').toLowerCase() };
      board.form.fields.forEach(function (field) {
        var value = record['field' + field.id];
        if (SEARCHED_TYPES.indexOf(field.type) !== -1 && typeof value === 'string') document['field' + field.id] = value.toLowerCase();
      });
      return document;
    }

    /** Every word must be in the name or in one of the text fields: { and: [{ or: [...] }, ...] }. */
    function quickSearchFilter(text) {
      var attributes = ['name'].concat(board.form.fields.filter(function (field) {
        return SEARCHED_TYPES.indexOf(field.type) !== -1;
      }).map(function (field) { return 'field' + field.id; }));
      // '|' would split a value into alternatives: quick search takes words literally.
      var words = text.toLowerCase().replace(/\|/g, ' ').split(/\s+/).filter(Boolean);
      if (!words.length) return null;
      return {
        and: words.map(function (word) {
          return { or: attributes.map(function (attribute) { return { prefix: 'contains', attribute: attribute, value: word }; }) };
        })
      };
    }

    /** Puts the loaded records in their columns, keeping those quick search lets through. */
    function arrange() {
      var byKey = {};
      board.columns.forEach(function (column) {
        column.records = [];
        byKey[column.key] = column;
      });
      board.records.forEach(function (record) {
        if (matches) {
          if (!searchDocuments[record.id]) searchDocuments[record.id] = searchDocument(record);
          if (!matches(searchDocuments[record.id])) return;
        }
        byKey[columnKeyOf(record)].records.push(record);
      });
    }

    /** Runs as the person types: narrows the cards already loaded, without a request. */
    board.searchChanged = function () {
      var filter = quickSearchFilter(board.search || '');
      matches = filter ? znFilterMatcher.compile(filter) : null;
      arrange();
    };

    board.shownCount = function () {
      return (board.columns || []).reduce(function (sum, column) { return sum + (column.records ? column.records.length : 0); }, 0);
    };
    board.canLoadMore = function () {
      return board.state === 'ready' && board.records.length < board.total;
    };
    board.loadMore = function () {
      if (!board.loadingMore) loadMore();
    };

    // ----- the person's filter (znFiltersPanel), kept in local storage -----

    board.hasFilter = function () {
      return wgnText.hasConditions(board.filter);
    };

    board.editFilter = function () {
      var panel;
      try {
        panel = znFiltersPanel.open({ formId: board.form.id, filter: board.filter || undefined, subfilters: false });
      } catch (error) {
        // A filter kept from an older version of the form may no longer open: start afresh.
        znMessage('Your saved filter no longer fits this form, so it was cleared.', 'warning');
        setFilter(null);
        return;
      }
      panel.result.then(function (filter) {
        if (filter) setFilter(filter);             // null: closed without saving
      });
    };

    board.clearFilter = function () {
      setFilter(null);
    };

    function setFilter(filter) {
      board.filter = wgnText.hasConditions(filter) ? filter : null;
      if (board.filter) znLocalStorage.set(FILTER_KEY + board.form.id, board.filter);
      else znLocalStorage.remove(FILTER_KEY + board.form.id);
      loadFirstPage();
    }

    // ----- layout, kept in local storage -----

    function saveLayout() {
      znLocalStorage.set(LAYOUT_KEY, board.layout);
    }

    board.toggleCompact = function () {
      board.layout.compact = !board.layout.compact;
      saveLayout();
    };
    board.isCollapsed = function (column) {
      return !!board.layout.collapsed[column.key];
    };
    board.toggleColumn = function (column) {
      if (board.layout.collapsed[column.key]) delete board.layout.collapsed[column.key];
      else board.layout.collapsed[column.key] = true;
      saveLayout();
    };

    // ----- the tip, dismissed for a year (a cookie) -----

    board.dismissTip = function () {
      board.tipShown = false;
      znCookies.set(TIP_COOKIE, true, { expires: TIP_DAYS * 24 * 60 * 60 * 1000 });
    };

    // ----- opening, creating, editing, deleting -----

    /** Opens the record in the host's record overlay (?record=<formId>.<recordId>, as on Zengine). */
    board.open = function (record) {
      $location.search('record', board.form.id + '.' + record.id);
    };

    board.create = function (column) {
      var draft = {};
      if (column && column.value !== null) draft['field' + board.groupField.id] = column.value;
      openEditor(null, draft);
    };

    board.edit = function (record) {
      var draft = {};
      editorFields().forEach(function (field) {
        var value = record[field.key];
        draft[field.key] = value === null || value === undefined ? '' : field.kind === 'number' || field.kind === 'year' ? String(value) : value;
      });
      openEditor(record, draft);
    };

    board.remove = function (record) {
      var name = wgnText.escapeHtml(wgnText.nameOf(record));
      znConfirm('Delete <strong>' + name + '</strong>? This cannot be undone.', function () {
        records.delete({ formId: board.form.id, id: record.id }).then(function () {
          board.records = board.records.filter(function (other) { return other.id !== record.id; });
          board.total = Math.max(0, board.total - 1);
          arrange();
          loadSummary();
          znMessage('Deleted ' + name + '.', 'saved');
        }, function (failure) {
          znMessage(wgnText.escapeHtml(wgnText.failureText(failure)), 'error');
        });
      });
    };

    /** The fields the editor shows, with what it needs to show and check them. */
    function editorFields() {
      return board.form.fields.filter(function (field) { return EDITOR_KINDS[field.type]; }).map(function (field) {
        return {
          id: field.id,
          key: 'field' + field.id,
          label: field.label,
          kind: EDITOR_KINDS[field.type],
          required: !!field.required,
          choices: EDITOR_KINDS[field.type] === 'choice' ? wgnForms.choicesOf(field) : []
        };
      });
    }

    /** Why a value cannot be saved, or '' when it can. */
    function problemWith(field, value) {
      var text = value === null || value === undefined ? '' : String(value).trim();
      if (!text) return field.required ? field.label + ' is required.' : '';
      if (field.kind === 'number' && !/^-?\d+(\.\d+)?$/.test(text)) return field.label + ' must be a number, such as 1250 or 99.5.';
      if (field.kind === 'year' && !/^\d{4}$/.test(text)) return field.label + ' must be a year, such as 2024.';
      if (field.kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return field.label + ' must be a date written YYYY-MM-DD.';
      return '';
    }

    /**
     * The values to send: numbers as numbers, empty values as null. The API does not derive a
     * record's name, so the board names it after the form's first text field, as the seeded
     * records are named.
     */
    function dataOf(fields, draft) {
      var data = {};
      fields.forEach(function (field) {
        var text = draft[field.key] === null || draft[field.key] === undefined ? '' : String(draft[field.key]).trim();
        data[field.key] = text === '' ? null : field.kind === 'number' || field.kind === 'year' ? Number(text) : text;
      });
      var nameField = fields.filter(function (field) { return field.kind === 'text'; })[0];
      if (nameField && data[nameField.key]) data.name = data[nameField.key];
      return data;
    }

    function openEditor(record, draft) {
      var fields = editorFields();
      var labels = {};
      fields.forEach(function (field) { labels[field.key] = field.label; });
      var editor = { fields: fields, draft: draft, errors: {}, problems: [] };
      var singular = board.form.singularName || 'record';

      var modal = znModal({
        title: record ? 'Edit ' + wgnText.nameOf(record) : 'New ' + singular.toLowerCase(),
        templateUrl: 'wgn-editor',
        classes: 'wgn-editor-modal',
        scope: $scope,
        btns: {
          'Cancel': {},
          'Save': {
            primary: true,
            // Runs only through the wrapper below, once the values are fine. It returns the
            // request's promise: the dialog closes when it succeeds and stays open when it fails.
            action: function (data) {
              var params = record
                ? { formId: board.form.id, id: record.id, objectVersion: record.objectVersion }
                : { formId: board.form.id };
              return records.save(params, data).then(function (saved) {
                placeSaved(saved);
                znMessage((record ? 'Saved ' : 'Created ') + wgnText.escapeHtml(wgnText.nameOf(saved)) + '.', 'saved');
                return saved;
              }, function (failure) {
                editor.errors = {};
                angular.forEach(failure.validationErrors || {}, function (messages, key) {
                  editor.errors[key] = (labels[key] || key) + ': ' + messages.join(', ');
                });
                editor.problems = [wgnText.failureText(failure, labels)];
                znMessage(wgnText.escapeHtml(wgnText.failureText(failure, labels)), 'error');
                return $q.reject(failure);   // a rejection keeps the dialog open
              });
            }
          }
        }
      });
      modal.scope.editor = editor;

      // Save checks the values first; returning without calling `save` keeps the dialog open.
      modal.scope.setBtnAction('Save', function (save) {
        editor.errors = {};
        fields.forEach(function (field) {
          var problem = problemWith(field, editor.draft[field.key]);
          if (problem) editor.errors[field.key] = problem;
        });
        editor.problems = fields.filter(function (field) { return editor.errors[field.key]; })
          .map(function (field) { return editor.errors[field.key]; });
        if (editor.problems.length) return false;
        return save(dataOf(fields, editor.draft));
      });
    }

    /** Shows a saved record: replaces its card, or adds a new one at the top of its column. */
    function placeSaved(saved) {
      var index = -1;
      board.records.forEach(function (other, at) { if (other.id === saved.id) index = at; });
      if (index === -1) {
        board.records.unshift(saved);
        board.total++;
      } else {
        board.records[index] = saved;
      }
      delete searchDocuments[saved.id];
      arrange();
      loadSummary();
    }

    start();
  }]);
