import { getVolunteers } from './get-volunteers';
import { postVolunteerRegister } from './post-volunteer-register';
import { postVolunteer } from './post-volunteer';
import { postVolunteerGuardianConsent } from './post-volunteer-guardian-consent';
import { getVolunteer } from './get-volunteer';
import { getVolunteerHistory } from './get-volunteer-history';
import { getVolunteerInterventions } from './get-volunteer-interventions';
import { patchVolunteer } from './patch-volunteer';
import { deleteVolunteer } from './delete-volunteer';
import { postVolunteerValidate } from './post-volunteer-validate';
import { postVolunteerPromote } from './post-volunteer-promote';
import { exportVolunteers } from './export-volunteers';

export const volunteersRoutes = [
  getVolunteers,
  postVolunteerRegister,
  postVolunteer,
  postVolunteerGuardianConsent,
  getVolunteer,
  getVolunteerHistory,
  getVolunteerInterventions,
  patchVolunteer,
  deleteVolunteer,
  postVolunteerValidate,
  postVolunteerPromote,
  exportVolunteers,
];
