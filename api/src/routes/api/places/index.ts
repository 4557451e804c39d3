import { getPlaces } from './get-places';
import { postPlace } from './post-place';
import { getPlace } from './get-place';
import { patchPlace } from './patch-place';
import { deletePlace } from './delete-place';
import { exportPlaces } from './export-places';

export const placesRoutes = [getPlaces, postPlace, getPlace, patchPlace, deletePlace, exportPlaces];
