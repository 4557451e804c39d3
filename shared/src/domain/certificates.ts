import { toDateOnly } from './validation/to-date-only';

// Certificates of volunteering (Ley 45/2015, art. 10; docs/adr/0073-certificates-of-volunteering.md): a PDF of the
// sessions a volunteer attended in a period, issued by the volunteer or by staff, stored and kept ten years.

/** A certificate's reference: `ENL-<year>-` and eight letters and digits without look-alikes (0/O, 1/I/L). */
export const CERTIFICATE_REFERENCE_PATTERN = /^ENL-[0-9]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The period as the API stores it: each end a calendar day, or null when left open. */
export function certificatePeriodOf(input: { from?: unknown; to?: unknown }): {
  from: string | null;
  to: string | null;
} {
  return { from: toDateOnly(input.from), to: toDateOnly(input.to) };
}
