import type { SecurityEvent } from '@enlace/shared/domain';

/** A row of `GET /api/security_events`: the demo administrator exported the volunteer list. */
export const securityEvent = (overrides: Partial<SecurityEvent> = {}): SecurityEvent => ({
  '@id': '/api/security_events/31',
  '@type': 'SecurityEvent',
  id: 31,
  // 10:05 in Spain (winter time).
  occurredAt: '2026-03-10T09:05:00.000Z',
  type: 'export',
  actor: {
    '@id': '/api/users/2',
    '@type': 'User',
    name: 'Ana',
    surname: 'Pérez Gil',
    email: 'admin@demo.example.org',
  },
  subject: { '@id': null, person: null, email: null },
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  details: { list: 'volunteers', rows: 12 },
  ...overrides,
});

export const securityEventCollection = (member: SecurityEvent[], totalItems = member.length) => ({
  '@id': '/api/security_events',
  '@type': 'Collection',
  totalItems,
  member,
});
