import { maximumsBelowSignedUp } from '../intervention-maximums';

const maximums = { maxVolunteers: 5, maxEmployees: 2, maxBeneficiaries: 10 };

describe('an intervention maximum and the people already signed up', () => {
  it('allows maximums at or above the people signed up', () => {
    expect(maximumsBelowSignedUp(maximums, { volunteers: 5, employees: 0, beneficiaries: 9 })).toEqual([]);
  });

  it('refuses each maximum below its signed-up people, at its field and with the count', () => {
    expect(maximumsBelowSignedUp(maximums, { volunteers: 6, employees: 1, beneficiaries: 12 })).toEqual([
      { propertyPath: 'maxVolunteers', message: 'max-below-signed-up', params: { count: 6 } },
      { propertyPath: 'maxBeneficiaries', message: 'max-below-signed-up', params: { count: 12 } },
    ]);
  });

  it('refuses a maximum of 0 once anyone of that kind is signed up', () => {
    expect(
      maximumsBelowSignedUp(
        { ...maximums, maxEmployees: 0 },
        { volunteers: 0, employees: 1, beneficiaries: 0 },
      ),
    ).toEqual([{ propertyPath: 'maxEmployees', message: 'max-below-signed-up', params: { count: 1 } }]);
  });
});
