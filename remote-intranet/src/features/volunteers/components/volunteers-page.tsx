import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@enlace/shared/ui';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEERS_PER_PAGE, useVolunteers } from '../api/get-volunteers';
import { useValidateVolunteer } from '../api/validate-volunteer';
import { useVolunteerListParams } from '../hooks/use-volunteer-list-params';
import { VolunteerListFilters } from './volunteer-list-filters';
import { VolunteersTable } from './volunteers-table';

/** /intranet/volunteer: the tenant's volunteers, searched, filtered, sorted and paged on the server. */
export function VolunteersPage() {
  const { t, i18n } = useTranslation(I18N_NAMESPACE);
  const [query, setQuery] = useVolunteerListParams();
  const volunteers = useVolunteers(query);
  const validate = useValidateVolunteer();
  const [validatingId, setValidatingId] = useState<number>();
  const total = volunteers.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / VOLUNTEERS_PER_PAGE));
  const numbers = new Intl.NumberFormat(i18n.language);
  const filtered = Boolean(query.q || query.status);

  return (
    <IntranetPage title={t('volunteers.title')}>
      <VolunteerListFilters query={query} onChange={setQuery} />
      {volunteers.state === 'error' ? (
        <ErrorState onRetry={volunteers.reload} />
      ) : !volunteers.data ? (
        <Center py="10" role="status">
          <Spinner size="lg" me="3" />
          <Text>{t('app.loading', { ns: 'common' })}</Text>
        </Center>
      ) : volunteers.data.member.length === 0 ? (
        <EmptyState
          title={t(filtered ? 'volunteers.noMatchesTitle' : 'volunteers.emptyTitle')}
          description={t(filtered ? 'volunteers.noMatchesText' : 'volunteers.emptyText')}
        />
      ) : (
        <Stack gap="4" aria-busy={volunteers.state === 'loading'}>
          <Text color="fg.muted" aria-live="polite">
            {t('volunteers.count', { count: total, formatted: numbers.format(total) })}
          </Text>
          <VolunteersTable
            volunteers={volunteers.data.member}
            validatingId={validatingId}
            onValidate={async (volunteer) => {
              setValidatingId(volunteer.id);
              if (await validate(volunteer.id)) volunteers.reload();
              setValidatingId(undefined);
            }}
          />
          <HStack
            as="nav"
            aria-label={t('volunteers.pagination')}
            justify="space-between"
            wrap="wrap"
            gap="3"
          >
            <Button
              variant="outline"
              disabled={query.page <= 1}
              onClick={() => setQuery({ page: query.page - 1 })}
            >
              {t('volunteers.previousPage')}
            </Button>
            <Text>
              {t('volunteers.pageOf', { page: numbers.format(query.page), pages: numbers.format(pages) })}
            </Text>
            <Button
              variant="outline"
              disabled={query.page >= pages}
              onClick={() => setQuery({ page: query.page + 1 })}
            >
              {t('volunteers.nextPage')}
            </Button>
          </HStack>
        </Stack>
      )}
    </IntranetPage>
  );
}
