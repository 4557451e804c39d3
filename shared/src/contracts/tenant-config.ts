import { type Static, type TOptional, Type } from '@sinclair/typebox';
import {
  TENANT_ASSET_NAMES,
  TENANT_TRANSLATED_LANGUAGES,
  type TenantAssetName,
  type TenantTranslatedLanguage,
} from '../domain/enumerations';
import { TenantCopiesSchema } from './branding';
import { nullableString } from './json-schema';

// The public configuration of the host's organisation (`GET /api/config`): what every area needs before its first
// screen (colour, names, images, home page copies). The shell's page carries it too.

/** The organisation's images (file names in its asset folder), each null where it has none. */
export const TenantAssetsSchema = Type.Object({
  folder: nullableString(),
  ...(Object.fromEntries(TENANT_ASSET_NAMES.map((name) => [name, nullableString()])) as {
    [Name in TenantAssetName]: ReturnType<typeof nullableString>;
  }),
});
export type TenantAssets = Static<typeof TenantAssetsSchema>;

/** The complete translations of the Spanish copies; a language left out reads Spanish. */
export const TenantCopiesByLanguageSchema = Type.Object(
  Object.fromEntries(
    TENANT_TRANSLATED_LANGUAGES.map((language) => [language, Type.Optional(TenantCopiesSchema)]),
  ) as { [Language in TenantTranslatedLanguage]: TOptional<typeof TenantCopiesSchema> },
  {
    // Every language is optional: the description lists none as required.
    required: [],
    description:
      'Las traducciones completas de copies (en, ca); un idioma que no está aquí muestra los textos en español',
  },
);

/** `GET /api/config`. */
export const TenantConfigSchema = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.String(),
  primary_color: Type.String(),
  company_name: Type.String(),
  /** The foundation that runs the service (the API's FOUNDATION_NAME setting): the legal documents name it. */
  foundation_name: Type.String(),
  web_url: nullableString(),
  assets: TenantAssetsSchema,
  copies: TenantCopiesSchema,
  copies_by_language: TenantCopiesByLanguageSchema,
});

type TenantConfigAnswer = Static<typeof TenantConfigSchema>;
type TenantConfigIdentity = '@context' | '@id' | '@type';

/**
 * The configuration as the screens hold it: the answer, whose JSON-LD identity and translations a configuration
 * built by a screen or an older page may lack.
 */
export type TenantConfig = Omit<TenantConfigAnswer, TenantConfigIdentity | 'copies_by_language'> &
  Partial<Pick<TenantConfigAnswer, TenantConfigIdentity | 'copies_by_language'>>;
