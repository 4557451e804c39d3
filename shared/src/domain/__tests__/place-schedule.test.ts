import { isPlaceAvailable, isValidTimeOfDay, type PlaceScheduleRange, sortScheduleRanges } from '../index';

const schedules: PlaceScheduleRange[] = [
  { weekday: 'monday', start: '09:00', end: '14:00' },
  { weekday: 'monday', start: '16:00', end: '20:00' },
  { weekday: 'wednesday', start: '09:00', end: '12:00' },
  { weekday: 'wednesday', start: '12:00', end: '14:30' },
  { weekday: 'friday', start: '10:00', end: '11:00' },
  { weekday: 'friday', start: '10:30', end: '13:00' },
];

describe('isPlaceAvailable', () => {
  it.each([
    ['monday', '09:00', '14:00'],
    ['monday', '10:00', '12:00'],
    ['monday', '16:00', '20:00'],
    ['monday', '19:59', '20:00'],
  ] as const)('is available on %s from %s to %s (inside one range)', (weekday, start, end) => {
    expect(isPlaceAvailable(schedules, weekday, start, end)).toBe(true);
  });

  it.each([
    ['monday', '08:30', '10:00', 'starts before the range'],
    ['monday', '13:00', '15:00', 'ends after the range'],
    ['monday', '13:00', '17:00', 'spans the midday break'],
    ['monday', '14:00', '16:00', 'falls in the break'],
    ['tuesday', '10:00', '11:00', 'a day without ranges'],
    ['sunday', '00:00', '23:59', 'a day without ranges'],
  ] as const)('is not available on %s from %s to %s (%s)', (weekday, start, end, _reason) => {
    expect(isPlaceAvailable(schedules, weekday, start, end)).toBe(false);
  });

  it('joins ranges that touch or overlap: the place stays open between them', () => {
    expect(isPlaceAvailable(schedules, 'wednesday', '11:00', '13:00')).toBe(true);
    expect(isPlaceAvailable(schedules, 'wednesday', '09:00', '14:30')).toBe(true);
    expect(isPlaceAvailable(schedules, 'wednesday', '09:00', '14:31')).toBe(false);
    expect(isPlaceAvailable(schedules, 'friday', '10:15', '12:45')).toBe(true);
  });

  it('takes the ranges in any order', () => {
    expect(isPlaceAvailable([...schedules].reverse(), 'wednesday', '11:00', '13:00')).toBe(true);
  });

  it('is never available for an empty, backwards or invalid interval, nor without ranges', () => {
    expect(isPlaceAvailable(schedules, 'monday', '10:00', '10:00')).toBe(false);
    expect(isPlaceAvailable(schedules, 'monday', '12:00', '10:00')).toBe(false);
    expect(isPlaceAvailable(schedules, 'monday', '9:00', '10:00')).toBe(false);
    expect(isPlaceAvailable(schedules, 'monday', '10:00', '24:00')).toBe(false);
    expect(isPlaceAvailable([], 'monday', '10:00', '11:00')).toBe(false);
  });

  it('ignores stored ranges that are not valid', () => {
    const broken = [{ weekday: 'monday', start: '14:00', end: '09:00' }] as PlaceScheduleRange[];
    expect(isPlaceAvailable(broken, 'monday', '10:00', '11:00')).toBe(false);
  });
});

describe('schedule helpers', () => {
  it('checks times as HH:MM from 00:00 to 23:59', () => {
    expect(['00:00', '09:30', '23:59'].every(isValidTimeOfDay)).toBe(true);
    expect(['24:00', '9:30', '09:60', '09:3', 'nueve', '', null, 930].some(isValidTimeOfDay)).toBe(false);
  });

  it('sorts ranges by weekday from Monday, then by start', () => {
    const sorted = sortScheduleRanges([
      { weekday: 'sunday', start: '10:00', end: '11:00' },
      { weekday: 'monday', start: '16:00', end: '18:00' },
      { weekday: 'monday', start: '09:00', end: '12:00' },
    ]);
    expect(sorted.map((range) => `${range.weekday} ${range.start}`)).toEqual([
      'monday 09:00',
      'monday 16:00',
      'sunday 10:00',
    ]);
  });
});
