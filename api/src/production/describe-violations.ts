import type { Violation } from '@enlace/shared/domain';
import { commonEn } from '@enlace/shared/i18n/common-en';
import i18next from 'i18next';

// The command line speaks English, the system administrators' language in the README; the rules' messages are the
// screens' English texts, so that a refusal reads the same here as in the intranet.
const instance = i18next.createInstance();
void instance.init({
  resources: { en: { common: commonEn } },
  lng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** `field: message` for each violation, as a person reads it. */
export const describeViolations = (violations: Violation[]): string[] =>
  violations.map(
    (violation) =>
      `${violation.propertyPath}: ${instance.t(`api.error.${violation.message}`, {
        ...(violation.params ?? {}),
        defaultValue: violation.message,
      })}`,
  );
