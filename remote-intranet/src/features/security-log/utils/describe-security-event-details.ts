import type { TFunction } from 'i18next';
import type { SecurityEvent } from '@enlace/shared/domain';
import type { LocaleFormat } from '@enlace/shared/i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An event's details in words, in the reader's language: the list and rows of an export, the role granted or
 * withdrawn, how access changed, why a person was deleted, the name of what was deleted. Details the screen does
 * not know are shown as they came (`key: value`), so that nothing recorded is hidden.
 */
export function describeSecurityEventDetails(
  event: SecurityEvent,
  t: TFunction,
  format: LocaleFormat,
): string {
  const { list, rows, complete, change, role, reason, name, date, ...rest } = event.details;
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
  } else if (reason !== undefined) {
    rest.reason = reason;
  }
  if (typeof name === 'string') parts.push(t('securityLog.details.name', { name }));
  if (typeof date === 'string') parts.push(DAY.test(date) ? format.date(date) : date);
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${String(value)}`);
  return parts.join(' · ');
}
