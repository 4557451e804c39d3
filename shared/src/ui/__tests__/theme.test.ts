import { brandScale, contrastRatio, createTenantSystem, parseHexColor, readableTextColor } from '../index';

describe('tenant theme', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21);
    expect(contrastRatio({ r: 10, g: 20, b: 30 }, { r: 10, g: 20, b: 30 })).toBe(1);
  });

  it('picks black or white text on the primary colour by contrast', () => {
    expect(readableTextColor('#0f766e')).toBe('#ffffff');
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#facc15')).toBe('#000000');
    expect(readableTextColor('#7dd3fc')).toBe('#000000');
    expect(readableTextColor('#fff')).toBe('#000000');
  });

  it('builds a 50–950 scale around the colour', () => {
    const scale = brandScale('#0f766e');
    expect(scale['500']).toBe('#0f766e');
    expect(Object.keys(scale)).toHaveLength(11);
    const lum = (hex: string) => {
      const { r, g, b } = parseHexColor(hex)!;
      return r + g + b;
    };
    expect(lum(scale['50'])).toBeGreaterThan(lum(scale['500']));
    expect(lum(scale['950'])).toBeLessThan(lum(scale['500']));
  });

  it('creates a Chakra system with brand tokens', () => {
    const system = createTenantSystem('#facc15');
    expect(system.token('colors.brand.500')).toBe('#facc15');
    expect(system.token.var('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('"--chakra-colors-brand-contrast":"#000000"');
  });

  it('falls back to the default colour for invalid input', () => {
    expect(createTenantSystem('not-a-colour').token('colors.brand.500')).toBe('#0f766e');
    expect(createTenantSystem(null).token('colors.brand.500')).toBe('#0f766e');
  });
});
