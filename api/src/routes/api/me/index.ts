import { getMyMfa } from './get-my-mfa';
import { postMyMfa } from './post-my-mfa';
import { postMyMfaConfirmation } from './post-my-mfa-confirmation';
import { deleteMyMfa } from './delete-my-mfa';
import { postMyMfaRecoveryCodes } from './post-my-mfa-recovery-codes';
import { getMe } from './get-me';
import { patchMe } from './patch-me';
import { getMySettings } from './get-my-settings';
import { getMyCalendarFeed } from './get-my-calendar-feed';
import { postMyCalendarFeedReset } from './post-my-calendar-feed-reset';
import { patchMySettings } from './patch-my-settings';
import { getMyInterventions } from './get-my-interventions';
import { getMyHours } from './get-my-hours';

export const meRoutes = [
  getMyMfa,
  postMyMfa,
  postMyMfaConfirmation,
  deleteMyMfa,
  postMyMfaRecoveryCodes,
  getMe,
  patchMe,
  getMySettings,
  getMyCalendarFeed,
  postMyCalendarFeedReset,
  patchMySettings,
  getMyInterventions,
  getMyHours,
];
