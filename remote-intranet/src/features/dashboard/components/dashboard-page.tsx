import { Box, Card, Field, Heading, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { hoursAndMinutes } from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { IntranetPage } from '../../../components/intranet-page';
import '../../../i18n/dashboard-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { type Dashboard, useDashboard } from '../api/get-dashboard';
import {
  DASHBOARD_PRESETS,
  type DashboardPreset,
  dashboardPeriodOf,
  participationSteps,
} from '../utils/dashboard-periods';
import { DashboardBarChart } from './dashboard-bar-chart';

const isPreset = (value: string | null): value is DashboardPreset =>
  (DASHBOARD_PRESETS as readonly string[]).includes(value ?? '');

// The figures count the whole organisation, so their lists open with every row (`mine=no`), not only a
// coordinator's own as those lists otherwise start for coordinators.
const VOLUNTEERS_LINK = '/intranet/volunteer?mine=no';
const BENEFICIARIES_LINK = '/intranet/beneficiary?mine=no';

/**
 * /intranet, every staff member: the start of the day. What needs attention now (volunteers to validate, sessions
 * short of people, minors waiting for a tutor) and the figures of a chosen period (`?period=`), with charts.
 */
export function DashboardPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('period');
  const preset: DashboardPreset = isPreset(chosen) ? chosen : 'recent';
  const { from, to } = dashboardPeriodOf(preset);
  const dashboard = useDashboard(from, to);
  const selectId = useId();

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'recent') next.delete('period');
        else next.set('period', value);
        return next;
      },
      { replace: true },
    );

  return (
    <IntranetPage title={t('dashboard.title')}>
      <Stack gap="6" maxW="6xl">
        <Stack
          gap="2"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ md: 'end' }}
        >
          <Text color="fg.muted">{t('dashboard.intro')}</Text>
          <Field.Root maxW={{ md: '16rem' }}>
            <Field.Label htmlFor={selectId}>{t('dashboard.period')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={selectId}
                value={preset}
                onChange={(event) => choose(event.target.value)}
              >
                {DASHBOARD_PRESETS.map((value) => (
                  <option key={value} value={value}>
                    {t(`dashboard.presets.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              {t('dashboard.periodRange', { from: format.date(from), to: format.date(to) })}
            </Field.HelperText>
          </Field.Root>
        </Stack>
        {dashboard.state === 'ready' ? (
          <DashboardFigures data={dashboard.data} />
        ) : dashboard.state === 'loading' ? (
          <LoadingState />
        ) : (
          <ErrorState onRetry={dashboard.reload} />
        )}
      </Stack>
    </IntranetPage>
  );
}

export default DashboardPage;

type FigureCardProps = { title: string; hint?: string; children: ReactNode };

/** One figure of the home: a titled region, so that its heading names it for screen readers. */
function FigureCard({ title, hint, children }: FigureCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {hint ? (
          <Text color="fg.muted" fontSize="sm">
            {hint}
          </Text>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function DashboardFigures({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation(I18N_NAMESPACE);
  const { t: tDomain } = useTranslation('domain');
  const format = useLocaleFormat();
  const { hours, minutes } = hoursAndMinutes(data.attendedMinutes);
  const durationKey =
    minutes === 0 ? 'durationHours' : hours === 0 && minutes > 0 ? 'durationMinutes' : 'duration';
  const participation = participationSteps(data.from, data.to, data.participationByDay);
  const monthName = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'es', {
    month: 'short',
    year: 'numeric',
  });
  const dayMonth = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'es', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const stepLabel = (key: string) =>
    participation.step === 'week'
      ? t('dashboard.participation.week', { date: dayMonth.format(new Date(`${key}T12:00:00Z`)) })
      : monthName.format(new Date(`${key}-15T12:00:00Z`));

  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FigureCard title={t('dashboard.volunteers.title')}>
          <Stack as="ul" listStyleType="none" m="0" gap="2">
            {data.volunteersByStatus.map(({ status, count }) => (
              <Box as="li" key={status} display="flex" justifyContent="space-between" gap="3">
                <Link asChild color="brand.fg" fontWeight={status === 'pending' ? 'semibold' : undefined}>
                  <RouterLink to={`${VOLUNTEERS_LINK}&status=${status}`}>
                    {t(`dashboard.volunteers.status.${status}`)}
                  </RouterLink>
                </Link>
                <Text fontWeight="semibold">{format.number(count)}</Text>
              </Box>
            ))}
          </Stack>
        </FigureCard>
        <FigureCard title={t('dashboard.minors.title')} hint={t('dashboard.minors.hint')}>
          <Text fontSize="3xl" fontWeight="bold">
            {format.number(data.minorsAwaitingConsent)}
          </Text>
          {data.minorsAwaitingConsent > 0 ? (
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={`${BENEFICIARIES_LINK}&awaitingConsent=true`}>
                {t('dashboard.minors.link')}
              </RouterLink>
            </Link>
          ) : null}
        </FigureCard>
        <FigureCard
          title={t('dashboard.hours.title')}
          hint={t('dashboard.hours.hint', { count: data.attendedSessions })}
        >
          <Text fontSize="3xl" fontWeight="bold">
            {t(`dashboard.hours.${durationKey}`, { hours, minutes })}
          </Text>
        </FigureCard>
      </SimpleGrid>

      <FigureCard title={t('dashboard.sessions.title')} hint={t('dashboard.sessions.hint')}>
        {data.sessionsNeedingPeople.length === 0 ? (
          <Text>{t('dashboard.sessions.empty')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" gap="3">
            {data.sessionsNeedingPeople.map((session) => (
              <Box as="li" key={session.id} borderWidth="1px" borderRadius="md" p="3">
                <Stack gap="1">
                  <Link asChild fontWeight="semibold" color="brand.fg">
                    <RouterLink to={`/intranet/intervention/${session.id}`}>
                      {session.name
                        ? t('dashboard.sessions.sessionName', {
                            activity: session.activity.name,
                            session: session.name,
                          })
                        : session.activity.name}
                    </RouterLink>
                  </Link>
                  <Text color="fg.muted">
                    {format.date(session.date)} · {session.scheduleStart}–{session.scheduleEnd}
                  </Text>
                  <Text>
                    {[
                      session.missingVolunteers > 0
                        ? t('dashboard.sessions.missingVolunteers', { count: session.missingVolunteers })
                        : null,
                      session.missingEmployees > 0
                        ? t('dashboard.sessions.missingEmployees', { count: session.missingEmployees })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </FigureCard>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <FigureCard title={t('dashboard.participation.title')} hint={t('dashboard.participation.hint')}>
          <DashboardBarChart
            labels={participation.buckets.map((bucket) => stepLabel(bucket.key))}
            values={participation.buckets.map((bucket) => bucket.count)}
            labelHeader={t(`dashboard.participation.step.${participation.step}`)}
            valueHeader={t('dashboard.participation.count')}
            summary={t('dashboard.participation.summary', {
              step: t(`dashboard.participation.stepName.${participation.step}`),
            })}
          />
        </FigureCard>
        <FigureCard title={t('dashboard.types.title')} hint={t('dashboard.types.hint')}>
          {data.activitiesByType.length === 0 ? (
            <Text>{t('dashboard.types.empty')}</Text>
          ) : (
            <DashboardBarChart
              horizontal
              labels={data.activitiesByType.map(({ type }) => tDomain(`enums.activityType.${type}`, type))}
              values={data.activitiesByType.map(({ count }) => count)}
              labelHeader={t('dashboard.types.type')}
              valueHeader={t('dashboard.types.count')}
              summary={t('dashboard.types.summary')}
            />
          )}
        </FigureCard>
      </SimpleGrid>
    </Stack>
  );
}
