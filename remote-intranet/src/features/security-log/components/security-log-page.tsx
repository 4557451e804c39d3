import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListResults } from '../../../components/list/list-results';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { SECURITY_EVENTS_PER_PAGE, useSecurityEvents } from '../api/get-security-events';
import { useSecurityLogParams } from '../hooks/use-security-log-params';
import { personName } from '../utils/person-name';
import { SecurityEventsTable } from './security-events-table';
import { SecurityLogFilters } from './security-log-filters';

/**
 * /intranet/security-log, administrators only: the organisation's security log (sign-ins, role and access
 * changes, validations, exports, deletions…), filtered and paged on the server. Anyone else gets the area's
 * not-found page, and the API is never asked.
 */
export function SecurityLogPage() {
  const canRead = useCan('security-event:list');
  return canRead ? <SecurityLog /> : <AreaNotFoundPage />;
}

function SecurityLog() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [query, setQuery] = useSecurityLogParams();
  const events = useSecurityEvents(query);
  const format = useLocaleFormat();
  const total = events.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / SECURITY_EVENTS_PER_PAGE));
  // The person chosen in the table, named from the entries on screen.
  const actor = query.actor
    ? events.data?.member.find((event) => event.actor?.['@id'] === query.actor)?.actor
    : undefined;

  return (
    <IntranetPage title={t('securityLog.title')}>
      <Text color="fg.muted" mb="6">
        {t('securityLog.intro')}
      </Text>
      <SecurityLogFilters
        query={query}
        onChange={setQuery}
        actorName={actor ? personName(actor) : undefined}
      />
      <ListResults
        collection={events}
        filtered={Boolean(query.q || query.type || query.actor || query.from || query.to)}
        empty={{ title: t('securityLog.emptyTitle'), description: t('securityLog.emptyText') }}
        noMatches={{ title: t('securityLog.noMatchesTitle'), description: t('securityLog.noMatchesText') }}
      >
        {(data) => (
          <>
            <Text color="fg.muted" aria-live="polite">
              {t('securityLog.count', { count: total, formatted: format.number(total) })}
            </Text>
            <SecurityEventsTable events={data.member} onChooseActor={(iri) => setQuery({ actor: iri })} />
            <ListPagination page={query.page} pages={pages} onPageChange={(page) => setQuery({ page })} />
          </>
        )}
      </ListResults>
    </IntranetPage>
  );
}
