import { describeRoleMatrix } from '../../../helpers/role-matrix';
import { dayFrom, insertActivity, insertIntervention } from '../../../helpers/interventions';
import { addParticipant, insertBeneficiary } from '../participants/participant-fixtures';
import { attendanceRows, DEMO_HOST, participantIri, tenantIdOf } from './attendance-fixtures';

// docs/roles.md, "Attendance": every staff role reads and records a session's attendance. Volunteers and partner
// contacts are refused with 403 access-denied and record nothing. Each attempt gets a fresh held session with one
// adult beneficiary (the participant id is the target).
const interventionOf = new Map<number, number>();
const of = (participant: number) => interventionOf.get(participant)!;

describeRoleMatrix({
  name: 'attendance',
  routes: [
    {
      permission: 'attendance:read',
      success: 200,
      call: (id) => ({ method: 'GET', url: `/api/interventions/${of(id)}/attendance` }),
    },
    {
      permission: 'attendance:record',
      success: 200,
      call: (id) => ({
        method: 'POST',
        url: `/api/interventions/${of(id)}/attendance`,
        payload: { entries: [{ participant: participantIri(of(id), id), attendance: 'attended' }] },
      }),
    },
  ],
  freshId: async (app, administrator) => {
    const tenant = await tenantIdOf(app, DEMO_HOST);
    const intervention = await insertIntervention(app, tenant, await insertActivity(app, tenant));
    const adult = await insertBeneficiary(app, tenant, { name: 'Rosa', birthday: '1970-01-01' });
    const participant = (
      await addParticipant(app, administrator, intervention, `/api/beneficiaries/${adult}`)
    ).json().id as number;
    await app.db
      .updateTable('interventions')
      .set({ date: dayFrom(-1) })
      .where('id', '=', intervention)
      .execute();
    interventionOf.set(participant, intervention);
    return participant;
  },
  snapshot: (app, id) => attendanceRows(app, of(id)),
});
