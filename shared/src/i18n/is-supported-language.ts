import { SUPPORTED_LANGUAGES } from './languages';
import type { SupportedLanguage } from './languages';

export const isSupportedLanguage = (value: unknown): value is SupportedLanguage =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
