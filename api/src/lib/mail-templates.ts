import { tenantCdnPath } from '@enlace/shared/domain';
import { localeFormat } from '@enlace/shared/i18n/core';
import Handlebars from 'handlebars';
import type { Tenant } from '../db/schema';
import { type MailLanguage, mailTexts } from './mail-i18n';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
  /** Files sent with the message (a calendar invitation). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

// Every value reaches the HTML through Handlebars' `{{…}}`, which escapes it: a tenant's name, a person's name or
// a URL cannot add markup to the message, whatever it holds.
const layoutTemplate = Handlebars.compile<LayoutValues>(
  `<!doctype html>
<html lang="{{language}}"><head><meta charset="utf-8"><title>{{title}}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:{{color}};padding:20px 24px">{{#if logo}}<img src="{{logo}}" alt="{{tenantName}}" height="40" style="display:block;height:40px">{{else}}<strong style="color:#fff;font-size:20px">{{tenantName}}</strong>{{/if}}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">{{title}}</h1>
{{#each paragraphs}}<p style="line-height:1.5;margin:0 0 12px">{{this}}</p>
{{/each}}<p style="margin:24px 0"><a href="{{url}}" style="background:{{color}};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">{{buttonLabel}}</a></p>
<p style="font-size:12px;color:#52525b;line-height:1.5">{{linkFallback}}<br><a href="{{url}}" style="color:{{color}}">{{url}}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#71717a;border-top:1px solid #e4e4e7">{{tenantName}}{{#if webUrl}} · <a href="{{webUrl}}" style="color:#71717a">{{webUrl}}</a>{{/if}}</td></tr>
</table></td></tr></table></body></html>`,
  { strict: true },
);

interface LayoutValues {
  language: MailLanguage;
  title: string;
  color: string;
  logo: string | null;
  tenantName: string;
  paragraphs: string[];
  buttonLabel: string;
  url: string;
  linkFallback: string;
  webUrl: string | null;
}

/** Only http(s) addresses become links: a stored `javascript:` or a relative value is left out. */
const httpUrlOrNull = (value: string | null) => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
};

function layout(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  title: string,
  paragraphs: string[],
  button: { label: string; url: string },
): string {
  // The header is the tenant's colour with white text: the logo for dark backgrounds (the footer's) reads on it.
  const logoFile = tenant.logo_light ?? tenant.logo_dark;
  return layoutTemplate({
    language,
    title,
    color: /^#[0-9a-fA-F]{3,8}$/.test(tenant.primary_color) ? tenant.primary_color : '#0f766e',
    logo: logoFile ? `${origin}${tenantCdnPath(tenant.asset_folder, logoFile)}` : null,
    tenantName: tenant.name,
    paragraphs,
    buttonLabel: button.label,
    url: button.url,
    linkFallback: mailTexts(language)('layout.linkFallback'),
    webUrl: httpUrlOrNull(tenant.web_url),
  });
}

/** A mail of one title, its paragraphs and one button to `url`, whose plain text ends with `textLink`. */
function mail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  content: {
    subject: string;
    title: string;
    paragraphs: string[];
    button: string;
    textLink: string;
    url: string;
  },
): MailContent {
  return {
    subject: content.subject,
    html: layout(language, tenant, origin, content.title, content.paragraphs, {
      label: content.button,
      url: content.url,
    }),
    text: `${content.paragraphs.join('\n\n')}\n\n${content.textLink}\n\n${tenant.name}`,
  };
}

export function activationMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
  code: string,
): MailContent {
  const t = mailTexts(language);
  const url = `${origin}/activate-account/${encodeURIComponent(code)}`;
  const title = t('activation.title', { tenant: tenant.name });
  return mail(language, tenant, origin, {
    subject: title,
    title,
    paragraphs: [
      t('activation.greeting', { name: person.name }),
      t('activation.body', { tenant: tenant.name }),
    ],
    button: t('activation.button'),
    textLink: t('activation.textLink', { url }),
    url,
  });
}

export function passwordResetMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
  code: string,
): MailContent {
  const t = mailTexts(language);
  const url = `${origin}/reset-password/${encodeURIComponent(code)}`;
  const title = t('passwordReset.title');
  return mail(language, tenant, origin, {
    subject: `${title} · ${tenant.name}`,
    title,
    paragraphs: [
      t('passwordReset.greeting', { name: person.name }),
      t('passwordReset.body', { tenant: tenant.name }),
      t('passwordReset.notYou'),
    ],
    button: t('passwordReset.button'),
    textLink: t('passwordReset.textLink', { url }),
    url,
  });
}

/**
 * The email to the owner of an address that someone used to sign up again: the sign-up answers as for a new
 * address, so that it never tells whether an address has an account.
 */
export function accountExistsMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
): MailContent {
  const t = mailTexts(language);
  const url = `${origin}/login`;
  const title = t('accountExists.title', { tenant: tenant.name });
  return mail(language, tenant, origin, {
    subject: title,
    title,
    paragraphs: [
      t('accountExists.greeting', { name: person.name }),
      t('accountExists.body', { tenant: tenant.name }),
      t('accountExists.signIn'),
      t('accountExists.notYou'),
    ],
    button: t('accountExists.button'),
    textLink: t('accountExists.textLink', { url }),
    url,
  });
}

/** What the tutor's email says about the participation asked for (a minor beneficiary in one intervention). */
export interface ParticipationSummary {
  childName: string;
  activityName: string;
  /** `YYYY-MM-DD`, the organisation's local day. */
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  /** The place's name and address; null for an online intervention. */
  address: string | null;
}

const consentUrl = (origin: string, code: string) =>
  `${origin}/authorized-participation/${encodeURIComponent(code)}`;

/** The email that asks a minor beneficiary's tutor to authorise one participation (spec §4). */
export function participationConsentMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  summary: ParticipationSummary,
  code: string,
  validDays: number,
): MailContent {
  const t = mailTexts(language);
  const url = consentUrl(origin, code);
  const title = t('participationConsent.title', { child: summary.childName });
  return mail(language, tenant, origin, {
    subject: `${title} · ${tenant.name}`,
    title,
    paragraphs: [
      t('participationConsent.greeting'),
      t('participationConsent.body', {
        tenant: tenant.name,
        child: summary.childName,
        activity: summary.activityName,
      }),
      t('participationConsent.when', {
        // The day in full ("sábado, 12 de junio de 2027"), as the screens write it.
        date: localeFormat(language).date(summary.date, 'full'),
        start: summary.scheduleStart,
        end: summary.scheduleEnd,
      }),
      t('participationConsent.where', { place: summary.address ?? t('participationConsent.online') }),
      t('participationConsent.validity', { days: validDays }),
    ],
    button: t('participationConsent.button'),
    textLink: t('participationConsent.textLink', { url }),
    url,
  });
}

/** The email that asks a minor volunteer's tutor to authorise volunteering with the organisation (spec §5). */
export function volunteerConsentMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  volunteer: { name: string; surname: string },
  code: string,
  validDays: number,
): MailContent {
  const t = mailTexts(language);
  const url = consentUrl(origin, code);
  const title = t('volunteerConsent.title', { name: volunteer.name });
  return mail(language, tenant, origin, {
    subject: `${title} · ${tenant.name}`,
    title,
    paragraphs: [
      t('volunteerConsent.greeting'),
      t('volunteerConsent.body', {
        fullName: `${volunteer.name} ${volunteer.surname}`.trim(),
        tenant: tenant.name,
      }),
      t('volunteerConsent.validity', { days: validDays }),
    ],
    button: t('volunteerConsent.button'),
    textLink: t('volunteerConsent.textLink', { url }),
    url,
  });
}

/** The email that tells a volunteer that staff validated them: they can now sign up for sessions. */
export function volunteerValidatedMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
): MailContent {
  const t = mailTexts(language);
  const url = `${origin}/volunteer`;
  const title = t('volunteerValidated.title', { tenant: tenant.name });
  return mail(language, tenant, origin, {
    subject: title,
    title,
    paragraphs: [
      t('volunteerValidated.greeting', { name: person.name }),
      t('volunteerValidated.body', { tenant: tenant.name }),
    ],
    button: t('volunteerValidated.button'),
    textLink: t('volunteerValidated.textLink', { url }),
    url,
  });
}

/** One session as the emails about it describe it. */
export interface SessionSummary {
  activityName: string;
  /** `YYYY-MM-DD`, the organisation's local day. */
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  /** The place's name and full address; null online. */
  place: string | null;
}

/** The "when" and "where" paragraphs of a session, in the reader's language and formats. */
function sessionLines(language: MailLanguage, session: SessionSummary): string[] {
  const t = mailTexts(language);
  return [
    t('session.when', {
      date: localeFormat(language).date(session.date, 'full'),
      start: session.scheduleStart,
      end: session.scheduleEnd,
    }),
    t('session.where', { place: session.place ?? t('session.online') }),
  ];
}

/**
 * The email to a volunteer who joined (or was added to) a session, or left (or was taken off) it, with the
 * session's details and a link to it in the volunteer area; the calendar file goes with it.
 */
export function sessionParticipationMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  change: 'joined' | 'left',
  by: 'self' | 'staff',
  person: { name: string },
  session: SessionSummary,
  url: string,
  calendar: MailAttachment,
): MailContent {
  const t = mailTexts(language);
  const group = change === 'joined' ? 'sessionJoined' : 'sessionLeft';
  const values = { activity: session.activityName, tenant: tenant.name };
  const title = t(`${group}.title`, values);
  return {
    ...mail(language, tenant, origin, {
      subject: `${title} · ${tenant.name}`,
      title,
      paragraphs: [
        t(`${group}.greeting`, { name: person.name }),
        t(by === 'self' ? `${group}.bySelf` : `${group}.byStaff`, values),
        ...sessionLines(language, session),
        t(`${group}.calendar`),
      ],
      button: t(`${group}.button`),
      textLink: t(`${group}.textLink`, { url }),
      url,
    }),
    attachments: [calendar],
  };
}

/** The notice to staff who asked for it: someone joined or left a session of an activity they coordinate. */
export function participationNoticeMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  change: 'joined' | 'left',
  coordinator: { name: string },
  participant: { name: string; surname: string },
  session: SessionSummary,
  url: string,
): MailContent {
  const t = mailTexts(language);
  const values = {
    person: `${participant.name} ${participant.surname}`.trim(),
    activity: session.activityName,
  };
  const title = t(
    change === 'joined' ? 'participationNotice.joinedTitle' : 'participationNotice.leftTitle',
    values,
  );
  return mail(language, tenant, origin, {
    subject: `${title} · ${tenant.name}`,
    title,
    paragraphs: [
      t('participationNotice.greeting', { name: coordinator.name }),
      t(change === 'joined' ? 'participationNotice.joined' : 'participationNotice.left', values),
      ...sessionLines(language, session),
      t('participationNotice.settings'),
    ],
    button: t('participationNotice.button'),
    textLink: t('participationNotice.textLink', { url }),
    url,
  });
}

/**
 * The frame of the emails about one of a volunteer's sessions (`kind` names their texts): title, greeting and
 * body, the lines between, a button to the session and the calendar file.
 */
function sessionNoticeMail(
  kind: 'sessionReminder' | 'sessionChanged' | 'sessionCancelled' | 'waitingListPlace',
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
  activityName: string,
  lines: string[],
  url: string,
  calendar: MailAttachment,
): MailContent {
  const t = mailTexts(language);
  const values = { activity: activityName, tenant: tenant.name };
  const title = t(`${kind}.title`, values);
  return {
    ...mail(language, tenant, origin, {
      subject: `${title} · ${tenant.name}`,
      title,
      paragraphs: [t(`${kind}.greeting`, { name: person.name }), t(`${kind}.body`, values), ...lines],
      button: t(`${kind}.button`),
      textLink: t(`${kind}.textLink`, { url }),
      url,
    }),
    attachments: [calendar],
  };
}

/**
 * The email of a volunteer moved from a session's waiting list into a freed place, with the session's calendar file
 * (docs/adr/0077-waiting-lists.md).
 */
export function waitingListPlaceMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
  session: SessionSummary,
  url: string,
  calendar: MailAttachment,
): MailContent {
  const lines = [...sessionLines(language, session), mailTexts(language)('waitingListPlace.calendar')];
  return sessionNoticeMail(
    'waitingListPlace',
    language,
    tenant,
    origin,
    person,
    session.activityName,
    lines,
    url,
    calendar,
  );
}

/** The email that offers the first of a waiting list a freed place, held for them for `hours`. */
export function waitingListOfferMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
  session: SessionSummary,
  url: string,
  hours: number,
): MailContent {
  const t = mailTexts(language);
  const values = { activity: session.activityName, tenant: tenant.name };
  const title = t('waitingListOffer.title', values);
  return mail(language, tenant, origin, {
    subject: `${title} · ${tenant.name}`,
    title,
    paragraphs: [
      t('waitingListOffer.greeting', { name: person.name }),
      t('waitingListOffer.body', values),
      ...sessionLines(language, session),
      t('waitingListOffer.deadline', { hours }),
    ],
    button: t('waitingListOffer.button'),
    textLink: t('waitingListOffer.textLink', { url }),
    url,
  });
}

/** The email that reminds a volunteer of a session they joined, some hours before it, with its calendar file. */
export function sessionReminderMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
  session: SessionSummary,
  url: string,
  calendar: MailAttachment,
): MailContent {
  const t = mailTexts(language);
  const lines = [
    ...sessionLines(language, session),
    t('sessionReminder.cannotGo'),
    t('sessionReminder.calendar'),
  ];
  return sessionNoticeMail(
    'sessionReminder',
    language,
    tenant,
    origin,
    person,
    session.activityName,
    lines,
    url,
    calendar,
  );
}

/** A session's day and times in the reader's language ("sábado, 12 de junio de 2027, de 17:00 a 19:00"). */
function sessionPeriod(language: MailLanguage, session: SessionSummary): string {
  return mailTexts(language)('session.period', {
    date: localeFormat(language).date(session.date, 'full'),
    start: session.scheduleStart,
    end: session.scheduleEnd,
  });
}

/**
 * The email to a volunteer whose session staff moved (another day, time or place): what changed, before → after,
 * what stayed as it was, and the updated calendar file.
 */
export function sessionChangedMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
  before: SessionSummary,
  after: SessionSummary,
  url: string,
  calendar: MailAttachment,
): MailContent {
  const t = mailTexts(language);
  const [when, where] = sessionLines(language, after);
  const placeOf = (session: SessionSummary) => session.place ?? t('session.online');
  const periodBefore = sessionPeriod(language, before);
  const periodAfter = sessionPeriod(language, after);
  const lines = [
    periodBefore === periodAfter
      ? when!
      : t('sessionChanged.when', { before: periodBefore, after: periodAfter }),
    placeOf(before) === placeOf(after)
      ? where!
      : t('sessionChanged.where', { before: placeOf(before), after: placeOf(after) }),
    t('sessionChanged.cannotGo'),
    t('sessionChanged.calendar'),
  ];
  return sessionNoticeMail(
    'sessionChanged',
    language,
    tenant,
    origin,
    person,
    after.activityName,
    lines,
    url,
    calendar,
  );
}

/** The email to a volunteer whose session will not take place (its activity was cancelled), with the cancellation. */
export function sessionCancelledMail(
  language: MailLanguage,
  tenant: Tenant,
  origin: string,
  person: { name: string },
  session: SessionSummary,
  url: string,
  calendar: MailAttachment,
): MailContent {
  const lines = [...sessionLines(language, session), mailTexts(language)('sessionCancelled.calendar')];
  return sessionNoticeMail(
    'sessionCancelled',
    language,
    tenant,
    origin,
    person,
    session.activityName,
    lines,
    url,
    calendar,
  );
}
