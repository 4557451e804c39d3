import { getParticipants } from './get-participants';
import { postParticipant } from './post-participant';
import { deleteParticipant } from './delete-participant';
import { postParticipantConsent } from './post-participant-consent';

export const participantsRoutes = [
  getParticipants,
  postParticipant,
  deleteParticipant,
  postParticipantConsent,
];
