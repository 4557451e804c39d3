import { translationIssues } from '../translation-issues';

describe('translationIssues', () => {
  it('finds nothing when every language has the same keys, texts and variables', () => {
    const texts = { title: 'x {{name}}', nav: { home: 'x' }, sections: [{ title: 'x' }] };
    expect(translationIssues({ es: texts, en: texts, ca: texts })).toEqual({});
  });

  it('names the keys each language lacks, nested and inside lists', () => {
    expect(
      translationIssues({
        es: {
          title: 'Inicio',
          nav: { home: 'Inicio', profile: 'Perfil' },
          sections: [{ title: 'a' }, { title: 'b' }],
        },
        en: { title: 'Home', nav: { home: 'Home' }, sections: [{ title: 'a' }, { title: 'b' }] },
        ca: {
          nav: { home: 'Inici', profile: 'Perfil', extra: 'Només en català' },
          sections: [{ title: 'a' }],
        },
      }),
    ).toEqual({
      missing: {
        es: ['nav.extra'],
        en: ['nav.extra', 'nav.profile'],
        ca: ['sections.1.title', 'title'],
      },
    });
  });

  it('treats a language that registered nothing as lacking every key', () => {
    expect(translationIssues({ es: { a: 'a', b: { c: 'c' } }, ca: {} })).toEqual({
      missing: { ca: ['a', 'b.c'] },
    });
  });

  it('asks every plural family for its one and other forms in every language', () => {
    expect(
      translationIssues({
        es: { places_one: '{{count}} plaza', places_other: '{{count}} plazas', left_other: 'quedan' },
        en: { places_one: '{{count}} place', places_other: '{{count}} places', left_other: 'left' },
        ca: { places_other: '{{count}} places', left_other: 'queden' },
      }),
    ).toEqual({ missing: { es: ['left_one'], en: ['left_one'], ca: ['left_one', 'places_one'] } });
  });

  it('expects a many form only where the language has one', () => {
    const spanish = { n_one: 'un', n_many: 'de millones', n_other: 'varios' };
    expect(
      translationIssues({
        es: spanish,
        en: { n_one: 'one', n_other: 'several' },
        ca: { n_one: 'un', n_other: 'uns' },
      }),
    ).toEqual({ missing: { ca: ['n_many'] } });
  });

  it('names empty texts and texts whose variables differ between languages', () => {
    expect(
      translationIssues({
        es: {
          greeting: 'Hola, {{name}}',
          range: 'De {{start}} a {{end}}',
          note: '',
          total: '{{count, number}} en total',
        },
        en: {
          greeting: 'Hello, {{ name }}',
          range: 'From {{start}}',
          note: 'Note',
          total: '{{count}} in all',
        },
        ca: {
          greeting: 'Hola, {{nom}}',
          range: '{{start}} – {{end}}',
          note: '',
          total: '{{count}} en total',
        },
      }),
    ).toEqual({ empty: { es: ['note'], ca: ['note'] }, variables: ['greeting', 'range'] });
  });
});
