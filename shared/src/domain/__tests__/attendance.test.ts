import {
  ATTENDANCE_MAX_MINUTES,
  attendanceSheetSchema,
  canRecordAttendanceOf,
  hoursAndMinutes,
  interventionHasStarted,
  sessionMinutes,
  validateWith,
} from '../index';

// 2026-07-10 08:30 UTC is 10:30 in Madrid (summer time); 2026-01-10 08:30 UTC is 09:30 (winter time).
const summerMorning = new Date('2026-07-10T08:30:00Z');
const winterMorning = new Date('2026-01-10T08:30:00Z');

const context = {
  participants: {
    '/api/interventions/1/participants/1': { role: 'volunteer', status: 'confirmed' },
    '/api/interventions/1/participants/2': { role: 'employee', status: 'confirmed' },
    '/api/interventions/1/participants/3': { role: 'beneficiary', status: 'pending' },
  },
};
const sheet = (...entries: unknown[]) => validateWith(attendanceSheetSchema, { entries }, { context });
const volunteer = '/api/interventions/1/participants/1';
const employee = '/api/interventions/1/participants/2';

describe('attendance rules', () => {
  it("counts a session's length in minutes as the default time given", () => {
    expect(sessionMinutes('17:00', '19:30')).toBe(150);
    expect(sessionMinutes('09:15', '09:45')).toBe(30);
    expect(sessionMinutes('12:00', '11:00')).toBe(0);
    expect(sessionMinutes('bad', '11:00')).toBe(0);
  });

  it("opens attendance at the session's start in Spain's clock, summer and winter", () => {
    expect(interventionHasStarted('2026-07-10', '10:30', summerMorning)).toBe(true);
    expect(interventionHasStarted('2026-07-10', '10:31', summerMorning)).toBe(false);
    expect(interventionHasStarted('2026-01-10', '09:30', winterMorning)).toBe(true);
    expect(interventionHasStarted('2026-01-10', '10:00', winterMorning)).toBe(false);
    expect(interventionHasStarted('2026-07-09', '23:00', summerMorning)).toBe(true);
    expect(interventionHasStarted('2026-07-11', '00:00', summerMorning)).toBe(false);
  });

  it('splits minutes into whole hours and the minutes left', () => {
    expect(hoursAndMinutes(150)).toEqual({ hours: 2, minutes: 30 });
    expect(hoursAndMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(hoursAndMinutes(120)).toEqual({ hours: 2, minutes: 0 });
  });

  it('marks confirmed participants only', () => {
    expect(canRecordAttendanceOf('confirmed')).toBe(true);
    expect(canRecordAttendanceOf('pending')).toBe(false);
    expect(canRecordAttendanceOf('declined')).toBe(false);
  });
});

describe('the attendance sheet', () => {
  it('takes attended, absent and cleared lines, and minutes for a volunteer who came', async () => {
    expect(
      await sheet(
        { participant: volunteer, attendance: 'attended', minutes: 90 },
        { participant: employee, attendance: 'absent' },
      ),
    ).toEqual([]);
    expect(await sheet({ participant: volunteer, attendance: 'attended', minutes: null })).toEqual([]);
    expect(await sheet({ participant: volunteer, attendance: null })).toEqual([]);
    expect(await sheet({ participant: volunteer, attendance: 'attended', minutes: 0 })).toEqual([]);
    expect(
      await sheet({ participant: volunteer, attendance: 'attended', minutes: ATTENDANCE_MAX_MINUTES }),
    ).toEqual([]);
  });

  it('refuses an empty sheet', async () => {
    expect(await sheet()).toEqual([{ propertyPath: 'entries', message: 'field-not-blank' }]);
  });

  it('refuses minutes that are not whole, negative or over a day', async () => {
    expect(await sheet({ participant: volunteer, attendance: 'attended', minutes: 1.5 })).toEqual([
      { propertyPath: 'entries[0].minutes', message: 'field-not-valid-type' },
    ]);
    expect(await sheet({ participant: volunteer, attendance: 'attended', minutes: -1 })).toEqual([
      { propertyPath: 'entries[0].minutes', message: 'field-cannot-be-negative' },
    ]);
    expect(await sheet({ participant: volunteer, attendance: 'attended', minutes: 1441 })).toEqual([
      { propertyPath: 'entries[0].minutes', message: 'field-max-value', params: { max: 1440 } },
    ]);
  });

  it('refuses minutes for staff and beneficiaries, and for someone absent', async () => {
    expect(await sheet({ participant: employee, attendance: 'attended', minutes: 60 })).toEqual([
      { propertyPath: 'entries[0].minutes', message: 'attendance-minutes-volunteers-only' },
    ]);
    expect(await sheet({ participant: volunteer, attendance: 'absent', minutes: 60 })).toEqual([
      { propertyPath: 'entries[0].minutes', message: 'attendance-minutes-need-attended' },
    ]);
  });

  it('refuses unknown, unconfirmed and repeated people, and a missing or unknown mark', async () => {
    expect(
      await sheet(
        { participant: '/api/interventions/9/participants/9', attendance: 'attended' },
        { participant: '/api/interventions/1/participants/3', attendance: 'attended' },
        { participant: '', attendance: 'present' },
        { participant: employee },
      ),
    ).toEqual([
      { propertyPath: 'entries[0].participant', message: 'field-not-valid-option' },
      { propertyPath: 'entries[1].participant', message: 'attendance-participant-not-confirmed' },
      { propertyPath: 'entries[2].participant', message: 'field-not-blank' },
      { propertyPath: 'entries[2].attendance', message: 'field-not-valid-option' },
      { propertyPath: 'entries[3].attendance', message: 'field-not-blank' },
    ]);
    expect(
      await sheet(
        { participant: employee, attendance: 'attended' },
        { participant: employee, attendance: 'absent' },
      ),
    ).toEqual([
      { propertyPath: 'entries[0].participant', message: 'attendance-participant-repeated' },
      { propertyPath: 'entries[1].participant', message: 'attendance-participant-repeated' },
    ]);
  });
});
