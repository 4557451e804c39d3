import { getActivities } from './get-activities';
import { postActivity } from './post-activity';
import { getActivity } from './get-activity';
import { patchActivity } from './patch-activity';
import { deleteActivity } from './delete-activity';
import { postActivityDuplicate } from './post-activity-duplicate';

export const activitiesRoutes = [
  getActivities,
  postActivity,
  getActivity,
  patchActivity,
  deleteActivity,
  postActivityDuplicate,
];
