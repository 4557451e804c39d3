import { parseArgs } from 'node:util';
import { NETWORK_TIER } from '@enlace/shared/domain';
import { describeViolations } from './describe-violations';
import { failWith } from './exit';
import { buildProductionApp } from './production-app';
import { ProvisioningRefused, provisionTenant } from './provision-tenant';

/** sysexits' EX_USAGE / EX_DATAERR: the command was called wrongly / its data was refused. */
const EXIT_USAGE = 64;
const EXIT_DATA = 65;

export const CREATE_TENANT_USAGE = `Usage: pnpm enlace tenant create --name <name> --origin <https://host> [--origin …]
         --color <#rrggbb> --tier <1|2|3|network> [--web-url <https://…>]
         --admin-email <email> --admin-name <name> --admin-surname <surnames>

The first --origin is the canonical one (e-mailed links are built from it); every origin must be among
PUBLIC_ORIGINS. The administrator gets an invitation email, in Spanish, to choose a password.`;

/** `pnpm enlace tenant create …`: in the production environment (the same settings as `serve`). */
export async function createTenantCommand(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  let values: Record<string, string | string[] | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        name: { type: 'string' },
        origin: { type: 'string', multiple: true },
        color: { type: 'string' },
        tier: { type: 'string' },
        'web-url': { type: 'string' },
        'admin-email': { type: 'string' },
        'admin-name': { type: 'string' },
        'admin-surname': { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${CREATE_TENANT_USAGE}`);
    process.exit(EXIT_USAGE);
  }
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const tierText = text('tier').trim().toLowerCase();
  const tier = tierText === 'network' ? NETWORK_TIER : Number(tierText || Number.NaN);

  const { app, settings } = await buildProductionApp(env, false);
  let refused: ProvisioningRefused | undefined;
  try {
    const created = await provisionTenant(
      app,
      {
        name: text('name'),
        primaryColor: text('color'),
        tier,
        webUrl: text('web-url') || null,
        origins: (values.origin as string[] | undefined) ?? [],
        adminEmail: text('admin-email'),
        adminName: text('admin-name'),
        adminSurname: text('admin-surname'),
      },
      settings.publicOrigins,
    );
    console.log(
      `Tenant ${created.tenantId} created at ${created.canonicalOrigin}. ` +
        `Invitation to ${text('admin-email').trim().toLowerCase()} queued: an API process sends it as soon as the ` +
        'mail relay takes it (the link is valid for 30 days).',
    );
  } catch (error) {
    if (!(error instanceof ProvisioningRefused)) throw error;
    refused = error;
  } finally {
    await app.close();
  }
  if (refused) failWith(EXIT_DATA, [...describeViolations(refused.violations), ...refused.reasons]);
}
