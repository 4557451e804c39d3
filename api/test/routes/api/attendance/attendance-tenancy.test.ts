import { describeTenancy } from '../../../helpers/tenancy-suite';
import { dayFrom, insertActivity, insertIntervention } from '../../../helpers/interventions';
import { addParticipant, insertBeneficiary } from '../participants/participant-fixtures';
import { attendanceRows, DEMO_HOST, participantIri, tenantIdOf } from './attendance-fixtures';

// The attendance of tenant A's session is invisible and untouchable from tenant B: 404, nothing recorded.
let participant = 0;
describeTenancy({
  name: 'attendance',
  setUp: async (app, adminA) => {
    const tenantA = await tenantIdOf(app, DEMO_HOST);
    const intervention = await insertIntervention(app, tenantA, await insertActivity(app, tenantA));
    const adult = await insertBeneficiary(app, tenantA, { name: 'Rosa', birthday: '1970-01-01' });
    participant = (await addParticipant(app, adminA, intervention, `/api/beneficiaries/${adult}`)).json().id;
    await app.db
      .updateTable('interventions')
      .set({ date: dayFrom(-1) })
      .where('id', '=', intervention)
      .execute();
    return { item: intervention };
  },
  routes: {
    read: (id) => ({ method: 'GET', url: `/api/interventions/${id}/attendance` }),
    record: (id) => ({
      method: 'POST',
      url: `/api/interventions/${id}/attendance`,
      payload: { entries: [{ participant: participantIri(id, participant), attendance: 'attended' }] },
    }),
  },
  snapshot: ({ app, targets }) => attendanceRows(app, targets.item),
});
