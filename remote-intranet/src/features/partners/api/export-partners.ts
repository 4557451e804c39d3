/** `GET /api/partners/export`: every partner the list's search, filters and order select, as CSV. */
export const PARTNERS_EXPORT_PATH = 'partners/export';
export const PARTNERS_EXPORT_FILENAME = 'entidades.csv';
