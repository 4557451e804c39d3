import type { Tenant } from '../db/schema';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(
  tenant: Tenant,
  origin: string,
  title: string,
  paragraphs: string[],
  button: { label: string; url: string },
): string {
  const color = /^#[0-9a-fA-F]{3,8}$/.test(tenant.primary_color) ? tenant.primary_color : '#0f766e';
  const logo = tenant.logo_dark
    ? `${origin}/cdn/${encodeURIComponent(tenant.asset_folder)}/${encodeURIComponent(tenant.logo_dark)}`
    : null;
  const name = escapeHtml(tenant.name);
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};padding:20px 24px">${
    logo
      ? `<img src="${logo}" alt="${name}" height="40" style="display:block;height:40px">`
      : `<strong style="color:#fff;font-size:20px">${name}</strong>`
  }</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${button.url}" style="background:${color};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#52525b;line-height:1.5">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${button.url}" style="color:${color}">${button.url}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#71717a;border-top:1px solid #e4e4e7">${name}${
    tenant.web_url
      ? ` · <a href="${escapeHtml(tenant.web_url)}" style="color:#71717a">${escapeHtml(tenant.web_url)}</a>`
      : ''
  }</td></tr>
</table></td></tr></table></body></html>`;
}

export function activationMail(
  tenant: Tenant,
  origin: string,
  person: { name: string },
  code: string,
): MailContent {
  const url = `${origin}/activate-account/${encodeURIComponent(code)}`;
  const title = `Activa tu cuenta en ${tenant.name}`;
  const paragraphs = [
    `Hola, ${person.name}:`,
    `${tenant.name} te ha dado de alta en su plataforma de voluntariado. Completa tu perfil y elige una contraseña para activar tu cuenta.`,
  ];
  return {
    subject: title,
    html: layout(tenant, origin, title, paragraphs, { label: 'Activar mi cuenta', url }),
    text: `${paragraphs.join('\n\n')}\n\nActiva tu cuenta aquí: ${url}\n\n${tenant.name}`,
  };
}

export function passwordResetMail(
  tenant: Tenant,
  origin: string,
  person: { name: string },
  code: string,
): MailContent {
  const url = `${origin}/reset-password/${encodeURIComponent(code)}`;
  const title = 'Restablece tu contraseña';
  const paragraphs = [
    `Hola, ${person.name}:`,
    `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en ${tenant.name}. El enlace es válido durante una hora y solo se puede usar una vez.`,
    'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
  ];
  return {
    subject: `${title} · ${tenant.name}`,
    html: layout(tenant, origin, title, paragraphs, { label: 'Elegir una contraseña nueva', url }),
    text: `${paragraphs.join('\n\n')}\n\nElige una contraseña nueva aquí: ${url}\n\n${tenant.name}`,
  };
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

/** `YYYY-MM-DD` as a Spanish long date ("sábado, 12 de junio de 2027"), without a time-zone shift. */
export function spanishLongDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

const consentUrl = (origin: string, code: string) =>
  `${origin}/authorized-participation/${encodeURIComponent(code)}`;

/** The email that asks a minor beneficiary's tutor to authorise one participation (issue 4). */
export function participationConsentMail(
  tenant: Tenant,
  origin: string,
  summary: ParticipationSummary,
  code: string,
  validDays: number,
): MailContent {
  const url = consentUrl(origin, code);
  const title = `Autoriza la participación de ${summary.childName}`;
  const when = `${spanishLongDate(summary.date)}, de ${summary.scheduleStart} a ${summary.scheduleEnd}`;
  const paragraphs = [
    'Hola:',
    `${tenant.name} ha inscrito a ${summary.childName} en la actividad «${summary.activityName}». Como es menor de edad, necesitamos tu autorización para que participe.`,
    `Cuándo: ${when}.`,
    `Dónde: ${summary.address ?? 'en línea'}.`,
    `Abre el enlace para ver los detalles y autorizar la participación. Es válido durante ${validDays} días; si caduca, pide a la entidad que te envíe uno nuevo.`,
  ];
  return {
    subject: `${title} · ${tenant.name}`,
    html: layout(tenant, origin, title, paragraphs, { label: 'Autorizar la participación', url }),
    text: `${paragraphs.join('\n\n')}\n\nAutoriza la participación aquí: ${url}\n\n${tenant.name}`,
  };
}

/** The email that asks a minor volunteer's tutor to authorise volunteering with the organisation (spec §5). */
export function volunteerConsentMail(
  tenant: Tenant,
  origin: string,
  volunteer: { name: string; surname: string },
  code: string,
  validDays: number,
): MailContent {
  const url = consentUrl(origin, code);
  const fullName = `${volunteer.name} ${volunteer.surname}`.trim();
  const title = `Autoriza el voluntariado de ${volunteer.name}`;
  const paragraphs = [
    'Hola:',
    `${fullName} se ha registrado como persona voluntaria en ${tenant.name}. Como es menor de edad, necesita tu autorización antes de inscribirse en las actividades.`,
    `Abre el enlace para ver los detalles y dar tu autorización. Es válido durante ${validDays} días; si caduca, pide a la entidad que te envíe uno nuevo.`,
  ];
  return {
    subject: `${title} · ${tenant.name}`,
    html: layout(tenant, origin, title, paragraphs, { label: 'Autorizar el voluntariado', url }),
    text: `${paragraphs.join('\n\n')}\n\nDa tu autorización aquí: ${url}\n\n${tenant.name}`,
  };
}
