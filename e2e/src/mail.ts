import { mailApiUrl } from './environment.ts';

interface CaughtEmail {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  to: { address: string }[];
  time: string;
}

/** Waits for the newest email sent to `address` after `since` in the mail catcher and returns it. */
export async function waitForEmail(address: string, since: Date, timeoutMs = 15_000): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailApiUrl}/email`);
    if (response.ok) {
      const emails = (await response.json()) as CaughtEmail[];
      const match = emails
        .filter((email) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
        .filter((email) => new Date(email.time).getTime() >= since.getTime() - 1000)
        .pop();
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email reached ${address} within ${timeoutMs} ms`);
}

/** The first link in the email whose path starts with `pathPrefix`. */
export function linkIn(email: CaughtEmail, pathPrefix: string): string {
  const body = `${email.html ?? ''} ${email.text ?? ''}`;
  const links = body.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in "${email.subject}"`);
  return link;
}
