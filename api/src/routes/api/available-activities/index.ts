import { getAvailableActivities } from './get-available-activities';
import { getAvailableActivity } from './get-available-activity';

export const availableActivitiesRoutes = [getAvailableActivities, getAvailableActivity];
