import { i18n } from './i18n';
import type { SupportedLanguage } from './languages';

/** One language's texts of a namespace. */
export type LanguageTexts = Record<string, unknown>;
/** Fetches one language's texts of a namespace (a dynamic import: its own chunk). */
export type LanguageTextsLoader = () => Promise<LanguageTexts>;

interface PendingTexts {
  namespace: string;
  load: LanguageTextsLoader;
}

const pending = new Map<SupportedLanguage, PendingTexts[]>();
const inFlight = new Set<Promise<void>>();

/**
 * Remembers where a namespace's texts in a language are; fetched at once when that language is the current one,
 * otherwise when someone chooses it (`loadRegisteredTranslations`).
 */
export function registerTranslationsLoader(
  language: SupportedLanguage,
  namespace: string,
  load: LanguageTextsLoader,
): void {
  pending.set(language, [...(pending.get(language) ?? []), { namespace, load }]);
  if (i18n.language === language) void loadRegisteredTranslations(language);
}

/**
 * Fetches every registered text of a language not fetched yet. A failed fetch is logged and kept for the next
 * try; the Spanish fallback shows meanwhile.
 */
export function loadRegisteredTranslations(language: SupportedLanguage): Promise<void> {
  const waiting = pending.get(language) ?? [];
  pending.delete(language);
  const loads = waiting.map(async (texts) => {
    try {
      i18n.addResourceBundle(language, texts.namespace, await texts.load(), true, true);
    } catch (error) {
      console.warn(`The ${language} texts of ${texts.namespace} could not be loaded`, error);
      pending.set(language, [...(pending.get(language) ?? []), texts]);
    }
  });
  const done = Promise.all(loads).then(() => undefined);
  inFlight.add(done);
  void done.finally(() => inFlight.delete(done));
  return done;
}

/**
 * Resolves once every text being fetched has arrived: the shell waits for it before it shows a remote it has
 * just loaded, so a visitor who chose Catalan never sees the area in Spanish first.
 */
export async function translationsReady(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Whether some texts are being fetched (`translationsReady` would wait). */
export const translationsInFlight = (): boolean => inFlight.size > 0;
