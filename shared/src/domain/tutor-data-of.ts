import { PHONE_MAX_LENGTH } from '@enlace/shared/domain/core';

/** What an adult beneficiary gives the people they tutor (the API's and the form's names). */
export type TutorSource = {
  name: string | null;
  surname: string | null;
  email: string | null;
  phonePrefixMobile: string | null;
  phoneMobile: string | null;
  phonePrefix: string | null;
  phone: string | null;
  address: string | null;
};

export type TutorData = {
  tutorName: string | null;
  tutorSurname: string | null;
  tutorEmail: string | null;
  tutorPhone: string | null;
  tutorAddress: string | null;
};

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value : null);

/** A phone as one field: "+34 612345678" when it fits the phone length, else the number alone. */
function joinedPhone(prefix: string | null, number: string | null): string | null {
  if (!blankToNull(number)) return null;
  const joined = blankToNull(prefix) ? `${prefix} ${number}` : (number as string);
  return joined.length <= PHONE_MAX_LENGTH ? joined : (number as string);
}

/**
 * The tutor data a linked adult gives the people they tutor (docs/adr/0045-beneficiaries.md): name, surname,
 * email, a phone (the mobile with its prefix, else the other one) and the street address. Null where the adult has
 * nothing, so that what was typed for that field stays. The API stores it; the form shows it as it will be saved.
 */
export const tutorDataOf = (adult: TutorSource): TutorData => ({
  tutorName: blankToNull(adult.name),
  tutorSurname: blankToNull(adult.surname),
  tutorEmail: blankToNull(adult.email),
  tutorPhone:
    joinedPhone(adult.phonePrefixMobile, adult.phoneMobile) ?? joinedPhone(adult.phonePrefix, adult.phone),
  tutorAddress: blankToNull(adult.address),
});
