import type { Tenant } from '../../src/db/schema';
import { mailCa } from '../../src/i18n/mail-ca';
import { mailEn } from '../../src/i18n/mail-en';
import { mailEs } from '../../src/i18n/mail-es';
import { acceptedMailLanguage } from '../../src/lib/mail-i18n';
import {
  activationMail,
  participationConsentMail,
  passwordResetMail,
  volunteerConsentMail,
} from '../../src/lib/mail-templates';

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
  copies_by_language: null,
  is_demo: 1,
  session_reminder_hours: 48,
  waiting_list_offers: 0,
};

describe('mail templates', () => {
  it('builds the activation mail in Spanish with the tenant branding and the link', () => {
    const mail = activationMail('es', tenant, 'http://otra.localhost:8080', { name: 'Nerea' }, 'abc');
    expect(mail.subject).toBe('Activa tu cuenta en Fundación <Demo>');
    expect(mail.html).toContain('http://otra.localhost:8080/activate-account/abc');
    // Without a logo for dark backgrounds, the other one.
    expect(mail.html).toContain('http://otra.localhost:8080/cdn/demo/logo_dark.webp');
    expect(mail.html).toContain('background:#0f766e');
    expect(mail.html).toContain('Fundación &lt;Demo&gt;');
    expect(mail.text).toContain('Hola, Nerea:');
    expect(mail.text).toContain('http://otra.localhost:8080/activate-account/abc');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Si el botón no funciona');
  });

  it('builds the activation mail in English, escaped the same way', () => {
    const mail = activationMail('en', tenant, 'http://localhost:8080', { name: 'Nerea <b>' }, 'abc');
    expect(mail.subject).toBe('Activate your account at Fundación <Demo>');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Hello Nerea &lt;b&gt;,');
    expect(mail.html).toContain('If the button does not work');
    expect(mail.text).toContain('Hello Nerea <b>,');
    expect(mail.text).toContain('Activate your account here: http://localhost:8080/activate-account/abc');
  });

  it('escapes every value it writes into the HTML: no markup, attribute or script can come from the data', () => {
    const hostile = '"><script>alert(1)</script><a href="x';
    const mail = passwordResetMail(
      'es',
      { ...tenant, name: `Fundación ${hostile}`, web_url: 'javascript:alert(1)', primary_color: 'red;}' },
      'https://demo.example.org',
      { name: hostile },
      'c"d<e',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // Only an http(s) website becomes a link, and a colour that is not one is replaced.
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).toContain('background:#0f766e');
    // The code is encoded into the link, which starts with the origin given.
    expect(mail.html).toContain('href="https://demo.example.org/reset-password/c%22d%3Ce"');
    // Every element and attribute of the message is the template's own.
    const tags = mail.html.match(/<[a-z0-9]+/gi) ?? [];
    expect(new Set(tags)).toEqual(
      new Set([
        '<html',
        '<head',
        '<meta',
        '<title',
        '<body',
        '<table',
        '<tr',
        '<td',
        '<img',
        '<h1',
        '<p',
        '<a',
        '<br',
      ]),
    );
  });

  it('heads the mail with the logo for dark backgrounds, on the tenant colour', () => {
    const mail = activationMail(
      'es',
      { ...tenant, logo_light: 'logo_light.webp' },
      'http://localhost',
      { name: 'Ana' },
      'abc',
    );
    expect(mail.html).toContain('<img src="http://localhost/cdn/demo/logo_light.webp"');
    expect(mail.html).not.toContain('logo_dark.webp');
  });

  it('builds the reset mail with a one-hour notice', () => {
    const mail = passwordResetMail(
      'es',
      { ...tenant, logo_dark: null },
      'http://localhost:8080',
      { name: 'Ana' },
      'xyz',
    );
    expect(mail.text).toContain('una hora');
    expect(mail.html).toContain('http://localhost:8080/reset-password/xyz');
    expect(mail.html).not.toContain('<img');
  });

  it('writes the tutors\u2019 mails in either language, dates included', () => {
    const summary = {
      childName: 'Leo',
      activityName: 'Huerto',
      date: '2027-06-12',
      scheduleStart: '10:00',
      scheduleEnd: '12:00',
      address: null,
    };
    const spanish = participationConsentMail('es', tenant, 'http://localhost:8080', summary, 'c1', 7);
    expect(spanish.subject).toBe('Autoriza la participación de Leo · Fundación <Demo>');
    expect(spanish.text).toContain('Cuándo: sábado, 12 de junio de 2027, de 10:00 a 12:00.');
    expect(spanish.text).toContain('Dónde: en línea.');
    const english = participationConsentMail('en', tenant, 'http://localhost:8080', summary, 'c1', 7);
    expect(english.subject).toBe('Authorise Leo to take part · Fundación <Demo>');
    expect(english.text).toMatch(/When: Saturday,? 12 June 2027, from 10:00 to 12:00\./);
    expect(english.text).toContain('Where: online.');
    expect(english.text).toContain('valid for 7 days');
    const catalan = participationConsentMail('ca', tenant, 'http://localhost:8080', summary, 'c1', 7);
    expect(catalan.text).toContain('Quan: dissabte, 12 de juny del 2027, de les 10:00 a les 12:00.');
    expect(catalan.html).toContain('<html lang="ca">');
    const volunteer = volunteerConsentMail(
      'en',
      tenant,
      'http://localhost:8080',
      { name: 'Leo', surname: 'Gil' },
      'c2',
      15,
    );
    expect(volunteer.text).toContain('Leo Gil has registered as a volunteer with Fundación <Demo>.');
    expect(volunteer.html).toContain('http://localhost:8080/authorized-participation/c2');
  });

  it.each([
    ['English', mailEn],
    ['Catalan', mailCa],
  ])('has every Spanish text in %s too, not empty, with the same placeholders', (_language, texts) => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    for (const [group, spanish] of Object.entries(mailEs)) {
      for (const [key, text] of Object.entries(spanish)) {
        const translated = (texts as Record<string, Record<string, string>>)[group]![key]!;
        expect({
          key: `${group}.${key}`,
          empty: !translated.trim(),
          placeholders: placeholders(translated),
        }).toEqual({ key: `${group}.${key}`, empty: false, placeholders: placeholders(text) });
      }
    }
  });
});

describe('the language of an email', () => {
  it.each([
    [undefined, 'es'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5, es;q=0.8', 'es'],
    ['ca-ES, en;q=0.7', 'ca'],
    // Galician (a language of Spain that the emails are not written in) reads Spanish rather than English.
    ['gl, en;q=0.7', 'es'],
    ['de', 'es'],
    ['en;q=0, es', 'es'],
  ])('Accept-Language %s gives %s', (header, language) => {
    expect(acceptedMailLanguage(header)).toBe(language);
  });
});
