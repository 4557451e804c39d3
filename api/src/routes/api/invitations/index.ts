import { postInvitation } from './post-invitation';

// One invitation route per kind of person who signs in.
export const invitationsRoutes = (['volunteer', 'employee', 'coordinator', 'contactPartner'] as const).map(
  postInvitation,
);
