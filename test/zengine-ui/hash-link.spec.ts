import type { ICompileService, IRootScopeService } from 'angular';

describe('<a href="#"> (hash links)', () => {
  let $compile: ICompileService;
  let scope: any;
  let host: JQLite;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject((_$compile_: ICompileService, $rootScope: IRootScopeService) => {
    $compile = _$compile_;
    scope = $rootScope.$new();
    scope.clicks = 0;
  }));
  afterEach(() => host?.remove());

  /** Clicks the link with a real event; true when the browser would follow it. */
  function click(markup: string): boolean {
    host = $compile(markup)(scope);
    angular.element(document.body).append(host);
    scope.$digest();
    const link = host[0].tagName === 'A' ? host[0] : host[0].querySelector('a')!;
    let prevented: boolean | undefined;
    // At the document (after the link's own handlers) note whether the SDK stopped the click, then
    // stop it anyway so the test page itself never navigates.
    const note = (event: Event) => { prevented = event.defaultPrevented; event.preventDefault(); };
    document.addEventListener('click', note);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', note);
    return prevented === false;
  }

  it('does not navigate for href="#", and still runs ng-click', () => {
    expect(click('<a href="#" ng-click="clicks = clicks + 1">pick</a>')).toBe(false);
    expect(scope.clicks).toBe(1);
  });

  it('does not navigate for href=""', () => {
    expect(click('<a href="" ng-click="clicks = clicks + 1">pick</a>')).toBe(false);
    expect(scope.clicks).toBe(1);
  });

  it('does not navigate when ng-href gives "#"', () => {
    scope.target = '#';
    expect(click('<div><a ng-href="{{target}}">pick</a></div>')).toBe(false);
  });

  it('leaves other links alone', () => {
    expect(click('<a href="#section-2">jump</a>')).toBe(true);
    expect(click('<a href="/workspaces/1/plugin/x">go</a>')).toBe(true);
  });
});
