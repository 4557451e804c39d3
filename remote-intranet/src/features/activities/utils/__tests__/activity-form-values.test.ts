import { storedActivity } from '../../components/__tests__/activity-fixtures';
import { emptyActivityFormValues, toActivityFormValues, toActivityPayload } from '../activity-form-values';

describe("an activity's form values", () => {
  it('edit the references the answer names as their IRIs, and send them as the body takes them', () => {
    const values = toActivityFormValues(storedActivity());
    expect(values).toEqual({
      name: 'Taller de alfabetización digital',
      description: 'Cuatro sesiones.',
      type: 'educational',
      mode: 'onsite',
      project: '/api/projects/7',
      coordinator: '/api/coordinators/3',
      partners: ['/api/partners/1'],
      dateStart: '2027-03-01',
      dateEnd: '2027-03-31',
    });
    expect(toActivityPayload(values)).toEqual(values);
  });

  it('leave a missing project and description empty, and send what is empty as null', () => {
    const values = toActivityFormValues(storedActivity({ project: null, description: null, partners: [] }));
    expect(values).toMatchObject({ project: '', description: '', partners: [] });
    expect(toActivityPayload(values)).toMatchObject({ project: null, description: null, partners: [] });
    expect(toActivityPayload(emptyActivityFormValues())).toEqual({
      name: null,
      description: null,
      type: null,
      mode: null,
      project: null,
      coordinator: null,
      partners: [],
      dateStart: null,
      dateEnd: null,
    });
  });
});
