import { i18n, loadLanguage } from '@enlace/shared/i18n';
import '../footer-translations';
import '../legal-cookies-translations';
import '../legal-data-processing-translations';
import '../legal-privacy-translations';
import '../legal-terms-translations';
import '../legal-translations';
import { I18N_NAMESPACE } from '../translations';

/**
 * What a text must keep in every language: each object's keys, each list's length, the section anchors as they
 * are, and the placeholders of each text (a figure or a name missing from one language would be a different
 * contract there).
 */
function shapeOf(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    return key === 'id' ? value : [...value.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
  }
  if (Array.isArray(value)) return value.map((item) => shapeOf(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([entryKey, entry]) => [entryKey, shapeOf(entry, entryKey)]),
    );
  }
  return value;
}

const textsOf = (language: string) => {
  const bundle = i18n.getResourceBundle(language, I18N_NAMESPACE) as Record<string, unknown>;
  return { legal: bundle.legal, legalLinks: bundle.legalLinks, footer: bundle.footer };
};

// English and Catalan arrive when chosen: fetch them as a visitor choosing them would.
beforeAll(async () => {
  await loadLanguage('en');
  await loadLanguage('ca');
});

describe('the legal documents and the footer', () => {
  it.each(['en', 'ca'])(
    'say the same in %s as in Spanish: same sections, lists, anchors and figures',
    (language) => {
      const spanish = shapeOf(textsOf('es'));
      expect(shapeOf(textsOf(language))).toEqual(spanish);
      expect(Object.keys((textsOf(language).legal ?? {}) as object)).toEqual(
        expect.arrayContaining(['terms', 'privacy', 'cookies', 'dataProcessing']),
      );
    },
  );
});
