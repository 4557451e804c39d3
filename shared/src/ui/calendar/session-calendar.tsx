import {
  chakra,
  Badge,
  Box,
  Button,
  ButtonGroup,
  Heading,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  calendarDaysBetween,
  calendarPeriodOf,
  type CalendarView,
  minutesOfDay,
  openRangesOn,
  type PlaceScheduleRange,
  shiftCalendarDay,
  weekdayOfDay,
} from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CALENDAR_NAMESPACE } from './translations';
import { useNarrowViewport } from './use-narrow-viewport';
import { type WeekGridBox, weekGridLayout } from './week-layout';

/** One session as the calendar shows it; the page writes its texts (what it still needs, the caller's place…). */
export type CalendarEntry = {
  id: number;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  /** The activity (and the session's own name). */
  title: string;
  /** The place's name; null for an online session. */
  place: string | null;
  /** Where the session opens. */
  href: string;
  /** Short lines under it ("Faltan 2 voluntarios", "Inscrita"). */
  notes: string[];
  /** What is wrong with its slot, marked on it (a place booked twice, outside the place's hours). */
  warnings: string[];
};

export type SessionCalendarProps = {
  /** The calendar's accessible name ("Calendario de sesiones"). */
  label: string;
  view: CalendarView;
  /** A day of the period shown. */
  day: string;
  today: string;
  entries: CalendarEntry[];
  /** Moves to another view or period. */
  onShow: (view: CalendarView, day: string) => void;
  /** The weekly hours of the place the sessions are filtered by, shown in the week view. */
  placeSchedule?: PlaceScheduleRange[] | null;
  /** Shown instead of the sessions while they load or when they could not be read. */
  status?: ReactNode;
};

const byStart = (a: CalendarEntry, b: CalendarEntry) =>
  a.date.localeCompare(b.date) || a.scheduleStart.localeCompare(b.scheduleStart) || a.id - b.id;

/**
 * A month or a week of sessions: a real table (weekdays as column headers, each day labelled with its full date),
 * buttons to the previous and next period and to today (and the arrow keys on the calendar), the period shown
 * announced as it changes; on a phone, an agenda of the period's days that have sessions.
 */
export function SessionCalendar({
  label,
  view,
  day,
  today,
  entries,
  onShow,
  placeSchedule,
  status,
}: SessionCalendarProps) {
  const { t, i18n } = useTranslation(CALENDAR_NAMESPACE);
  const format = useLocaleFormat();
  const narrow = useNarrowViewport();
  const headingId = useId();
  const { from, to } = calendarPeriodOf(view, day);
  const days = calendarDaysBetween(from, to);
  const month = day.slice(0, 7);
  const periodName =
    view === 'month'
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'es', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${month}-15T12:00:00Z`))
      : t('weekRange', { from: format.date(from, 'long'), to: format.date(to, 'long') });
  const sorted = [...entries].sort(byStart);
  const entriesOf = (date: string) => sorted.filter((entry) => entry.date === date);
  const go = (step: -1 | 1) => onShow(view, shiftCalendarDay(view, day, step));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Arrow keys move between periods unless a field or a link inside wants them.
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" onKeyDown={onKeyDown}>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="3"
      >
        <Heading as="h2" size="lg" id={headingId}>
          <VisuallyHidden>{label}: </VisuallyHidden>
          {/* The first letter only: in Spanish a month's name is lower case and "de" stays so. */}
          {periodName.charAt(0).toLocaleUpperCase(i18n.resolvedLanguage ?? 'es') + periodName.slice(1)}
        </Heading>
        <Stack direction="row" gap="2" flexWrap="wrap">
          <ButtonGroup size="sm" variant="outline" attached>
            <Button onClick={() => go(-1)}>{t(`previous.${view}`)}</Button>
            <Button onClick={() => onShow(view, today)}>{t('today')}</Button>
            <Button onClick={() => go(1)}>{t(`next.${view}`)}</Button>
          </ButtonGroup>
          <ButtonGroup size="sm" attached role="group" aria-label={t('views.label')}>
            {(['month', 'week'] as const).map((option) => (
              <Button
                key={option}
                variant={option === view ? 'solid' : 'outline'}
                aria-pressed={option === view}
                onClick={() => onShow(option, day)}
              >
                {t(`views.${option}`)}
              </Button>
            ))}
          </ButtonGroup>
        </Stack>
      </Stack>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {t('showing', { period: periodName })}
      </VisuallyHidden>
      <Text fontSize="sm" color="fg.muted">
        {t('keyboardHint')}
      </Text>
      {status ??
        (narrow ? (
          <CalendarAgenda days={days} entriesOf={entriesOf} today={today} />
        ) : view === 'month' ? (
          <MonthTable
            caption={`${label}: ${periodName}`}
            days={days}
            month={month}
            today={today}
            entriesOf={entriesOf}
          />
        ) : (
          <WeekTable
            caption={`${label}: ${periodName}`}
            days={days}
            today={today}
            entriesOf={entriesOf}
            placeSchedule={placeSchedule ?? null}
          />
        ))}
    </Stack>
  );
}

type DaysProps = {
  days: string[];
  today: string;
  entriesOf: (date: string) => CalendarEntry[];
};

/** The weekday names, Monday first, long (for screen readers) and short (on screen). */
function useWeekdayNames(days: string[]) {
  const { i18n } = useTranslation(CALENDAR_NAMESPACE);
  const language = i18n.resolvedLanguage ?? 'es';
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return days.slice(0, 7).map((date) => {
    const at = new Date(`${date}T12:00:00Z`);
    return { long: long.format(at), short: short.format(at) };
  });
}

const cellBorder = { borderWidth: '1px', borderColor: 'border' } as const;

function MonthTable({
  caption,
  days,
  month,
  today,
  entriesOf,
}: DaysProps & { caption: string; month: string }) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const format = useLocaleFormat();
  const names = useWeekdayNames(days);
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  return (
    <Box overflowX="auto">
      <chakra.table width="100%" style={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            {names.map((name) => (
              <chakra.th key={name.long} scope="col" abbr={name.long} p="2" fontSize="sm" {...cellBorder}>
                {name.short}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const inMonth = date.startsWith(month);
                const sessions = entriesOf(date);
                return (
                  <chakra.td
                    key={date}
                    verticalAlign="top"
                    p="1"
                    minH="6rem"
                    height="6rem"
                    bg={date === today ? 'brand.subtle' : inMonth ? undefined : 'bg.muted'}
                    aria-current={date === today ? 'date' : undefined}
                    data-date={date}
                    {...cellBorder}
                  >
                    <Text
                      fontSize="sm"
                      fontWeight={date === today ? 'bold' : 'semibold'}
                      color={inMonth ? undefined : 'fg.muted'}
                    >
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      <VisuallyHidden>
                        {format.date(date, 'full')}
                        {sessions.length ? `, ${t('sessions', { count: sessions.length })}` : ''}
                      </VisuallyHidden>
                    </Text>
                    <SessionList sessions={sessions} compact />
                  </chakra.td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

/** The place's open ranges on the day's weekday, as text; null when it is closed then. */
function openHoursOf(schedule: PlaceScheduleRange[], date: string, time: (value: string) => string) {
  const ranges = openRangesOn(schedule, weekdayOfDay(date)).map(
    (range) => `${time(range.start)}–${time(range.end)}`,
  );
  return ranges.length ? ranges.join(', ') : null;
}

/**
 * The height of one hour in the week's grid: a two-hour session shows its time, activity and session, place and
 * what it still needs in full in a column of a 1280 px screen.
 */
const HOUR_REM = 5;

/** A session drawn shorter than this shows its time and title on one line, cut short on screen. */
const SHORT_MINUTES = 45;

/** A share of the day column, rounded for the style sheet. */
const percent = (value: number) => `${Math.round(value * 1000) / 1000}%`;

const hourOfDay = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The week as an hour grid: a time ruler, then each day's column with its sessions placed by their start and end
 * (overlapping ones side by side) over the place's open hours; each column's sessions are still a list in the
 * order of their start, so a screen reader reads them in time order.
 */
function WeekTable({
  caption,
  days,
  today,
  entriesOf,
  placeSchedule,
}: DaysProps & { caption: string; placeSchedule: PlaceScheduleRange[] | null }) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const format = useLocaleFormat();
  const layout = weekGridLayout({ days, sessions: days.flatMap(entriesOf), placeSchedule });
  const hours = Array.from(
    { length: layout.endHour - layout.startHour },
    (_, index) => layout.startHour + index,
  );
  const gridHeight = `${hours.length * HOUR_REM}rem`;
  const hourLines = (
    <>
      {hours.slice(1).map((hour, index) => (
        <Box
          key={hour}
          position="absolute"
          insetX="0"
          top={percent(((index + 1) / hours.length) * 100)}
          borderTopWidth="1px"
          borderColor="border.muted"
        />
      ))}
    </>
  );
  return (
    <Box overflowX="auto">
      <chakra.table width="100%" minW="42rem" style={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <chakra.th scope="col" width="4rem" p="0" {...cellBorder}>
              <VisuallyHidden>{t('hour')}</VisuallyHidden>
            </chakra.th>
            {days.map((date) => (
              <chakra.th
                key={date}
                scope="col"
                p="2"
                fontSize="sm"
                textAlign="start"
                bg={date === today ? 'brand.subtle' : undefined}
                aria-current={date === today ? 'date' : undefined}
                {...cellBorder}
              >
                {format.date(date, 'full')}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {placeSchedule ? (
            <tr>
              <chakra.td p="0" {...cellBorder} />
              {days.map((date) => {
                const open = openHoursOf(placeSchedule, date, format.time);
                return (
                  <chakra.td
                    key={date}
                    p="2"
                    fontSize="sm"
                    verticalAlign="top"
                    bg={open ? 'green.subtle' : 'bg.muted'}
                    {...cellBorder}
                  >
                    <Text fontWeight="semibold">{t('placeHours')}</Text>
                    <Text>{open ?? t('placeClosed')}</Text>
                  </chakra.td>
                );
              })}
            </tr>
          ) : null}
          <tr>
            <chakra.td p="0" verticalAlign="top" {...cellBorder}>
              {/* The ruler is for the eye: each session's link says its time. */}
              <Box position="relative" height={gridHeight} aria-hidden="true" data-testid="calendar-hours">
                {hours.map((hour, index) => (
                  <Text
                    key={hour}
                    position="absolute"
                    top={percent((index / hours.length) * 100)}
                    insetEnd="1"
                    mt="0.5"
                    fontSize="xs"
                    lineHeight="1"
                    color="fg.muted"
                  >
                    {format.time(hourOfDay(hour))}
                  </Text>
                ))}
              </Box>
            </chakra.td>
            {days.map((date) => {
              const sessions = entriesOf(date);
              return (
                <chakra.td key={date} p="0" verticalAlign="top" data-date={date} {...cellBorder}>
                  <Box position="relative" height={gridHeight}>
                    <Box position="absolute" inset="0" aria-hidden="true">
                      {(layout.open.get(date) ?? []).map((range, index) => (
                        <Box
                          key={`${range.top}-${index}`}
                          position="absolute"
                          insetX="0"
                          top={percent(range.top)}
                          height={percent(range.height)}
                          bg="green.subtle"
                          data-testid="calendar-open-hours"
                        />
                      ))}
                      {hourLines}
                    </Box>
                    {sessions.length ? (
                      <SessionList sessions={sessions} boxes={layout.sessions} />
                    ) : (
                      <VisuallyHidden>{t('noSessions')}</VisuallyHidden>
                    )}
                  </Box>
                </chakra.td>
              );
            })}
          </tr>
        </tbody>
      </chakra.table>
    </Box>
  );
}

type SessionListProps = {
  sessions: CalendarEntry[];
  compact?: boolean;
  /** In the week's grid: where each session goes in its day's column. */
  boxes?: ReadonlyMap<number, WeekGridBox>;
};

function SessionList({ sessions, compact = false, boxes }: SessionListProps) {
  if (sessions.length === 0) return null;
  if (boxes) {
    return (
      <Box as="ul" listStyleType="none" m="0" p="0" position="absolute" inset="0">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} compact box={boxes.get(session.id)} />
        ))}
      </Box>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
      {sessions.map((session) => (
        <SessionItem key={session.id} session={session} compact={compact} />
      ))}
    </Stack>
  );
}

const minutesBetween = (start: string, end: string) => minutesOfDay(end) - minutesOfDay(start);

/**
 * Where a session's box goes in the week's grid; on hover or focus it takes its day's whole width and grows to show
 * all it says, above its neighbours.
 */
function placementOf(box: WeekGridBox) {
  const expanded = {
    left: '2px',
    width: 'calc(100% - 4px)',
    height: 'auto',
    overflow: 'visible',
    zIndex: 1,
    boxShadow: 'md',
  } as const;
  return {
    position: 'absolute',
    top: percent(box.top),
    left: `calc(${percent(box.left)} + 2px)`,
    width: `calc(${percent(box.width)} - 4px)`,
    height: percent(box.height),
    minHeight: percent(box.height),
    overflow: 'hidden',
    _hover: expanded,
    _focusWithin: expanded,
  } as const;
}

// A short session's box shows only its time and title, on one line; hovered or focused, all it says.
const shortSessionCss = {
  '&:hover a, &:focus-within a': { whiteSpace: 'normal' },
  '&:hover [data-details], &:focus-within [data-details]': { maxHeight: 'none' },
} as const;

function SessionItem({
  session,
  compact,
  box,
}: {
  session: CalendarEntry;
  compact: boolean;
  box?: WeekGridBox;
}) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const format = useLocaleFormat();
  const time = t('time', {
    start: format.time(session.scheduleStart),
    end: format.time(session.scheduleEnd),
  });
  const warned = session.warnings.length > 0;
  // Cut short on screen only: the link's name and the lines under it stay whole for screen readers.
  const short =
    box !== undefined && minutesBetween(session.scheduleStart, session.scheduleEnd) < SHORT_MINUTES;
  return (
    <Box
      as="li"
      data-testid="calendar-session"
      fontSize={compact ? 'xs' : 'sm'}
      p={box ? '0.5' : '1'}
      px={box ? '1' : undefined}
      borderRadius="sm"
      borderWidth={warned ? '2px' : '1px'}
      borderColor={warned ? 'red.solid' : 'border'}
      borderStyle={warned ? 'dashed' : 'solid'}
      bg={warned ? 'red.subtle' : 'bg.panel'}
      {...(box ? placementOf(box) : {})}
      css={short ? shortSessionCss : undefined}
    >
      <Link
        asChild
        fontWeight="semibold"
        color="brand.fg"
        display={box ? 'block' : undefined}
        truncate={short}
      >
        <RouterLink to={session.href}>
          {time} · {session.title}
        </RouterLink>
      </Link>
      <Box data-details="" maxHeight={short ? '0' : undefined} overflow={short ? 'hidden' : undefined}>
        <Text color="fg.muted">{session.place ?? t('online')}</Text>
        {session.notes.map((note) => (
          <Text key={note}>{note}</Text>
        ))}
        {session.warnings.map((warning) => (
          <Badge key={warning} colorPalette="red" variant="solid" whiteSpace="normal">
            <span aria-hidden="true">⚠ </span>
            {t('conflict')}: {warning}
          </Badge>
        ))}
      </Box>
    </Box>
  );
}

/** On a phone: the period's days that have sessions, each a heading with its sessions under it. */
function CalendarAgenda({ days, entriesOf, today }: DaysProps) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const format = useLocaleFormat();
  const busy = days.filter((date) => entriesOf(date).length > 0);
  if (busy.length === 0) return <Text>{t('emptyPeriod')}</Text>;
  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="4" data-testid="calendar-agenda">
      {busy.map((date) => (
        <Box as="li" key={date} aria-current={date === today ? 'date' : undefined}>
          <Heading as="h3" size="sm" mb="2">
            {format.date(date, 'full')}
          </Heading>
          <SessionList sessions={entriesOf(date)} />
        </Box>
      ))}
    </Stack>
  );
}
