import { getPartners } from './get-partners';
import { postPartner } from './post-partner';
import { getPartner } from './get-partner';
import { patchPartner } from './patch-partner';
import { deletePartner } from './delete-partner';
import { exportPartners } from './export-partners';

export const partnersRoutes = [
  getPartners,
  postPartner,
  getPartner,
  patchPartner,
  deletePartner,
  exportPartners,
];
