import { object } from 'yup';
import type { InferType } from 'yup';
import {
  addressRule,
  agreementStatusRule,
  geoReferenceRule,
  longTextRule,
  nifRule,
  optionalDateRule,
  optionalEmailRule,
  partnerLegalTypeRule,
  partnerNameRule,
  phonePrefixRule,
  phoneRule,
  postalCodeRule,
  websiteRule,
} from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * Create and update of a partner organisation. The address follows the person rules (country, state,
 * province, location and street line required); the organisation's email and phone are optional. An update
 * merges the patch into the stored partner and checks the result with this same schema.
 */
export const partnerShape = builtOnFirstUse(() => ({
  name: partnerNameRule(),
  legalType: partnerLegalTypeRule(),
  nif: nifRule(),
  website: websiteRule(),
  email: optionalEmailRule(),
  phonePrefix: phonePrefixRule(false),
  phone: phoneRule(false),
  addressCountry: geoReferenceRule(),
  addressState: geoReferenceRule(),
  addressProvince: geoReferenceRule(),
  addressLocation: geoReferenceRule(),
  address: addressRule(),
  postalCode: postalCodeRule(),
  description: longTextRule(),
  observations: longTextRule(),
  agreementStatus: agreementStatusRule(),
  expirationDate: optionalDateRule(),
}));

export const partnerSchema = builtOnFirstUse(() => object(partnerShape));

export type PartnerInput = InferType<typeof partnerSchema>;
