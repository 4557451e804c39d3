import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of certificate-translations.ts, in a chunk of their own.
const texts: LanguageTexts = {
  certificates: {
    title: 'Certificates of volunteering',
    intro:
      "Issue the certificate of this person's volunteering hours (Spanish Law 45/2015, art. 10): in their language, with the activities and their sessions. It is kept on record for ten years.",
    from: 'From',
    to: 'To',
    periodHint: 'Leave the dates empty to include all their time as a volunteer.',
    issue: 'Issue certificate',
    issuing: 'Issuing…',
    issued: 'Certificates issued',
    empty: 'No certificate has been issued for this person yet.',
    loadError: 'The certificates could not be loaded. Reload the page.',
    allTime: 'All their time as a volunteer',
    period: 'From {{from}} to {{to}}',
    summary: '{{hours}} over {{sessions}} sessions · {{date}}',
    by: 'Issued by {{name}}',
    download: 'Download',
    downloadOf: 'Download certificate {{reference}}',
    duration: '{{hours}} h {{minutes}} min',
    durationHours: '{{hours}} h',
    durationMinutes: '{{minutes}} min',
  },
};

export default texts;
