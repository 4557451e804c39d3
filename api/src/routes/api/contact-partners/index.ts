import { getContactPartners } from './get-contact-partners';
import { postContactPartner } from './post-contact-partner';
import { getContactPartner } from './get-contact-partner';
import { patchContactPartner } from './patch-contact-partner';
import { deleteContactPartner } from './delete-contact-partner';
import { exportContactPartners } from './export-contact-partners';

export const contactPartnersRoutes = [
  getContactPartners,
  postContactPartner,
  getContactPartner,
  patchContactPartner,
  deleteContactPartner,
  exportContactPartners,
];
