import {
  brandScale,
  contrastRatio,
  createTenantSystem,
  darkenToContrast,
  parseHexColor,
  readableTextColor,
} from '../index';

const ratio = (a: string, b: string) => contrastRatio(parseHexColor(a)!, parseHexColor(b)!);
/** The colour a (semantic) colour token of the system resolves to in light mode. */
const semanticColor = (system: ReturnType<typeof createTenantSystem>, token: string): string => {
  const found = system.tokens.getByName(`colors.${token}`);
  const conditions = found?.extensions.conditions as Record<string, string> | undefined;
  const value = conditions?.base ?? conditions?._light ?? String(found?.originalValue ?? '');
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  return reference ? semanticColor(system, reference[1]) : value;
};
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

  it('darkens a colour used as text until it reaches the ratio on every surface, and no further', () => {
    // Dark enough already: unchanged.
    expect(darkenToContrast('#1e3a8a', ['#ffffff'], 4.5)).toBe('#1e3a8a');
    // A pale sky blue (1.7:1 on white) becomes the lightest shade of itself that reads.
    const link = darkenToContrast('#7dd3fc', ['#ffffff', '#fafafa'], 4.5);
    expect(ratio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(link, '#fafafa')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(link, '#fafafa')).toBeLessThan(4.7);
    const { r, g, b } = parseHexColor(link)!;
    // Still blue: darkened, not replaced.
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
    // 3:1 asks for less darkening than 4.5:1.
    const ring = darkenToContrast('#7dd3fc', ['#ffffff'], 3);
    expect(ratio(ring, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(ratio(ring, '#ffffff')).toBeLessThan(ratio(link, '#ffffff'));
  });

  it('gives any tenant colour readable text on it and readable links and focus rings beside it', () => {
    for (const primary of ['#facc15', '#fef9c3', '#7dd3fc', '#22c55e', '#ff00ff', '#0f766e', '#111111']) {
      const system = createTenantSystem(primary);
      const solid = semanticColor(system, 'brand.solid');
      expect(solid).toBe(primary);
      expect(ratio(semanticColor(system, 'brand.contrast'), solid)).toBeGreaterThanOrEqual(4.5);
      const subtle = semanticColor(system, 'brand.subtle');
      for (const surface of ['#ffffff', '#fafafa', '#f4f4f5', subtle]) {
        expect(ratio(semanticColor(system, 'brand.fg'), surface)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(semanticColor(system, 'brand.focusRing'), surface)).toBeGreaterThanOrEqual(3);
      }
    }
    // A yellow primary gets black text; its links are a dark yellow, not the yellow itself.
    const yellow = createTenantSystem('#facc15');
    expect(semanticColor(yellow, 'brand.contrast')).toBe('#000000');
    expect(semanticColor(yellow, 'brand.fg')).not.toBe('#facc15');
  });

  it("writes Chakra's error, warning and success texts in shades that read on white", () => {
    const system = createTenantSystem(null);
    for (const status of ['error', 'warning', 'success']) {
      expect(ratio(semanticColor(system, `fg.${status}`), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    // The other foreground tokens are still Chakra's.
    expect(semanticColor(system, 'fg.muted')).toBe('#52525b');
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

  it("writes the light colour scheme only, with Chakra's light values, and builds a colour once", () => {
    const system = createTenantSystem('#1e3a8a');
    const tokenCss = JSON.stringify(system.getTokenCss());
    expect(tokenCss).not.toMatch(/\.dark/);
    // Chakra's own light values: muted text gray.600, the page white.
    expect(semanticColor(system, 'fg.muted')).toBe(system.token('colors.gray.600'));
    expect(semanticColor(system, 'bg')).toBe(system.token('colors.white'));
    expect(tokenCss).toContain('--chakra-colors-fg-muted');
    expect(createTenantSystem('#1e3a8a')).toBe(system);
  });
});
