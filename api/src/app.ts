import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { namedScope } from './lib/named-scope';
import { type AppOptions, resolveOptions } from './options';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { conditionalGetPlugin } from './plugins/conditional-get';
import { contentTypesPlugin } from './plugins/content-types';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { metricsPlugin } from './plugins/metrics';
import { loginThrottlePlugin } from './plugins/login-throttle';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { securityHeadersPlugin } from './plugins/security-headers';
import { geographyRepositoryPlugin } from './plugins/repositories/geography-repository';
import { passwordResetsRepositoryPlugin } from './plugins/repositories/password-resets-repository';
import { refreshTokensRepositoryPlugin } from './plugins/repositories/refresh-tokens-repository';
import { staffRepositoryPlugin } from './plugins/repositories/staff-repository';
import { tenantsRepositoryPlugin } from './plugins/repositories/tenants-repository';
import { areaRegistryRepositoryPlugin } from './plugins/repositories/area-registry-repository';
import { usersRepositoryPlugin } from './plugins/repositories/users-repository';
import { volunteersRepositoryPlugin } from './plugins/repositories/volunteers-repository';
import { partnersRepositoryPlugin } from './plugins/repositories/partners-repository';
import { contactPartnersRepositoryPlugin } from './plugins/repositories/contact-partners-repository';
import { beneficiariesRepositoryPlugin } from './plugins/repositories/beneficiaries-repository';
import { projectsRepositoryPlugin } from './plugins/repositories/projects-repository';
import { placesRepositoryPlugin } from './plugins/repositories/places-repository';
import { participantsRepositoryPlugin } from './plugins/repositories/participants-repository';
import { volunteerAreaRepositoryPlugin } from './plugins/repositories/volunteer-area-repository';
import { attendanceRepositoryPlugin } from './plugins/repositories/attendance-repository';
import { certificatesRepositoryPlugin } from './plugins/repositories/certificates-repository';
import { activitiesRepositoryPlugin } from './plugins/repositories/activities-repository';
import { interventionsRepositoryPlugin } from './plugins/repositories/interventions-repository';
import { interventionSeriesRepositoryPlugin } from './plugins/repositories/intervention-series-repository';
import { securityLogRepositoryPlugin } from './plugins/repositories/security-log-repository';
import { mfaRepositoryPlugin } from './plugins/repositories/mfa-repository';
import { userSettingsRepositoryPlugin } from './plugins/repositories/user-settings-repository';
import { noticesRepositoryPlugin } from './plugins/repositories/notices-repository';
import { volunteerHistoryRepositoryPlugin } from './plugins/repositories/volunteer-history-repository';
import { tierUsageRepositoryPlugin } from './plugins/repositories/tier-usage-repository';
import { dashboardRepositoryPlugin } from './plugins/repositories/dashboard-repository';
import { tenantBrandingRepositoryPlugin } from './plugins/repositories/tenant-branding-repository';
import { importsRepositoryPlugin } from './plugins/repositories/imports-repository';
import { securityLogRetentionPlugin } from './plugins/security-log-retention';
import { sessionCalendarRepositoryPlugin } from './plugins/repositories/session-calendar-repository';
import { sessionRemindersRepositoryPlugin } from './plugins/repositories/session-reminders-repository';
import { sessionRemindersPlugin } from './plugins/session-reminders';
import { waitingListRepositoryPlugin } from './plugins/repositories/waiting-list-repository';
import { waitingListOffersPlugin } from './plugins/waiting-list-offers';
import { swaggerPlugin } from './plugins/swagger';
import { tenancyPlugin } from './plugins/tenancy';
import { apiRoutes } from './routes/api';
import { contractDecodingPlugin } from './plugins/contract-decoding';
import { getCdnFile } from './routes/cdn/get-cdn-file';
import { getMatomoConfig } from './routes/matomo-config/get-matomo-config';
import { operationsRoutes } from './routes/operations/operations-routes';

export type { AppOptions } from './options';
export { migrateToLatest, pendingMigrations } from './db/migrate';
export { seedDemoData } from './db/seed/seed-demo-data';
export { createDatabase } from './db/database';
export { hostLookup, parseOrigin } from './lib/origin';
export { PAGE_BOOT_DATA_ID, pageBootData } from './lib/tenant-config';
export { type AreaRegistry, AreaRegistryError, areaRegistry } from './releases/area-registry';
export { CSP_REPORT_PATH, documentlessHelmetOptions } from './plugins/security-headers';
export { SERVE_NODE_FLAGS } from './production/node-flags';

/** The API, not listening yet: the gateway adds static serving and listens. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = resolveOptions(options);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimit,
    // Behind the gateway: the client's address (security log, rate limits) and protocol (HSTS) come from the
    // X-Forwarded-* headers of the proxies named in TRUST_PROXY, and only those.
    trustProxy: config.trustProxy,
    // The gateway's id of the request (nginx's $request_id) names it in the logs of both; only a trusted
    // gateway's, since anyone else could send one.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    // Starting may migrate a new database (the demo, each test's PostgreSQL schema): on a busy machine that takes
    // more than Fastify's default 10 s per plugin.
    pluginTimeout: 60_000,
    // Bodies are validated without coercion: a number where a string belongs is an error, not a conversion.
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, allowUnionTypes: true },
    },
  });

  // External plugins
  await app.register(securityHeadersPlugin);
  await app.register(cors, { origin: false });
  await app.register(swaggerPlugin);

  // Application plugins
  await app.register(configPlugin, { resolved: config });
  await app.register(metricsPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(errorsPlugin);
  await app.register(contractDecodingPlugin);
  await app.register(contentTypesPlugin);
  await app.register(conditionalGetPlugin);
  await app.register(databasePlugin);
  await app.register(tenantsRepositoryPlugin);
  await app.register(areaRegistryRepositoryPlugin);
  await app.register(tenancyPlugin);
  // Early, so that every later plugin (authentication too) may record security events.
  await app.register(securityLogRepositoryPlugin);
  await app.register(mfaRepositoryPlugin);
  await app.register(usersRepositoryPlugin);
  await app.register(userSettingsRepositoryPlugin);
  await app.register(noticesRepositoryPlugin);
  await app.register(refreshTokensRepositoryPlugin);
  await app.register(passwordResetsRepositoryPlugin);
  await app.register(geographyRepositoryPlugin);
  await app.register(volunteersRepositoryPlugin);
  await app.register(authPlugin);
  await app.register(loginThrottlePlugin);
  await app.register(mailPlugin);
  await app.register(partnersRepositoryPlugin);
  await app.register(contactPartnersRepositoryPlugin);
  await app.register(beneficiariesRepositoryPlugin);
  await app.register(staffRepositoryPlugin);
  await app.register(projectsRepositoryPlugin);
  await app.register(placesRepositoryPlugin);
  await app.register(participantsRepositoryPlugin);
  await app.register(volunteerAreaRepositoryPlugin);
  await app.register(attendanceRepositoryPlugin);
  await app.register(certificatesRepositoryPlugin);
  await app.register(activitiesRepositoryPlugin);
  await app.register(interventionsRepositoryPlugin);
  await app.register(interventionSeriesRepositoryPlugin);
  await app.register(volunteerHistoryRepositoryPlugin);
  await app.register(tierUsageRepositoryPlugin);
  await app.register(dashboardRepositoryPlugin);
  await app.register(sessionCalendarRepositoryPlugin);
  await app.register(tenantBrandingRepositoryPlugin);
  await app.register(importsRepositoryPlugin);
  await app.register(securityLogRetentionPlugin);
  await app.register(sessionRemindersRepositoryPlugin);
  await app.register(sessionRemindersPlugin);
  await app.register(waitingListRepositoryPlugin);
  await app.register(waitingListOffersPlugin);

  // Routes
  await app.register(namedScope(apiRoutes), { prefix: '/api' });
  await app.register(namedScope(getMatomoConfig));
  await app.register(namedScope(getCdnFile));
  await app.register(namedScope(operationsRoutes));

  return app;
}
