/** Where the volunteer screens live (spec §2: volunteer, volunteer/create, volunteer/{id}). */
export const VOLUNTEERS_PATH = '/intranet/volunteer';
export const VOLUNTEER_CREATE_PATH = `${VOLUNTEERS_PATH}/create`;
export const volunteerPath = (id: number) => `${VOLUNTEERS_PATH}/${id}`;
