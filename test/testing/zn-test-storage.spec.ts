import type { ILogService } from 'angular';
import { ZnCookiesService, ZnLocalStorageService } from '../../src/index';
import { leftInRealStores } from '../storage/fakes';
import { KitServices, injectKit, loadKit } from './helpers';

describe('znTestStorage', () => {
  let kit: KitServices;
  let znLocalStorage: ZnLocalStorageService;
  let znCookies: ZnCookiesService;

  beforeEach(() => {
    loadKit();
    kit = injectKit();
    znLocalStorage = kit.$injector.get('znLocalStorage');
    znCookies = kit.$injector.get('znCookies');
  });

  afterEach(() => {
    expect(leftInRealStores()).toEqual([]);
  });

  it('keeps znLocalStorage in memory, through the service\'s own encoding', () => {
    expect(znLocalStorage.set('layout', { compact: true })).toBe(true);
    expect(znLocalStorage.get('layout')).toEqual({ compact: true });
    expect(Object.keys(kit.znTestStorage.localItems())).toEqual(['zn.layout']);
    expect(JSON.parse(kit.znTestStorage.localItems()['zn.layout'])).toEqual(jasmine.objectContaining({}));
    expect(window.localStorage.getItem('zn.layout')).toBeNull();
  });

  it('lets a test plant an item, as an earlier visit would', () => {
    kit.znTestStorage.setLocalItem('zn.filter', JSON.stringify({ and: [] }));
    expect(znLocalStorage.get('filter')).toEqual({ and: [] });
  });

  it('plays a full store: writes are refused', () => {
    kit.znTestStorage.setLocalState('full');
    const $log = kit.$injector.get<ILogService>('$log');
    expect(znLocalStorage.set('layout', 1)).toBe(false);
    expect(($log.warn as any).logs.length).toBeGreaterThan(0);
  });

  it('keeps znCookies in memory and records what was written', () => {
    expect(znCookies.set('tip', true, { expires: 1000 * 60 })).toBe(true);
    expect(znCookies.get('tip')).toBe(true);
    expect(Object.keys(kit.znTestStorage.cookies())).toEqual(['zn.tip']);
    expect(kit.znTestStorage.cookieWrites()[0]).toMatch(/^zn\.tip=[^;]+; Path=\/; Expires=/);
    expect(document.cookie).not.toContain('zn.tip');
    znCookies.remove('tip');
    expect(kit.znTestStorage.cookies()).toEqual({});
  });

  it('lets a test plant a cookie and turn cookies off', () => {
    kit.znTestStorage.setCookie('zn.tip', 'true');
    expect(znCookies.get('tip')).toBe(true);
    kit.znTestStorage.setCookiesEnabled(false);
    expect(znCookies.isSupported).toBe(false);
  });
});
