import { VOLUNTEER_IMPORT_COLUMNS, volunteerSchema } from '@enlace/shared/domain';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import { newActivation } from '../../../lib/activation';
import { checkImportRows } from '../../../lib/import/check-import-rows';
import { geographyByName } from '../../../lib/import/geography-by-name';
import { knownAddressIds } from '../../../lib/address';
import { personColumnsOf } from '../../../lib/person-payload';
import { inviteNewVolunteer } from '../../../lib/volunteer-invitation';
import type { VolunteerValues } from '../../../plugins/repositories/volunteers-repository';
import { volunteerValuesOf } from '../volunteers/volunteer-shared';
import type { ImportKindDefinition } from './import-kind';

/**
 * Volunteers from CSV: each row is the single create's body and meets its rules (`volunteerSchema`); the email is
 * the key no two people of the organisation share; the plan's cap on volunteers applies. New volunteers are
 * invited as the single create invites them (a minor's tutor gets the authorisation).
 */
export const volunteersImport: ImportKindDefinition<VolunteerValues> = {
  kind: 'volunteers',
  tag: 'volunteers',
  permission: 'volunteer:create',
  noun: 'voluntarios',
  invites: true,

  check: (app, request, records, progress) =>
    checkImportRows(
      {
        columns: VOLUNTEER_IMPORT_COLUMNS,
        options: {
          identificationType: domainEs.enums.identificationType,
          sex: domainEs.enums.sex,
          relation: domainEs.enums.tutorRelation,
        },
        schema: volunteerSchema,
        unique: {
          field: 'email',
          message: 'email-duplicate-generic',
          keyOf: (body) => (typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''),
          taken: (emails) => app.usersRepository.takenEmails(request, emails),
        },
        room: async () => {
          const { volunteers } = await app.tierUsageRepository.usage(request);
          return volunteers.limit === null ? null : volunteers.limit - volunteers.used;
        },
        roomMessage: 'volunteer-exceeds-limit',
        valuesOf: (body) => volunteerValuesOf(personColumnsOf(body, knownAddressIds(body)), body),
      },
      geographyByName(app),
      records,
      progress,
    ),

  async storeBatch(app, request, rows, invite) {
    const batch = rows.map((row) => ({ ...row, activation: newActivation() }));
    const stored = await app.volunteersRepository.createMany(request, batch);
    // After the batch is committed: the emails go through the durable sending path, as the single create's.
    if (invite) {
      for (const { index, volunteer } of stored.created) {
        await inviteNewVolunteer(app, request, volunteer, batch[index]!.activation.code);
      }
    }
    return {
      created: stored.created.length,
      refused: stored.refused.map(({ index, reason }) => ({
        line: batch[index]!.line,
        field: reason === 'email-duplicate-generic' ? 'email' : '',
        message: reason,
      })),
    };
  },
};
