/** Where the beneficiary screens live (spec §2: beneficiary, beneficiary/create, beneficiary/{id}). */
export const BENEFICIARIES_PATH = '/intranet/beneficiary';
export const BENEFICIARY_CREATE_PATH = `${BENEFICIARIES_PATH}/create`;
export const beneficiaryPath = (id: number) => `${BENEFICIARIES_PATH}/${id}`;
/** "Add a tutored person": the create form for a minor with this adult as tutor (`?tutor=` their id). */
export const TUTOR_PARAM = 'tutor';
export const addTutoredPersonPath = (tutorId: number) =>
  `${BENEFICIARY_CREATE_PATH}?${TUTOR_PARAM}=${tutorId}`;
