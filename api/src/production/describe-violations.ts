import type { Violation } from '@enlace/shared/domain';
import { errorText } from '../lib/error-texts';

// The command line speaks English, the system administrators' language in the README; the rules' messages are the
// screens' English texts, so that a refusal reads the same here as in the intranet.

/** `field: message` for each violation, as a person reads it. */
export const describeViolations = (violations: Violation[]): string[] =>
  violations.map(
    (violation) => `${violation.propertyPath}: ${errorText('en', violation.message, violation.params)}`,
  );
