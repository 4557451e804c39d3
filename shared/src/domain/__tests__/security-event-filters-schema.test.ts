import { securityEventFiltersSchema, validateWith } from '../index';

describe('securityEventFiltersSchema', () => {
  it('accepts no range, an open range either way, one day and a longer range', async () => {
    for (const filters of [
      {},
      { from: '2026-03-01' },
      { to: '2026-03-01' },
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-03-01', to: '2026-04-30' },
      { from: '', to: '' },
    ]) {
      expect(await validateWith(securityEventFiltersSchema, filters)).toEqual([]);
    }
  });

  it('refuses an end before the start, at the end', async () => {
    expect(await validateWith(securityEventFiltersSchema, { from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { propertyPath: 'to', message: 'date-start-after-date-end' },
    ]);
  });

  it('refuses days that do not exist', async () => {
    expect(await validateWith(securityEventFiltersSchema, { from: '2026-02-30', to: 'ayer' })).toEqual([
      { propertyPath: 'from', message: 'field-not-valid-date' },
      { propertyPath: 'to', message: 'field-not-valid-date' },
    ]);
  });
});
