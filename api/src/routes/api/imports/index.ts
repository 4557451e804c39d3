import { getImportTemplate } from './get-import-template';
import { getImports } from './get-imports';
import type { ImportKindDefinition } from './import-kind';
import { partnersImport } from './partner-import';
import { postImport } from './post-import';
import { postImportCheck } from './post-import-check';
import { postImportRejectedRows } from './post-import-rejected-rows';
import { volunteersImport } from './volunteer-import';

/** The four steps of a kind of import: template, check, import, the refused rows. */
const importRoutes = <Values>(definition: ImportKindDefinition<Values>) => [
  getImportTemplate(definition),
  postImportCheck(definition),
  postImport(definition),
  postImportRejectedRows(definition),
];

export const importsRoutes = [
  ...importRoutes(volunteersImport),
  ...importRoutes(partnersImport),
  getImports([volunteersImport, partnersImport]),
];
