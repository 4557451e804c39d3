/** `GET /api/beneficiaries/export`: every beneficiary the list's search, filters and order select, as CSV. */
export const BENEFICIARIES_EXPORT_PATH = 'beneficiaries/export';
export const BENEFICIARIES_EXPORT_FILENAME = 'personas-beneficiarias.csv';
