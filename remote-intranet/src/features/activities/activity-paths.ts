/** Where the activity screens live (spec §2: activity, activity/create, activity/{id}, activity/duplicate/{id}). */
export const ACTIVITIES_PATH = '/intranet/activity';
export const ACTIVITY_CREATE_PATH = `${ACTIVITIES_PATH}/create`;
export const activityPath = (id: number) => `${ACTIVITIES_PATH}/${id}`;
export const activityDuplicatePath = (id: number) => `${ACTIVITIES_PATH}/duplicate/${id}`;
/** An intervention's own page (its participants), built by the participants' screens. */
export const interventionPath = (id: number) => `/intranet/intervention/${id}`;
