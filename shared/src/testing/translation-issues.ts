const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** i18next picks `_one` or `_other` in all three languages; every plural family needs at least these two. */
const REQUIRED_PLURAL_FORMS = ['one', 'other'];

/** What is wrong with one namespace's texts across its languages; a kind is left out when nothing is. */
export type TranslationIssues = {
  /** Per language, the keys it lacks. */
  missing?: Record<string, string[]>;
  /** Per language, the keys whose text is empty. */
  empty?: Record<string, string[]>;
  /** The keys whose `{{…}}` variables differ from one language to another. */
  variables?: string[];
};

/** Every leaf of a texts tree as its key path (arrays by index: `legal.sections.0.title`) and its text. */
export function translationLeaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree === null || typeof tree !== 'object') return prefix ? [[prefix, tree]] : [];
  return Object.entries(tree).flatMap(([key, child]) =>
    translationLeaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const variablesOf = (text: unknown): string =>
  [...new Set([...String(text).matchAll(/{{\s*([^}\s,]+)[^}]*}}/g)].map((match) => match[1]))]
    .sort()
    .join(', ');

/** The keys a language should have: every key of any language, and the plural forms its rules use. */
function expectedKeys(language: string, allKeys: Set<string>): Set<string> {
  const families = new Map<string, Set<string>>();
  const expected = new Set<string>();
  for (const key of allKeys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) {
      expected.add(key);
      continue;
    }
    const base = key.slice(0, match.index);
    families.set(base, (families.get(base) ?? new Set()).add(match[1]));
  }
  // A `_many` another language has is expected only where the plural rules have it (es and ca, not en).
  const pluralForms = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  for (const [base, forms] of families) {
    for (const form of new Set([...REQUIRED_PLURAL_FORMS, ...forms])) {
      if (REQUIRED_PLURAL_FORMS.includes(form) || pluralForms.has(form)) expected.add(`${base}_${form}`);
    }
  }
  return expected;
}

/**
 * Compares one namespace's texts in each language (`{ es: {...}, en: {...}, ca: {...} }`): a key any language
 * has is expected in all of them, plural families need `_one` and `_other` everywhere, no text is empty, and a
 * text uses the same variables in every language. `{}` when all is well; lists are sorted.
 */
export function translationIssues(bundles: Record<string, unknown>): TranslationIssues {
  const textsOf = new Map(
    Object.entries(bundles).map(([language, tree]) => [language, new Map(translationLeaves(tree))]),
  );
  const allKeys = new Set([...textsOf.values()].flatMap((texts) => [...texts.keys()]));
  const issues: TranslationIssues = {};
  for (const [language, texts] of textsOf) {
    const missing = [...expectedKeys(language, allKeys)].filter((key) => !texts.has(key)).sort();
    if (missing.length > 0) (issues.missing ??= {})[language] = missing;
    const empty = [...texts].filter(([, text]) => text === '').map(([key]) => key);
    if (empty.length > 0) (issues.empty ??= {})[language] = empty.sort();
  }
  const variables = [...allKeys].filter((key) => {
    const used = [...textsOf.values()]
      .filter((texts) => texts.has(key))
      .map((texts) => variablesOf(texts.get(key)));
    return new Set(used).size > 1;
  });
  if (variables.length > 0) issues.variables = variables.sort();
  return issues;
}
