import type { FastifyInstance } from 'fastify';
import { authAs, DEMO_HOST, OTHER_HOST } from '../routes/api/volunteers/volunteer-fixtures';
import { buildTestApp } from './build-test-app';
import { type RouteCall, sendCall } from './route-call';

/** What the resource's tenancy tests share: the app, both tenants' administrators and A's targets. */
export interface TenancyContext<Target extends string> {
  app: FastifyInstance;
  /** The administrator of the demo tenant (A), on A's host. */
  adminA: Record<string, string>;
  /** The administrator of the other tenant (B), on B's host. */
  adminB: Record<string, string>;
  /** A's resources that B must neither see nor touch, by name. */
  targets: Record<Target, number>;
}

export interface TenancyOptions<Target extends string> {
  /** The describe title: `<name> across tenants`. */
  name: string;
  /** The names of A's resources every route is tried on (e.g. an adult and a minor); one by default. */
  targets?: readonly Target[];
  /** Creates A's resources (as A's administrator); answers their ids by name. */
  setUp: (app: FastifyInstance, adminA: Record<string, string>) => Promise<Record<Target, number>>;
  /** The item requests tried from the wrong tenant, on a target id. */
  routes: Record<string, (id: number) => RouteCall>;
  /** What a request from the wrong tenant must leave unchanged. */
  snapshot: (context: TenancyContext<Target>) => Promise<unknown>;
}

/**
 * A resource of the demo tenant (A) is invisible and untouchable from the other tenant (B): every item route
 * answers 404 not-found and changes nothing, whether B's administrator asks on B's host, B's token is sent to
 * A's host, or A's own token is sent to B's host. Returns the context, for the resource's own cross-tenant tests
 * (lists, searches, links to A's resources), which run after `beforeAll`.
 */
export function describeTenancy<Target extends string = 'item'>({
  name,
  targets = ['item' as Target],
  setUp,
  routes,
  snapshot,
}: TenancyOptions<Target>): TenancyContext<Target> {
  const context = {} as TenancyContext<Target>;
  beforeAll(async () => {
    context.app = await buildTestApp();
    context.adminA = await authAs(context.app, 'admin@demo.example.org');
    context.adminB = await authAs(context.app, 'admin@otra.example.org', OTHER_HOST);
    context.targets = await setUp(context.app, context.adminA);
  });
  afterAll(() => context.app.close());

  const attempts = {
    "tenant B's token on B's host": () => context.adminB,
    "tenant B's token on A's host": () => ({ ...context.adminB, host: DEMO_HOST }),
    "tenant A's own token on B's host": () => ({ ...context.adminA, host: OTHER_HOST }),
  };

  // Every route, on every target, with every wrong pairing of token and host.
  const cases = Object.keys(routes).flatMap((route) =>
    targets.flatMap((target) =>
      (Object.keys(attempts) as (keyof typeof attempts)[]).map((who) => {
        const of = targets.length > 1 ? ` of A's ${target}` : '';
        return [`answers 404 to ${route}${of} with ${who} and changes nothing`, route, target, who] as const;
      }),
    ),
  );

  describe(`${name} across tenants`, () => {
    it.each(cases)('%s', async (_title, route, target, who) => {
      const before = await snapshot(context);
      const response = await sendCall(context.app, attempts[who](), routes[route](context.targets[target]));
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot(context)).toEqual(before);
    });
  });
  return context;
}
