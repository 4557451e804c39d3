import { mailApiUrl } from './environment.ts';

export interface CaughtEmail {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  to: { address: string }[];
  time: string;
  attachments?: { contentType: string; filename: string; generatedFileName?: string }[];
}

/**
 * Waits for the newest email sent to `address` after `since` in the mail catcher (with `subject`, when given: two
 * emails a second apart cannot be told apart by their time) and returns it.
 */
export async function waitForEmail(
  address: string,
  since: Date,
  timeoutMs = 15_000,
  subject?: string,
): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailApiUrl}/email`);
    if (response.ok) {
      const emails = (await response.json()) as CaughtEmail[];
      const match = emails
        .filter((email) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
        .filter((email) => new Date(email.time).getTime() >= since.getTime() - 1000)
        .filter((email) => subject === undefined || email.subject === subject)
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

/** The text of the email's attachment named `fileName`, as the mail catcher keeps it. */
export async function attachmentText(email: CaughtEmail, fileName: string): Promise<string> {
  const attachment = email.attachments?.find((candidate) => candidate.filename === fileName);
  if (!attachment) throw new Error(`No attachment ${fileName} in "${email.subject}"`);
  const name = attachment.generatedFileName ?? attachment.filename;
  const response = await fetch(`${mailApiUrl}/email/${email.id}/attachment/${encodeURIComponent(name)}`);
  if (!response.ok) throw new Error(`Attachment ${fileName} not served: ${response.status}`);
  return response.text();
}

/** The calendar file's properties, its folded lines unfolded (RFC 5545 §3.1). */
export function calendarValue(content: string, name: string): string | undefined {
  const line = content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
}
