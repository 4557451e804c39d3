const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** i18next picks `_one` or `_other` in all three languages; every plural family needs at least these two. */
const REQUIRED_PLURAL_FORMS = ['one', 'other'];

/** Every key path of a texts tree, arrays by index (`legal.sections.0.title`). */
export function translationKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return prefix ? [prefix] : [];
  return Object.entries(tree).flatMap(([key, child]) =>
    translationKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * For each language, the keys it lacks (sorted; a language is left out when it lacks none), so that an empty
 * object means every language has every key.
 * - A key any language has is expected in all of them.
 * - Plural families (`count_one`, `count_other`…) need `_one` and `_other` in every language, even when all of
 *   them forgot one. Another form (`_many`) is expected only in the languages whose plural rules have it.
 */
export function translationKeyGaps(bundles: Record<string, unknown>): Record<string, string[]> {
  const keysOf = new Map(
    Object.entries(bundles).map(([language, tree]) => [language, new Set(translationKeys(tree))]),
  );
  const allKeys = new Set([...keysOf.values()].flatMap((keys) => [...keys]));
  const families = new Map<string, Set<string>>();
  for (const key of allKeys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    families.set(base, (families.get(base) ?? new Set()).add(match[1]));
  }

  const gaps: Record<string, string[]> = {};
  for (const [language, keys] of keysOf) {
    const pluralForms = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
    const expected = new Set([...allKeys].filter((key) => !PLURAL_SUFFIX.test(key)));
    for (const [base, forms] of families) {
      for (const form of new Set([...REQUIRED_PLURAL_FORMS, ...forms])) {
        if (REQUIRED_PLURAL_FORMS.includes(form) || pluralForms.has(form)) expected.add(`${base}_${form}`);
      }
    }
    const missing = [...expected].filter((key) => !keys.has(key)).sort();
    if (missing.length > 0) gaps[language] = missing;
  }
  return gaps;
}
