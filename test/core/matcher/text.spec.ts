import { equalsIgnoringCase, equalsLowerCase, ruleText } from '../../../src/core/matcher/text';

describe('filter matcher: case-insensitive equality', () => {
  // equalsLowerCase skips lower-casing ASCII text; it relies on these facts of the engine's
  // Unicode case mapping. If a new Unicode version broke one, this fails first.
  it('relies on lower-casing never shortening a character and only İ lengthening one', () => {
    const lengthening: number[] = [];
    const shortening: number[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      const lower = character.toLowerCase();
      if (lower.length > character.length) lengthening.push(codePoint);
      if (lower.length < character.length) shortening.push(codePoint);
    }
    expect(shortening).toEqual([]);
    expect(lengthening).toEqual([0x130]);
    expect('\u0130'.toLowerCase()).toBe('i\u0307');
  });

  const texts = ['abc', 'ABC', 'aBc', 'abd', 'ab', 'abcd', '', 'İ', 'i\u0307', 'i', 'I', '\u212a', 'k', 'ΣΑΣ', 'σας',
    'Straße', 'strasse', 'ÀÉ', 'àé', '5', 'NaN', 'nan', 'Infinity', 'x\u0130y', 'xi\u0307y', 'XI\u0307Y'];

  it('agrees with toLowerCase on every pair of sample texts', () => {
    for (const text of texts) {
      for (const rule of texts) {
        const lower = rule.toLowerCase();
        expect(equalsLowerCase(text, ruleText(rule))).withContext(`${text} vs ${rule}`).toBe(text.toLowerCase() === lower);
      }
    }
  });

  it('compares numbers and booleans by their text without building it', () => {
    expect(equalsIgnoringCase(5, ruleText('5'))).toBe(true);
    expect(equalsIgnoringCase(5, ruleText('5.0'))).toBe(false);
    expect(equalsIgnoringCase(-0, ruleText('0'))).toBe(true);
    expect(equalsIgnoringCase(1e21, ruleText('1E+21'))).toBe(true);
    expect(equalsIgnoringCase(NaN, ruleText('nan'))).toBe(true);
    expect(equalsIgnoringCase(Infinity, ruleText('INFINITY'))).toBe(true);
    expect(equalsIgnoringCase(0.1, ruleText('0.1'))).toBe(true);
    expect(equalsIgnoringCase(false, ruleText('False'))).toBe(true);
    expect(equalsIgnoringCase(true, ruleText('1'))).toBe(false);
  });
});
