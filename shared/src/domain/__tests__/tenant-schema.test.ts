import { tenantProvisioningSchema, validateWith } from '@enlace/shared/domain';

const valid = {
  name: 'Asociación Vecinal La Trinidad',
  primaryColor: '#0F766E',
  tier: 1,
  webUrl: 'https://trinidad.example.org',
  adminEmail: 'ana@trinidad.example.org',
  adminName: 'Ana',
  adminSurname: 'López García',
};

const messagesOf = async (data: object) =>
  Object.fromEntries(
    (await validateWith(tenantProvisioningSchema, data)).map((violation) => [
      violation.propertyPath,
      violation.message,
    ]),
  );

describe('tenantProvisioningSchema', () => {
  it('takes an organisation with its colour, tier and first administrator', async () => {
    expect(await messagesOf(valid)).toEqual({});
    expect(await messagesOf({ ...valid, tier: 4, webUrl: null })).toEqual({});
  });

  it('says what is wrong with each field', async () => {
    expect(
      await messagesOf({
        name: 'X',
        primaryColor: 'teal',
        tier: 7,
        webUrl: 'not a site',
        adminEmail: 'nobody',
        adminName: '1',
        adminSurname: '',
      }),
    ).toEqual({
      name: 'field-min-length',
      primaryColor: 'field-not-valid-regex',
      tier: 'field-not-valid-option',
      webUrl: 'not-valid-url',
      adminEmail: 'not-valid-email',
      adminName: 'name-not-enough-letters',
      adminSurname: 'field-not-blank',
    });
  });

  it('refuses a colour that is not #rrggbb (a name, three digits, an alpha channel)', async () => {
    for (const primaryColor of ['red', '#0f7', '#0f766e80', '0f766e']) {
      expect(await messagesOf({ ...valid, primaryColor })).toEqual({ primaryColor: 'field-not-valid-regex' });
    }
  });
});
