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
