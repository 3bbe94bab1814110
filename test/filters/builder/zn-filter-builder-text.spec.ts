import { DEFAULT_FILTER_BUILDER_TEXT, fillText } from '../../../src/filters/builder/text';

describe('znFilterBuilderText', () => {
  describe('defaults', () => {
    beforeEach(angular.mock.module('zn.plugin'));

    it('is the default dictionary, frozen', angular.mock.inject((znFilterBuilderText: any) => {
      expect(znFilterBuilderText).toEqual(DEFAULT_FILTER_BUILDER_TEXT as any);
      expect(Object.isFrozen(znFilterBuilderText)).toBe(true);
    }));
  });

  describe('znFilterBuilderTextProvider.set', () => {
    beforeEach(angular.mock.module('zn.plugin', ['znFilterBuilderTextProvider', (provider: any) => {
      expect(provider.set({ save: 'Anwenden', addCondition: 'Bedingung hinzufügen' })).toBe(provider);
    }]));

    it('replaces the entries given and keeps the others', angular.mock.inject((znFilterBuilderText: any) => {
      expect(znFilterBuilderText.save).toBe('Anwenden');
      expect(znFilterBuilderText.addCondition).toBe('Bedingung hinzufügen');
      expect(znFilterBuilderText.cancel).toBe('Cancel');
    }));
  });

  describe('znFilterBuilderTextProvider.set with a mistake', () => {
    const refused: Array<[string, unknown, RegExp]> = [
      ['an unknown key', { sav: 'Go' }, /^znFilterBuilderTextProvider: unknown text key "sav"; expected one of panelTitle, save, cancel/],
      ['a value that is not text', { save: 5 }, /^znFilterBuilderTextProvider: text "save" is a number \(5\); expected a string$/],
      ['something other than an object', 'Save', /^znFilterBuilderTextProvider: set\(\) was given a string \("Save"\); expected an object of texts/]
    ];
    refused.forEach(([what, partial, message]) => {
      it(`refuses ${what}`, () => {
        let caught: unknown;
        angular.mock.module('zn.plugin', ['znFilterBuilderTextProvider', (provider: any) => {
          try { provider.set(partial); } catch (error) { caught = error; }
        }]);
        angular.mock.inject(() => undefined);
        expect(String(caught)).toMatch(new RegExp(message.source.replace('^', '^ZnError: ')));
      });
    });
  });

  describe('fillText', () => {
    it('puts values into {placeholders} and leaves unknown ones', () => {
      expect(fillText('{attribute} is gone ({other})', { attribute: '<b>x</b>' })).toBe('<b>x</b> is gone ({other})');
    });
  });
});
