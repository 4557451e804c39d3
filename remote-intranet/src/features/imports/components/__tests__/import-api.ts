import type { ImportList, ImportRecord } from '../../api/import-types';

// A fetch stand-in for the import pages: like mockApi, but it reads multipart bodies (the file and its fields) and
// can answer with a stream whose NDJSON lines the test sends one by one.
export type ImportCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  accept: string | null;
  /** The bearer token sent, if any. */
  authorization: string | null;
  /** The multipart body's fields, for the POSTs. */
  form: FormData | null;
};

export type ImportAnswer = {
  status?: number;
  /** Answered as JSON… */
  body?: unknown;
  /** …or as this text, with its content type in `headers`… */
  text?: string;
  /** …or as this stream. */
  stream?: ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
};

export type ImportRoute = {
  method: 'GET' | 'POST';
  path: string;
  answer: ImportAnswer | ((call: ImportCall) => ImportAnswer);
};

export function mockImportApi(routes: ImportRoute[]): ImportCall[] {
  const calls: ImportCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
    const call: ImportCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      accept: request.headers.get('accept'),
      authorization: request.headers.get('authorization'),
      form: multipart ? await request.formData() : null,
    };
    calls.push(call);
    const route = routes.find(
      (candidate) => candidate.method === call.method && candidate.path === call.path,
    );
    const answer: ImportAnswer = !route
      ? { status: 404, body: { status: 404, error: 'not-found', description: 'No encontrado' } }
      : typeof route.answer === 'function'
        ? route.answer(call)
        : route.answer;
    const body =
      answer.stream ?? answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new Response(body, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/ld+json', ...answer.headers },
    });
  }) as typeof fetch;
  return calls;
}

/** Objects as NDJSON, one line each. */
export const ndjson = (...objects: unknown[]) =>
  objects.map((object) => `${JSON.stringify(object)}\n`).join('');

export const NDJSON_HEADERS = { 'content-type': 'application/x-ndjson' };

/** A response body the test writes to as it goes: `send` one object as a line, `write` any text, `close`. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(start) {
      controller = start;
    },
  });
  const encoder = new TextEncoder();
  return {
    stream,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    send: (object: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(object)}\n`)),
    close: () => controller.close(),
  };
}

export const progress = (stage: 'checking' | 'storing', done: number, total: number) => ({
  '@type': 'ImportProgress',
  stage,
  done,
  total,
});

/** The import history as `GET /api/imports?kind=` answers it. */
export const history = (member: ImportRecord[]): ImportList => ({ '@type': 'Collection', member });

/** A CSV file as a person would choose it. */
export const csvFile = (
  name = 'voluntariado.csv',
  text = 'nombre;apellidos;email\r\nLucía;Núñez;l@x.org\r\n',
) => new File([text], name, { type: 'text/csv' });
