import { storedIntervention } from '../../components/__tests__/activity-fixtures';
import {
  emptyInterventionFormValues,
  toInterventionFormValues,
  toInterventionPayload,
} from '../intervention-form-values';

describe("an intervention's form values", () => {
  it('edit the place as its IRI and send the counts as numbers', () => {
    const values = toInterventionFormValues(storedIntervention());
    expect(values).toEqual({
      name: 'Primera sesión',
      date: '2027-03-01',
      scheduleStart: '10:00',
      scheduleEnd: '12:00',
      format: 'onsite',
      place: '/api/places/2',
      minVolunteers: 1,
      maxVolunteers: 3,
      minEmployees: 0,
      maxEmployees: 1,
      minBeneficiaries: 1,
      maxBeneficiaries: 10,
      observations: '',
    });
    expect(toInterventionPayload({ ...values, maxVolunteers: '4', minEmployees: '' })).toEqual({
      ...values,
      maxVolunteers: 4,
      minEmployees: null,
      observations: null,
    });
  });

  it('leave a missing place and name empty, and send what is empty as null', () => {
    const values = toInterventionFormValues(storedIntervention({ place: null, name: null }));
    expect(values).toMatchObject({ place: '', name: '' });
    expect(toInterventionPayload(emptyInterventionFormValues('2027-03-01', ''))).toMatchObject({
      name: null,
      date: '2027-03-01',
      format: null,
      place: null,
      maxVolunteers: 1,
    });
  });
});
