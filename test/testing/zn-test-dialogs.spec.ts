import type { IDeferred, IQService, IScope, ITemplateCacheService } from 'angular';
import { ZnConfirmService, ZnFiltersPanelService, ZnMessageService, ZnModalService } from '../../src/index';
import { KitServices, injectKit, loadKit, thrownBy, track } from './helpers';

describe('znTestDialogs', () => {
  let kit: KitServices;
  let znMessage: ZnMessageService;
  let znConfirm: ZnConfirmService;
  let znModal: ZnModalService;
  let znFiltersPanel: ZnFiltersPanelService;

  beforeEach(() => {
    loadKit();
    kit = injectKit();
    znMessage = kit.$injector.get('znMessage');
    znConfirm = kit.$injector.get('znConfirm');
    znModal = kit.$injector.get('znModal');
    znFiltersPanel = kit.$injector.get('znFiltersPanel');
  });

  afterEach(() => {
    expect(document.querySelectorAll('.zn-modal, .zn-messages').length).toBe(0);
  });

  describe('messages', () => {
    it('records each message with its type, as HTML and as the text a person reads', () => {
      znMessage('Deleted <strong>Acme &amp; Co</strong>.', 'saved');
      znMessage('Plain', undefined, 0);
      expect(kit.znTestDialogs.messages()).toEqual([
        { html: 'Deleted <strong>Acme &amp; Co</strong>.', text: 'Deleted Acme & Co.', type: 'saved', duration: 4000, open: true },
        { html: 'Plain', text: 'Plain', type: 'info', duration: 0, open: true }
      ]);
    });

    it('closes them by handle and with znMessage(false)', () => {
      const first = znMessage('One');
      znMessage('Two');
      first.close();
      expect(kit.znTestDialogs.messages(true).map((message) => message.text)).toEqual(['Two']);
      znMessage(false);
      expect(kit.znTestDialogs.messages(true)).toEqual([]);
      expect(kit.znTestDialogs.messages().length).toBe(2);
    });

    it('refuses what the real znMessage refuses', () => {
      expect(thrownBy(() => znMessage('' as any)).service).toBe('znMessage');
    });
  });

  describe('confirm', () => {
    it('answers Yes: runs the callback and resolves true', () => {
      const yes = jasmine.createSpy('yes');
      const outcome = track(znConfirm('Delete <b>it</b>?', yes));
      expect(outcome.state).toBe('pending');
      const asked = kit.znTestDialogs.confirm(true);
      expect(asked).toEqual({ html: 'Delete <b>it</b>?', text: 'Delete it?', question: true, answer: true });
      expect(yes).toHaveBeenCalled();
      expect(outcome.value).toBe(true);
    });

    it('answers No: runs the cancel callback and resolves false', () => {
      const yes = jasmine.createSpy('yes');
      const no = jasmine.createSpy('no');
      const outcome = track(znConfirm('Sure?', yes, no));
      kit.znTestDialogs.confirm(false);
      expect(yes).not.toHaveBeenCalled();
      expect(no).toHaveBeenCalled();
      expect(outcome.value).toBe(false);
    });

    it('answers an OK-only notice (no callback) as the real one resolves it: false', () => {
      const outcome = track(znConfirm('Nothing to undo.'));
      const asked = kit.znTestDialogs.confirm(true);
      expect(asked.question).toBe(false);
      expect(outcome.value).toBe(false);
    });

    it('answers the oldest open confirm first', () => {
      znConfirm('First?', () => undefined);
      znConfirm('Second?', () => undefined);
      expect(kit.znTestDialogs.confirm(false).text).toBe('First?');
      expect(kit.znTestDialogs.confirm(true).text).toBe('Second?');
    });

    it('throws when no confirm is open', () => {
      expect(thrownBy(() => kit.znTestDialogs.confirm(true)).code).toBe('no-open-dialog');
    });
  });

  describe('modal', () => {
    it('clicks a button by name: runs its action and closes with its name', () => {
      const save = jasmine.createSpy('save');
      const handle = znModal({ title: 'Edit', template: '<p>x</p>', btns: { Cancel: {}, Save: { primary: true, action: save } } });
      const closed = track(handle.closed);
      const modal = kit.znTestDialogs.modal();
      expect(modal.buttons).toEqual(['Cancel', 'Save']);
      modal.click('Save');
      expect(save).toHaveBeenCalled();
      expect(modal.isOpen()).toBe(false);
      expect(closed.value).toBe('Save');
    });

    it('goes through setBtnAction, and stays open while the action\'s promise is pending or when it rejects', () => {
      const $q = kit.$injector.get<IQService>('$q');
      let answer!: IDeferred<unknown>;
      const handle = znModal({ title: 'Edit', btns: { Save: { action: () => { answer = $q.defer(); return answer.promise; } } } });
      const checked: unknown[] = [];
      handle.scope.setBtnAction('Save', (save) => { checked.push('checked'); return save({ name: 'x' }); });
      const modal = kit.znTestDialogs.modal('Edit');
      modal.click('Save');
      expect(checked).toEqual(['checked']);
      expect(modal.isBusy()).toBe(true);
      answer.reject('no');
      kit.$rootScope.$digest();
      expect(modal.isOpen()).toBe(true);
      modal.click('Save');
      answer.resolve('ok');
      kit.$rootScope.$digest();
      expect(modal.isOpen()).toBe(false);
    });

    it('gives the template a scope by the real rules, and compiles it on request', () => {
      const parent = kit.$rootScope.$new() as IScope & { who?: string };
      parent.who = 'Ann';
      kit.$injector.get<ITemplateCacheService>('$templateCache').put('my-dialog', '<p class="who">{{who}}</p>');
      znModal({ title: 'Hi', templateUrl: 'my-dialog', scope: parent });
      const modal = kit.znTestDialogs.modal();
      expect(modal.element()[0].querySelector('.who')!.textContent).toBe('Ann');
      parent.$destroy();
      expect(modal.isOpen()).toBe(false);
    });

    it('dismisses as ESC does, and finds a modal by class', () => {
      const handle = znModal({ title: 'A', classes: 'my-dialog' });
      znModal({ title: 'B' });
      const closed = track(handle.closed);
      kit.znTestDialogs.modal('my-dialog').dismiss();
      expect(closed.state).toBe('resolved');
      expect(closed.value).toBeUndefined();
      expect(kit.znTestDialogs.modal().title).toBe('B');
    });

    it('refuses bad options as the real znModal does, and an unknown button', () => {
      expect(thrownBy(() => znModal({ title: true } as any)).service).toBe('znModal');
      znModal({ title: 'A', btns: { OK: {} } });
      expect(thrownBy(() => kit.znTestDialogs.modal().click('Save')).code).toBe('unknown-button');
      expect(thrownBy(() => kit.znTestDialogs.modal('Nope')).code).toBe('no-open-dialog');
    });
  });

  describe('filter panel', () => {
    const filter = { and: [{ prefix: '', attribute: 'field1', value: 'x' }] };

    it('saves a filter: onSave runs and the result resolves with it', () => {
      const onSave = jasmine.createSpy('onSave');
      const result = track(znFiltersPanel.open({ formId: 1, onSave }).result);
      expect(kit.znTestDialogs.filterPanel().options.formId).toBe(1);
      kit.znTestDialogs.filterPanel().save(filter as any);
      expect(onSave).toHaveBeenCalledWith(filter);
      expect(result.value).toEqual(filter);
    });

    it('cancels: the result resolves with null', () => {
      const result = track(znFiltersPanel.open({ formId: 1 }).result);
      kit.znTestDialogs.filterPanel().cancel();
      expect(result.state).toBe('resolved');
      expect(result.value).toBeNull();
      expect(thrownBy(() => kit.znTestDialogs.filterPanel()).code).toBe('no-open-dialog');
    });

    it('refuses options the real panel refuses', () => {
      expect(thrownBy(() => znFiltersPanel.open({} as any)).service).toBe('znFiltersPanel');
    });
  });
});
