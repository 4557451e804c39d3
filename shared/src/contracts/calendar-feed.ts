import { type Static, Type } from '@sinclair/typebox';

// A volunteer's private calendar subscription (`/api/me/calendar-feed`), written once for the API and the volunteer
// area.

/**
 * `GET /api/me/calendar-feed` and `POST /api/me/calendar-feed/reset`: the same secret address as
 * `https://…/….ics` (to copy into a calendar app) and as `webcal://…/….ics` (which opens the device's calendar
 * app). Anyone holding it sees the volunteer's sessions.
 */
export const CalendarFeedSchema = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.String(),
  url: Type.String({
    description:
      'La dirección privada del calendario (iCalendar), para suscribirse desde una aplicación de calendario',
  }),
  webcalUrl: Type.String({
    description: 'La misma dirección con el esquema webcal://, que abre la aplicación',
  }),
});
export type CalendarFeed = Static<typeof CalendarFeedSchema>;
