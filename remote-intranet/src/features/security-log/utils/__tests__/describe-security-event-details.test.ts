import type { SecurityEvent } from '@enlace/shared/domain';
import { i18n, loadLanguage, localeFormat, SUPPORTED_LANGUAGES } from '@enlace/shared/i18n';
import '../../../../i18n/security-log-translations';
import { I18N_NAMESPACE } from '../../../../i18n/translations';
import { securityEvent } from '../../components/__tests__/security-event-fixtures';
import { describeSecurityEventDetails } from '../describe-security-event-details';

const describeIn = (language: string, type: SecurityEvent['type'], details: SecurityEvent['details']) =>
  describeSecurityEventDetails(
    securityEvent({ type, details }),
    i18n.getFixedT(language, I18N_NAMESPACE),
    localeFormat(language),
  );

// The details the sign-in and two-step verification routes record, in Spanish, English and Catalan.
const EVENTS: Array<[SecurityEvent['type'], SecurityEvent['details'], Record<'es' | 'en' | 'ca', string>]> = [
  [
    'sign-in',
    { method: 'password' },
    { es: 'Con la contraseña', en: 'With the password', ca: 'Amb la contrasenya' },
  ],
  [
    'sign-in',
    { method: 'totp' },
    {
      es: 'Con la contraseña y un código de la aplicación',
      en: 'With the password and a code of the app',
      ca: "Amb la contrasenya i un codi de l'aplicació",
    },
  ],
  [
    'sign-in',
    { method: 'recovery-code' },
    {
      es: 'Con la contraseña y un código de recuperación',
      en: 'With the password and a recovery code',
      ca: 'Amb la contrasenya i un codi de recuperació',
    },
  ],
  [
    'sign-in-failed',
    { factor: 'password' },
    {
      es: 'Correo o contraseña incorrectos',
      en: 'Wrong email or password',
      ca: 'Correu o contrasenya incorrectes',
    },
  ],
  [
    'sign-in-failed',
    { factor: 'totp' },
    {
      es: 'Código de la aplicación incorrecto',
      en: 'Wrong code of the app',
      ca: "Codi de l'aplicació incorrecte",
    },
  ],
  [
    'sign-in-failed',
    { factor: 'recovery-code' },
    {
      es: 'Código de recuperación incorrecto',
      en: 'Wrong recovery code',
      ca: 'Codi de recuperació incorrecte',
    },
  ],
  [
    'session-revoked',
    { reason: 'replayed-refresh-token' },
    {
      es: 'Se volvió a usar un token de renovación ya usado: la sesión pudo haberse copiado',
      en: 'A refresh token was used again: the session may have been copied',
      ca: 'Es va tornar a fer servir un token de renovació ja usat: la sessió es podria haver copiat',
    },
  ],
  [
    'session-revoked',
    { reason: 'access-changed' },
    {
      es: 'Su acceso cambió (rol, perfil o desactivación)',
      en: 'Their access changed (role, profile or deactivation)',
      ca: 'El seu accés va canviar (rol, perfil o desactivació)',
    },
  ],
  [
    'password-changed',
    { via: 'reset' },
    {
      es: 'Con el enlace para restablecer la contraseña',
      en: 'With the password reset link',
      ca: "Amb l'enllaç per restablir la contrasenya",
    },
  ],
  [
    'recovery-code-used',
    { left: 9 },
    {
      es: 'Le quedan 9 códigos de recuperación',
      en: '9 recovery codes left',
      ca: 'Li queden 9 codis de recuperació',
    },
  ],
  [
    'recovery-code-used',
    { left: 1 },
    {
      es: 'Le queda 1 código de recuperación',
      en: '1 recovery code left',
      ca: 'Li queda 1 codi de recuperació',
    },
  ],
];

beforeAll(async () => {
  for (const language of SUPPORTED_LANGUAGES) await loadLanguage(language);
});

describe('describeSecurityEventDetails', () => {
  it.each(EVENTS)('reads %s %j in words in every language', (type, details, words) => {
    for (const language of SUPPORTED_LANGUAGES)
      expect(describeIn(language, type, details)).toBe(words[language]);
  });

  it('shows a value it does not know as it came', () => {
    expect(describeIn('es', 'sign-in', { method: 'passkey' })).toBe('passkey');
    expect(describeIn('es', 'session-revoked', { reason: 'new-reason' })).toBe('new-reason');
    expect(describeIn('es', 'sign-in', { method: 3 })).toBe('method: 3');
  });
});
