import { NETWORK_TIER, tierNameOf, TIER_USAGE_WARNING_RATIO, usageLevelOf } from '../index';

describe('tier usage', () => {
  it('names the plans as the API answers them', () => {
    expect([1, 2, 3, NETWORK_TIER].map(tierNameOf)).toEqual(['1', '2', '3', 'network']);
  });

  it('warns from 80 % of a cap and is full at it (or past it, after a lower plan)', () => {
    expect(TIER_USAGE_WARNING_RATIO).toBe(0.8);
    expect(usageLevelOf({ used: 39, limit: 50 })).toBe('ok');
    expect(usageLevelOf({ used: 40, limit: 50 })).toBe('warning');
    expect(usageLevelOf({ used: 49, limit: 50 })).toBe('warning');
    expect(usageLevelOf({ used: 50, limit: 50 })).toBe('full');
    expect(usageLevelOf({ used: 60, limit: 50 })).toBe('full');
    expect(usageLevelOf({ used: 0, limit: 1 })).toBe('ok');
    expect(usageLevelOf({ used: 1, limit: 1 })).toBe('full');
  });

  it('never warns without a cap', () => {
    expect(usageLevelOf({ used: 5000, limit: null })).toBe('ok');
  });
});
