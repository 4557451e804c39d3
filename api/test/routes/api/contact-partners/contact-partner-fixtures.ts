import type { FastifyInstance } from 'fastify';
import { jsonHeaders, validContactPartner, validPartner } from '../partners/partner-fixtures';

export {
  authAs,
  DEMO_HOST,
  jsonHeaders,
  messagesOf,
  OTHER_HOST,
  tenantIdOf,
  validContactPartner,
  validPartner,
} from '../partners/partner-fixtures';

/** A new partner of the tenant of `headers`, created through the API; returns its IRI. */
export async function createPartnerIri(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/partners',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(validPartner(overrides)),
  });
  if (response.statusCode !== 201) throw new Error(`partner not created: ${response.body}`);
  return response.json()['@id'];
}

/** A new contact person of the partner, created through the API. */
export async function createContactPartner(
  app: FastifyInstance,
  headers: Record<string, string>,
  partner: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; '@id': string; email: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact_partners',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(validContactPartner(partner, overrides)),
  });
  if (response.statusCode !== 201) throw new Error(`contact person not created: ${response.body}`);
  return response.json();
}
