import * as domain from '../index';

describe('domain constants', () => {
  it('holds the business constants of spec §9', () => {
    expect(domain.TOKEN_REFRESH_THRESHOLD_SECONDS).toBe(3500);
    expect([domain.PASSWORD_MIN_LENGTH, domain.PASSWORD_MAX_LENGTH]).toEqual([12, 64]);
    expect(domain.CONSENT_ACCEPTED_VALUE).toBe('social|analysis|marketing');
    expect(domain.CONSENT_REJECTED_VALUE).toBe('off');
    expect(domain.TIER_LIMITS[2]).toMatchObject({ volunteers: 200, projects: 5 });
  });

  it('lists the enumerations of spec §3', () => {
    expect(domain.PROFILES).toEqual(['employee', 'volunteer', 'partner']);
    expect(domain.WEEKDAYS).toHaveLength(7);
    expect(domain.TUTOR_RELATIONS).toHaveLength(15);
    expect(domain.DISABILITY_TYPES).toContain('touch-hearing');
  });

  it('has unique error and success keys', () => {
    expect(new Set(domain.ERROR_KEYS).size).toBe(domain.ERROR_KEYS.length);
    expect(new Set(domain.SUCCESS_KEYS).size).toBe(domain.SUCCESS_KEYS.length);
    expect(domain.ERROR_KEYS).toEqual(expect.arrayContaining(['tenant-not-found', 'too-many-requests']));
  });
});
