import { normalizeSpanishIdentification, PARTNER_IMPORT_COLUMNS, partnerSchema } from '@enlace/shared/domain';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import { checkImportRows } from '../../../lib/import/check-import-rows';
import { geographyByName } from '../../../lib/import/geography-by-name';
import { knownAddressIds } from '../../../lib/address';
import type { PartnerValues } from '../../../plugins/repositories/partners-repository';
import { partnerValuesOf } from '../partners/partner-shared';
import type { ImportKindDefinition } from './import-kind';

/**
 * Partner organisations from CSV: each row meets the single create's rules (`partnerSchema`, the NIF's control
 * character included); the NIF, as stored (upper case, no separators), is the key no two partners share.
 */
export const partnersImport: ImportKindDefinition<PartnerValues> = {
  kind: 'partners',
  tag: 'partners',
  permission: 'partner:create',
  noun: 'entidades colaboradoras',
  invites: false,

  check: (app, request, records, progress) =>
    checkImportRows(
      {
        columns: PARTNER_IMPORT_COLUMNS,
        options: {
          legalType: domainEs.enums.partnerLegalType,
          agreementStatus: domainEs.enums.agreementStatus,
        },
        schema: partnerSchema,
        unique: {
          field: 'nif',
          message: 'nif-already-exists',
          keyOf: (body) => (typeof body.nif === 'string' ? normalizeSpanishIdentification(body.nif) : ''),
          taken: (nifs) => app.partnersRepository.takenNifs(request, nifs),
        },
        room: async () => null,
        roomMessage: '',
        valuesOf: (body) => partnerValuesOf(body, knownAddressIds(body)),
      },
      geographyByName(app),
      records,
      progress,
    ),

  async storeBatch(app, request, rows) {
    const stored = await app.partnersRepository.createMany(
      request,
      rows.map(({ values }) => values),
    );
    return {
      created: stored.created.length,
      refused: stored.refused.map(({ index, reason }) => ({
        line: rows[index]!.line,
        field: 'nif',
        message: reason,
      })),
    };
  },
};
