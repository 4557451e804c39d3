import { createEvent, createEvents, type EventAttributes } from 'ics';
import type { SessionSummary } from '../plugins/repositories/notices-repository';
import type { MailAttachment } from './mail-templates';
import { instantIn } from './zoned-day';

/** A session as its calendar entry shows it. */
export interface CalendarSession {
  interventionId: number;
  activityName: string;
  /** `YYYY-MM-DD` and `HH:MM`, the organisation's wall clock (Europe/Madrid). */
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  /** The place's name and full address; null online. */
  location: string | null;
  /** The session in the volunteer area. */
  url: string;
  description: string;
}

/**
 * A session's calendar entry as the organisation writes it, in its emails and its feeds: the session's page in the
 * volunteer area as its link, the organisation's name and that link as its description.
 */
export function calendarSessionOf(
  session: SessionSummary,
  tenantName: string,
  origin: string,
): CalendarSession {
  const url = `${origin}/volunteer/activity/${session.activityId}`;
  return {
    interventionId: session.interventionId,
    activityName: session.activityName,
    date: session.date,
    scheduleStart: session.scheduleStart,
    scheduleEnd: session.scheduleEnd,
    location: session.place,
    url,
    description: `${tenantName} · ${url}`,
  };
}

// Sequence numbers count seconds from this instant: each later message about the same entry carries a higher one,
// so a calendar applies a cancellation after the invitation (and a new invitation after a cancellation).
const SEQUENCE_EPOCH = Date.UTC(2025, 0, 1);
const sequenceAt = (now: number) => Math.max(0, Math.floor((now - SEQUENCE_EPOCH) / 1000));

/**
 * The entry's UID, the same for every message about one person in one session (so that the cancellation removes
 * the entry the invitation made), and unique across organisations (their canonical host).
 */
export const sessionEventUid = (origin: string, interventionId: number, userId: number) =>
  `intervention-${interventionId}-person-${userId}@${new URL(origin).host}`;

const MAX_LINE_OCTETS = 75;

/**
 * The content lines folded at 75 octets (RFC 5545 §3.1), never inside a character: the library folds at 75
 * characters, so a line with accents ("móvil", "Málaga") came out longer than 75 octets.
 */
function foldedByOctets(content: string): string {
  const lines = content.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        // A continuation line starts with one space, which counts.
        if (octets + size > MAX_LINE_OCTETS) {
          parts.push(part);
          part = ' ';
          octets = 1;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n');
    })
    .join('\r\n');
}

/**
 * The `.ics` (RFC 5545, iTIP) for one person joining (`REQUEST`) or leaving (`CANCEL`) one session: times in UTC,
 * computed from the organisation's time zone; the library escapes and folds the text.
 */
export function sessionCalendar(
  method: 'REQUEST' | 'CANCEL',
  session: CalendarSession,
  uid: string,
  organizer: { name: string; email: string },
  attendee: { name: string; email: string },
  now = Date.now(),
): MailAttachment {
  const { error, value } = createEvent({
    productId: '-//Enlace//Sesiones//ES',
    method,
    uid,
    sequence: sequenceAt(now),
    ...sessionEventTimes(session),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer,
    attendees: [
      {
        ...attendee,
        rsvp: false,
        partstat: method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('calendar entry not made');
  return {
    filename: method === 'CANCEL' ? 'cancelacion.ics' : 'sesion.ics',
    content: foldedByOctets(value),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** When, what and where a session's calendar entry says: times in UTC from the organisation's time zone. */
function sessionEventTimes(session: CalendarSession) {
  return {
    start: instantIn(session.date, session.scheduleStart),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: instantIn(session.date, session.scheduleEnd),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: session.activityName,
    description: session.description,
    ...(session.location ? { location: session.location } : {}),
    url: session.url,
  } satisfies Partial<EventAttributes> & { end: number };
}

/**
 * A person's calendar feed (RFC 5545, `METHOD:PUBLISH`): one entry per session, with the UID of the emails' entries
 * so that a calendar holding both shows one; a calendar that subscribes reads it again every hour.
 */
export function sessionsFeed(
  calendarName: string,
  entries: { session: CalendarSession; uid: string }[],
  now = Date.now(),
): string {
  const { error, value } = createEvents(
    entries.map(({ session, uid }) => ({
      uid,
      sequence: sequenceAt(now),
      ...sessionEventTimes(session),
      status: 'CONFIRMED',
    })),
    { productId: '-//Enlace//Calendario//ES', method: 'PUBLISH', calName: calendarName },
  );
  if (error || !value) throw error ?? new Error('calendar feed not made');
  return foldedByOctets(value);
}
