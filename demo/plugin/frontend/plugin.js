/*
 * The board plugin: a form's records as cards in columns, one column per choice of a dropdown or
 * radio field (in the sandbox: Deals by Stage). It is written the way a plugin for the real host
 * is written, so copy from it freely:
 *
 * - its templates are <script type="text/ng-template"> blocks (plugin.html), its styles plugin.css,
 *   its backend services backend/settings/ and backend/summary/, each a plugin.js exporting
 *   run(eventData) as Zengine's services do (the sandbox serves them at
 *   /plugins/workspaces/<id>/board/settings and .../summary);
 * - every name starts with the namespace, `board`: controllers boardCntl..., templates board-...,
 *   storage keys board....;
 * - it registers on the global `plugin` object, with explicit injection annotations so it survives
 *   minification and the host's strictDi.
 *
 * Where the services come in:
 *   znData            the records, a page at a time; create, edit and delete
 *   znPluginData      the plugin's own backend: its settings and the summary figures
 *   znFiltersPanel    the person's own filter; zn-inline-filter on the settings page
 *   znFilterMatcher   quick search over the cards already loaded, without a request
 *   znModal           the editor, whose Save checks the values through setBtnAction
 *   znConfirm         before a delete
 *   znMessage         after saves, and for failures (the API's userMessage)
 *   znPluginEvents    the events panel, the top-nav counter and the record overlay's note
 *   znLocalStorage    the layout and the filter, kept across reloads
 *   znCookies         the tip, once dismissed
 */
(function (plugin, angular) {
  'use strict';

  var NAMESPACE = 'board';
  var PAGE_SIZE = 50;
  var LAYOUT_KEY = 'board.layout';
  var FILTER_KEY = 'board.filter.';          // + the form's id: each form has its own filter
  var TIP_COOKIE = 'board.tip-dismissed';
  var TIP_DAYS = 365;
  var EVENTS_KEPT = 30;
  var RECORD_LOADED = 'zn-ui-record-overlay-record-loaded';
  var NO_CHOICE = '';                        // the key of the column of records without a choice

  // Which fields the editor offers, by the API's field type; the rest are edited in the record itself.
  var EDITOR_KINDS = {
    'text': 'text', 'text-input': 'text', 'text-area': 'textarea',
    'numeric': 'number', 'year': 'year', 'date-picker': 'date',
    'dropdown': 'choice', 'radio': 'choice'
  };
  // Fields quick search looks in, besides the record's name.
  var SEARCHED_TYPES = ['text', 'text-input', 'text-area'];

  /**
   * A choice field's choices as [{ value, label }], in display order. The API lists them in
   * settings.properties.choices as { value: label }.
   */
  function choicesOf(field) {
    var choices = (field.settings && field.settings.properties && field.settings.properties.choices) || {};
    return Object.keys(choices).map(function (value) { return { value: value, label: choices[value] }; });
  }

  /**
   * znMessage and znConfirm take HTML (sanitized, never run). Names and the API's userMessage are
   * text, so escape them: a record named "<b>x</b>" then shows just as it was typed.
   */
  function escapeHtml(text) {
    return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }

  function nameOf(record) {
    return record.name || ('Record ' + record.id);
  }

  /** A filter that has conditions (`{ and: [] }` matches everything, so it counts as none). */
  function hasConditions(filter) {
    if (!filter) return false;
    var list = filter.and || filter.or;
    return angular.isArray(list) && list.length > 0;
  }

  /** The failure's text for a person: the API's userMessage, with its validation messages. */
  function failureText(failure, labels) {
    var text = failure && failure.userMessage ? failure.userMessage : 'Something went wrong.';
    var errors = failure && failure.validationErrors;
    if (errors) {
      text += ': ' + Object.keys(errors).map(function (key) {
        return (labels && labels[key] ? labels[key] : key) + ' ' + String(errors[key][0]).toLowerCase();
      }).join('; ');
    }
    return text;
  }

  /**
   * The plugin's backend services: settings per workspace, and summary figures. Settings are
   * read once per workspace and shared by every part of the plugin on the page.
   */
  plugin.factory('boardBackend', ['znPluginData', function (znPluginData) {
    var backend = znPluginData(NAMESPACE);
    var settingsRead = {};
    return {
      settings: function (workspaceId) {
        if (!settingsRead[workspaceId]) {
          settingsRead[workspaceId] = backend.get('/settings', { workspaceId: workspaceId });
          settingsRead[workspaceId].catch(function () { delete settingsRead[workspaceId]; });
        }
        return settingsRead[workspaceId];
      },
      saveSettings: function (workspaceId, settings) {
        return backend.put('/settings', { workspaceId: workspaceId }, settings).then(function (saved) {
          delete settingsRead[workspaceId];
          return saved;
        });
      },
      summary: function (workspaceId) {
        return backend.get('/summary', { workspaceId: workspaceId });
      }
    };
  }]);

  /**
   * A form with its fields, and what the board makes of it: the field to group by, its columns
   * and the field to sum. Forms are read once and shared.
   */
  plugin.factory('boardForms', ['znData', function (znData) {
    var formsRead = {};

    function fieldByKey(form, key) {
      for (var i = 0; i < form.fields.length; i++) if ('field' + form.fields[i].id === key) return form.fields[i];
      return null;
    }

    return {
      read: function (formId) {
        if (!formsRead[formId]) {
          formsRead[formId] = znData('Forms').get({ id: formId, related: 'fields' });
          formsRead[formId].catch(function () { delete formsRead[formId]; });
        }
        return formsRead[formId];
      },
      /** { form, groupField, sumField, columns: [{ key, value, label }] } for the board's settings. */
      layoutOf: function (form, settings) {
        var groupField = fieldByKey(form, settings.groupBy);
        var sumField = settings.sumField ? fieldByKey(form, settings.sumField) : null;
        var columns = (groupField ? choicesOf(groupField) : []).map(function (choice) {
          return { key: String(choice.value), value: choice.value, label: choice.label };
        });
        columns.push({ key: NO_CHOICE, value: null, label: groupField ? 'No ' + groupField.label.toLowerCase() : 'Other' });
        return { form: form, groupField: groupField, sumField: sumField, columns: columns };
      }
    };
  }]);

  /** The board: the full page at #!/workspaces/<id>/plugin/board. */
  plugin.controller('boardCntl', ['$scope', '$q', '$location', 'znData', 'znFilterMatcher', 'znFiltersPanel', 'znModal',
    'znConfirm', 'znMessage', 'znLocalStorage', 'znCookies', 'boardBackend', 'boardForms',
    function ($scope, $q, $location, znData, znFilterMatcher, znFiltersPanel, znModal,
      znConfirm, znMessage, znLocalStorage, znCookies, boardBackend, boardForms) {
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
        board.failure = failureText(failure);
      }

      function start() {
        boardBackend.settings(workspaceId).then(function (settings) {
          board.settings = settings;
          if (!settings.formId) {
            return $q.reject({ userMessage: 'No form of this workspace has a dropdown or radio field to group by.' });
          }
          return boardForms.read(settings.formId);
        }).then(function (form) {
          angular.extend(board, boardForms.layoutOf(form, board.settings));
          board.filter = znLocalStorage.get(FILTER_KEY + form.id);
          board.state = 'ready';
          loadSummary();
          return loadFirstPage();
        }).catch(fail);
      }

      /** The filter sent with each query: the workspace's (settings) and the person's, both. */
      function queryFilter() {
        var parts = [board.settings.filter, board.filter].filter(hasConditions);
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
            board.listFailure = failureText(failure);
          });
      }

      function loadSummary() {
        boardBackend.summary(workspaceId).then(function (summary) {
          board.summary = {};
          board.summaryFailure = '';
          summary.columns.forEach(function (column) {
            board.summary[column.value === null ? NO_CHOICE : String(column.value)] = column;
          });
        }, function (failure) {
          // The figures are extra: the board works without them.
          board.summary = {};
          board.summaryFailure = failureText(failure);
        });
      }

      // ----- columns and quick search -----

      function columnKeyOf(record) {
        var value = record['field' + board.groupField.id];
        var key = value === null || value === undefined ? NO_CHOICE : String(value);
        for (var i = 0; i < board.columns.length; i++) if (board.columns[i].key === key) return key;
        return NO_CHOICE;
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
        return hasConditions(board.filter);
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
        board.filter = hasConditions(filter) ? filter : null;
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
        var name = escapeHtml(nameOf(record));
        znConfirm('Delete <strong>' + name + '</strong>? This cannot be undone.', function () {
          records.delete({ formId: board.form.id, id: record.id }).then(function () {
            board.records = board.records.filter(function (other) { return other.id !== record.id; });
            board.total = Math.max(0, board.total - 1);
            arrange();
            loadSummary();
            znMessage('Deleted ' + name + '.', 'saved');
          }, function (failure) {
            znMessage(escapeHtml(failureText(failure)), 'error');
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
            choices: EDITOR_KINDS[field.type] === 'choice' ? choicesOf(field) : []
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
          title: record ? 'Edit ' + nameOf(record) : 'New ' + singular.toLowerCase(),
          templateUrl: 'board-editor',
          classes: 'board-editor-modal',
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
                  znMessage((record ? 'Saved ' : 'Created ') + escapeHtml(nameOf(saved)) + '.', 'saved');
                  return saved;
                }, function (failure) {
                  editor.errors = {};
                  angular.forEach(failure.validationErrors || {}, function (messages, key) {
                    editor.errors[key] = (labels[key] || key) + ': ' + messages.join(', ');
                  });
                  editor.problems = [failureText(failure, labels)];
                  znMessage(escapeHtml(failureText(failure, labels)), 'error');
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

  /**
   * The events panel on the board: every znData event of form records and the record overlay's
   * event, newest first. Listeners live on $rootScope, so each is removed when the panel goes.
   */
  plugin.controller('boardEventsCntl', ['$scope', 'znPluginEvents', function ($scope, znPluginEvents) {
    var events = $scope.events = [];
    var names = ['read', 'saved', 'deleted', 'saved-all', 'updated-all', 'deleted-all'].map(function (action) {
      return znPluginEvents.dataEvent('FormRecords', action);
    }).concat([RECORD_LOADED]);

    function describe(name, args) {
      var first = args[0];
      if (name === RECORD_LOADED) return nameOf(first);
      if (/-read$/.test(name)) return angular.isArray(first) ? first.length + ' records' : nameOf(first);
      if (/-saved$/.test(name)) return nameOf(first) + (args[1] ? ' (created)' : ' (updated)');
      if (/-deleted$/.test(name)) return 'record ' + first.id;
      return '';
    }

    var stops = names.map(function (name) {
      return znPluginEvents.$on(name, function () { // arguments: the event, then what was announced
        events.unshift({ name: name, detail: describe(name, Array.prototype.slice.call(arguments, 1)), at: new Date() });
        if (events.length > EVENTS_KEPT) events.pop();
      });
    });
    $scope.$on('$destroy', function () {
      stops.forEach(function (stop) { stop(); });
    });
    $scope.clearEvents = function () {
      events.length = 0;
    };
  }]);

  /** The board's settings page: which form, which field makes the columns, and a filter for everyone. */
  plugin.controller('boardSettingsCntl', ['$scope', 'znData', 'znMessage', 'boardBackend', 'boardForms',
    function ($scope, znData, znMessage, boardBackend, boardForms) {
      var workspaceId = $scope.workspaceId;
      var settings = $scope.settings = null;
      $scope.forms = [];
      $scope.choiceFields = [];
      $scope.numberFields = [];
      $scope.filterOptions = null;

      function fail(failure) {
        $scope.failure = failureText(failure);
      }

      /** The form's fields to choose from; settings that do not fit the form are cleared. */
      function showForm(formId, keepFilter) {
        if (!formId) return;
        boardForms.read(formId).then(function (form) {
          if (!settings || settings.formId !== form.id) return;
          $scope.choiceFields = form.fields.filter(function (field) { return field.type === 'dropdown' || field.type === 'radio'; });
          $scope.numberFields = form.fields.filter(function (field) { return field.type === 'numeric' || field.type === 'calculated-field'; });
          var keys = function (fields) { return fields.map(function (field) { return 'field' + field.id; }); };
          if (keys($scope.choiceFields).indexOf(settings.groupBy) === -1) settings.groupBy = $scope.choiceFields.length ? 'field' + $scope.choiceFields[0].id : null;
          if (keys($scope.numberFields).indexOf(settings.sumField) === -1) settings.sumField = null;
          if (!keepFilter) settings.filter = null;
          // A new options object: zn-inline-filter reads options again only when they are replaced.
          $scope.filterOptions = { formId: form.id, subfilters: false };
        }, fail);
      }

      $scope.formChanged = function () {
        showForm(settings.formId, false);
      };

      $scope.save = function () {
        $scope.saving = true;
        boardBackend.saveSettings(workspaceId, settings).then(function () {
          znMessage('The board settings were saved.', 'saved');
        }, function (failure) {
          znMessage(escapeHtml(failureText(failure)), 'error');
        }).finally(function () {
          $scope.saving = false;
        });
      };

      znData('Forms').query({ 'workspace.id': workspaceId, attributes: 'id,name', limit: 100 }).then(function (forms) {
        $scope.forms = forms;
      }, fail);
      boardBackend.settings(workspaceId).then(function (saved) {
        settings = $scope.settings = angular.copy(saved);
        showForm(settings.formId, true);
      }, fail);
    }]);

  /** In the host's top nav: how many records were saved or deleted since the page loaded. */
  plugin.controller('boardNavCntl', ['$scope', 'znPluginEvents', function ($scope, znPluginEvents) {
    $scope.changes = 0;
    var stops = ['saved', 'deleted'].map(function (action) {
      return znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', action), function () {
        $scope.changes++;
      });
    });
    $scope.$on('$destroy', function () {
      stops.forEach(function (stop) { stop(); });
    });
  }]);

  /** Above the host's grid: the board's figures, when the grid shows the board's form. */
  plugin.controller('boardSubheaderCntl', ['$scope', 'znPluginEvents', 'boardBackend', 'boardForms',
    function ($scope, znPluginEvents, boardBackend, boardForms) {
      var workspaceId = $scope.workspaceId;

      function load() {
        $scope.figures = null;
        // `form` is the form the host's data page shows.
        if (!$scope.form) return;
        var formId = $scope.form.id;
        boardBackend.settings(workspaceId).then(function (settings) {
          if (settings.formId !== formId) return undefined;
          return boardForms.read(formId).then(function (form) {
            return boardBackend.summary(workspaceId).then(function (summary) {
              var layout = boardForms.layoutOf(form, settings);
              $scope.groupLabel = layout.groupField ? layout.groupField.label : '';
              $scope.figures = layout.columns.map(function (column) {
                var figures = summary.columns.filter(function (item) { return item.value === column.value; })[0];
                return { label: column.label, count: figures ? figures.count : 0 };
              }).filter(function (figure) { return figure.count > 0; });
            });
          });
        }).catch(function () {
          $scope.figures = null;   // no figures is better than a broken bar above the host's grid
        });
      }

      $scope.$watch('form.id', load);
      var stops = ['saved', 'deleted'].map(function (action) {
        return znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', action), load);
      });
      $scope.$on('$destroy', function () {
        stops.forEach(function (stop) { stop(); });
      });
    }]);

  /** Above the form in the record overlay: which column of the board the record is in. */
  plugin.controller('boardRecordCntl', ['$scope', 'znPluginEvents', 'boardBackend', 'boardForms',
    function ($scope, znPluginEvents, boardBackend, boardForms) {
      var workspaceId = $scope.workspaceId;

      function show(record) {
        $scope.column = null;
        if (!record || !record.form) return;
        boardBackend.settings(workspaceId).then(function (settings) {
          if (settings.formId !== record.form.id) return undefined;
          return boardForms.read(record.form.id).then(function (form) {
            var layout = boardForms.layoutOf(form, settings);
            if (!layout.groupField) return;
            var value = record['field' + layout.groupField.id];
            var column = layout.columns.filter(function (candidate) { return candidate.value === value; })[0];
            $scope.column = { field: layout.groupField.label, label: column ? column.label : layout.columns[layout.columns.length - 1].label };
          });
        }).catch(function () {
          $scope.column = null;
        });
      }

      var stop = znPluginEvents.$on(RECORD_LOADED, function (event, record) {
        show(record);
      });
      $scope.$on('$destroy', stop);
    }]);

  /**
   * A section of the record overlay (recordOverlay): for a record of the board's form, its stage
   * (the board's column) and its amount (the board's sum field). The host gives the record it
   * shows as znPluginRecord and mounts this again for another record.
   */
  plugin.controller('boardOverlayCntl', ['$scope', 'znPluginRecord', 'znPluginEvents', 'boardBackend', 'boardForms',
    function ($scope, znPluginRecord, znPluginEvents, boardBackend, boardForms) {
      var readToken = 0;
      $scope.deal = null;
      $scope.read = false;            // until then, say nothing rather than "not of the board's form"

      function show(record) {
        var token = ++readToken;
        if (!record.form) {
          $scope.deal = null;
          $scope.read = true;
          return;
        }
        boardBackend.settings($scope.workspaceId).then(function (settings) {
          if (settings.formId !== record.form.id) return null;
          return boardForms.read(record.form.id).then(function (form) {
            var layout = boardForms.layoutOf(form, settings);
            if (!layout.groupField) return null;
            var value = record['field' + layout.groupField.id];
            var column = layout.columns.filter(function (candidate) { return candidate.value === value; })[0] ||
              layout.columns[layout.columns.length - 1];
            return {
              stageLabel: layout.groupField.label,
              stage: column.label,
              amountLabel: layout.sumField ? layout.sumField.label : null,
              amount: layout.sumField ? record['field' + layout.sumField.id] : null
            };
          });
        }).catch(function () {
          return null;
        }).then(function (deal) {
          if (token !== readToken) return;
          $scope.deal = deal;
          $scope.read = true;
        });
      }

      show(znPluginRecord);
      // The same record saved again (say, moved to another column on the board) comes as a new
      // object with the same id: the overlay keeps this section, so follow it here.
      $scope.$on('$destroy', znPluginEvents.$on(RECORD_LOADED, function (event, record) {
        if (record && record.id === znPluginRecord.id) show(record);
      }));
    }]);

  plugin.register(NAMESPACE, {
    route: '/board',
    title: 'Board',
    pageTitle: false,               // the board has its own heading, with the form's name
    icon: 'icon-th-large',
    interfaces: [
      { type: 'fullPage', controller: 'boardCntl', template: 'board-main', topNav: true, order: 100 },
      { type: 'settings', controller: 'boardSettingsCntl', template: 'board-settings' },
      { type: 'inline', location: 'zn-top-nav', controller: 'boardNavCntl', template: 'board-nav' },
      { type: 'inline', location: 'zn-plugin-data-subheader', controller: 'boardSubheaderCntl', template: 'board-subheader' },
      { type: 'inline', location: 'zn-plugin-form-top', controller: 'boardRecordCntl', template: 'board-record' },
      { type: 'recordOverlay', controller: 'boardOverlayCntl', template: 'board-overlay' }
    ]
  });
}(window.plugin, window.angular));
