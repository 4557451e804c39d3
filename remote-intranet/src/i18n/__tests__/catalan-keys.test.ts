import { i18n } from '@enlace/shared/i18n';
import '../activity-translations';
import '../participant-translations';
import '../place-translations';
import { I18N_NAMESPACE } from '../translations';

const LANGUAGES = ['es', 'en', 'ca'] as const;

/** Every leaf of a texts tree, as its dotted path and its text. */
const leaves = (tree: unknown, prefix = ''): [string, unknown][] =>
  tree !== null && typeof tree === 'object'
    ? Object.entries(tree).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
    : [[prefix, tree]];

const variablesOf = (text: unknown): string =>
  [...String(text).matchAll(/{{\s*([^}\s]+)\s*}}/g)]
    .map((match) => match[1])
    .sort()
    .join(', ');

// The four files register into one namespace, so what a person sees is the merged bundle of each language.
const texts = Object.fromEntries(
  LANGUAGES.map((language) => [language, new Map(leaves(i18n.getResourceBundle(language, I18N_NAMESPACE)))]),
);
const allPaths = [...new Set(LANGUAGES.flatMap((language) => [...texts[language].keys()]))].sort();

describe('the intranet texts in Spanish, English and Catalan', () => {
  it.each(LANGUAGES)('%s has every key that another language has', (language) => {
    expect(allPaths.filter((path) => !texts[language].has(path))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    expect(allPaths.filter((path) => texts[language].get(path) === '')).toEqual([]);
  });

  it('uses the same interpolation variables in every language', () => {
    const mismatched = allPaths.filter(
      (path) => new Set(LANGUAGES.map((language) => variablesOf(texts[language].get(path)))).size > 1,
    );
    expect(mismatched).toEqual([]);
  });
});
