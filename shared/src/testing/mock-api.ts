import type { Violation } from '../contracts/errors';

export type MockAnswer = {
  status?: number;
  /** Answered as JSON-LD… */
  body?: unknown;
  /** …or this text as it is (a CSV export), with its own content type in `headers`. */
  text?: string;
  headers?: Record<string, string>;
};

export type MockRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under /api, without the query string (`volunteers/12`, `volunteers/12/promote`). */
  path: string;
} & (MockAnswer | { answer: (call: RecordedCall) => MockAnswer });

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The If-Match header sent (the ETag of the record a form loaded), if any. */
  ifMatch: string | null;
};

/** The API's 422: the fields it refused, each with its key (and the key's values). */
export const validationFailed = (violations: Violation[]): MockAnswer => ({
  status: 422,
  body: { status: 422, error: 'validation-failed', violations },
});

const NOT_FOUND = { status: 404, body: { status: 404, error: 'not-found', description: 'No encontrado' } };

/**
 * Replaces `fetch` (what the shared ky client calls) with answers per method and path; unknown routes answer
 * 404. Returns the calls made, in order, with their query and JSON body.
 */
export function mockApi(routes: MockRoute[]): RecordedCall[] {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      ifMatch: request.headers.get('if-match'),
    };
    calls.push(call);
    const route = routes.find(
      (candidate) => candidate.method === call.method && candidate.path === call.path,
    );
    const answer: MockAnswer = !route ? NOT_FOUND : 'answer' in route ? route.answer(call) : route;
    const status = answer.status ?? 200;
    const body =
      answer.text ?? (answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body));
    return new Response(body, {
      status,
      headers: { 'content-type': 'application/ld+json', ...answer.headers },
    });
  }) as typeof fetch;
  return calls;
}

/** A geography collection of the shape the API answers. */
export const geoCollection = (kind: string, members: Array<[number, string]>) => ({
  '@id': `/api/${kind}`,
  '@type': 'Collection',
  totalItems: members.length,
  member: members.map(([id, name]) => ({
    '@id': `/api/${kind}/${id}`,
    '@type': 'Geo',
    id,
    name,
    iso: null,
    geonameId: null,
  })),
});

/** Spain, Andalusia, Málaga and two of its towns. */
export const GEOGRAPHY: MockRoute[] = [
  { method: 'GET', path: 'countries', body: geoCollection('countries', [[724, 'España']]) },
  { method: 'GET', path: 'states', body: geoCollection('states', [[1, 'Andalucía']]) },
  { method: 'GET', path: 'provinces', body: geoCollection('provinces', [[29, 'Málaga']]) },
  {
    method: 'GET',
    path: 'locations',
    body: geoCollection('locations', [
      [29067, 'Málaga'],
      [29069, 'Marbella'],
    ]),
  },
];
