import { getAuthorizedParticipation } from './get-authorized-participation';
import { postAuthorizedParticipation } from './post-authorized-participation';
import { postAuthorizedParticipationDecline } from './post-authorized-participation-decline';

export const authorizedParticipationRoutes = [
  getAuthorizedParticipation,
  postAuthorizedParticipation,
  postAuthorizedParticipationDecline,
];
