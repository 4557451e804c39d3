import {
  isValidTimeOfDay,
  minutesOfDay,
  openRangesOn,
  type PlaceScheduleRange,
  weekdayOfDay,
} from '@enlace/shared/domain';

/** The hours a week shows when nothing asks for more: a working day. */
export const WEEK_GRID_DEFAULT_HOURS = { start: 8, end: 20 } as const;

/** The shortest time a session is drawn as, so that its time and title still fit on one line. */
export const WEEK_GRID_MIN_MINUTES = 30;

/** A session as the week's grid places it. */
export type WeekGridSession = {
  id: number;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
};

/** Where a box goes in its day column, in percent of the column's height (top, height) and width (left, width). */
export type WeekGridBox = {
  top: number;
  height: number;
  left: number;
  width: number;
};

export type WeekGridLayout = {
  /** The first hour shown (0–23) and the hour the grid ends at (1–24), whole hours. */
  startHour: number;
  endHour: number;
  /** Each session's box by its id (the sessions of the days shown). */
  sessions: Map<number, WeekGridBox>;
  /** The place's open ranges drawn in each day's column, by day, in order (full width). */
  open: Map<string, WeekGridBox[]>;
};

export type WeekGridInput = {
  /** The days of the week shown, `YYYY-MM-DD`. */
  days: readonly string[];
  sessions: readonly WeekGridSession[];
  /** The weekly hours of the place the sessions are filtered by, when there is one. */
  placeSchedule?: readonly PlaceScheduleRange[] | null;
  /** The shortest drawn duration (WEEK_GRID_MIN_MINUTES unless told). */
  minMinutes?: number;
};

/** A span of minutes of the day, end excluded. */
type Span = { start: number; end: number };

/**
 * The minutes a session takes on the grid: from its start to its end, but at least `minMinutes` (a
 * backwards or empty time, which writes refuse, is drawn as the shortest session).
 */
function drawnSpanOf(session: WeekGridSession, minMinutes: number): Span | null {
  if (!isValidTimeOfDay(session.scheduleStart)) return null;
  const start = minutesOfDay(session.scheduleStart);
  const end = isValidTimeOfDay(session.scheduleEnd) ? minutesOfDay(session.scheduleEnd) : start;
  return { start, end: Math.max(end, start + minMinutes) };
}

/** The place's open ranges on the day's weekday, in order. */
const openSpansOf = (schedule: readonly PlaceScheduleRange[], day: string): Span[] =>
  openRangesOn(schedule, weekdayOfDay(day)).map((range) => ({
    start: minutesOfDay(range.start),
    end: minutesOfDay(range.end),
  }));

/**
 * Side-by-side lanes for one day's sessions: those whose drawn spans overlap (ends excluded, so back-to-back
 * sessions stay in one lane) form a group, each takes the first lane free at its start, and every session of
 * a group shares the group's number of lanes, so that their boxes have the same width and never cover each
 * other.
 */
function lanesOf(spans: readonly (Span & { id: number })[]): Map<number, { lane: number; lanes: number }> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.id - b.id);
  const result = new Map<number, { lane: number; lanes: number }>();
  let group: { id: number; lane: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const member of group) result.set(member.id, { lane: member.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const span of sorted) {
    if (span.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(span.end);
    } else {
      laneEnds[lane] = span.end;
    }
    group.push({ id: span.id, lane });
    groupEnd = Math.max(groupEnd, span.end);
  }
  closeGroup();
  return result;
}

/**
 * The week view's hour grid: the hours it shows (08:00–20:00, widened to whole hours to hold every session of
 * the days shown and every open range of the place), each session's box (top and height by its start and end,
 * at least `minMinutes` tall; overlapping sessions side by side) and the place's open ranges of each day.
 */
export function weekGridLayout({
  days,
  sessions,
  placeSchedule = null,
  minMinutes = WEEK_GRID_MIN_MINUTES,
}: WeekGridInput): WeekGridLayout {
  const shown = new Set(days);
  const drawn = sessions
    .filter((session) => shown.has(session.date))
    .map((session) => ({ session, span: drawnSpanOf(session, minMinutes) }))
    .filter((item): item is { session: WeekGridSession; span: Span } => item.span !== null);
  const openByDay = new Map(days.map((day) => [day, placeSchedule ? openSpansOf(placeSchedule, day) : []]));

  let first = WEEK_GRID_DEFAULT_HOURS.start * 60;
  let last = WEEK_GRID_DEFAULT_HOURS.end * 60;
  for (const span of [...drawn.map((item) => item.span), ...[...openByDay.values()].flat()]) {
    first = Math.min(first, span.start);
    last = Math.max(last, span.end);
  }
  const startHour = Math.floor(first / 60);
  const endHour = Math.min(24, Math.ceil(last / 60));
  const rangeStart = startHour * 60;
  const rangeMinutes = (endHour - startHour) * 60;
  const percent = (minutes: number) => (minutes / rangeMinutes) * 100;
  const vertical = ({ start, end }: Span) => {
    const height = percent(end - start);
    // A session drawn taller than what is left of the day (23:50) keeps its box inside the grid.
    return { top: Math.min(percent(start - rangeStart), 100 - height), height };
  };

  const boxes = new Map<number, WeekGridBox>();
  for (const day of days) {
    const ofDay = drawn.filter((item) => item.session.date === day);
    const lanes = lanesOf(ofDay.map((item) => ({ id: item.session.id, ...item.span })));
    for (const { session, span } of ofDay) {
      const { lane, lanes: count } = lanes.get(session.id) ?? { lane: 0, lanes: 1 };
      boxes.set(session.id, { ...vertical(span), left: (lane / count) * 100, width: 100 / count });
    }
  }
  const open = new Map(
    [...openByDay].map(([day, spans]) => [
      day,
      spans.map((span) => ({ ...vertical(span), left: 0, width: 100 })),
    ]),
  );
  return { startHour, endHour, sessions: boxes, open };
}
