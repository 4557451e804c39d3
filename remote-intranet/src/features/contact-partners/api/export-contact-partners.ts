/** `GET /api/contact_partners/export`: every contact person the list's search, filter and order select, as CSV. */
export const CONTACT_PARTNERS_EXPORT_PATH = 'contact_partners/export';
export const CONTACT_PARTNERS_EXPORT_FILENAME = 'personas-de-contacto.csv';
