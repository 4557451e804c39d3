import type { FastifyPluginAsync } from 'fastify';
import { namedScope } from '../../lib/named-scope';
import { configRoutes } from './config';
import { imageRoutes } from './image';
import { loginCheckRoutes } from './login-check';
import { tokenRoutes } from './token';
import { meRoutes } from './me';
import { usersRoutes } from './users';
import { homeRoutes } from './home';
import { countriesRoutes } from './countries';
import { statesRoutes } from './states';
import { provincesRoutes } from './provinces';
import { locationsRoutes } from './locations';
import { volunteersRoutes } from './volunteers';
import { importsRoutes } from './imports';
import { docsRoutes } from './docs';
import { contextsRoutes } from './contexts';
import { partnersRoutes } from './partners';
import { contactPartnersRoutes } from './contact-partners';
import { beneficiariesRoutes } from './beneficiaries';
import { staffRoutes } from './staff';
import { invitationsRoutes } from './invitations';
import { calendarFeedsRoutes } from './calendar-feeds';
import { myPartnerRoutes } from './my-partner';
import { projectsRoutes } from './projects';
import { placesRoutes } from './places';
import { participantsRoutes } from './participants';
import { attendanceRoutes } from './attendance';
import { subscriptionsRoutes } from './subscriptions';
import { waitingListsRoutes } from './waiting-lists';
import { authorizedParticipationRoutes } from './authorized-participation';
import { availableActivitiesRoutes } from './available-activities';
import { certificatesRoutes } from './certificates';
import { activitiesRoutes } from './activities';
import { interventionsRoutes } from './interventions';
import { interventionSeriesRoutes } from './intervention-series';
import { securityEventsRoutes } from './security-events';
import { cspReportsRoutes } from './csp-reports';
import { tierUsageRoutes } from './tier-usage';
import { dashboardRoutes } from './dashboard';
import { calendarRoutes } from './calendar';
import { brandingRoutes } from './branding';

// One list per resource, in its folder's index.ts: a new operation is registered beside its siblings.
const routes = [
  ...configRoutes,
  ...imageRoutes,
  ...loginCheckRoutes,
  ...tokenRoutes,
  ...meRoutes,
  ...usersRoutes,
  ...homeRoutes,
  ...countriesRoutes,
  ...statesRoutes,
  ...provincesRoutes,
  ...locationsRoutes,
  ...volunteersRoutes,
  ...importsRoutes,
  ...docsRoutes,
  ...contextsRoutes,
  ...partnersRoutes,
  ...contactPartnersRoutes,
  ...beneficiariesRoutes,
  ...staffRoutes,
  ...invitationsRoutes,
  ...calendarFeedsRoutes,
  ...myPartnerRoutes,
  ...projectsRoutes,
  ...placesRoutes,
  ...participantsRoutes,
  ...attendanceRoutes,
  ...subscriptionsRoutes,
  ...waitingListsRoutes,
  ...authorizedParticipationRoutes,
  ...availableActivitiesRoutes,
  ...certificatesRoutes,
  ...activitiesRoutes,
  ...interventionsRoutes,
  ...interventionSeriesRoutes,
  ...securityEventsRoutes,
  ...cspReportsRoutes,
  ...tierUsageRoutes,
  ...dashboardRoutes,
  ...calendarRoutes,
  ...brandingRoutes,
];

// Everything under /api answers JSON-LD.
export const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      reply.header('content-type', 'application/ld+json; charset=utf-8');
    }
    return payload;
  });
  for (const route of routes) await app.register(namedScope(route));
};
