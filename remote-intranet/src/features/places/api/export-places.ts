/** `GET /api/places/export`: every place the list's search, filters and order select, as CSV. */
export const PLACES_EXPORT_PATH = 'places/export';
export const PLACES_EXPORT_FILENAME = 'lugares.csv';
