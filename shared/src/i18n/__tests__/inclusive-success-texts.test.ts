import { SUCCESS_KEYS } from '../../domain/success-keys';
import { commonCa } from '../resources/common-ca';
import { commonEs } from '../resources/common-es';

// The screens speak of "persona voluntaria", "persona técnica", "persona beneficiaria"…: the confirmations that
// follow an action must not fall back to the masculine ("Voluntario creado") beside them.
const MASCULINE = {
  es: /\b(voluntarios?|técnicos?|coordinador(es)?|beneficiarios?|contacto (creado|actualizado|eliminado)|participante (añadido|quitado)|del menor)\b/i,
  ca: /\b(voluntaris?|tècnics?|coordinadors?|beneficiaris?|contacte (creat|actualitzat|eliminat)|participant (afegit|tret)|del menor)\b/i,
};
// A tutor is "tutor o tutora" wherever a text names them.
const TUTOR_ALONE = /\btutor\b(?! o (la )?tutora)/i;

describe.each([
  ['es', commonEs.api.success as Record<string, string>],
  ['ca', commonCa.api.success as Record<string, string>],
] as const)('the %s success texts', (language, texts) => {
  it.each(SUCCESS_KEYS.map((key) => [key]))('%s is inclusive', (key) => {
    const text = texts[key];
    expect(text).toEqual(expect.any(String));
    expect({ key, masculine: MASCULINE[language].test(text!) }).toEqual({ key, masculine: false });
    expect({ key, tutor: TUTOR_ALONE.test(text!) }).toEqual({ key, tutor: false });
  });
});
