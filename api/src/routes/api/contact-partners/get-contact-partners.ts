import {
  CollectionOf,
  ContactPartnerListItemSchema,
  ContactPartnerListQuerySchema,
  type ContactPartnerSelectionQuery,
} from '@enlace/shared/contracts';
import { CONTACT_PARTNER_SORT_FIELDS, PEOPLE_MAX_ITEMS_PER_PAGE } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { badQueryParameter, orderOf, orderParam } from '../../../lib/list-order';
import { idFromIri } from '../../../lib/iri';
import { errors } from '../../../lib/schemas';
import type { ContactPartnerListFilter } from '../../../plugins/repositories/contact-partners-repository';
import { toContactPartnerListItem } from './contact-partner-shared';

/** The `order[…]` parameters in the order they were given; by name and surname when there is none. */
const sortOf = (query: ContactPartnerSelectionQuery): ContactPartnerListFilter['order'] =>
  orderOf(query, CONTACT_PARTNER_SORT_FIELDS, [
    { field: 'name', direction: 'asc' },
    { field: 'surname', direction: 'asc' },
  ]);

/** The list filter a query selects; a bad `order[…]` or partner IRI answers 400 before anything is read. */
export function contactPartnerListFilterOf(query: ContactPartnerSelectionQuery): ContactPartnerListFilter {
  const order = sortOf(query);
  let partnerId: number | undefined;
  if (query.partner !== undefined) {
    partnerId = idFromIri(query.partner, 'partners');
    if (partnerId === undefined) throw badQueryParameter('partner');
  }
  return { search: query.q?.trim() || undefined, partnerId, order };
}

export const getContactPartners: ContractRoutes = async (app) => {
  app.get(
    '/contact_partners',
    {
      preHandler: app.requirePermission('contact-partner:list'),
      schema: {
        tags: ['contact partners'],
        summary:
          'Personas de contacto de las entidades, paginadas (itemsPerPage hasta 100); búsqueda q sin acentos en nombre, apellidos, correo e identificación; filtro partner (IRI de la entidad); order[name|surname|email|createdAt]',
        security: [{ bearerAuth: [] }],
        querystring: ContactPartnerListQuerySchema,
        response: { 200: CollectionOf(ContactPartnerListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const filter = contactPartnerListFilterOf(query);
      const { search, partnerId, order } = filter;
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 30), PEOPLE_MAX_ITEMS_PER_PAGE),
        paginate: true,
      };
      const { rows, total } = await app.contactPartnersRepository.list(request, filter, pageRequest);
      const filters: Record<string, string | undefined> = {
        q: search,
        partner: partnerId === undefined ? undefined : `/api/partners/${partnerId}`,
      };
      if (Object.keys(query).some((key) => key.startsWith('order['))) {
        // The default order is implied; the links do not spell it out.
        for (const { field, direction } of order) filters[orderParam(field)] = direction;
      }
      return collection({
        iri: '/api/contact_partners',
        type: 'ContactPartner',
        members: rows.map(toContactPartnerListItem),
        totalItems: total,
        page: pageRequest,
        filters,
      });
    },
  );
};
