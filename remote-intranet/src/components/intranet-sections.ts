import type { Permission } from '@enlace/shared/domain';
import { PLACES_PATH, STAFF_PATHS, TIER_USAGE_PATH } from '../config/paths';

export type IntranetSection = {
  /** Absolute path of the section's list. */
  to: string;
  /** Translation key in the intranet namespace. */
  label: string;
  /** Shown only to staff who hold it (docs/roles.md); without one, to every staff member. */
  permission?: Permission;
  /** Marked as current only on this exact path (the area's home), not below it. */
  end?: boolean;
};

// The sections of the intranet in menu order; a new section is one more line. The home with its figures comes
// first, then the work (activities, the projects that group them and the places they happen in), then the people
// the organisation serves and works with, then its own staff and the organisation's plan, and last the
// administrators' security log and the organisation's branding.
export const INTRANET_SECTIONS: IntranetSection[] = [
  { to: '/intranet', label: 'nav.home', end: true },
  { to: '/intranet/activity', label: 'nav.activities' },
  { to: '/intranet/calendar', label: 'nav.calendar', permission: 'intervention:list' },
  { to: '/intranet/project', label: 'nav.projects', permission: 'project:list' },
  { to: PLACES_PATH, label: 'nav.places', permission: 'place:list' },
  { to: '/intranet/volunteer', label: 'nav.volunteers', permission: 'volunteer:list' },
  { to: '/intranet/beneficiary', label: 'nav.beneficiaries', permission: 'beneficiary:list' },
  { to: '/intranet/partner', label: 'partners.title', permission: 'partner:list' },
  { to: '/intranet/contact-partner', label: 'contactPartners.title', permission: 'contact-partner:list' },
  { to: STAFF_PATHS.employee, label: 'nav.employees', permission: 'employee:list' },
  { to: STAFF_PATHS.coordinator, label: 'nav.coordinators', permission: 'coordinator:list' },
  { to: TIER_USAGE_PATH, label: 'tierUsage.title', permission: 'tier-usage:read' },
  { to: '/intranet/security-log', label: 'nav.securityLog', permission: 'security-event:list' },
  { to: '/intranet/branding', label: 'nav.branding', permission: 'branding:update' },
];
