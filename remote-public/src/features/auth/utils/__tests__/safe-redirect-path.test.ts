import { safeRedirectPath } from '../safe-redirect-path';

describe('safeRedirectPath', () => {
  it.each([
    ['/volunteer/activity/3', '/volunteer/activity/3'],
    ['/intranet/volunteer?page=2#top', '/intranet/volunteer?page=2#top'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'volunteer',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('refuses %p', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
