import { Badge, Box, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { OwnInterventionsWhen } from '@enlace/shared/contracts';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { ListPagination } from '../../../components/list/list-pagination';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useVolunteerHistory, VOLUNTEER_HISTORY_PER_PAGE } from '../api/get-volunteer-history';
import {
  useVolunteerInterventions,
  VOLUNTEER_INTERVENTIONS_PER_PAGE,
} from '../api/get-volunteer-interventions';

export type VolunteerHistoryProps = {
  volunteerId: number;
  /** Changes when the record is saved or validated, so the changes are read again. */
  version: string;
};

const pagesOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** "Historial" on a volunteer's record: their upcoming and past sessions, and who changed their status and when. */
export function VolunteerHistory({ volunteerId, version }: VolunteerHistoryProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} mt="10">
      <Heading as="h2" id={titleId} size="lg" mb="4">
        {t('volunteerHistory.title')}
      </Heading>
      <Stack gap="8">
        <VolunteerSessions volunteerId={volunteerId} when="upcoming" />
        <VolunteerSessions volunteerId={volunteerId} when="past" />
        <VolunteerChanges volunteerId={volunteerId} version={version} />
      </Stack>
    </Box>
  );
}

function HistoryPart({ title, children }: { title: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Heading as="h3" id={titleId} size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function VolunteerSessions({ volunteerId, when }: { volunteerId: number; when: OwnInterventionsWhen }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const [page, setPage] = useState(1);
  const sessions = useVolunteerInterventions(volunteerId, when, page);
  const title = t(`volunteerHistory.${when}`);
  if (!sessions.data) {
    return (
      <HistoryPart title={title}>
        {sessions.state === 'error' ? (
          <Text>{t('volunteerHistory.loadError')}</Text>
        ) : (
          <Spinner size="sm" role="status" aria-label={t('app.loading', { ns: 'common' })} />
        )}
      </HistoryPart>
    );
  }
  const { member, totalItems } = sessions.data;
  return (
    <HistoryPart title={title}>
      {member.length === 0 ? (
        <Text color="fg.muted">{t(`volunteerHistory.${when}Empty`)}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" gap="3">
          {member.map((session) => (
            <Box as="li" key={session.id} borderWidth="1px" borderRadius="md" p="3">
              <Stack gap="1">
                <Link asChild fontWeight="semibold" color="brand.fg">
                  <RouterLink to={`/intranet/intervention/${session.id}`}>
                    {session.name
                      ? t('volunteerHistory.sessionName', {
                          activity: session.activity.name,
                          session: session.name,
                        })
                      : session.activity.name}
                  </RouterLink>
                </Link>
                <Text>
                  {t('volunteerHistory.when', {
                    date: format.date(session.date, 'long'),
                    start: format.time(session.scheduleStart),
                    end: format.time(session.scheduleEnd),
                  })}
                </Text>
                <Text color="fg.muted">
                  {session.place
                    ? [session.place.name, session.place.address].filter(Boolean).join(', ')
                    : t('volunteerHistory.noPlace')}
                </Text>
                <Box>
                  <Badge colorPalette={session.participationStatus === 'confirmed' ? 'green' : 'orange'}>
                    {t(`enums.participantStatus.${session.participationStatus}`, { ns: 'domain' })}
                  </Badge>
                </Box>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {totalItems > VOLUNTEER_INTERVENTIONS_PER_PAGE ? (
        <Box mt="3">
          <ListPagination
            page={page}
            pages={pagesOf(totalItems, VOLUNTEER_INTERVENTIONS_PER_PAGE)}
            onPageChange={setPage}
          />
        </Box>
      ) : null}
    </HistoryPart>
  );
}

function VolunteerChanges({ volunteerId, version }: { volunteerId: number; version: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const [page, setPage] = useState(1);
  const changes = useVolunteerHistory(volunteerId, page, version);
  const title = t('volunteerHistory.changes');
  if (!changes.data) {
    return (
      <HistoryPart title={title}>
        {changes.state === 'error' ? (
          <Text>{t('volunteerHistory.loadError')}</Text>
        ) : (
          <Spinner size="sm" role="status" aria-label={t('app.loading', { ns: 'common' })} />
        )}
      </HistoryPart>
    );
  }
  const { member, totalItems } = changes.data;
  const statusName = (status: string | null) =>
    status === 'deleted' || status === null
      ? t('volunteerHistory.deletedStatus')
      : t(`enums.volunteerStatus.${status}`, { ns: 'domain' });
  return (
    <HistoryPart title={title}>
      {member.length === 0 ? (
        <Text color="fg.muted">{t('volunteerHistory.changesEmpty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" gap="2">
          {member.map((change) => (
            <Box as="li" key={change.id}>
              <Text>
                {t('volunteerHistory.changeLine', {
                  what: change.changedBy?.name
                    ? t(`volunteerHistory.change.${change.change}By`, { name: change.changedBy.name })
                    : t(`volunteerHistory.change.${change.change}`),
                  when: format.dateTime(change.changedAt),
                })}
              </Text>
              {change.from ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('volunteerHistory.fromTo', { from: statusName(change.from), to: statusName(change.to) })}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
      {totalItems > VOLUNTEER_HISTORY_PER_PAGE ? (
        <Box mt="3">
          <ListPagination
            page={page}
            pages={pagesOf(totalItems, VOLUNTEER_HISTORY_PER_PAGE)}
            onPageChange={setPage}
          />
        </Box>
      ) : null}
    </HistoryPart>
  );
}
