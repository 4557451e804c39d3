import type { FastifyRequest } from 'fastify';
import { idFromIri } from './iri';
import { badQueryParameter } from './list-order';

/**
 * The value of a list's `coordinator` filter that names the person asking: `coordinator=me` narrows activities,
 * interventions and volunteers to the coordinator's own (their activities, those activities' interventions and the
 * people taking part in them) without the client knowing its own id.
 */
export const COORDINATOR_ME = 'me';

/** A `coordinator` query parameter as the person's id: `me`, an id or a coordinator's IRI; 400 otherwise. */
export function coordinatorFilter(request: FastifyRequest, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === COORDINATOR_ME) return request.currentUser!.id;
  const id = idFromIri(value, 'coordinators');
  if (id === undefined) throw badQueryParameter('coordinator');
  return id;
}
