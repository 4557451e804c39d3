import {
  calendarConflictsOf,
  calendarPeriodOf,
  calendarPeriodSchema,
  shiftCalendarDay,
  validateWith,
} from '../index';

const violations = async (from: unknown, to: unknown) =>
  (await validateWith(calendarPeriodSchema, { from, to })).map((violation) => [
    violation.propertyPath,
    violation.message,
    violation.params,
  ]);

describe('calendarPeriodSchema', () => {
  it('accepts a day, a week and a six-week month grid', async () => {
    expect(await violations('2031-03-01', '2031-03-01')).toEqual([]);
    expect(await violations('2031-03-24', '2031-03-30')).toEqual([]);
    expect(await violations('2031-02-24', '2031-04-06')).toEqual([]);
  });

  it('wants both days, real ones written YYYY-MM-DD, in order and at most 62 days apart', async () => {
    expect(await violations(undefined, '2031-03-01')).toEqual([['from', 'field-not-blank', undefined]]);
    expect(await violations('2031-02-30', '2031-03-01')).toEqual([
      ['from', 'field-not-valid-date', undefined],
    ]);
    expect(await violations('2031-03-01T10:00', '2031-03-02')).toEqual([
      ['from', 'field-not-valid-date', undefined],
    ]);
    expect(await violations('2031-03-02', '2031-03-01')).toEqual([
      ['to', 'date-start-after-date-end', undefined],
    ]);
    expect(await violations('2031-01-01', '2031-03-04')).toEqual([['to', 'period-too-long', { max: 62 }]]);
    expect(await violations('2031-01-01', '2031-03-03')).toEqual([]);
  });
});

describe('calendarPeriodOf and shiftCalendarDay', () => {
  it('shows a month as its whole weeks from Monday, and a week from its Monday', () => {
    // March 2031 starts on a Saturday and ends on a Monday.
    expect(calendarPeriodOf('month', '2031-03-15')).toEqual({ from: '2031-02-24', to: '2031-04-06' });
    expect(calendarPeriodOf('week', '2031-03-15')).toEqual({ from: '2031-03-10', to: '2031-03-16' });
    expect(calendarPeriodOf('week', '2031-03-10')).toEqual({ from: '2031-03-10', to: '2031-03-16' });
  });

  it('moves a month or a week at a time, across the year', () => {
    expect(shiftCalendarDay('month', '2031-01-31', -1)).toBe('2030-12-01');
    expect(shiftCalendarDay('month', '2031-01-31', 1)).toBe('2031-02-01');
    expect(shiftCalendarDay('week', '2030-12-31', 1)).toBe('2031-01-06');
    expect(shiftCalendarDay('week', '2031-01-01', -1)).toBe('2030-12-23');
  });
});

describe('calendarConflictsOf', () => {
  const slot = (id: number, date: string, start: string, end: string, placeId: number | null = 1) => ({
    id,
    date,
    scheduleStart: start,
    scheduleEnd: end,
    placeId,
  });
  // 2031-03-10 is a Monday.
  const schedules = new Map([[1, [{ weekday: 'monday' as const, start: '09:00', end: '14:00' }]]]);

  it('marks two sessions of one place at overlapping times, not those that only touch', () => {
    const conflicts = calendarConflictsOf(
      [
        slot(1, '2031-03-10', '09:00', '11:00'),
        slot(2, '2031-03-10', '10:30', '12:00'),
        slot(3, '2031-03-10', '12:00', '13:00'),
        slot(4, '2031-03-10', '10:00', '11:00', 2),
      ],
      schedules,
    );
    expect(Object.fromEntries(conflicts)).toEqual({
      1: ['place-double-booked'],
      2: ['place-double-booked'],
    });
  });

  it('marks a session outside its place hours; an online one or a place without a schedule is never', () => {
    const conflicts = calendarConflictsOf(
      [
        slot(1, '2031-03-10', '13:00', '15:00'),
        slot(2, '2031-03-11', '10:00', '11:00'),
        slot(3, '2031-03-11', '10:00', '11:00', null),
        slot(4, '2031-03-11', '22:00', '23:00', 9),
      ],
      schedules,
    );
    expect(Object.fromEntries(conflicts)).toEqual({
      1: ['outside-place-hours'],
      2: ['outside-place-hours'],
    });
  });
});
