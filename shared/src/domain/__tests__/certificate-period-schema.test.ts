import { certificatePeriodOf, certificatePeriodSchema, validateWith } from '../index';

describe('certificatePeriodSchema', () => {
  it('accepts all the time, an open period either way, one day and a longer period', async () => {
    for (const period of [
      {},
      { from: '2026-01-01' },
      { to: '2026-06-30' },
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '', to: null },
    ]) {
      expect(await validateWith(certificatePeriodSchema, period)).toEqual([]);
    }
  });

  it('refuses an end before the start, at the end', async () => {
    expect(await validateWith(certificatePeriodSchema, { from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { propertyPath: 'to', message: 'date-start-after-date-end' },
    ]);
  });

  it('refuses days that do not exist and values that are not days', async () => {
    expect(await validateWith(certificatePeriodSchema, { from: '2026-02-30', to: 'ayer' })).toEqual([
      { propertyPath: 'from', message: 'field-not-valid-date' },
      { propertyPath: 'to', message: 'field-not-valid-date' },
    ]);
    expect(await validateWith(certificatePeriodSchema, { from: 20260101 }, { strict: true })).toEqual([
      { propertyPath: 'from', message: 'field-not-valid-date' },
    ]);
  });
});

describe('certificatePeriodOf', () => {
  it('keeps the calendar day of each end, and null for an open one', () => {
    expect(certificatePeriodOf({ from: '2026-01-05', to: '' })).toEqual({ from: '2026-01-05', to: null });
    expect(certificatePeriodOf({})).toEqual({ from: null, to: null });
  });
});
