import { object } from 'yup';
import type { InferType } from 'yup';
import {
  emailRule,
  nameRule,
  partnerNameRule,
  tenantColorRule,
  tenantTierRule,
  websiteRule,
} from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * A new tenant as the foundation provisions it: the organisation (its name, colour, tier and website) and its
 * first administrator, who is invited by email. The origins it answers at are the deployment's (checked against
 * PUBLIC_ORIGINS by the API).
 */
export const tenantProvisioningSchema = builtOnFirstUse(() =>
  object({
    name: partnerNameRule(),
    primaryColor: tenantColorRule(),
    tier: tenantTierRule(),
    webUrl: websiteRule(),
    adminEmail: emailRule(),
    adminName: nameRule(),
    adminSurname: nameRule(),
  }),
);

export type TenantProvisioningInput = InferType<typeof tenantProvisioningSchema>;
