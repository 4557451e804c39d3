import { IMPORT_MAX_FILE_SIZE_BYTES, IMPORT_MAX_RECORDS } from '@enlace/shared/domain';

/** The JSON of one refusal of a row. */
export const importLineErrorSchema = {
  type: 'object',
  required: ['line', 'field', 'message'],
  properties: {
    line: { type: 'integer', description: 'Línea del archivo (la de las cabeceras es la 1)' },
    field: { type: 'string', description: 'Campo de la API; vacío para la fila entera' },
    message: { type: 'string', description: 'Clave del error' },
    params: { type: 'object', additionalProperties: true, description: 'Lo que nombra el mensaje' },
  },
} as const;

/** What every import route says of the file it reads. */
export const IMPORT_FILE_DESCRIPTION = `multipart, campo file; hasta ${IMPORT_MAX_FILE_SIZE_BYTES / (1024 * 1024)} MB y ${IMPORT_MAX_RECORDS} filas; UTF-8 con o sin BOM o Windows-1252, separado por ; o ,. 422 file-is-required, file-too-large, invalid-file-type, invalid-headers o too-many-records cuando se rechaza el archivo entero. Con Accept: application/x-ndjson la respuesta llega por líneas: ImportProgress (stage, done, total) mientras avanza y el resultado al final (o ImportFailed)`;
