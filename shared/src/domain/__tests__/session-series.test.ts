import { SERIES_MAX_SESSIONS, seriesDaysOf, sessionSeriesSchema, validateWith } from '../index';

const session = {
  name: 'Taller',
  scheduleStart: '10:00',
  scheduleEnd: '12:00',
  format: 'online',
  place: null,
  minVolunteers: 1,
  maxVolunteers: 2,
  minEmployees: 0,
  maxEmployees: 0,
  minBeneficiaries: 1,
  maxBeneficiaries: 5,
  observations: null,
};

const violationsOf = async (series: Record<string, unknown>) =>
  (await validateWith(sessionSeriesSchema, { ...session, ...series })).map(
    (violation) => `${violation.propertyPath}: ${violation.message}`,
  );

describe('seriesDaysOf', () => {
  it('repeats every week on the first day’s weekday up to the last day, less the days left out', () => {
    // 1 March 2027 is a Monday.
    expect(
      seriesDaysOf({
        repeat: 'weekly',
        dateStart: '2027-03-01',
        ends: 'on-date',
        dateEnd: '2027-03-29',
        skip: ['2027-03-15'],
      }),
    ).toEqual(['2027-03-01', '2027-03-08', '2027-03-22', '2027-03-29']);
  });

  it('falls on the chosen weekdays for a number of sessions, the days left out among them', () => {
    expect(
      seriesDaysOf({
        repeat: 'weekdays',
        weekdays: ['wednesday', 'monday'],
        dateStart: '2027-03-02',
        ends: 'after-count',
        occurrences: 4,
        skip: ['2027-03-08'],
      }),
    ).toEqual(['2027-03-03', '2027-03-10', '2027-03-15']);
  });
});

describe('sessionSeriesSchema', () => {
  it('accepts a weekly series and applies the single session’s rules', async () => {
    expect(
      await violationsOf({ repeat: 'weekly', dateStart: '2027-03-01', ends: 'after-count', occurrences: 3 }),
    ).toEqual([]);
    expect(
      await violationsOf({
        repeat: 'weekly',
        dateStart: '2027-03-01',
        ends: 'after-count',
        occurrences: 3,
        scheduleEnd: '09:00',
      }),
    ).toEqual(['scheduleEnd: schedule-start-must-be-before-end']);
  });

  it('needs the weekdays, an end and at least one session, and no more than the cap', async () => {
    expect(await violationsOf({ repeat: 'weekdays', weekdays: [], dateStart: '2027-03-01' })).toEqual(
      expect.arrayContaining(['weekdays: series-weekdays-required', 'ends: field-not-blank']),
    );
    expect(
      await violationsOf({
        repeat: 'weekly',
        dateStart: '2027-03-01',
        ends: 'after-count',
        occurrences: 1,
        skip: ['2027-03-01'],
      }),
    ).toEqual(['skip: series-without-sessions']);
    expect(
      await violationsOf({
        repeat: 'weekly',
        dateStart: '2027-03-01',
        ends: 'after-count',
        occurrences: SERIES_MAX_SESSIONS + 1,
      }),
    ).toEqual(['occurrences: series-too-many-sessions']);
    expect(
      await violationsOf({
        repeat: 'weekdays',
        weekdays: ['monday', 'tuesday'],
        dateStart: '2027-01-01',
        ends: 'on-date',
        dateEnd: '2027-12-31',
      }),
    ).toEqual(['dateEnd: series-too-many-sessions']);
  });
});
