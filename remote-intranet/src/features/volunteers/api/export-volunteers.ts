/** `GET /api/volunteers/export`: every volunteer the list's search, filter and order select, as CSV. */
export const VOLUNTEERS_EXPORT_PATH = 'volunteers/export';
export const VOLUNTEERS_EXPORT_FILENAME = 'voluntariado.csv';
