import { tenantBrandingSchema, validateWith, whiteContrastOf } from '@enlace/shared/domain';

const valid = {
  company_name: 'Fundación Demo',
  web_url: 'https://demo.example.org',
  primary_color: '#0f766e',
  copies: { es: { hero_title_1: 'Juntos', hero_text: 'Texto' }, en: null, ca: null },
  analytics: { matomo_host: null, matomo_site_id: null },
  session_reminder_hours: 48,
  waiting_list_offers: false,
};

describe('tenantBrandingSchema', () => {
  it('takes a readable colour, Spanish copies alone and no analytics', async () => {
    expect(await validateWith(tenantBrandingSchema, valid)).toEqual([]);
  });

  it('refuses a colour white text does not read on, with its ratio', async () => {
    expect(whiteContrastOf('#0f766e')).toBeGreaterThan(4.5);
    expect(await validateWith(tenantBrandingSchema, { ...valid, primary_color: '#ffcc00' })).toEqual([
      { propertyPath: 'primary_color', message: 'color-contrast-too-low', params: { ratio: 1.5, min: 4.5 } },
    ]);
    expect(await validateWith(tenantBrandingSchema, { ...valid, primary_color: 'teal' })).toEqual([
      { propertyPath: 'primary_color', message: 'field-not-valid-regex' },
    ]);
  });

  it('refuses a partial English set, naming what it lacks; an empty or complete one is fine', async () => {
    const partial = { ...valid, copies: { ...valid.copies, en: { hero_title_1: 'Together' } } };
    expect(await validateWith(tenantBrandingSchema, partial)).toEqual([
      {
        propertyPath: 'copies.en',
        message: 'translation-incomplete',
        params: { fields: ['hero_text'], count: 1 },
      },
      { propertyPath: 'copies.en.hero_text', message: 'translation-copy-required' },
    ]);
    const empty = { ...valid, copies: { ...valid.copies, ca: { hero_title_1: ' ' } } };
    expect(await validateWith(tenantBrandingSchema, empty)).toEqual([]);
    const complete = {
      ...valid,
      copies: { ...valid.copies, ca: { hero_title_1: 'Junts', hero_text: 'Text' } },
    };
    expect(await validateWith(tenantBrandingSchema, complete)).toEqual([]);
  });

  it('wants an https Matomo host and a numeric site id, both or neither', async () => {
    const analytics = (matomo_host: string | null, matomo_site_id: string | null) =>
      validateWith(tenantBrandingSchema, { ...valid, analytics: { matomo_host, matomo_site_id } });
    expect(await analytics('https://analytics.example.org', '3')).toEqual([]);
    expect(await analytics('http://analytics.example.org', 'x')).toEqual([
      { propertyPath: 'analytics.matomo_host', message: 'matomo-host-not-valid' },
      { propertyPath: 'analytics.matomo_site_id', message: 'matomo-site-id-not-valid' },
    ]);
    expect(await analytics(null, '3')).toEqual([
      { propertyPath: 'analytics.matomo_host', message: 'analytics-host-and-site-id-together' },
    ]);
  });
});

describe('session_reminder_hours', () => {
  const withHours = (hours: unknown) => ({ ...valid, session_reminder_hours: hours });

  it('takes none (0), an hour and a week', async () => {
    for (const hours of [0, 1, 48, 168]) {
      expect(await validateWith(tenantBrandingSchema, withHours(hours))).toEqual([]);
    }
  });

  it('refuses a negative number, more than a week, a fraction, a text and nothing', async () => {
    const messageOf = async (hours: unknown) =>
      (await validateWith(tenantBrandingSchema, withHours(hours))).map((violation) => [
        violation.propertyPath,
        violation.message,
      ]);
    expect(await messageOf(-1)).toEqual([['session_reminder_hours', 'field-cannot-be-negative']]);
    expect(await messageOf(169)).toEqual([['session_reminder_hours', 'field-max-value']]);
    expect(await messageOf(1.5)).toEqual([['session_reminder_hours', 'field-not-valid-type']]);
    expect(await messageOf('12')).toEqual([['session_reminder_hours', 'field-not-valid-type']]);
    expect(await messageOf(null)).toEqual([['session_reminder_hours', 'field-not-blank']]);
  });
});

describe('waiting_list_offers', () => {
  const withOffers = (offers: unknown) => ({ ...valid, waiting_list_offers: offers });
  const messageOf = async (offers: unknown) =>
    (await validateWith(tenantBrandingSchema, withOffers(offers))).map((violation) => [
      violation.propertyPath,
      violation.message,
    ]);

  it('takes true and false', async () => {
    expect(await messageOf(true)).toEqual([]);
    expect(await messageOf(false)).toEqual([]);
  });

  it('refuses a text, a number and nothing', async () => {
    expect(await messageOf('true')).toEqual([['waiting_list_offers', 'field-not-valid-type']]);
    expect(await messageOf(1)).toEqual([['waiting_list_offers', 'field-not-valid-type']]);
    expect(await messageOf(null)).toEqual([['waiting_list_offers', 'field-not-blank']]);
  });
});
