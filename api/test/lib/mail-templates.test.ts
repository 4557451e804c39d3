import type { Tenant } from '../../src/db/schema';
import { activationMail, passwordResetMail } from '../../src/lib/mail-templates';

const tenant: Tenant = {
  id: 1,
  name: 'Fundación <Demo>',
  web_url: 'https://demo.example.org',
  tier: 1,
  primary_color: '#0f766e',
  asset_folder: 'demo',
  logo_dark: 'logo_dark.webp',
  logo_light: null,
  hero_img: null,
  volunteer_form_img: null,
  favicon: null,
  copies: '{}',
  matomo_host: null,
  matomo_site_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('mail templates', () => {
  it('builds the activation mail in Spanish with the tenant branding and the link', () => {
    const mail = activationMail(tenant, 'http://otra.localhost:8080', { name: 'Nerea' }, 'abc');
    expect(mail.subject).toBe('Activa tu cuenta en Fundación <Demo>');
    expect(mail.html).toContain('http://otra.localhost:8080/activate-account/abc');
    expect(mail.html).toContain('http://otra.localhost:8080/cdn/demo/logo_dark.webp');
    expect(mail.html).toContain('background:#0f766e');
    expect(mail.html).toContain('Fundación &#60;Demo&#62;');
    expect(mail.text).toContain('Hola, Nerea:');
    expect(mail.text).toContain('http://otra.localhost:8080/activate-account/abc');
  });

  it('builds the reset mail with a one-hour notice', () => {
    const mail = passwordResetMail(
      { ...tenant, logo_dark: null },
      'http://localhost:8080',
      { name: 'Ana' },
      'xyz',
    );
    expect(mail.text).toContain('una hora');
    expect(mail.html).toContain('http://localhost:8080/reset-password/xyz');
    expect(mail.html).not.toContain('<img');
  });
});
