import { tenantOf } from '../../../../src/plugins/tenancy';
import {
  consentRows,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  participantRows,
  tokenHeaders,
} from '../../../helpers/interventions';
import { describeTenancy } from '../../../helpers/tenancy-suite';
import {
  addParticipant,
  DEMO_HOST,
  insertBeneficiary,
  OTHER_HOST,
  subscribe,
  tenantIdOf,
} from './participant-fixtures';

// The participants of tenant A's intervention are invisible and untouchable from tenant B (404, nothing changed),
// and neither tenant can put the other's people into its own interventions.
let participant = 0;
let volunteerOfA = 0;
const tenancy = describeTenancy({
  name: 'participants',
  setUp: async (app, adminA) => {
    const tenantA = await tenantIdOf(app, DEMO_HOST);
    const activity = await insertActivity(app, tenantA);
    const intervention = await insertIntervention(app, tenantA, activity);
    const minor = await insertBeneficiary(app, tenantA);
    participant = (await addParticipant(app, adminA, intervention, `/api/beneficiaries/${minor}`)).json().id;
    [volunteerOfA] = await insertActiveVolunteers(app, tenantA, 1);
    return { item: intervention };
  },
  routes: {
    list: (id) => ({ method: 'GET', url: `/api/interventions/${id}/participants` }),
    add: (id) => ({
      method: 'POST',
      url: `/api/interventions/${id}/participants`,
      payload: { person: `/api/volunteers/${volunteerOfA}` },
    }),
    remove: (id) => ({ method: 'DELETE', url: `/api/interventions/${id}/participants/${participant}` }),
    resendConsent: (id) => ({
      method: 'POST',
      url: `/api/interventions/${id}/participants/${participant}/consent`,
    }),
  },
  snapshot: async ({ app, targets }) => ({
    participants: await participantRows(app, targets.item),
    consents: await consentRows(app, { participantId: participant }),
    mails: app.mailer.sent.length,
  }),
});

describe('participants across tenants', () => {
  it("refuses A's people in B's intervention with 422 at person, and adds nothing", async () => {
    const { app, adminB } = tenancy;
    const tenantA = await tenantIdOf(app, DEMO_HOST);
    const tenantB = await tenantIdOf(app, OTHER_HOST);
    const interventionB = await insertIntervention(app, tenantB, await insertActivity(app, tenantB));
    const beneficiaryA = await insertBeneficiary(app, tenantA, { birthday: '1970-01-01' });
    for (const person of [`/api/volunteers/${volunteerOfA}`, `/api/beneficiaries/${beneficiaryA}`]) {
      const refused = await addParticipant(app, adminB, interventionB, person);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations).toEqual([
        { propertyPath: 'person', message: 'field-not-valid-option' },
      ]);
    }
    expect(await participantRows(app, interventionB)).toHaveLength(0);
  });

  it("answers 404 to a volunteer of B subscribing to A's intervention, and to A's volunteer on B's host", async () => {
    const { app, targets } = tenancy;
    const tenantB = await tenantIdOf(app, OTHER_HOST);
    const [volunteerB] = await insertActiveVolunteers(app, tenantB, 1);
    const before = await participantRows(app, targets.item);
    const fromB = await subscribe(app, await tokenHeaders(app, volunteerB, OTHER_HOST), targets.item);
    expect([fromB.statusCode, fromB.json().error]).toEqual([404, 'not-found']);
    const wrongHost = await subscribe(app, await tokenHeaders(app, volunteerOfA, OTHER_HOST), targets.item);
    expect(wrongHost.statusCode).toBe(404);
    expect(await participantRows(app, targets.item)).toEqual(before);
  });

  it("does not let B ask for consent for A's volunteer", async () => {
    const { app } = tenancy;
    const tenantB = await app.tenantsRepository.findByHost(OTHER_HOST);
    const request = { tenant: tenantB, protocol: 'http', host: OTHER_HOST } as never;
    expect(tenantOf(request)).toBe(tenantB);
    await expect(
      app.participantsRepository.requestVolunteerConsent(request, volunteerOfA),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await consentRows(app, { volunteerId: volunteerOfA })).toHaveLength(0);
  });
});
