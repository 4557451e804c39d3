import { readdirSync } from 'node:fs';
import path from 'node:path';
import { COMMON_NAMESPACE, i18n, loadLanguage, SUPPORTED_LANGUAGES } from '@enlace/shared/i18n';
import { translationIssues } from './translation-issues';
import type { TranslationIssues } from './translation-issues';

/**
 * The issues of a namespace as registered (every `addTranslations` of it merged) in every supported language, or
 * `{}`. A language that registered nothing lacks every key. Import the namespace's translation modules first.
 */
export function translationIssuesOf(namespace: string): TranslationIssues {
  return translationIssues(
    Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [language, i18n.getResourceBundle(language, namespace) ?? {}]),
    ),
  );
}

/**
 * Imports every translation module of an app's folder (so that a file added later is covered without touching
 * the test) and returns the issues of each namespace they register besides the shared `common`; `{}` when none
 * has any.
 */
export async function translationIssuesOfFolder(folder: string): Promise<Record<string, TranslationIssues>> {
  const modules = readdirSync(folder).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  for (const file of modules) await import(path.join(folder, file));
  // English and Catalan texts registered as loaders arrive only when their language is chosen.
  for (const language of SUPPORTED_LANGUAGES) await loadLanguage(language);
  const namespaces = new Set(Object.values(i18n.store.data).flatMap((bundles) => Object.keys(bundles)));
  namespaces.delete(COMMON_NAMESPACE);
  const issues: Record<string, TranslationIssues> = {};
  for (const namespace of namespaces) {
    const found = translationIssuesOf(namespace);
    if (Object.keys(found).length > 0) issues[namespace] = found;
  }
  return issues;
}
