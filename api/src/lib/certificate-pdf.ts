import { hoursAndMinutes } from '@enlace/shared/domain';
import { loadPdfKit, loadSharp } from './lazy-libraries';
import { type MailLanguage, mailTexts } from './mail-i18n';

// The certificate of volunteering as a PDF (docs/adr/0073-certificates-of-volunteering.md). PDFKit's standard
// Helvetica is written in WinAnsi, which holds every letter of Spanish and Catalan (á é í ó ú ü ñ ç à è ò ï ·),
// so no font file is embedded. Everything printed comes from here: what is stored is the document as sent.

/** One session attended, as the certificate lists it. */
export interface CertificateSession {
  date: string;
  activityId: number;
  activityName: string;
  minutes: number;
}

export interface CertificateContent {
  language: MailLanguage;
  reference: string;
  /** When it was issued (ISO instant) and the calendar day in Spain it was issued on. */
  issuedAt: string;
  issuedOn: string;
  tenantName: string;
  /** The organisation's logo as PNG (PDF readers do not read WebP), or none. */
  logoPng: Buffer | null;
  volunteer: {
    name: string;
    surname: string;
    identificationType: string | null;
    identification: string | null;
  };
  /** The period printed: the days asked for, else the first session's day and the issue day. */
  from: string;
  to: string;
  /** Oldest first. */
  sessions: CertificateSession[];
}

const LOCALES: Record<MailLanguage, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

/** `3 de marzo de 2026`, `3 March 2026`, `3 de març de 2026` of a calendar day. */
export const longDay = (day: string, language: MailLanguage): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const shortDay = (day: string, language: MailLanguage): string =>
  new Intl.DateTimeFormat(LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** `2 h`, `45 min`, `2 h 30 min`: as the screens read a duration. */
export function hoursText(minutes: number): string {
  const { hours, minutes: rest } = hoursAndMinutes(minutes);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The organisation's logo, whatever its stored format, as PNG no larger than the certificate shows it. */
export async function logoAsPng(bytes: Buffer | undefined): Promise<Buffer | null> {
  if (!bytes) return null;
  const sharp = await loadSharp();
  try {
    return await sharp(bytes).resize(600, 240, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  } catch {
    // A logo that cannot be read leaves the organisation's name alone at the top.
    return null;
  }
}

interface ActivityLines {
  name: string;
  minutes: number;
  sessions: CertificateSession[];
}

function byActivity(sessions: CertificateSession[]): ActivityLines[] {
  const groups = new Map<number, ActivityLines>();
  for (const session of sessions) {
    const group = groups.get(session.activityId) ?? { name: session.activityName, minutes: 0, sessions: [] };
    group.minutes += session.minutes;
    group.sessions.push(session);
    groups.set(session.activityId, group);
  }
  return [...groups.values()];
}

const MARGIN = 56;
const GREY = '#4a4a4a';

/** Renders the certificate; the PDF's dates are the issue's, so the same content gives the same document. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const t = mailTexts(content.language);
  const { volunteer, language } = content;
  const fullName = `${volunteer.name} ${volunteer.surname}`.trim();
  const typeKey = volunteer.identificationType ?? '';
  const typeLabel = ['national', 'resident', 'passport'].includes(typeKey)
    ? t(`certificate.${typeKey as 'national' | 'resident' | 'passport'}`)
    : t('certificate.documentOther');
  const document = volunteer.identification
    ? t('certificate.document', { type: typeLabel, number: volunteer.identification })
    : '';
  const totalMinutes = content.sessions.reduce((sum, session) => sum + session.minutes, 0);
  const count = content.sessions.length;
  const values = {
    tenant: content.tenantName,
    name: fullName,
    document,
    from: longDay(content.from, language),
    to: longDay(content.to, language),
    hours: hoursText(totalMinutes),
    sessions: count,
  };

  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: language,
    info: {
      Title: `${t('certificate.title')}: ${fullName}`,
      Author: content.tenantName,
      Subject: content.reference,
      Creator: 'Enlace',
      CreationDate: new Date(content.issuedAt),
      ModDate: new Date(content.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  if (content.logoPng) {
    pdf.image(content.logoPng, MARGIN, MARGIN, { fit: [180, 64] });
    pdf.y = MARGIN + 76;
  }
  pdf.font('Helvetica-Bold').fontSize(13).fillColor('black').text(content.tenantName, MARGIN, pdf.y);
  pdf.moveDown(2);
  pdf.font('Helvetica-Bold').fontSize(20).text(t('certificate.title'), { align: 'center' });
  pdf.moveDown(1.5);
  pdf
    .font('Helvetica')
    .fontSize(11)
    .text(t(count === 1 ? 'certificate.introOne' : 'certificate.intro', values), {
      align: 'justify',
      lineGap: 3,
    });
  pdf.moveDown(1.2);

  pdf.font('Helvetica-Bold').fontSize(12).text(t('certificate.activities'));
  pdf.moveDown(0.4);
  for (const activity of byActivity(content.sessions)) {
    const hours = hoursText(activity.minutes);
    pdf.font('Helvetica-Bold').fontSize(11).text(activity.name, { continued: false });
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(
        activity.sessions.length === 1
          ? t('certificate.activityOneSession', { hours })
          : t('certificate.activitySessions', { count: activity.sessions.length, hours }),
      );
    pdf.text(
      activity.sessions
        .map((session) => `${shortDay(session.date, language)} (${hoursText(session.minutes)})`)
        .join(' · '),
      { width, lineGap: 2 },
    );
    pdf.fillColor('black').moveDown(0.6);
  }
  pdf.moveDown(0.4);
  pdf
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(
      count === 1
        ? t('certificate.totalOne', { hours: values.hours })
        : t('certificate.total', { hours: values.hours, sessions: count }),
    );
  pdf.moveDown(1.2);
  pdf.font('Helvetica').fontSize(10).text(t('certificate.attests'), { align: 'justify', lineGap: 2 });
  pdf.moveDown(1.2);
  pdf
    .fontSize(11)
    .text(t('certificate.issued', { tenant: content.tenantName, date: longDay(content.issuedOn, language) }));
  pdf.moveDown(1);
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(t('certificate.reference', { reference: content.reference }));
  pdf.font('Helvetica').fillColor(GREY).text(t('certificate.verify'));

  // Page numbers once every page exists.
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(
        `${content.reference} · ${t('certificate.page', { page: index + 1, pages: range.count })}`,
        MARGIN,
        pdf.page.height - MARGIN / 2 - 8,
        { width, align: 'center', lineBreak: false },
      );
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
