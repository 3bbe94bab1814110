/*
 * What a version 2 plugin's frames look like in the host page: the iframe of a view (placed,
 * sized, answered), the children a frame opens (a modal in the SDK's dialog, a dropdown beside the
 * frame) and tooltips. Plain ES5 functions over the services v2-host.js hands them; no AngularJS
 * registration here.
 */
(function (window, angular) {
  'use strict';

  var DEFAULT_SIZES = {
    fullPage: { width: '100%', height: '600px' },
    settings: { width: '100%', height: '600px' },
    recordOverlay: { width: '100%', height: '400px' },
    inline: { width: '100%', height: '50px' },
    modal: { width: '100%', height: '400px' },
    dropdown: { width: '400px', height: '300px' }
  };
  /** Frames that span the page's width: they take only a height from `resize`. */
  var PAGE_TYPES = ['fullPage', 'settings', 'recordOverlay'];

  /**
   * The most children open at once: per frame that opens them, and in the page (a child may open
   * children of its own). 200 modal calls piled up 203 iframes; past these a modal or dropdown is
   * refused with an error naming the limit.
   */
  var CHILD_LIMITS = { perFrame: 10, inPage: 30 };

  /** A CSS length from a plugin: 120 → '120px'; '120px', '50%', '10em' kept; anything else null. */
  function cssLength(value) {
    if (typeof value === 'number' && isFinite(value) && value >= 0) return Math.round(value) + 'px';
    if (typeof value === 'string' && /^\d+(\.\d+)?(px|%|em|rem|vh|vw)$/.test(value.trim())) return value.trim();
    return null;
  }

  /** The origin a plugin's dist/ is served at: its own, as Zengine served plugins away from its app. */
  function pluginOrigin(namespace) {
    var port = window.location.port;
    return window.location.protocol + '//' + namespace.toLowerCase() + '.localhost' + (port ? ':' + port : '');
  }

  /** A view's src: a path of the plugin's origin ('/index.html'), nothing that names another host. */
  function viewPath(src) {
    if (typeof src !== 'string' || src.charAt(0) !== '/' || src.charAt(1) === '/' || /[\\\s]/.test(src)) return null;
    return src;
  }

  function frameRect(frame) {
    return frame.iframe ? frame.iframe.getBoundingClientRect() : { top: 0, left: 0 };
  }

  /**
   * Puts the frame's iframe in `element` and has `host` (post-rpc-host.js) answer it from the
   * plugin's origin. Returns a function that stops answering it.
   */
  function placeFrame(host, frame, element) {
    var src = viewPath(frame.view && frame.view.src);
    if (!src) {
      element.append(angular.element('<p class="text-danger zn-v2-problem"></p>').text('This view of ' + frame.namespace + ' has no src path such as "/index.html"'));
      return angular.noop;
    }
    var size = DEFAULT_SIZES[frame.view.type] || DEFAULT_SIZES.inline;
    var dimensions = frame.view.defaultDimensions || {};
    var iframe = window.document.createElement('iframe');
    iframe.className = 'zn-v2-frame';
    iframe.setAttribute('data-namespace', frame.namespace);
    iframe.setAttribute('data-view', frame.view.type + (frame.view.location ? ':' + frame.view.location : ''));
    iframe.title = (frame.name || frame.namespace) + ' (' + frame.view.type + ')';
    iframe.style.border = '0';
    iframe.style.display = 'block';
    iframe.style.width = cssLength(frame.width) || cssLength(dimensions.width) || size.width;
    iframe.style.height = cssLength(frame.height) || cssLength(dimensions.height) || size.height;
    frame.origin = pluginOrigin(frame.namespace);
    frame.iframe = iframe;
    element[0].appendChild(iframe);
    // the iframe, not its window: a frame compiled before it is in the page has no window yet
    host.attach(iframe, frame.origin, frame);
    iframe.src = frame.origin + src;
    return function () {
      host.detach(iframe);
      frame.iframe = null;
    };
  }

  /** `resize`: the frame takes the size its content asks for (a page frame keeps the page's width). */
  function resizeFrame(frame, dimensions) {
    if (!frame.iframe) return { width: null, height: null };
    var spans = PAGE_TYPES.indexOf(frame.view.type) !== -1;
    var width = cssLength(dimensions.width);
    var height = cssLength(dimensions.height);
    if (width && !spans) frame.iframe.style.width = width;
    if (height) frame.iframe.style.height = height;
    return { width: spans || dimensions.width === undefined ? null : dimensions.width, height: dimensions.height === undefined ? null : dimensions.height };
  }

  /** Where a dropdown goes: beside the rect the opener names (in its frame), on `side`. */
  function dropdownPlace(rect, options) {
    var side = options.side || 'bottom';
    var width = options.width || 400;
    var height = options.height || 300;
    var top = rect.top + (side === 'top' ? (options.top || 0) - height : side === 'bottom' ? (options.bottom || 0) : (options.top || 0));
    var left = rect.left + (side === 'left' ? (options.left || 0) - width : side === 'right' ? (options.right || 0) : (options.left || 0));
    return { position: 'fixed', top: Math.max(0, top) + 'px', left: Math.max(0, left) + 'px', zIndex: 1060 };
  }

  /** A dropdown child: its frame in a box beside the opener's rect, compiled on a scope of its own. */
  function showDropdown(deps, child, options) {
    var element = angular.element('<div class="zn-v2-dropdown" role="dialog"><div zn-v2-frame="v2Child"></div></div>');
    element.css(dropdownPlace(frameRect(child.opener), options));
    var scope = deps.$rootScope.$new(true);
    scope.v2Child = child;
    deps.$document.find('body').append(element);
    deps.$compile(element)(scope);
    child.remove = function () {
      scope.$destroy();
      element.remove();
    };
  }

  /**
   * The children frames open (`deps`: $q, $rootScope, $compile, $document, znModal, and `host`,
   * post-rpc-host.js). A child is { id, kind, namespace, opener, view, seedData }; its opener hears
   * each of its messages and its closing as events { fromChildId, data }.
   */
  function createChildren(deps) {
    var nextId = 1;
    var open = [];

    function toOpener(child, key, payload) {
      if (child.opener) deps.host.publish(child.opener, key, { fromChildId: child.id, data: payload });
    }

    function close(child, message) {
      var at = open.indexOf(child);
      if (at === -1) return;
      open.splice(at, 1);
      if (child.iframe) deps.host.detach(child.iframe);
      child.remove();
      toOpener(child, message.key, message.payload);
      child.done(message.payload);
    }

    function dismiss(child) {
      close(child, { key: 'close', payload: {} });
    }

    function showModal(child) {
      var dialog = deps.znModal({
        classes: 'zn-v2-modal', closeButton: false,
        template: '<button type="button" class="close zn-v2-modal-close" aria-label="Close" ng-click="closeV2()">&times;</button>' +
          '<div zn-v2-frame="v2Child"></div>',
        scope: { v2Child: child, closeV2: function () { dismiss(child); } }
      });
      child.remove = function () { dialog.close(); };
      // closed some other way (a unique dialog, the page changing): the opener hears of it too
      dialog.closed.then(function () { dismiss(child); });
    }

    return {
      /** Opens `options.src` of the opener's plugin as a child: a modal answers its id, a dropdown answers when it closes. */
      open: function (opener, kind, options) {
        var src = viewPath(options.src);
        if (!src) throw angular.extend(new Error(kind + ': src must be a path of the plugin such as "/modal.html"; got ' + angular.toJson(options.src)), { status: 400 });
        var own = open.filter(function (child) { return child.opener === opener; }).length;
        if (own >= CHILD_LIMITS.perFrame || open.length >= CHILD_LIMITS.inPage) {
          throw angular.extend(new Error(kind + ': too many children open: at most ' + CHILD_LIMITS.perFrame + ' modals and dropdowns per frame and ' +
            CHILD_LIMITS.inPage + ' in the page; close one (closeChild) before opening another'), { status: 429, limit: own >= CHILD_LIMITS.perFrame ? CHILD_LIMITS.perFrame : CHILD_LIMITS.inPage });
        }
        var closed = deps.$q.defer();
        var child = {
          id: kind + '-' + nextId++, kind: kind, namespace: opener.namespace, opener: opener, done: closed.resolve,
          view: { type: kind, src: src }, seedData: options.context, width: options.width, height: options.height
        };
        open.push(child);
        if (kind === 'modal') {
          showModal(child);
          return child.id;
        }
        showDropdown(deps, child, options);
        return closed.promise;
      },
      toOpener: toOpener,
      close: close,
      dismiss: dismiss,
      /** The opener's child `id` closes. */
      closeFor: function (opener, id) {
        open.filter(function (child) { return child.opener === opener && child.id === id; }).forEach(dismiss);
      },
      isChild: function (frame) {
        return open.indexOf(frame) !== -1;
      },
      top: function () {
        return open[open.length - 1];
      },
      dropdowns: function () {
        return open.filter(function (child) { return child.kind === 'dropdown'; });
      }
    };
  }

  /** Tooltips beside the element a frame names (its rect in the frame), their message as text. */
  function createTooltips($document) {
    var shown = null;
    function close() {
      if (shown) shown.remove();
      shown = null;
    }
    return {
      close: close,
      open: function (frame, options) {
        close();
        var rect = frameRect(frame);
        var side = ['top', 'bottom', 'left', 'right'].indexOf(options.side) === -1 ? 'top' : options.side;
        shown = angular.element('<div class="tooltip in zn-v2-tooltip" role="tooltip"><div class="tooltip-arrow"></div><div class="tooltip-inner"></div></div>');
        shown.addClass(side);
        shown.find('div').eq(1).text(String(options.message === undefined ? '' : options.message));
        var y = side === 'bottom' ? options.bottom : options.top;
        var x = side === 'right' ? options.right : options.left;
        shown.css({ position: 'fixed', top: (rect.top + (Number(y) || 0)) + 'px', left: (rect.left + (Number(x) || 0)) + 'px' });
        if (side === 'top') shown.css('transform', 'translateY(-100%)');
        $document.find('body').append(shown);
      }
    };
  }

  window.ZnV2Views = {
    placeFrame: placeFrame, resizeFrame: resizeFrame, createChildren: createChildren, createTooltips: createTooltips,
    pluginOrigin: pluginOrigin, cssLength: cssLength, CHILD_LIMITS: CHILD_LIMITS
  };
}(window, window.angular));
