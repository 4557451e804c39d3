/**
 * How a cell of an import file becomes a field of the record: as typed (`text`), one option of an enumeration
 * written as the screens show it or as its code (`option`), a day written dd/mm/aaaa or aaaa-mm-dd (`date`), or a
 * place given by its name (`country`, `province`, `municipality`: matched without regard to case or accents, the
 * province within the country, the municipality within the province).
 */
export type ImportCellKind = 'text' | 'option' | 'date' | 'country' | 'province' | 'municipality';

/** One column of an import template: its header, the API field it fills and the template's example cell. */
export interface ImportColumn {
  header: string;
  field: string;
  kind: ImportCellKind;
  example: string;
}

// The headers are the exports' where both have the column, so that an exported file can be fixed and imported.
export const VOLUNTEER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { header: 'Nombre', field: 'name', kind: 'text', example: 'Lucía' },
  { header: 'Apellidos', field: 'surname', kind: 'text', example: 'García Núñez' },
  { header: 'Correo electrónico', field: 'email', kind: 'text', example: 'lucia.garcia@example.org' },
  { header: 'Prefijo del móvil', field: 'phonePrefixMobile', kind: 'text', example: '+34' },
  { header: 'Teléfono móvil', field: 'phoneMobile', kind: 'text', example: '612345678' },
  { header: 'Prefijo del teléfono', field: 'phonePrefix', kind: 'text', example: '' },
  { header: 'Teléfono', field: 'phone', kind: 'text', example: '' },
  { header: 'Tipo de documento', field: 'identificationType', kind: 'option', example: 'DNI' },
  { header: 'Documento de identidad', field: 'identification', kind: 'text', example: '12345678Z' },
  { header: 'Sexo', field: 'sex', kind: 'option', example: 'Mujer' },
  { header: 'Fecha de nacimiento', field: 'birthday', kind: 'date', example: '17/05/1990' },
  { header: 'País', field: 'addressCountry', kind: 'country', example: 'España' },
  { header: 'Provincia', field: 'addressProvince', kind: 'province', example: 'Madrid' },
  { header: 'Municipio', field: 'addressLocation', kind: 'municipality', example: 'Madrid' },
  { header: 'Dirección', field: 'address', kind: 'text', example: 'Calle Mayor 5, 2º B' },
  { header: 'Código postal', field: 'postalCode', kind: 'text', example: '28013' },
  { header: 'Nombre del tutor', field: 'tutorName', kind: 'text', example: '' },
  { header: 'Apellidos del tutor', field: 'tutorSurname', kind: 'text', example: '' },
  { header: 'Correo electrónico del tutor', field: 'tutorEmail', kind: 'text', example: '' },
  { header: 'Teléfono del tutor', field: 'tutorPhone', kind: 'text', example: '' },
  { header: 'Parentesco', field: 'relation', kind: 'option', example: '' },
];

/** The volunteers' template under every organisation's CDN folder (`/cdn/<folder>/…`) and its download name. */
export const VOLUNTEER_IMPORT_TEMPLATE_FILE = 'plantilla-voluntariado.csv';

// As the partners' export names them, where it has the column.
export const PARTNER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { header: 'Nombre de la entidad', field: 'name', kind: 'text', example: 'Asociación Vecinal La Plaza' },
  { header: 'Forma jurídica', field: 'legalType', kind: 'option', example: 'Entidad sin ánimo de lucro' },
  { header: 'NIF', field: 'nif', kind: 'text', example: 'G28123453' },
  { header: 'Correo electrónico', field: 'email', kind: 'text', example: 'info@laplaza.example.org' },
  { header: 'Prefijo del teléfono', field: 'phonePrefix', kind: 'text', example: '+34' },
  { header: 'Teléfono', field: 'phone', kind: 'text', example: '912345678' },
  { header: 'Sitio web', field: 'website', kind: 'text', example: 'https://laplaza.example.org' },
  { header: 'País', field: 'addressCountry', kind: 'country', example: 'España' },
  { header: 'Provincia', field: 'addressProvince', kind: 'province', example: 'Madrid' },
  { header: 'Municipio', field: 'addressLocation', kind: 'municipality', example: 'Madrid' },
  { header: 'Dirección', field: 'address', kind: 'text', example: 'Plaza Mayor 1' },
  { header: 'Código postal', field: 'postalCode', kind: 'text', example: '28012' },
  { header: 'Estado del convenio', field: 'agreementStatus', kind: 'option', example: 'Convenio vigente' },
  { header: 'Fecha de caducidad', field: 'expirationDate', kind: 'date', example: '31/12/2027' },
  { header: 'Descripción', field: 'description', kind: 'text', example: 'Actividades culturales del barrio' },
  { header: 'Observaciones', field: 'observations', kind: 'text', example: '' },
];

/** The partners' template under every organisation's CDN folder and its download name. */
export const PARTNER_IMPORT_TEMPLATE_FILE = 'plantilla-entidades.csv';

/**
 * The column a file of refused rows adds with each row's reasons; an import reads past it, so that the file can
 * be fixed and uploaded again as it is.
 */
export const IMPORT_ERRORS_HEADER = 'Errores';

/** What can be imported, as the import routes name it (`/api/imports/<kind>`). */
export const IMPORT_KINDS = ['volunteers', 'partners'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Each kind's columns and template file. */
export const IMPORT_TEMPLATES: Record<ImportKind, { columns: readonly ImportColumn[]; file: string }> = {
  volunteers: { columns: VOLUNTEER_IMPORT_COLUMNS, file: VOLUNTEER_IMPORT_TEMPLATE_FILE },
  partners: { columns: PARTNER_IMPORT_COLUMNS, file: PARTNER_IMPORT_TEMPLATE_FILE },
};

/** The download name of a file's refused rows (`POST /api/imports/<kind>/rejected-rows`). */
export const importRefusedRowsFile = (kind: ImportKind): string => `${kind}-filas-rechazadas.csv`;
