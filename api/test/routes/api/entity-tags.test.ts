import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../helpers/build-test-app';
import {
  authAs,
  createActivity,
  DEMO_HOST,
  demoRefs,
  tenantIdOf,
  validActivity,
  validIntervention,
} from './activities/activity-fixtures';
import { validAdult } from './beneficiaries/beneficiary-fixtures';
import { validContactPartner, validPartner } from './partners/partner-fixtures';
import { validPlace } from './places/place-fixtures';
import { validProject } from './projects/project-fixtures';
import { validStaffMember } from './staff/staff-fixtures';
import { jsonHeaders, validPerson, validVolunteer } from './volunteers/volunteer-fixtures';

// Every editable resource sends an ETag and honours If-Match on PATCH (docs/adr/0004-entity-tags.md): a stale tag
// answers 412 `resource-changed` and changes nothing, and of two writes sent with the same tag exactly one wins.
let app: FastifyInstance;
let admin: Record<string, string>;

interface Editable {
  name: string;
  /** The item's path, found once the app is up. */
  url: () => Promise<string>;
  /** A merge patch that changes a field, and that field's name. */
  field: string;
}

const firstOf = async (collection: string) => {
  const response = await app.inject({ method: 'GET', url: collection, headers: admin });
  const [first] = (response.json() as { member: { '@id': string }[] }).member;
  if (!first) throw new Error(`${collection} is empty`);
  return first['@id'];
};

/** A new item of a collection, created through the API (its 201 carries an ETag too). */
const created = async (collection: string, payload: object) => {
  const response = await app.inject({
    method: 'POST',
    url: collection,
    headers: jsonHeaders(admin),
    payload: JSON.stringify(payload),
  });
  if (response.statusCode !== 201) throw new Error(`${collection}: ${response.body}`);
  expect(response.headers.etag).toMatch(/^"[^"]+"$/);
  return (response.json() as { '@id': string })['@id'];
};

let activityUrl: Promise<string> | undefined;
const newActivityUrl = () =>
  (activityUrl ??= (async () => {
    const refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
    const response = await createActivity(app, admin, validActivity(refs));
    expect(response.statusCode).toBe(201);
    return (response.json() as { '@id': string })['@id'];
  })());

// Mondays, Wednesdays and Fridays of March 2027, when the computer room is open in the morning.
const INTERVENTION_DAYS = [
  '01',
  '03',
  '05',
  '08',
  '10',
  '12',
  '15',
  '17',
  '19',
  '22',
  '24',
  '26',
  '29',
  '31',
];
let interventionDay = 0;
const newInterventionUrl = async () => {
  const refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
  const activity = Number((await newActivityUrl()).split('/').pop());
  const date = `2027-03-${INTERVENTION_DAYS[interventionDay++]}`;
  return created('/api/interventions', validIntervention(activity, refs, { date }));
};

/** The signed-in administrator's own profile, completed first (the demo account has only a name). */
const ownProfileUrl = async () => {
  const { email: _email, ...person } = validPerson();
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: jsonHeaders(admin, 'application/merge-patch+json'),
    payload: JSON.stringify(person),
  });
  if (response.statusCode !== 200) throw new Error(`/api/me: ${response.body}`);
  return '/api/me';
};

const EDITABLE: Editable[] = [
  { name: 'volunteer', url: () => created('/api/volunteers', validVolunteer()), field: 'aboutMe' },
  { name: 'employee', url: () => created('/api/employees', validStaffMember()), field: 'department' },
  { name: 'coordinator', url: () => created('/api/coordinators', validStaffMember()), field: 'department' },
  { name: 'beneficiary', url: () => created('/api/beneficiaries', validAdult()), field: 'notes' },
  { name: 'partner', url: () => created('/api/partners', validPartner()), field: 'observations' },
  {
    name: 'contact partner',
    url: async () => created('/api/contact_partners', validContactPartner(await firstOf('/api/partners'))),
    field: 'jobTitle',
  },
  { name: 'place', url: () => created('/api/places', validPlace()), field: 'observations' },
  { name: 'project', url: () => created('/api/projects', validProject()), field: 'description' },
  { name: 'activity', url: newActivityUrl, field: 'description' },
  { name: 'intervention', url: newInterventionUrl, field: 'observations' },
  { name: 'own profile', url: ownProfileUrl, field: 'surname' },
];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: admin });
const patch = (url: string, body: object, ifMatch?: string) =>
  app.inject({
    method: 'PATCH',
    url,
    headers: {
      ...admin,
      'content-type': 'application/merge-patch+json',
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    payload: JSON.stringify(body),
  });
const etagOf = (response: LightMyRequestResponse) => response.headers.etag as string;
const strongTag = /^"[^"]+"$/;

describe.each(EDITABLE)('the $name resource', ({ url: urlOf, field }) => {
  let url: string;
  beforeAll(async () => {
    url = await urlOf();
  });

  it('answers GET with a strong ETag that a PATCH with it moves on, and refuses the old one with 412', async () => {
    const read = await get(url);
    expect(read.statusCode).toBe(200);
    const tag = etagOf(read);
    expect(tag).toMatch(strongTag);
    // The same state gives the same tag.
    expect(etagOf(await get(url))).toBe(tag);

    const saved = await patch(url, { [field]: 'Primer cambio' }, tag);
    expect(saved.statusCode === 200 ? 200 : saved.body).toBe(200);
    expect(saved.json()[field]).toBe('Primer cambio');
    const newTag = etagOf(saved);
    expect(newTag).toMatch(strongTag);
    expect(newTag).not.toBe(tag);
    expect(etagOf(await get(url))).toBe(newTag);

    const stale = await patch(url, { [field]: 'Cambio con la versión vieja' }, tag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ status: 412, error: 'resource-changed' });
    const after = await get(url);
    expect(after.json()[field]).toBe('Primer cambio');
    expect(etagOf(after)).toBe(newTag);
  });

  it('keeps writing without If-Match or with If-Match: *, as clients that do not send it expect', async () => {
    const withoutTag = await patch(url, { [field]: 'Sin etiqueta' });
    expect(withoutTag.statusCode).toBe(200);
    expect(withoutTag.json()[field]).toBe('Sin etiqueta');
    const anyTag = await patch(url, { [field]: 'Con asterisco' }, '*');
    expect(anyTag.statusCode).toBe(200);
    expect((await get(url)).json()[field]).toBe('Con asterisco');
  });

  it('moves the ETag on for two writes in a row that happen in the same millisecond', async () => {
    const first = await patch(url, { [field]: 'Alba' });
    const second = await patch(url, { [field]: 'Bravo' });
    const third = await patch(url, { [field]: 'Alba' });
    expect([first, second, third].map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set([etagOf(first), etagOf(second), etagOf(third)]).size).toBe(3);
  });

  it('lets exactly one of two simultaneous PATCHes with the same If-Match win', async () => {
    const tag = etagOf(await get(url));
    const responses = await Promise.all([
      patch(url, { [field]: 'Lo guarda Ana' }, tag),
      patch(url, { [field]: 'Lo guarda Luis' }, tag),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 412]);
    const winner = responses.find((response) => response.statusCode === 200)!;
    const stored = await get(url);
    expect(stored.json()[field]).toBe(winner.json()[field]);
    expect(etagOf(stored)).toBe(etagOf(winner));
  });
});

it('accepts the tag a compressing proxy weakened, and any of a list', async () => {
  const tag = etagOf(await get('/api/me'));
  const weakened = await patch('/api/me', { surname: 'Débil' }, `W/${tag}`);
  expect(weakened.statusCode).toBe(200);
  const listed = await patch('/api/me', { surname: 'Lista' }, `"otra", ${etagOf(weakened)}`);
  expect(listed.statusCode).toBe(200);
});

it('changes an intervention ETag when someone signs up for it', async () => {
  const url = await newInterventionUrl();
  const before = etagOf(await get(url));
  const volunteer = await firstOf('/api/volunteers?status=validated');
  const added = await app.inject({
    method: 'POST',
    url: `${url}/participants`,
    headers: { ...admin, 'content-type': 'application/ld+json' },
    payload: JSON.stringify({ person: volunteer }),
  });
  expect(added.statusCode).toBe(201);
  const after = await get(url);
  expect(after.json().counts.volunteers).toBe(1);
  expect(etagOf(after)).not.toBe(before);
  const stale = await patch(url, { observations: 'Con el recuento viejo' }, before);
  expect(stale.statusCode).toBe(412);
});

it('declares the ETag, If-Match and 412 in the OpenAPI description', async () => {
  const docs = (await app.inject({ method: 'GET', url: '/api/docs.json' })).json();
  const volunteer = docs.paths['/api/volunteers/{id}'];
  expect(volunteer.get.responses['200'].headers).toHaveProperty('ETag');
  expect(volunteer.patch.responses['200'].headers).toHaveProperty('ETag');
  expect(volunteer.patch.responses).toHaveProperty('412');
  expect(volunteer.patch.parameters).toEqual(
    expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'if-match' })]),
  );
});
