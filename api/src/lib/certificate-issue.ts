import { createHash, randomInt } from 'node:crypto';
import { calendarDay, certificatePeriodOf, certificatePeriodSchema } from '@enlace/shared/domain';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '@enlace/shared/i18n/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nowIso } from '../db/database';
import type { CertificateRow } from '../plugins/repositories/certificates-repository';
import { tenantOf } from '../plugins/tenancy';
import { logoAsPng, renderCertificatePdf } from './certificate-pdf';
import { HttpError } from './http-error';
import { acceptedMailLanguage, type MailLanguage, mailTexts } from './mail-i18n';
import { readCdnFile } from './tenant-cdn-file';
import { validateBody } from './validation';

// Issuing a certificate of volunteering (docs/adr/0073-certificates-of-volunteering.md), the same for the volunteer
// (the volunteer area) and for staff (the volunteer's page): the attended sessions of the period, printed in the
// volunteer's language with the organisation's name and logo, stored with its PDF.

export const certificateWithoutHours = () =>
  new HttpError(
    409,
    'certificate-without-hours',
    'No hay horas de voluntariado registradas en ese periodo: el certificado necesita al menos una sesión con asistencia.',
  );

// Crockford's base 32: no I, L, O or U, so a reference read aloud or typed again is not mistaken.
const REFERENCE_LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const referencePart = () =>
  Array.from({ length: 4 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('');

/** `ENL-2026-7K3M-Q9XD`: random, so that it says nothing of how many certificates the organisation issued. */
export const newCertificateReference = (issuedOn: string) =>
  `ENL-${issuedOn.slice(0, 4)}-${referencePart()}-${referencePart()}`;

/**
 * The language a certificate is written in: the one the volunteer chose for what they are sent; without one, the
 * screen's when they ask for it themselves, else Spanish (the organisation's language).
 */
export function certificateLanguage(
  request: FastifyRequest,
  stored: string | null,
  bySelf: boolean,
): MailLanguage {
  if (stored && isSupportedLanguage(stored)) return stored;
  return bySelf ? acceptedMailLanguage(request.headers['accept-language']) : FALLBACK_LANGUAGE;
}

/** The tenant's logo for light backgrounds (the page is white), else its other one; none when unreadable. */
async function tenantLogo(app: FastifyInstance, request: FastifyRequest): Promise<Buffer | null> {
  const tenant = tenantOf(request);
  const file = tenant.logo_dark ?? tenant.logo_light;
  if (!file) return null;
  return logoAsPng((await readCdnFile(app, request, tenant.asset_folder, file))?.bytes);
}

/**
 * Checks the period (422 with the shared rule's violations), gathers the sessions (409 `certificate-without-hours`
 * when none), renders and stores the certificate; answers it as stored. The volunteer is the tenant's (the caller
 * checked it).
 */
export async function issueCertificate(
  app: FastifyInstance,
  request: FastifyRequest,
  { userId, body, bySelf }: { userId: number; body: unknown; bySelf: boolean },
): Promise<CertificateRow> {
  await validateBody(certificatePeriodSchema, body);
  const period = certificatePeriodOf((body ?? {}) as { from?: unknown; to?: unknown });
  const volunteer = (await app.certificatesRepository.volunteer(request, userId))!;
  const sessions = await app.certificatesRepository.attendedSessions(request, userId, period);
  if (sessions.length === 0) throw certificateWithoutHours();

  const issuedAt = nowIso();
  const issuedOn = calendarDay(new Date(issuedAt));
  const language = certificateLanguage(request, volunteer.language, bySelf);
  const logoPng = await tenantLogo(app, request);
  const totalMinutes = sessions.reduce((sum, session) => sum + session.minutes, 0);
  for (;;) {
    const reference = newCertificateReference(issuedOn);
    const pdf = await renderCertificatePdf({
      language,
      reference,
      issuedAt,
      issuedOn,
      tenantName: tenantOf(request).name,
      logoPng,
      volunteer,
      from: period.from ?? sessions[0]!.date,
      to: period.to ?? issuedOn,
      sessions,
    });
    const id = await app.certificatesRepository.insert(request, {
      reference,
      userId,
      issuedById: request.currentUser!.id,
      issuedAt,
      from: period.from,
      to: period.to,
      sessions: sessions.length,
      totalMinutes,
      language,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      pdf,
    });
    // A reference drawn twice (one in a trillion a year) is drawn again.
    if (id !== false) return (await app.certificatesRepository.find(request, userId, id))!;
  }
}

/** Sends a stored certificate's PDF as a download named after the certificate and its reference, never cached. */
export function sendCertificatePdf(reply: FastifyReply, certificate: CertificateRow, pdf: Buffer) {
  const language = isSupportedLanguage(certificate.language) ? certificate.language : FALLBACK_LANGUAGE;
  const name = `${mailTexts(language)('certificate.fileName')}-${certificate.reference}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .send(pdf);
}
