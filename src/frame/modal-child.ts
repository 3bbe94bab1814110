/**
 * A modal child frame (`pluginView.type` `modal`) of a shipped v1 plugin draws the znModal dialog
 * its opener asked for (`seedData.znModal`): title, template compiled against the scope's data
 * (with `setBtnAction` and `setBtnDisabled`), the buttons. A press goes to the opener, which runs
 * the button's action and closes the child; ESC (the host's `esc` event, or the key in the
 * frame) closes it unless `closeButton` is false.
 */
import angular from 'angular';
import type { ICompileService, IRootScopeService, IScope } from 'angular';
import { FrameModalSeed, MODAL_BUTTON_KEY, modalScopeData } from './dialogs';
import { RpcClient } from './rpc-client';

type OnClick = (wrapper: (data?: unknown, keepOpen?: boolean) => unknown) => unknown;

interface ChromeScope extends IScope {
  btns: FrameModalSeed['btns'];
  disabled: Record<string, boolean>;
  press(name: string): void;
  buttonClass(button: FrameModalSeed['btns'][number]): string;
}

const CHROME = '<div class="zn-frame-modal modal-content">' +
  '<div class="modal-header"><h4 class="modal-title"></h4></div>' +
  '<div class="modal-body"></div>' +
  '<div class="modal-footer" ng-if="btns.length"><button type="button" class="btn" ng-repeat="btn in btns" ng-class="buttonClass(btn)" ' +
  'ng-disabled="disabled[btn.name]" ng-click="press(btn.name)">{{btn.name}}</button></div></div>';

export interface ModalChildDeps {
  client: RpcClient;
  $rootScope: IRootScopeService;
  $compile: ICompileService;
  report(error: unknown): void;
  /** Listens to ESC pressed in the frame; returns the stop function. */
  onEscKey(listener: () => void): () => void;
}

/**
 * What a button hands the opener, as data that can cross the frame: Zengine's docs call the
 * wrapper with the dialog's `$scope` (`callback($scope, keepOpen)`), which postMessage cannot
 * clone; a scope goes as its data (modalScopeData), anything else as JSON (functions and AngularJS's
 * `$$` keys left out), null when it cannot be written so.
 */
export function crossable(data: unknown): unknown {
  if (data === undefined || data === null) return null;
  if (typeof data === 'object' && typeof (data as IScope).$watch === 'function' && typeof (data as IScope).$new === 'function') return modalScopeData(data).data;
  try {
    const text = JSON.stringify(data, (key, item) => (typeof item === 'function' || key.slice(0, 2) === '$$' ? undefined : item));
    return text === undefined ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Draws the dialog of `seed` into `root`; returns the content scope (for specs). */
export function renderModalChild(deps: ModalChildDeps, root: JQLite, seed: FrameModalSeed): IScope {
  const { client, $rootScope, $compile } = deps;
  const actions: Record<string, OnClick> = {};
  const send = (name: string, data?: unknown, keepOpen?: boolean) => {
    client.call('childToParent', { key: MODAL_BUTTON_KEY, payload: { name, data: crossable(data), keepOpen: keepOpen === true } }, { service: 'znModal' })
      .catch(deps.report);
  };
  const chrome = $rootScope.$new(true) as ChromeScope;
  chrome.btns = seed.btns || [];
  chrome.disabled = {};
  chrome.buttonClass = (button) => (button.success ? 'btn-success' : button.danger ? 'btn-danger' : button.primary ? 'btn-primary' : 'btn-default');
  chrome.press = (name) => {
    const onClick = actions[name];
    if (!onClick) return send(name);
    try {
      onClick((data?: unknown, keepOpen?: boolean) => send(name, data, keepOpen));
    } catch (error) {
      deps.report(error);
    }
  };
  const content = $rootScope.$new(true) as IScope & Record<string, unknown>;
  Object.assign(content, seed.data || {});
  content.setBtnAction = (name: string, onClick: OnClick) => { actions[name] = onClick; };
  content.setBtnDisabled = (name: string, disabled?: boolean) => { chrome.disabled[name] = disabled !== false; };
  const element = angular.element(CHROME);
  if (seed.classes) element.addClass(seed.classes);
  element.find('h4').text(seed.title || '');
  root.append(element);
  $compile(element)(chrome);
  const body = angular.element(element[0].querySelector('.modal-body') as Element);
  body.html(seed.template || '');
  $compile(body.contents())(content);
  const dismiss = () => {
    if (seed.closeButton === false) return;
    client.call('close', { key: 'close', payload: {} }, { service: 'znModal' }).catch(deps.report);
  };
  const stops = [client.subscribe('esc', dismiss), deps.onEscKey(dismiss)];
  content.$on('$destroy', () => stops.forEach((stop) => stop()));
  return content;
}
