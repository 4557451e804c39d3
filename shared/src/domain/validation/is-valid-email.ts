import {
  EMAIL_DOMAIN_LABEL_MAX_LENGTH,
  EMAIL_GENERAL_MAX_LENGTH,
  EMAIL_LOCAL_PART_MAX_LENGTH,
} from '@enlace/shared/domain/core';
import { EMAIL_PATTERNS } from './patterns';

/** The general e-mail checker: format plus the RFC length limits (254 overall, 64 local part, 63 per label). */
export const isValidEmail = (value: string): boolean => {
  if (value.length > EMAIL_GENERAL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_PART_MAX_LENGTH || !EMAIL_PATTERNS.localPart.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const validLabels = labels.every(
    (label) => label.length <= EMAIL_DOMAIN_LABEL_MAX_LENGTH && EMAIL_PATTERNS.domainLabel.test(label),
  );
  return validLabels && EMAIL_PATTERNS.topLevelDomain.test(labels[labels.length - 1]);
};
