import { weekGridLayout, type WeekGridSession } from '../week-layout';

// The week of Monday 10 March 2031.
const DAYS = [
  '2031-03-10',
  '2031-03-11',
  '2031-03-12',
  '2031-03-13',
  '2031-03-14',
  '2031-03-15',
  '2031-03-16',
];

const session = (id: number, start: string, end: string, date = '2031-03-10'): WeekGridSession => ({
  id,
  date,
  scheduleStart: start,
  scheduleEnd: end,
});

/** A box rounded to tenths of a percent, to compare without floating-point noise. */
const rounded = (box: { top: number; height: number; left: number; width: number } | undefined) =>
  box && {
    top: Math.round(box.top * 10) / 10,
    height: Math.round(box.height * 10) / 10,
    left: Math.round(box.left * 10) / 10,
    width: Math.round(box.width * 10) / 10,
  };

describe('weekGridLayout', () => {
  it('shows 08:00 to 20:00 for an empty week', () => {
    const layout = weekGridLayout({ days: DAYS, sessions: [] });
    expect([layout.startHour, layout.endHour]).toEqual([8, 20]);
    expect(layout.sessions.size).toBe(0);
    expect([...layout.open.values()].flat()).toEqual([]);
  });

  it('places a session by its start and end, in the full width of its day', () => {
    // 10:00–12:00 in 08:00–20:00: two hours down, two hours tall, of twelve.
    const layout = weekGridLayout({ days: DAYS, sessions: [session(1, '10:00', '12:00')] });
    expect([layout.startHour, layout.endHour]).toEqual([8, 20]);
    expect(rounded(layout.sessions.get(1))).toEqual({ top: 16.7, height: 16.7, left: 0, width: 100 });
  });

  it('lays sessions that overlap on the same day side by side, with the same width', () => {
    const layout = weekGridLayout({
      days: DAYS,
      sessions: [session(1, '10:00', '12:00'), session(2, '11:00', '13:00'), session(3, '11:30', '12:30')],
    });
    expect(rounded(layout.sessions.get(1))).toMatchObject({ left: 0, width: 33.3 });
    expect(rounded(layout.sessions.get(2))).toMatchObject({ left: 33.3, width: 33.3 });
    expect(rounded(layout.sessions.get(3))).toMatchObject({ left: 66.7, width: 33.3 });
  });

  it('reuses a lane freed earlier within a group of overlapping sessions', () => {
    // 09–11 and 10–14 overlap; 11–12 starts when the first ends and takes its lane, beside the long one.
    const layout = weekGridLayout({
      days: DAYS,
      sessions: [session(1, '09:00', '11:00'), session(2, '10:00', '14:00'), session(3, '11:00', '12:00')],
    });
    expect(rounded(layout.sessions.get(1))).toMatchObject({ left: 0, width: 50 });
    expect(rounded(layout.sessions.get(2))).toMatchObject({ left: 50, width: 50 });
    expect(rounded(layout.sessions.get(3))).toMatchObject({ left: 0, width: 50 });
  });

  it('keeps back-to-back sessions in one lane, one under the other, full width', () => {
    const layout = weekGridLayout({
      days: DAYS,
      sessions: [session(1, '10:00', '12:00'), session(2, '12:00', '14:00')],
    });
    const first = layout.sessions.get(1)!;
    const second = layout.sessions.get(2)!;
    expect([first.left, first.width, second.left, second.width]).toEqual([0, 100, 0, 100]);
    expect(first.top + first.height).toBeCloseTo(second.top);
  });

  it('does not lay side by side sessions at the same time on different days', () => {
    const layout = weekGridLayout({
      days: DAYS,
      sessions: [session(1, '10:00', '12:00'), session(2, '10:00', '12:00', '2031-03-11')],
    });
    expect(layout.sessions.get(1)).toEqual(layout.sessions.get(2));
    expect(layout.sessions.get(1)).toMatchObject({ left: 0, width: 100 });
  });

  it('draws a very short session at least half an hour tall, beside one that starts within that half hour', () => {
    const layout = weekGridLayout({
      days: DAYS,
      sessions: [session(1, '10:00', '10:10'), session(2, '10:10', '11:00'), session(3, '10:30', '11:30')],
    });
    // Half an hour of twelve hours.
    expect(layout.sessions.get(1)!.height).toBeCloseTo(100 / 24);
    expect(rounded(layout.sessions.get(1))).toMatchObject({ left: 0, width: 50 });
    expect(rounded(layout.sessions.get(2))).toMatchObject({ left: 50, width: 50 });
    // The short one's drawn half hour is over at 10:30: the third takes its lane.
    expect(rounded(layout.sessions.get(3))).toMatchObject({ left: 0, width: 50 });
  });

  it('widens the hours to whole hours around sessions before 08:00 and after 20:00, never clipping one', () => {
    const layout = weekGridLayout({
      days: DAYS,
      sessions: [session(1, '06:30', '07:15'), session(2, '19:00', '21:10', '2031-03-16')],
    });
    expect([layout.startHour, layout.endHour]).toEqual([6, 22]);
    const early = layout.sessions.get(1)!;
    const late = layout.sessions.get(2)!;
    expect(early.top).toBeCloseTo((30 / (16 * 60)) * 100);
    expect(late.top + late.height).toBeLessThanOrEqual(100);
    expect(late.top + late.height).toBeCloseTo((((21 - 6) * 60 + 10) / (16 * 60)) * 100);
  });

  it('keeps a short session at the end of the day inside the grid', () => {
    const layout = weekGridLayout({ days: DAYS, sessions: [session(1, '23:50', '23:59')] });
    expect([layout.startHour, layout.endHour]).toEqual([8, 24]);
    const box = layout.sessions.get(1)!;
    expect(box.height).toBeCloseTo((30 / (16 * 60)) * 100);
    expect(box.top + box.height).toBeCloseTo(100);
  });

  it("widens the hours to the place's open ranges and draws them on their weekdays", () => {
    const layout = weekGridLayout({
      days: DAYS,
      sessions: [],
      placeSchedule: [
        { weekday: 'monday', start: '16:00', end: '21:30' },
        { weekday: 'monday', start: '07:00', end: '14:00' },
        { weekday: 'saturday', start: '10:00', end: '13:00' },
      ],
    });
    expect([layout.startHour, layout.endHour]).toEqual([7, 22]);
    // Fifteen hours from 07:00; in order of the day.
    expect(layout.open.get('2031-03-10')!.map(rounded)).toEqual([
      { top: 0, height: 46.7, left: 0, width: 100 },
      { top: 60, height: 36.7, left: 0, width: 100 },
    ]);
    expect(layout.open.get('2031-03-15')!.map(rounded)).toEqual([
      { top: 20, height: 20, left: 0, width: 100 },
    ]);
    expect(layout.open.get('2031-03-11')).toEqual([]);
  });

  it('leaves out the sessions of other days', () => {
    const layout = weekGridLayout({ days: DAYS, sessions: [session(1, '05:00', '06:00', '2031-03-17')] });
    expect([layout.startHour, layout.endHour]).toEqual([8, 20]);
    expect(layout.sessions.has(1)).toBe(false);
  });
});
