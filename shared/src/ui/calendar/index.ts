// The session calendar (docs/adr/0078-session-calendar.md): its own entry, imported only by the pages that show
// it (loaded on demand), so that no area's first chunks carry it.
import './translations';

export { SessionCalendar } from './session-calendar';
export type { CalendarEntry, SessionCalendarProps } from './session-calendar';
export { useCalendarParams } from './use-calendar-params';
export { CALENDAR_NAMESPACE } from './translations';
