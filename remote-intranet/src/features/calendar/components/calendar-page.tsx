import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { calendarPeriodOf } from '@enlace/shared/domain';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { type CalendarEntry, SessionCalendar, useCalendarParams } from '@enlace/shared/ui/calendar';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IntranetPage } from '../../../components/intranet-page';
import { useCan } from '../../../hooks/use-can';
import '../../../i18n/calendar-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { type CalendarFilters, type CalendarSession, useCalendar } from '../api/get-calendar';
import { useCalendarFilterOptions } from '../api/get-calendar-filter-options';

const FILTERS = ['activity', 'place', 'coordinator'] as const;
type FilterName = (typeof FILTERS)[number];

/**
 * /intranet/calendar, every staff member: the organisation's sessions by month or week, narrowed by activity, place
 * and coordinator (all in the address). Filtered by a place, the week shows its opening hours; a session that
 * shares its place at the same time, or falls outside the place's hours, is marked.
 */
export function CalendarPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { view, day, today, show } = useCalendarParams();
  const [params, setParams] = useSearchParams();
  const filters: CalendarFilters = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? undefined]),
  );
  const { from, to } = calendarPeriodOf(view, day);
  const calendar = useCalendar(from, to, filters);
  const options = useCalendarFilterOptions(useCan('place:list'), useCan('coordinator:list'));

  const choose = (name: FilterName, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const entryOf = (session: CalendarSession): CalendarEntry => ({
    id: session.id,
    date: session.date,
    scheduleStart: session.scheduleStart,
    scheduleEnd: session.scheduleEnd,
    title: session.name ? `${session.activity.name} · ${session.name}` : session.activity.name,
    place: session.place?.name ?? null,
    href: `/intranet/intervention/${session.id}`,
    notes: [
      session.missingVolunteers > 0
        ? t('calendar.missingVolunteers', { count: session.missingVolunteers })
        : t('calendar.volunteers', { count: session.volunteers, max: session.maxVolunteers }),
    ],
    warnings: session.conflicts.map((conflict) => t(`calendar.conflicts.${conflict}`)),
  });

  const ready = options.state === 'ready' ? options.data : { activities: [], places: [], coordinators: [] };
  const choices: Record<FilterName, { value: string | number; label: string }[]> = {
    activity: ready.activities,
    place: ready.places,
    coordinator: [{ value: 'me', label: t('calendar.myActivities') }, ...ready.coordinators],
  };

  return (
    <IntranetPage title={t('calendar.title')}>
      <Stack gap="5">
        <SimpleGrid
          columns={{ base: 1, md: 3 }}
          gap="3"
          as="form"
          role="search"
          aria-label={t('calendar.filters')}
        >
          {FILTERS.map((name) => (
            <CalendarFilter
              key={name}
              label={t(`calendar.filter.${name}`)}
              allLabel={t(`calendar.all.${name}`)}
              value={filters[name] ?? ''}
              options={choices[name]}
              onChange={(value) => choose(name, value)}
            />
          ))}
        </SimpleGrid>
        <SessionCalendar
          label={t('calendar.title')}
          view={view}
          day={day}
          today={today}
          onShow={show}
          entries={calendar.state === 'ready' ? calendar.data.member.map(entryOf) : []}
          placeSchedule={calendar.state === 'ready' ? calendar.data.placeSchedule : null}
          status={
            calendar.state === 'ready' ? undefined : calendar.state === 'loading' ? (
              <LoadingState />
            ) : (
              <ErrorState onRetry={calendar.reload} />
            )
          }
        />
      </Stack>
    </IntranetPage>
  );
}

export default CalendarPage;

type CalendarFilterProps = {
  label: string;
  allLabel: string;
  value: string;
  options: { value: string | number; label: string }[];
  onChange: (value: string) => void;
};

function CalendarFilter({ label, allLabel, value, options, onChange }: CalendarFilterProps) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
