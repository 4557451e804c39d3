import { tenantIdOf } from '../volunteers/volunteer-fixtures';
import { describeRoleMatrix } from '../../../helpers/role-matrix';
import {
  consentRows,
  insertActivity,
  insertIntervention,
  participantRows,
} from '../../../helpers/interventions';
import { addParticipant, DEMO_HOST, insertBeneficiary } from './participant-fixtures';

// docs/roles.md, "Participants": every staff role lists, adds and removes participants and sends a tutor's email
// again. Volunteers and partner contacts are refused everything with 403 access-denied.
// Each attempt gets a fresh intervention holding a pending minor (the participant id is the target), and an adult
// beneficiary ready to be added.
const fixtures = new Map<number, { intervention: number; adult: number }>();
const of = (participant: number) => fixtures.get(participant)!;

describeRoleMatrix({
  name: 'participants',
  routes: [
    {
      permission: 'participant:list',
      success: 200,
      call: (id) => ({ method: 'GET', url: `/api/interventions/${of(id).intervention}/participants` }),
    },
    {
      permission: 'participant:add',
      success: 201,
      call: (id) => ({
        method: 'POST',
        url: `/api/interventions/${of(id).intervention}/participants`,
        payload: { person: `/api/beneficiaries/${of(id).adult}` },
      }),
    },
    {
      permission: 'participant:add',
      success: 200,
      call: (id) => ({
        method: 'POST',
        url: `/api/interventions/${of(id).intervention}/participants/${id}/consent`,
      }),
    },
    {
      permission: 'participant:remove',
      success: 204,
      call: (id) => ({
        method: 'DELETE',
        url: `/api/interventions/${of(id).intervention}/participants/${id}`,
      }),
    },
  ],
  freshId: async (app, administrator) => {
    const tenant = await tenantIdOf(app, DEMO_HOST);
    const intervention = await insertIntervention(app, tenant, await insertActivity(app, tenant));
    const minor = await insertBeneficiary(app, tenant);
    const adult = await insertBeneficiary(app, tenant, { name: 'Rosa', birthday: '1970-01-01' });
    const participant = (
      await addParticipant(app, administrator, intervention, `/api/beneficiaries/${minor}`)
    ).json().id as number;
    fixtures.set(participant, { intervention, adult });
    return participant;
  },
  snapshot: async (app, id) => ({
    participants: await participantRows(app, of(id).intervention),
    consents: await consentRows(app, { participantId: id }),
  }),
});
