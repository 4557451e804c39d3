// Where the partner and contact person screens live (spec §2: partner, partner/create, partner/{id};
// contact-partner, contact-partner/create, contact-partner/{id}). One file for both features, which link to
// each other (a partner lists its contact persons; a contact person links to their partner).
export const PARTNERS_PATH = '/intranet/partner';
export const PARTNER_CREATE_PATH = `${PARTNERS_PATH}/create`;
export const partnerPath = (id: number) => `${PARTNERS_PATH}/${id}`;

export const CONTACT_PARTNERS_PATH = '/intranet/contact-partner';
export const CONTACT_PARTNER_CREATE_PATH = `${CONTACT_PARTNERS_PATH}/create`;
export const contactPartnerPath = (id: number) => `${CONTACT_PARTNERS_PATH}/${id}`;

/** The query parameter that presets the partner (create form) or filters by it (list): the partner's id. */
export const PARTNER_PARAM = 'partner';
/** The create form with the partner already chosen (the partner page's "add contact person"). */
export const newContactPartnerOf = (partnerId: number) =>
  `${CONTACT_PARTNER_CREATE_PATH}?${PARTNER_PARAM}=${partnerId}`;

/** The id at the end of a partner IRI (`/api/partners/12` → 12), or undefined. */
export const partnerIdOf = (iri: string | null | undefined): number | undefined => {
  const match = /^\/api\/partners\/([1-9][0-9]{0,9})$/.exec(iri ?? '');
  return match ? Number(match[1]) : undefined;
};
export const partnerIri = (id: number | string) => `/api/partners/${id}`;

/** The contact person list filtered by one partner. */
export const contactPartnersOfPath = (partnerId: number) =>
  `${CONTACT_PARTNERS_PATH}?${PARTNER_PARAM}=${partnerId}`;
