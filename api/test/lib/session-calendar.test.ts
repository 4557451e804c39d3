import { sessionCalendar, sessionEventUid } from '../../src/lib/session-calendar';

// The calendar file of a session (RFC 5545): times from Spain's wall clock, text escaped and folded.
const session = (overrides = {}) => ({
  interventionId: 12,
  activityName: 'Taller de móvil, WhatsApp; y videollamadas con la familia para personas mayores del barrio',
  date: '2027-01-20',
  scheduleStart: '17:00',
  scheduleEnd: '19:30',
  location: 'Centro Cívico, Calle Larios 4, 29005 Málaga',
  url: 'https://demo.example.org/volunteer/activity/3',
  description: 'Fundación Demo\nVen con tu móvil',
  ...overrides,
});
const organizer = { name: 'Fundación Demo', email: 'no-reply@demo.example.org' };
const attendee = { name: 'Vera Prueba', email: 'vera@example.org' };
const unfolded = (content: string) => content.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('sessionCalendar', () => {
  it('writes the winter and the summer times of Madrid in UTC', () => {
    const winter = unfolded(sessionCalendar('REQUEST', session(), 'uid', organizer, attendee).content);
    expect(winter).toContain('DTSTART:20270120T160000Z');
    expect(winter).toContain('DTEND:20270120T183000Z');
    const summer = unfolded(
      sessionCalendar('REQUEST', session({ date: '2027-07-15' }), 'uid', organizer, attendee).content,
    );
    expect(summer).toContain('DTSTART:20270715T150000Z');
  });

  it('escapes commas, semicolons and line breaks, and folds lines longer than 75 octets', () => {
    const { content, contentType, filename } = sessionCalendar(
      'REQUEST',
      session(),
      'uid',
      organizer,
      attendee,
    );
    expect([contentType, filename]).toEqual(['text/calendar; charset=utf-8; method=REQUEST', 'sesion.ics']);
    for (const line of content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfolded(content);
    expect(lines).toContain(
      'SUMMARY:Taller de móvil\\, WhatsApp\\; y videollamadas con la familia para personas mayores del barrio',
    );
    expect(lines).toContain('LOCATION:Centro Cívico\\, Calle Larios 4\\, 29005 Málaga');
    expect(lines).toContain('DESCRIPTION:Fundación Demo\\nVen con tu móvil');
  });

  it('cancels with the same UID and a higher sequence, and leaves out the place of an online session', () => {
    const uid = sessionEventUid('https://demo.example.org', 12, 7);
    expect(uid).toBe('intervention-12-person-7@demo.example.org');
    const invitation = unfolded(
      sessionCalendar('REQUEST', session(), uid, organizer, attendee, Date.UTC(2026, 10, 1)).content,
    );
    const cancellation = unfolded(
      sessionCalendar('CANCEL', session({ location: null }), uid, organizer, attendee, Date.UTC(2026, 10, 2))
        .content,
    );
    expect(invitation).toContain('METHOD:REQUEST');
    expect(cancellation).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', `UID:${uid}`]));
    expect(invitation).toContain(`UID:${uid}`);
    const sequence = (lines: string[]) => Number(lines.find((l) => l.startsWith('SEQUENCE:'))!.slice(9));
    expect(sequence(cancellation)).toBeGreaterThan(sequence(invitation));
    expect(cancellation.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });
});
