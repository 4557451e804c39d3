import { useCallback } from 'react';
import type { AttendanceBody } from '@enlace/shared/contracts';
import { apiPost, request, showToast, type SetFieldErrors, translateViolations } from '@enlace/shared/api';
import {
  type AttendanceSheetContext,
  attendanceSheetSchema,
  validateWith,
  type Violation,
} from '@enlace/shared/domain';
import { i18n } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { AttendanceEntry, AttendanceSheet } from '../participant-types';

export const saveAttendanceInputSchema = attendanceSheetSchema;

/** `POST /api/interventions/{id}/attendance` `{ entries }`: the lines sent change; answers the whole sheet. */
export const saveAttendance = (
  interventionId: number,
  entries: AttendanceEntry[],
): Promise<AttendanceSheet> =>
  apiPost<AttendanceSheet>(`interventions/${interventionId}/attendance`, {
    entries,
  } satisfies AttendanceBody);

/** Who the sheet may mark, for the shared rules (the same the API checks). */
export const attendanceContextOf = (sheet: AttendanceSheet): AttendanceSheetContext => ({
  participants: Object.fromEntries(
    sheet.member.map((line) => [line['@id'], { role: line.role, status: 'confirmed' }]),
  ),
});

/**
 * Checks the lines with the shared rules, then saves them: resolves to the sheet as stored, or undefined (the
 * violations go to `setFieldErrors`, with `entries[i]` of the lines sent, and refusals to a toast).
 */
export function useSaveAttendance(interventionId: number) {
  return useCallback(
    async (sheet: AttendanceSheet, entries: AttendanceEntry[], setFieldErrors: SetFieldErrors) => {
      const violations = (await validateWith(
        saveAttendanceInputSchema,
        { entries },
        { context: attendanceContextOf(sheet) },
      )) as Violation[];
      if (violations.length > 0) {
        setFieldErrors(translateViolations(violations));
        return undefined;
      }
      const saved = await request(() => saveAttendance(interventionId, entries), { setFieldErrors });
      if (saved) showToast(i18n.t('participants.attendance.saved', { ns: I18N_NAMESPACE }), 'success');
      return saved;
    },
    [interventionId],
  );
}
