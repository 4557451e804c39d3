import { homePathForProfile } from '../home-path-for-profile';

describe('homePathForProfile', () => {
  it('follows spec §2', () => {
    expect(homePathForProfile('volunteer')).toBe('/volunteer');
    expect(homePathForProfile('employee')).toBe('/intranet/activity');
    expect(homePathForProfile('partner')).toBe('/partner');
  });
});
