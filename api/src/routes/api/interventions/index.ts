import { getInterventions } from './get-interventions';
import { postIntervention } from './post-intervention';
import { getIntervention } from './get-intervention';
import { patchIntervention } from './patch-intervention';
import { deleteIntervention } from './delete-intervention';
import { patchInterventionFollowing } from './patch-intervention-following';
import { deleteInterventionFollowing } from './delete-intervention-following';

export const interventionsRoutes = [
  getInterventions,
  postIntervention,
  getIntervention,
  patchIntervention,
  deleteIntervention,
  patchInterventionFollowing,
  deleteInterventionFollowing,
];
