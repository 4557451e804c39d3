import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** One request of a route table: what the role-matrix and tenancy suites send. */
export interface RouteCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  /** A JSON body: JSON-LD for POST, a merge patch for PATCH, plain JSON for DELETE. */
  payload?: object;
}

const BODY_TYPE: Record<RouteCall['method'], string> = {
  GET: 'application/json',
  POST: 'application/ld+json',
  PATCH: 'application/merge-patch+json',
  DELETE: 'application/json',
};

/** Sends a route table's request with the given headers (a session's bearer and host, or none). */
export const sendCall = (
  app: FastifyInstance,
  headers: Record<string, string>,
  { method, url, payload }: RouteCall,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    headers: payload ? { ...headers, 'content-type': BODY_TYPE[method] } : headers,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

/** The number of rows of a table (a snapshot part: a refused request creates nothing). */
export const countRows = async (
  app: FastifyInstance,
  table: 'users' | 'partners' | 'beneficiaries' | 'projects',
): Promise<number> =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
