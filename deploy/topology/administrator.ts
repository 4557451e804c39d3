import { TOTP } from 'otpauth';
import type { Reply, Topology } from './topology.ts';

// The tenant's first administrator in the topology: invited by `pnpm enlace tenant create`, activated from the
// email's link, signed in with the authenticator app (two-step verification is compulsory for administrators).

export const ADMIN_PASSWORD = 'Pasarela-Topologia-2026!';

export const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForEmail(topology: Topology, to: string, subject: RegExp, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = (await topology.emails().catch(() => [])).find(
      (email) => subject.test(email.subject) && email.to.some((person) => person.address === to),
    );
    if (found) return found;
    await sleep(250);
  }
  throw new Error(`No email "${subject}" to ${to} within ${timeoutMs} ms.`);
}

let lastStep = 0;
/**
 * The code the authenticator app shows, each used once (the API refuses a step already used): the current 30 s
 * step, else the next one, which the API also takes (a phone's clock may be ahead); else it waits for a new step.
 */
export async function authenticatorCode(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / 30_000);
    const step = Math.max(current, lastStep + 1);
    if (step <= current + 1) {
      lastStep = step;
      return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: step * 30_000 + 1_000,
      });
    }
    await sleep(1_000);
  }
}

/** Activates the invited administrator from the invitation email, with the profile everyone completes. */
export async function activateAdministrator(topology: Topology): Promise<void> {
  const invitation = await waitForEmail(topology, topology.adminEmail, /./, 20_000);
  const code = /activate-account\/([^"'\s<>]+)/.exec(invitation.html ?? invitation.text ?? '')?.[1];
  if (!code) throw new Error('The invitation has no activation link.');
  const activated = await topology.request(`/api/users/activate/${code}`, {
    method: 'PATCH',
    body: {
      password: ADMIN_PASSWORD,
      activationCode: decodeURIComponent(code),
      // Geography loaded by `pnpm enlace migrate`.
      name: 'Ana',
      surname: 'Pasarela García',
      phonePrefixMobile: '+34',
      phoneMobile: '600 123 456',
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29067',
      address: 'Calle Larios 1',
      postalCode: '29005',
      identificationType: 'national',
      identification: '12345678Z',
      sex: 'female',
      birthday: '1990-05-17',
    },
  });
  if (activated.status !== 200) throw new Error(`Activation answered ${activated.status}: ${activated.body}`);
}

/** A sign-in with the password, then the enrolment (first time: returns the secret) or the app's code. */
export async function signInAdministrator(
  via: (pathname: string, body: unknown) => Promise<Reply>,
  topology: Topology,
  secret?: string,
): Promise<{ token: string; refresh_token: string; secret: string }> {
  const first = await via('/api/login_check', { email: topology.adminEmail, password: ADMIN_PASSWORD });
  const { mfa_token: mfaToken } = first.json<{ mfa_token: string }>();
  let known = secret;
  if (!known) {
    const enrolment = await via('/api/login_check/mfa/enrolment', { mfa_token: mfaToken });
    known = enrolment.json<{ secret: string }>().secret;
  }
  const signedIn = await via('/api/login_check/mfa', {
    mfa_token: mfaToken,
    code: await authenticatorCode(known),
  });
  if (signedIn.status !== 200) throw new Error(`Sign-in answered ${signedIn.status}: ${signedIn.body}`);
  return { ...signedIn.json<{ token: string; refresh_token: string }>(), secret: known };
}
