import { AA_TEXT, contrastRatio, darkenHex, readableOn, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('computes the WCAG luminance and ratio', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    // Mantine's gray-6, the old dimmed text, on white: the 3.3:1 axe reported.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 1);
  });

  it('darkens towards black', () => {
    expect(darkenHex('#ffffff', 0.5)).toBe('#808080');
    expect(darkenHex('#123456', 0)).toBe('#123456');
  });

  it('keeps a readable colour and darkens an unreadable one just enough', () => {
    expect(readableOn('#00713f', '#ffffff')).toBe('#00713f');
    const blue = readableOn('#1c7ed6', '#ffffff');
    expect(contrastRatio(blue, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(blue, '#ffffff')).toBeLessThan(5.2);
    const yellow = readableOn('#e67700', '#fff3bf');
    expect(contrastRatio(yellow, '#fff3bf')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
