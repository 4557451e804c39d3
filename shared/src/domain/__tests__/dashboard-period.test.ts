import { dashboardPeriodDays, dashboardPeriodSchema, dashboardStepOf, validateWith } from '../index';

const violations = async (from: unknown, to: unknown) =>
  (await validateWith(dashboardPeriodSchema, { from, to })).map((violation) => [
    violation.propertyPath,
    violation.message,
    violation.params,
  ]);

describe('dashboardPeriodSchema', () => {
  it('accepts a one-day period, a month and a whole leap year', async () => {
    expect(await violations('2031-03-01', '2031-03-01')).toEqual([]);
    expect(await violations('2031-03-01', '2031-03-31')).toEqual([]);
    expect(await violations('2032-01-01', '2032-12-31')).toEqual([]);
  });

  it('wants both days, real ones, the end not before the start and at most 366 days', async () => {
    expect(await violations(null, '2031-03-01')).toEqual([['from', 'field-not-blank', undefined]]);
    expect(await violations('2031-13-01', '2031-03-01')).toEqual([
      ['from', 'field-not-valid-date', undefined],
    ]);
    expect(await violations('2031-03-02', '2031-03-01')).toEqual([
      ['to', 'date-start-after-date-end', undefined],
    ]);
    expect(await violations('2031-01-01', '2032-01-02')).toEqual([['to', 'period-too-long', { max: 366 }]]);
  });
});

describe('dashboardPeriodDays and dashboardStepOf', () => {
  it('counts both days and steps by week up to three months, by month beyond', () => {
    expect(dashboardPeriodDays('2031-03-01', '2031-03-01')).toBe(1);
    expect(dashboardPeriodDays('2031-03-30', '2031-04-02')).toBe(4);
    expect(dashboardStepOf('2031-01-01', '2031-03-31')).toBe('week');
    expect(dashboardStepOf('2031-01-01', '2031-12-31')).toBe('month');
  });
});
