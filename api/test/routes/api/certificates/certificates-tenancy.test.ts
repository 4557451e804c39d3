import { describeTenancy } from '../../../helpers/tenancy-suite';
import { insertActiveVolunteers, insertActivity } from '../../../helpers/interventions';
import { DEMO_HOST, heldSession, issue, storedCertificates, tenantIdOf } from './certificate-fixtures';

// The certificates of tenant A's volunteer are invisible and untouchable from tenant B: 404, nothing stored.
let certificate = 0;
describeTenancy({
  name: 'certificates',
  setUp: async (app, adminA) => {
    const tenantA = await tenantIdOf(app, DEMO_HOST);
    const [volunteer] = await insertActiveVolunteers(app, tenantA, 1);
    await heldSession(app, adminA, tenantA, volunteer!, await insertActivity(app, tenantA), 2);
    certificate = (await issue(app, adminA, `/api/volunteers/${volunteer}/certificates`)).json().id;
    return { item: volunteer! };
  },
  routes: {
    issue: (id) => ({ method: 'POST', url: `/api/volunteers/${id}/certificates`, payload: {} }),
    list: (id) => ({ method: 'GET', url: `/api/volunteers/${id}/certificates` }),
    download: (id) => ({ method: 'GET', url: `/api/volunteers/${id}/certificates/${certificate}.pdf` }),
  },
  snapshot: ({ app }) => storedCertificates(app),
});
