import { IMPORT_MAX_FILE_SIZE_BYTES, IMPORT_MAX_RECORDS } from '@enlace/shared/domain';

/** What every import route says of the file it reads. */
export const IMPORT_FILE_DESCRIPTION = `multipart, campo file; hasta ${IMPORT_MAX_FILE_SIZE_BYTES / (1024 * 1024)} MB y ${IMPORT_MAX_RECORDS} filas; UTF-8 con o sin BOM o Windows-1252, separado por ; o ,. 422 file-is-required, file-too-large, invalid-file-type, invalid-headers o too-many-records cuando se rechaza el archivo entero. Con Accept: application/x-ndjson la respuesta llega por líneas: ImportProgress (stage, done, total) mientras avanza y el resultado al final (o ImportFailed)`;
