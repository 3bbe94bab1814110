import { isEnvelope, readSuccess, refusal, toFailure } from '../../src/data/envelope';
import { ZnError } from '../../src/core/errors';

const request = { method: 'GET', url: '/v1/tasks' };

describe('envelopes (pure)', () => {
  describe('isEnvelope', () => {
    it('needs an object with a numeric status and code', () => {
      expect(isEnvelope({ status: 200, code: 2000 })).toBe(true);
      expect(isEnvelope({ status: 200 })).toBe(false);
      expect(isEnvelope({ status: '200', code: 2000 })).toBe(false);
      expect(isEnvelope([{ status: 200, code: 2000 }])).toBe(false);
      expect(isEnvelope('ok')).toBe(false);
    });
  });

  describe('readSuccess', () => {
    it('reads data and metadata from an envelope', () => {
      expect(readSuccess({ status: 200, data: { status: 200, code: 2000, totalCount: 3, limit: 2, offset: 2, data: [1] } })).toEqual({
        data: [1], metaData: { status: 200, code: 2000, totalCount: 3, limit: 2, offset: 2 }
      });
    });

    it('reads missing paging fields as undefined', () => {
      expect(readSuccess({ status: 200, data: { status: 200, code: 2000, data: 'x' } }).metaData)
        .toEqual({ status: 200, code: 2000, totalCount: undefined, limit: undefined, offset: undefined });
    });

    it('takes a body without an envelope as the data', () => {
      expect(readSuccess({ status: 200, data: { id: 1 } }).data).toEqual({ id: 1 });
      expect(readSuccess({ status: 204, data: '' }).data).toBeUndefined();
      expect(readSuccess({ status: 200, data: null }).data).toBeUndefined();
    });
  });

  describe('toFailure', () => {
    it('keeps extra fields of the API\'s envelope', () => {
      expect(toFailure({ status: 400, data: { status: 400, code: 4001, userMessage: 'u', developerMessage: 'd', moreInfo: 'x' } }, request))
        .toEqual({ status: 400, code: 4001, userMessage: 'u', developerMessage: 'd', moreInfo: 'x' });
    });

    it('builds a failure from a thrown error', () => {
      const error = new Error('no');
      expect(toFailure(error, request)).toEqual({
        status: 0, code: 0, userMessage: 'The request could not be sent.', developerMessage: 'GET /v1/tasks was stopped before an answer came: no', error
      });
    });

    it('builds a failure from any other rejection', () => {
      expect(toFailure('cancelled by the host', request)).toEqual({
        status: 0, code: 0, userMessage: 'The request could not be sent.', developerMessage: 'GET /v1/tasks was stopped before an answer came: cancelled by the host'
      });
    });
  });

  describe('refusal', () => {
    it('wraps a ZnError as a failure with status 0', () => {
      const error = new ZnError('znData', 'missing-path-param', 'Tasks.get needs the object\'s id');
      expect(refusal(error)).toEqual({
        status: 0, code: 0, userMessage: 'The request could not be sent.', developerMessage: 'znData: Tasks.get needs the object\'s id', error
      });
    });
  });
});
