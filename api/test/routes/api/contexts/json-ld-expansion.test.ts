import type { FastifyInstance } from 'fastify';
import jsonld from 'jsonld';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  createIntervention,
  demoRefs,
  newActivity,
  validIntervention,
} from '../activities/activity-fixtures';
import { authAs, DEMO_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

// Every answer is JSON-LD a processor can read: expanded with the real jsonld package (contexts fetched from the
// API), it keeps all its properties; and every @id it names answers 200 to someone allowed to read it.
let app: FastifyInstance;
let admin: Record<string, string>;
/** An activity with a session, so that both lists have a member to read. */
let activity: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  const refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
  const activityId = await newActivity(app, admin, refs, { name: 'Taller enlazado' });
  expect((await createIntervention(app, admin, validIntervention(activityId, refs))).statusCode).toBe(201);
  activity = `/api/activities/${activityId}`;
});
afterAll(() => app.close());

const BASE = 'http://localhost';

const documentLoader = async (url: string) => {
  const answer = await app.inject({ method: 'GET', url: new URL(url).pathname, headers: admin });
  if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
  return { contextUrl: undefined, documentUrl: url, document: answer.json() as object };
};

/** The properties of a document and of the objects in it (keywords and nulls, which JSON-LD drops, aside). */
function countCompacted(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countCompacted(item), 0);
  if (!value || typeof value !== 'object') return 0;
  return Object.entries(value).reduce(
    (sum, [key, item]) => sum + (key.startsWith('@') || item === null ? 0 : 1 + countCompacted(item)),
    0,
  );
}

/** The same count over the expanded form, whose properties are IRIs. */
function countExpanded(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countExpanded(item), 0);
  if (!value || typeof value !== 'object' || '@value' in value) return 0;
  return Object.entries(value).reduce(
    (sum, [key, item]) => sum + (key.startsWith('@') ? 0 : 1 + countExpanded(item)),
    0,
  );
}

/** Every `@id` a document names, nested ones too. */
function idsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '@id' && typeof item === 'string') found.add(item);
      else idsIn(item, found);
    }
  }
  return found;
}

const COLLECTIONS = [
  '/api/volunteers',
  '/api/partners',
  '/api/contact_partners',
  '/api/beneficiaries',
  '/api/employees',
  '/api/coordinators',
  '/api/projects',
  '/api/places',
  '/api/activities',
  '/api/security_events',
  '/api/countries',
  '/api/states?country=/api/countries/724',
  '/api/provinces?state=/api/states/1',
];
const SINGLE = [
  '/api/me',
  '/api/home',
  '/api/config',
  '/api/me/settings',
  '/api/tier-usage',
  '/api/dashboard',
  '/api/branding',
];

describe('JSON-LD', () => {
  it('expands every collection, one item of each and the single resources with all their properties', async () => {
    const collections = [...COLLECTIONS, `/api/interventions?activity=${activity}`];
    const urls = [...collections, ...SINGLE];
    for (const collection of collections) {
      const member = (
        (await app.inject({ method: 'GET', url: collection, headers: admin })).json() as {
          member?: { '@id': string }[];
        }
      ).member?.[0];
      if (member) urls.push(member['@id']);
    }
    const results: { url: string; compacted: number; expanded: number }[] = [];
    for (const url of urls) {
      const answer = await app.inject({ method: 'GET', url, headers: admin });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      const document = answer.json() as Record<string, unknown>;
      expect({ url, context: typeof document['@context'] }).toEqual({ url, context: 'string' });
      const expanded = await jsonld
        .expand(document, { base: `${BASE}${url}`, documentLoader } as Parameters<typeof jsonld.expand>[1])
        .catch((error: Error) => {
          throw new Error(`${url}: ${error.message}`);
        });
      results.push({ url, compacted: countCompacted(document), expanded: countExpanded(expanded) });
    }
    const lost = results.filter(({ compacted, expanded }) => compacted !== expanded);
    console.log(
      `JSON-LD: ${results.length - lost.length} of ${results.length} documents expanded with all their properties`,
    );
    expect(lost).toEqual([]);
  });

  it('names only IRIs that answer', async () => {
    const ids = new Set<string>();
    for (const url of [...COLLECTIONS, ...SINGLE]) {
      idsIn((await app.inject({ method: 'GET', url, headers: admin })).json(), ids);
    }
    const failing = [];
    for (const id of ids) {
      const answer = await app.inject({ method: 'GET', url: id, headers: admin });
      if (answer.statusCode !== 200) failing.push(`${id} ${answer.statusCode}`);
    }
    console.log(`IRIs: ${ids.size - failing.length} of ${ids.size} answer 200`);
    expect(failing).toEqual([]);
  });

  it('types every resource it names', async () => {
    const collections = [...COLLECTIONS, `/api/interventions?activity=${activity}`];
    const urls = [...collections, ...SINGLE];
    for (const collection of collections) {
      const answer = (await app.inject({ method: 'GET', url: collection, headers: admin })).json() as {
        member?: { '@id': string }[];
      };
      if (answer.member?.[0]) urls.push(answer.member[0]['@id']);
    }
    // A volunteer validated by staff: their history names who did it.
    const volunteers = (
      await app.inject({ method: 'GET', url: '/api/volunteers', headers: admin })
    ).json() as {
      member: { '@id': string }[];
    };
    const validated = volunteers.member[0]!['@id'];
    await app.inject({ method: 'POST', url: `${validated}/validate`, headers: admin });
    urls.push(`${validated}/history`);
    const untyped = new Set<string>();
    const visit = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item) => visit(item, `${path}[]`));
      else if (value && typeof value === 'object') {
        if ('@id' in value && !('@type' in value)) untyped.add(path);
        for (const [key, item] of Object.entries(value)) visit(item, `${path}.${key}`);
      }
    };
    for (const url of urls) visit((await app.inject({ method: 'GET', url, headers: admin })).json(), url);
    expect([...untyped]).toEqual([]);
  });

  it('lets a volunteer read their own account but nobody else’s', async () => {
    const volunteer = await authAs(app, 'voluntaria@demo.example.org');
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers: volunteer })).json() as {
      '@id': string;
    };
    expect((await app.inject({ method: 'GET', url: me['@id'], headers: volunteer })).json()).toMatchObject({
      '@type': 'User',
      profile: 'volunteer',
    });
    const adminIri = (
      (await app.inject({ method: 'GET', url: '/api/me', headers: admin })).json() as { '@id': string }
    )['@id'];
    expect((await app.inject({ method: 'GET', url: adminIri, headers: volunteer })).statusCode).toBe(404);
  });
});
