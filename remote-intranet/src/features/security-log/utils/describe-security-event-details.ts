import type { TFunction } from 'i18next';
import type { SecurityEvent } from '@enlace/shared/domain';
import type { LocaleFormat } from '@enlace/shared/i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An event's details in words, in the reader's language: the list and rows of an export, the role granted or
 * withdrawn, how access changed, why a person was deleted or a session ended, the name of what was deleted, how
 * someone signed in or which step failed, how a password was changed, the recovery codes left. Details the screen
 * does not know are shown as they came (`key: value`), so that nothing recorded is hidden.
 */
export function describeSecurityEventDetails(
  event: SecurityEvent,
  t: TFunction,
  format: LocaleFormat,
): string {
  const { list, rows, complete, change, role, reason, name, date, method, factor, via, left, ...rest } =
    event.details;
  // A known value in words; one the screen does not know as it came.
  const known = (group: string, value: string) =>
    t(`securityLog.details.${group}.${value}`, { defaultValue: value });
  const parts: string[] = [];
  if (typeof list === 'string') {
    const listName = t(`securityLog.lists.${list}`, { defaultValue: list });
    parts.push(
      typeof rows === 'number'
        ? t('securityLog.details.rows', { list: listName, count: rows, formatted: format.number(rows) })
        : listName,
    );
  }
  if (complete === false) parts.push(t('securityLog.details.incomplete'));
  if (typeof change === 'string') {
    const roleName = typeof role === 'string' ? t(`securityLog.roles.${role}`, { defaultValue: role }) : '';
    parts.push(t(`securityLog.changes.${change}`, { role: roleName, defaultValue: change }));
  } else if (typeof role === 'string') {
    parts.push(t(`securityLog.roles.${role}`, { defaultValue: role }));
  }
  // A deletion's reason is one of spec §3's; any other event's reason is shown as it came.
  if (event.type === 'person-deleted' && typeof reason === 'string') {
    parts.push(
      t('securityLog.details.reason', { reason: t(`enums.deletionReason.${reason}`, { ns: 'domain' }) }),
    );
  } else if (event.type === 'session-revoked' && typeof reason === 'string') {
    parts.push(known('revokedReason', reason));
  } else if (reason !== undefined) {
    rest.reason = reason;
  }
  if (typeof method === 'string') parts.push(known('signInMethod', method));
  else if (method !== undefined) rest.method = method;
  if (typeof factor === 'string') parts.push(known('failedFactor', factor));
  else if (factor !== undefined) rest.factor = factor;
  if (typeof via === 'string') parts.push(known('passwordVia', via));
  else if (via !== undefined) rest.via = via;
  if (typeof left === 'number') {
    parts.push(t('securityLog.details.recoveryCodesLeft', { count: left, formatted: format.number(left) }));
  } else if (left !== undefined) {
    rest.left = left;
  }
  if (typeof name === 'string') parts.push(t('securityLog.details.name', { name }));
  if (typeof date === 'string') parts.push(DAY.test(date) ? format.date(date) : date);
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${String(value)}`);
  return parts.join(' · ');
}
