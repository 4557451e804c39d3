import { capacityExcessOf, capacityViolationsOf, expectedPeopleOf } from '../place-capacity';

// The walk-through's case: 40 beneficiaries, 2 volunteers and 1 employee in a room for 16.
const big = { format: 'onsite', maxVolunteers: 2, maxEmployees: 1, maxBeneficiaries: 40 };

describe('the people a session expects against its room', () => {
  it('adds up the maximums of volunteers, employees and beneficiaries', () => {
    expect(expectedPeopleOf(big)).toBe(43);
    // As a form has them while typing: text, empty, missing.
    expect(expectedPeopleOf({ maxVolunteers: '2', maxEmployees: '', maxBeneficiaries: 7 })).toBe(9);
  });

  it('says nothing when the session fits, exactly or with room to spare', () => {
    expect(capacityExcessOf({ ...big, maxBeneficiaries: 13 }, { capacity: 16 })).toBeNull();
    expect(capacityExcessOf({ ...big, maxBeneficiaries: 10 }, { capacity: 16 })).toBeNull();
  });

  it('warns by default when the session expects more people than the room holds', () => {
    expect(capacityExcessOf(big, { capacity: 16 })).toEqual({ capacity: 16, expected: 43, policy: 'warn' });
    expect(capacityExcessOf(big, { capacity: 16, capacityPolicy: null })?.policy).toBe('warn');
    expect(capacityViolationsOf(big, { capacity: 16, capacityPolicy: 'warn' })).toEqual([]);
  });

  it('refuses at every maximum, with the capacity and the people expected, when the room says so', () => {
    const params = { capacity: 16, expected: 43 };
    expect(capacityViolationsOf(big, { capacity: 16, capacityPolicy: 'refuse' })).toEqual([
      { propertyPath: 'maxVolunteers', message: 'place-capacity-exceeded', params },
      { propertyPath: 'maxEmployees', message: 'place-capacity-exceeded', params },
      { propertyPath: 'maxBeneficiaries', message: 'place-capacity-exceeded', params },
    ]);
  });

  it('checks nothing for an online session or without a room', () => {
    expect(
      capacityExcessOf({ ...big, format: 'online' }, { capacity: 16, capacityPolicy: 'refuse' }),
    ).toBeNull();
    expect(capacityViolationsOf(big, null)).toEqual([]);
    expect(capacityExcessOf(big, undefined)).toBeNull();
  });

  it('checks a hybrid session against its room too', () => {
    expect(capacityExcessOf({ ...big, format: 'hybrid' }, { capacity: 16 })).not.toBeNull();
  });
});
