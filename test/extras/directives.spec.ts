import type { ICompileService, IRootScopeService, ITemplateCacheService, ITimeoutService } from 'angular';
import '../../src/extras';
import { numbersOnlyValue, checkListValues } from '../../src/extras/input-directives';
import { tooltipPosition } from '../../src/extras/ui-directives';

describe('the directives of Zengine\'s plugin runtime (zn-plugin-extras.js)', () => {
  let $compile: ICompileService;
  let $rootScope: IRootScopeService;
  let $timeout: ITimeoutService;
  let scope: any;
  let element: JQLite;
  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject((_$compile_: ICompileService, _$rootScope_: IRootScopeService, _$timeout_: ITimeoutService) => {
    $compile = _$compile_;
    $rootScope = _$rootScope_;
    $timeout = _$timeout_;
    scope = $rootScope.$new();
  }));
  afterEach(() => {
    element?.remove();
    document.querySelectorAll('.tooltip').forEach((node) => node.remove());
  });

  function compile(markup: string): JQLite {
    element = $compile(markup)(scope);
    angular.element(document.body).append(element);
    scope.$digest();
    return element;
  }

  function type(input: Element, text: string): void {
    (input as HTMLInputElement).value = text;
    input.dispatchEvent(new Event('input'));
    scope.$digest();
  }

  describe('numbers-only', () => {
    it('keeps digits, one point and a leading minus of what is typed', () => {
      expect(numbersOnlyValue('12.5abc')).toBe('12.5');
      expect(numbersOnlyValue('abc')).toBe('');
      expect(numbersOnlyValue('-5')).toBe('-5');
      expect(numbersOnlyValue('5-')).toBe('-5');
      expect(numbersOnlyValue('--5')).toBe('5');
    });

    it('writes the cleaned number to the model and the input', () => {
      const input = compile('<input ng-model="amount" numbers-only>');
      type(input[0], '1a2.5x');
      expect(scope.amount).toBe('1');
      expect((input[0] as HTMLInputElement).value).toBe(scope.amount);
      type(input[0], '42.5');
      expect(scope.amount).toBe('42.5');
    });
  });

  describe('check-list', () => {
    it('reads a member field\'s old { id } and ids as text', () => {
      expect(checkListValues([{ id: 3 }, 'a'])).toEqual(['3', 'a']);
      expect(checkListValues({ id: '7' })).toEqual([7]);
      expect(checkListValues(null)).toEqual([]);
    });

    it('checks the box while its value is in the list, and adds or removes it on change', () => {
      scope.colors = ['red'];
      const form = compile('<div><input type="checkbox" check-list="colors" check-value="\'red\'"><input type="checkbox" check-list="colors" check-value="blue"></div>');
      const [red, blue] = Array.from(form[0].querySelectorAll('input')) as HTMLInputElement[];
      expect(red.checked).toBe(true);
      expect(blue.checked).toBe(false);
      blue.click();
      expect(scope.colors).toEqual(['red', 'blue']);
      red.click();
      expect(scope.colors).toEqual(['blue']);
    });
  });

  describe('ng-auto-expand', () => {
    it('sets the textarea\'s height to its content', () => {
      scope.note = 'one';
      const area = compile('<textarea ng-model="note" ng-auto-expand style="line-height:20px;padding:0;box-sizing:content-box"></textarea>')[0] as HTMLTextAreaElement;
      $timeout.flush();
      const short = parseInt(area.style.height, 10);
      scope.note = 'one\ntwo\nthree\nfour\nfive\nsix';
      scope.$digest();
      expect(parseInt(area.style.height, 10)).toBeGreaterThan(short);
    });
  });

  describe('zn-file-select', () => {
    it('puts the chosen FileList in the model and runs the expression', () => {
      scope.picked = jasmine.createSpy('picked');
      const input = compile('<input type="file" ng-model="files" zn-file-select="picked()">')[0] as HTMLInputElement;
      const transfer = new DataTransfer();
      transfer.items.add(new File(['x'], 'a.txt'));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change'));
      expect(scope.picked).toHaveBeenCalled();
      const files = (angular.element(input).controller('ngModel') as any).$modelValue as FileList;
      expect(files[0].name).toBe('a.txt');
    });
  });

  describe('zn-tooltip', () => {
    it('shows its text (as text) on the body while the pointer is on the element, after the popup delay', () => {
      const icon = compile('<i zn-tooltip="<b>Saved</b> by the plugin" tooltip-placement="bottom" tooltip-popup-delay="200">i</i>');
      icon[0].dispatchEvent(new Event('mouseenter'));
      expect(document.querySelector('.tooltip')).toBeNull();
      $timeout.flush(200);
      const tip = document.querySelector('.tooltip.bottom')!;
      expect(tip.querySelector('.tooltip-inner')!.textContent).toBe('<b>Saved</b> by the plugin');
      expect(tip.querySelector('b')).toBeNull();
      icon[0].dispatchEvent(new Event('mouseleave'));
      expect(document.querySelector('.tooltip')).toBeNull();
    });

    it('goes with its element', () => {
      const icon = compile('<i zn-tooltip="Help">i</i>');
      icon[0].dispatchEvent(new Event('mouseenter'));
      expect(document.querySelector('.tooltip.top')).not.toBeNull();
      scope.$destroy();
      expect(document.querySelector('.tooltip')).toBeNull();
    });

    it('is placed beside the element on its side', () => {
      const box = { top: 100, left: 100, width: 40, height: 20 };
      expect(tooltipPosition(box, { width: 60, height: 30 }, 'top', { x: 0, y: 10 })).toEqual({ top: 80, left: 90 });
      expect(tooltipPosition(box, { width: 60, height: 30 }, 'right', { x: 0, y: 0 })).toEqual({ top: 95, left: 140 });
    });
  });

  describe('dropdown-menu-persist', () => {
    it('keeps a click inside from reaching the document, unless on .dropdown-menu-close', () => {
      const heard = jasmine.createSpy('document click');
      document.addEventListener('click', heard);
      const menu = compile('<ul dropdown-menu-persist><li class="keep">a</li><li class="dropdown-menu-close">b</li></ul>');
      (menu[0].querySelector('.keep') as HTMLElement).click();
      expect(heard).not.toHaveBeenCalled();
      (menu[0].querySelector('.dropdown-menu-close') as HTMLElement).click();
      expect(heard).toHaveBeenCalledTimes(1);
      document.removeEventListener('click', heard);
    });
  });

  describe('esc', () => {
    it('broadcasts esc on $rootScope when Escape is pressed inside', () => {
      const heard = jasmine.createSpy('esc');
      $rootScope.$on('esc', heard);
      const box = compile('<div esc><input></div>');
      box[0].querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true } as KeyboardEventInit));
      expect(heard).toHaveBeenCalledTimes(1);
    });
  });

  describe('form-error', () => {
    it('marks the control of each error path invalid, shows the message as text, and clears it when the value changes', () => {
      scope.record = { name: 'x' };
      const form = compile('<form name="editForm" form-error><div validate="name"><div class="controls">' +
        '<input name="name" ng-model="record.name"></div></div></form>');
      scope.editForm.errorObject = { record: { name: ['<img src=x onerror=alert(1)>Taken'] }, 'constructor.constructor("x")()': 'ignored' };
      scope.$digest();
      const note = form[0].querySelector('.controls .form-error')!;
      expect(note.textContent).toBe('<img src=x onerror=alert(1)>Taken');
      expect(form[0].querySelector('img')).toBeNull();
      expect(scope.editForm.name.$error['server-validation']).toBe(true);
      expect(form[0].querySelector('[validate="name"]')!.classList.contains('error')).toBe(true);
      type(form[0].querySelector('input')!, 'y');
      expect(form[0].querySelector('.form-error')).toBeNull();
      expect(scope.editForm.name.$valid).toBe(true);
    });
  });

  describe('zn-form-select', () => {
    beforeEach(() => {
      scope.forms = [{ id: 1, name: 'Deals' }, { id: 2, name: '<b>Companies</b>' }];
    });

    it('lists the forms by name (as text) and puts the chosen form\'s form-property in the model', () => {
      scope.changed = jasmine.createSpy('changed');
      const box = compile('<div><zn-form-select ng-model="formId" forms="forms" form-property="id" ng-change="changed()"></zn-form-select></div>');
      const select = box[0].querySelector('select')!;
      expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['Select a form…', 'Deals', '<b>Companies</b>']);
      select.value = select.options[2].value;
      select.dispatchEvent(new Event('change'));
      scope.$digest();
      expect(scope.formId).toBe(2);
      expect(scope.changed).toHaveBeenCalled();
    });

    it('shows the form the model names', () => {
      scope.formId = 1;
      const box = compile('<div><zn-form-select ng-model="formId" forms="forms" form-property="id"></zn-form-select></div>');
      expect(box[0].querySelector('select')!.selectedOptions[0].textContent).toBe('Deals');
    });

    it('uses a host\'s own template', angular.mock.inject(($templateCache: ITemplateCacheService) => {
      $templateCache.put('zn/template/form-select.html', '<p class="own">{{forms.length}}</p>');
      const box = compile('<div><zn-form-select ng-model="formId" forms="forms"></zn-form-select></div>');
      expect(box[0].querySelector('.own')!.textContent).toBe('2');
    }));
  });
});
