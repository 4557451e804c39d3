import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { ListPage } from '../../../components/list/list-page';
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
  // The person chosen in the table, named from the entries on screen.
  const actor = query.actor
    ? events.data?.member.find((event) => event.actor?.['@id'] === query.actor)?.actor
    : undefined;

  return (
    <ListPage
      title={t('securityLog.title')}
      filters={
        <>
          <Text color="fg.muted" mb="6">
            {t('securityLog.intro')}
          </Text>
          <SecurityLogFilters
            query={query}
            onChange={setQuery}
            actorName={actor ? personName(actor) : undefined}
          />
        </>
      }
      collection={events}
      filtered={Boolean(query.q || query.type || query.actor || query.from || query.to)}
      empty={{ title: t('securityLog.emptyTitle'), description: t('securityLog.emptyText') }}
      noMatches={{ title: t('securityLog.noMatchesTitle'), description: t('securityLog.noMatchesText') }}
      count={(count, formatted) => t('securityLog.count', { count, formatted })}
      page={query.page}
      perPage={SECURITY_EVENTS_PER_PAGE}
      onPageChange={(page) => setQuery({ page })}
    >
      {(data) => (
        <SecurityEventsTable events={data.member} onChooseActor={(iri) => setQuery({ actor: iri })} />
      )}
    </ListPage>
  );
}
