// Test helper: a fetch mock that records ky's requests and answers from a route table.
export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Route = (request: Request) => Answer | Promise<Answer> | undefined;

export type FetchMock = jest.Mock<Promise<Response>, [Request]> & { requests: Request[] };

export const json = (body: unknown, status = 200): Answer => ({ status, body });

export const installFetch = (route: Route): FetchMock => {
  const requests: Request[] = [];
  const mock = jest.fn(async (request: Request) => {
    // A clone, so that tests can read the body after ky is done with the original.
    requests.push(request.clone());
    const answer = (await route(request)) ?? { status: 404, body: { error: 'not-found' } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/ld+json', ...answer.headers },
    });
  }) as unknown as FetchMock;
  mock.requests = requests;
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
};

export const pathOf = (request: Request) => new URL(request.url).pathname;
