import { i18n, loadLanguage } from '../../i18n';
import { ApiError } from '../api-error';
import { translateApiError } from '../translate-api-error';

const locked = (retryAfter: number) =>
  new ApiError({
    status: 429,
    code: 'account-temporarily-locked',
    description: 'Demasiados intentos fallidos con esta cuenta.',
    body: { status: 429, error: 'account-temporarily-locked', retryAfter },
  });

afterEach(() => i18n.changeLanguage('es'));

describe('translateApiError', () => {
  it.each([
    ['es', 15, 'vuelve a intentarlo dentro de 15 segundos.'],
    ['es', 60, 'vuelve a intentarlo dentro de 1 minuto.'],
    ['es', 841, 'vuelve a intentarlo dentro de 15 minutos.'],
    ['en', 30, 'try again in 30 seconds.'],
    ['en', 900, 'try again in 15 minutes.'],
    ['ca', 120, "torna-ho a provar d'aquí a 2 minuts."],
  ] as const)('says in %s how long to wait for %i seconds', async (language, seconds, ending) => {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
    expect(translateApiError(locked(seconds))).toMatch(new RegExp(`${ending.replace(/[.?]/g, '\\$&')}$`));
  });

  it("falls back to the API's description for a code without a translation", () => {
    expect(
      translateApiError(new ApiError({ status: 409, code: 'something-new', description: 'Algo nuevo.' })),
    ).toBe('Algo nuevo.');
  });
});
