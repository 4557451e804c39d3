// Where the place screens live (ours: the spec leaves them open): place, place/create, place/{id}. Here and not
// in the feature because interventions link to their place.
export const PLACES_PATH = '/intranet/place';
export const PLACE_CREATE_PATH = `${PLACES_PATH}/create`;
export const placePath = (id: number) => `${PLACES_PATH}/${id}`;
