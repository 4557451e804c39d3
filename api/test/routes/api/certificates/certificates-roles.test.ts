import { describeRoleMatrix } from '../../../helpers/role-matrix';
import { insertActiveVolunteers, insertActivity } from '../../../helpers/interventions';
import { DEMO_HOST, heldSession, issue, storedCertificates, tenantIdOf } from './certificate-fixtures';

// docs/roles.md, "Certificates": every staff role issues a volunteer's certificate and reads those issued.
// Volunteers and partner contacts are refused with 403 access-denied and store nothing. Each attempt gets a fresh
// volunteer with one session attended and one certificate issued already (the volunteer's id is the target).
const certificateOf = new Map<number, { id: number; reference: string }>();

describeRoleMatrix({
  name: 'certificates',
  routes: [
    {
      permission: 'certificate:issue',
      success: 201,
      call: (id) => ({ method: 'POST', url: `/api/volunteers/${id}/certificates`, payload: {} }),
    },
    {
      permission: 'certificate:list',
      success: 200,
      call: (id) => ({ method: 'GET', url: `/api/volunteers/${id}/certificates` }),
    },
    {
      permission: 'certificate:list',
      success: 200,
      call: (id) => ({
        method: 'GET',
        url: `/api/volunteers/${id}/certificates/${certificateOf.get(id)!.id}.pdf`,
      }),
    },
    {
      permission: 'certificate:list',
      success: 200,
      call: (id) => ({
        method: 'GET',
        url: `/api/certificates?reference=${certificateOf.get(id)!.reference}`,
      }),
    },
  ],
  freshId: async (app, administrator) => {
    const tenant = await tenantIdOf(app, DEMO_HOST);
    const [volunteer] = await insertActiveVolunteers(app, tenant, 1);
    await heldSession(app, administrator, tenant, volunteer!, await insertActivity(app, tenant), 2);
    const issued = (await issue(app, administrator, `/api/volunteers/${volunteer}/certificates`)).json();
    certificateOf.set(volunteer!, { id: issued.id, reference: issued.reference });
    return volunteer!;
  },
  snapshot: (app, id) => storedCertificates(app, id),
});
