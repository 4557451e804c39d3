import { getSecurityEvents } from './get-security-events';
import { getSecurityEvent } from './get-security-event';

export const securityEventsRoutes = [getSecurityEvents, getSecurityEvent];
