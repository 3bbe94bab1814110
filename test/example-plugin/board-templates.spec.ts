// The board plugin's templates, compiled against its controllers: what a person sees.
import type { ICompileService, ITemplateCacheService } from 'angular';
import { Board, FORM_ID, WORKSPACE_ID, deal, loadBoard, loadTemplates, seedDeals, serveBoardBackend } from './fixtures';

describe('the board plugin: its templates', () => {
  let kit: Board;

  beforeEach(() => {
    kit = loadBoard();
    expect(loadTemplates(kit)).toContain('board-main');
    seedDeals(kit.backend, [deal(1, '<img src=x onerror="window.boardXss = true">', 'lead', 500), deal(2, 'Globex', 'won', 1200)]);
    serveBoardBackend(kit.backend);
  });

  function render(): { element: JQLite; board: any } {
    const scope: any = kit.$rootScope.$new();
    scope.workspaceId = WORKSPACE_ID;
    const board = kit.$controller('boardCntl', { $scope: scope });
    kit.backend.flush();
    const element = kit.$injector.get<ICompileService>('$compile')(kit.$injector.get<ITemplateCacheService>('$templateCache').get<string>('board-main') as string)(scope);
    kit.$rootScope.$digest();
    return { element, board };
  }

  it('shows each card\'s name as text, never as markup', () => {
    const { element } = render();
    const titles = Array.from(element[0].querySelectorAll('.board-card-title')).map((title) => title.textContent);
    expect(titles).toEqual(['<img src=x onerror="window.boardXss = true">', 'Globex']);
    expect(element[0].querySelector('img')).toBeNull();
    expect((window as any).boardXss).toBeUndefined();
  });

  it('lists in the editor what keeps it from saving', () => {
    const { board } = render();
    board.create();
    const editor = kit.dialogs.modal('New deal');
    editor.click('Save');
    const body = editor.element()[0];
    expect(body.querySelector('.board-editor-problems')!.textContent).toContain('Name is required.');
    expect(body.querySelector(`#board-field-101`)!.getAttribute('aria-invalid')).toBe('true');
    expect(kit.backend.all('FormRecords', { formId: FORM_ID }).length).toBe(2);
  });
});
