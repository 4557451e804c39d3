import { describeTenancy } from '../../../helpers/tenancy-suite';
import {
  createIntervention,
  DEMO_HOST,
  demoRefs,
  newActivity,
  tenantIdOf,
  validIntervention,
  validActivity,
  createActivity,
} from './activity-fixtures';

// A's activities and interventions are invisible and untouchable from tenant B.
const tenancy = describeTenancy<'activity' | 'intervention'>({
  name: 'activities and interventions',
  targets: ['activity', 'intervention'],
  setUp: async (app, adminA) => {
    const refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
    const activity = await newActivity(app, adminA, refs, { name: 'Solo de A' });
    const intervention = await createIntervention(app, adminA, validIntervention(activity, refs));
    return { activity, intervention: intervention.json().id };
  },
  routes: {
    getActivity: (id) => ({ method: 'GET', url: `/api/activities/${id}` }),
    patchActivity: (id) => ({ method: 'PATCH', url: `/api/activities/${id}`, payload: { name: 'Intrusa' } }),
    publish: (id) => ({ method: 'PATCH', url: `/api/activities/${id}`, payload: { status: 'active' } }),
    deleteActivity: (id) => ({ method: 'DELETE', url: `/api/activities/${id}` }),
    duplicate: (id) => ({
      method: 'POST',
      url: `/api/activities/${id}/duplicate`,
      payload: { dateStart: '2027-05-01', dateEnd: '2027-05-31' },
    }),
    listInterventions: (id) => ({ method: 'GET', url: `/api/interventions?activity=${id}` }),
    getIntervention: (id) => ({ method: 'GET', url: `/api/interventions/${id}` }),
    patchIntervention: (id) => ({
      method: 'PATCH',
      url: `/api/interventions/${id}`,
      payload: { name: 'Intrusa' },
    }),
    deleteIntervention: (id) => ({ method: 'DELETE', url: `/api/interventions/${id}` }),
    patchFollowing: (id) => ({
      method: 'PATCH',
      url: `/api/interventions/${id}/following`,
      payload: { name: 'Intrusa' },
    }),
    deleteFollowing: (id) => ({ method: 'DELETE', url: `/api/interventions/${id}/following` }),
  },
  snapshot: async ({ app }) => ({
    activities: await app.db.selectFrom('activities').selectAll().orderBy('id').execute(),
    interventions: await app.db.selectFrom('interventions').selectAll().orderBy('id').execute(),
  }),
});

describe('activities across tenants: lists and references', () => {
  it("neither lists nor searches A's activities in B", async () => {
    const { app, adminB } = tenancy;
    const list = await app.inject({ method: 'GET', url: '/api/activities?q=solo', headers: adminB });
    expect(list.json()).toMatchObject({ totalItems: 0, member: [] });
  });

  it("refuses A's coordinator, partner, project and activity in B's writes with 422", async () => {
    const { app, adminB, targets } = tenancy;
    const refsA = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
    const response = await createActivity(app, adminB, validActivity(refsA));
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['coordinator', 'partners', 'project']);
    const intervention = await createIntervention(
      app,
      adminB,
      validIntervention(targets.activity, refsA, { place: null, format: 'online' }),
    );
    expect(intervention.statusCode).toBe(422);
    expect(intervention.json().violations).toEqual([
      { propertyPath: 'activity', message: 'field-not-valid-option' },
    ]);
    const { date: _date, ...session } = validIntervention(targets.activity, refsA, {
      place: null,
      format: 'online',
    });
    const days = { repeat: 'weekly', dateStart: '2027-03-01', ends: 'after-count', occurrences: 2 };
    for (const url of ['/api/intervention_series/preview', '/api/intervention_series']) {
      const series = await app.inject({
        method: 'POST',
        url,
        headers: { ...adminB, 'content-type': 'application/ld+json' },
        payload: JSON.stringify({ ...session, ...days }),
      });
      expect(series.statusCode).toBe(422);
      expect(series.json().violations).toEqual([
        { propertyPath: 'activity', message: 'field-not-valid-option' },
      ]);
    }
  });
});
