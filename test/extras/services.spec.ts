import '../../src/extras';
import { znWindowFactory } from '../../src/extras/zn-window';
import { getFullLinkedForms, getLinkedForm, getLinkedFormAttribute, getSortedLinkedForms } from '../../src/extras/zn-form';

describe('the services of Zengine\'s plugin runtime (zn-plugin-extras.js)', () => {
  describe('znForm', () => {
    const form = () => ({
      id: 1,
      fields: [{ id: 11, type: 'linked', order: 2 }, { id: 12, type: 'linked', order: 1 }],
      linkedForms: [
        { type: 'hasMany', form: { id: 4 } },
        { type: 'belongsTo', form: { id: 2 }, keyField: { id: 11 } },
        { type: 'belongsTo', form: { id: 3 }, keyField: { id: 12 } },
        { type: 'hasOne', form: { id: 5 } }
      ]
    });
    const forms = () => [{ id: 2, name: 'B', order: 9 }, { id: 3, name: 'C', order: 8 }, { id: 4, name: 'D', order: 2 }, { id: 5, name: 'E', order: 1 }];

    it('getFullLinkedForms gives the linked forms of the types asked for, each with its link type', () => {
      expect(getFullLinkedForms(form(), forms()).map((f) => [f.id, f.type])).toEqual([[4, 'hasMany'], [2, 'belongsTo'], [3, 'belongsTo'], [5, 'hasOne']]);
      expect(getFullLinkedForms(form(), forms(), 'hasOne').map((f) => f.id)).toEqual([5]);
      expect(getFullLinkedForms(null, forms())).toEqual([]);
    });

    it('getLinkedForm and getLinkedFormAttribute find the link to a form by id, as text or number', () => {
      expect(getLinkedForm(form(), '2')).toEqual({ type: 'belongsTo', form: { id: 2 }, keyField: { id: 11 } });
      expect(getLinkedFormAttribute(form(), 3)).toBe('field12');
      expect(getLinkedForm(form(), 99)).toBe(false);
      expect(getLinkedFormAttribute({}, 2)).toBe(false);
    });

    it('getSortedLinkedForms puts belongsTo first by field order, then the others by form order', () => {
      expect(getSortedLinkedForms(form(), forms())!.map((link) => link.form!.id)).toEqual([3, 2, 5, 4]);
      expect(getSortedLinkedForms({}, forms())).toBeUndefined();
    });

    it('is the service znForm', () => {
      angular.mock.module('zn.plugin');
      angular.mock.inject((znForm: any) => {
        expect(znForm.getLinkedFormAttribute(form(), 2)).toBe('field11');
      });
    });
  });

  describe('znWindow', () => {
    it('opens through $window and reloads the page', () => {
      const fake = { open: jasmine.createSpy('open').and.returnValue('opened'), location: { reload: jasmine.createSpy('reload') } };
      const znWindow = znWindowFactory(fake as any);
      expect(znWindow.open('https://example.com', '_blank')).toBe('opened' as any);
      expect(fake.open).toHaveBeenCalledWith('https://example.com', '_blank', undefined);
      znWindow.location.reload();
      expect(fake.location.reload).toHaveBeenCalled();
    });

    it('is the service znWindow', () => {
      angular.mock.module('zn.plugin');
      angular.mock.inject((znWindow: any) => {
        expect(typeof znWindow.open).toBe('function');
        expect(typeof znWindow.location.reload).toBe('function');
      });
    });
  });
});
