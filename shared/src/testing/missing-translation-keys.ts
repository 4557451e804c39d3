import { readdirSync } from 'node:fs';
import path from 'node:path';
import { COMMON_NAMESPACE, i18n, SUPPORTED_LANGUAGES } from '@enlace/shared/i18n';
import { translationKeyGaps } from './translation-key-gaps';

/**
 * The keys each supported language lacks in a namespace as registered (every `addTranslations` of it merged), or
 * `{}`. A language that registered nothing lacks every key. Import the namespace's translation modules first.
 */
export function missingTranslationKeys(namespace: string): Record<string, string[]> {
  return translationKeyGaps(
    Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [language, i18n.getResourceBundle(language, namespace) ?? {}]),
    ),
  );
}

/**
 * Imports every translation module of an app's folder (so that a file added later is covered without touching
 * the test) and returns, for each namespace registered besides the shared `common`, the keys each language
 * lacks; `{}` when none lacks any.
 */
export async function missingKeysOfTranslationFolder(
  folder: string,
): Promise<Record<string, Record<string, string[]>>> {
  const modules = readdirSync(folder).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  for (const file of modules) await import(path.join(folder, file));
  const namespaces = new Set(Object.values(i18n.store.data).flatMap((bundles) => Object.keys(bundles)));
  namespaces.delete(COMMON_NAMESPACE);
  const gaps: Record<string, Record<string, string[]>> = {};
  for (const namespace of namespaces) {
    const missing = missingTranslationKeys(namespace);
    if (Object.keys(missing).length > 0) gaps[namespace] = missing;
  }
  return gaps;
}
