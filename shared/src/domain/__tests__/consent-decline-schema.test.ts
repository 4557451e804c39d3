import { consentDeclineSchema, validateWith } from '../index';

describe('consentDeclineSchema', () => {
  it('takes no reason, an empty one or a short one', async () => {
    expect(await validateWith(consentDeclineSchema, {})).toEqual([]);
    expect(await validateWith(consentDeclineSchema, { reason: null })).toEqual([]);
    expect(await validateWith(consentDeclineSchema, { reason: 'Ese día tiene médico.' })).toEqual([]);
  });

  it('refuses a reason longer than 500 characters, with the bound', async () => {
    expect(await validateWith(consentDeclineSchema, { reason: 'x'.repeat(501) })).toEqual([
      { propertyPath: 'reason', message: 'field-max-length', params: { max: 500 } },
    ]);
  });
});
