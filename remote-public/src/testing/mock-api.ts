export type MockRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under /api, without the query string (`login_check`, `users/activate/abc`). */
  path: string;
  status?: number;
  body?: unknown;
};

export type RecordedCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Replaces `fetch` with JSON answers per method and path; returns the calls made, in order. */
export function mockApi(routes: MockRoute[]): RecordedCall[] {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const requestObject = input instanceof Request ? input : new Request(input, init);
    const url = new URL(requestObject.url);
    const path = url.pathname.replace(/^\/api\//, '');
    const text = await requestObject.text();
    calls.push({
      method: requestObject.method,
      path,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    });
    const route = routes.find(
      (candidate) => candidate.method === requestObject.method && candidate.path === path,
    );
    const status = route?.status ?? (route ? 200 : 404);
    const body = route ? route.body : { status: 404, error: 'not-found', description: 'No encontrado' };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/ld+json' },
    });
  }) as typeof fetch;
  return calls;
}
