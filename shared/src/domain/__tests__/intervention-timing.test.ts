import { interventionHasEnded, isInterventionCompleted, wallClockTime } from '../intervention-timing';

// 2026-07-10 08:30 UTC is 10:30 in Madrid (summer time); 2026-01-10 08:30 UTC is 09:30 (winter time).
const summerMorning = new Date('2026-07-10T08:30:00Z');
const winterMorning = new Date('2026-01-10T08:30:00Z');

describe('intervention timing', () => {
  it('reads the wall clock in Spain, summer and winter', () => {
    expect(wallClockTime(summerMorning)).toBe('10:30');
    expect(wallClockTime(winterMorning)).toBe('09:30');
  });

  it('counts an intervention as ended once its end time has passed on its day', () => {
    expect(interventionHasEnded('2026-07-10', '10:00', summerMorning)).toBe(true);
    expect(interventionHasEnded('2026-07-10', '10:30', summerMorning)).toBe(true);
    expect(interventionHasEnded('2026-07-10', '11:00', summerMorning)).toBe(false);
    expect(interventionHasEnded('2026-07-09', '23:59', summerMorning)).toBe(true);
    expect(interventionHasEnded('2026-07-11', '08:00', summerMorning)).toBe(false);
  });

  it('treats every intervention of a complete, finished or cancelled activity as completed', () => {
    for (const status of ['complete', 'finished', 'cancelled']) {
      expect(isInterventionCompleted(status, '2030-01-01', '12:00', summerMorning)).toBe(true);
    }
    for (const status of ['draft', 'active', 'ready', 'in_progress']) {
      expect(isInterventionCompleted(status, '2030-01-01', '12:00', summerMorning)).toBe(false);
      expect(isInterventionCompleted(status, '2026-07-01', '12:00', summerMorning)).toBe(true);
    }
  });
});
