// queryAll against the sandbox: real paging with the API's limit and page, real $http.
import type { auto } from 'angular';
import { realInjector } from './helpers';

describe('znData(name).queryAll against the sandbox', () => {
  let injector: auto.IInjectorService;
  let znData: any;

  beforeEach(() => {
    injector = realInjector();
    znData = injector.get('znData');
  });

  it('reads every record of a form, page after page, equal to reading the pages by hand', async () => {
    const pages: Array<{ count: number; progress: any }> = [];
    const all: any[] = await znData('FormRecords').queryAll({ formId: 2, limit: 60 }, (records: unknown[], progress: unknown) => {
      pages.push({ count: records.length, progress });
    });
    const byHand: any[] = [];
    for (let page = 1; page <= 2; page++) byHand.push(...await znData('FormRecords').query({ formId: 2, limit: 100, page }));
    expect(all.length).toBe(200);
    expect(all.map((record) => record.id)).toEqual(byHand.map((record) => record.id));
    expect(pages.map((page) => page.count)).toEqual([60, 60, 60, 20]);
    expect(pages[3].progress).toEqual({ page: 4, loaded: 200, totalCount: 200 });
  });

  it('can be cancelled while a page is on its way', async () => {
    const reading = znData('FormRecords').queryAll({ formId: 2 });
    reading.cancel();
    const reason = await Promise.resolve(reading).then(() => null, (failure: unknown) => failure);
    expect(reason).toEqual(jasmine.objectContaining({ status: 0, cancelled: true }));
  });
});
