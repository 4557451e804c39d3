import {
  AGREEMENT_STATUSES,
  AGE_GROUPS,
  DELETION_REASONS,
  SECURITY_EVENT_TYPES,
  DISABILITY_TYPES,
  ERROR_KEYS,
  FILE_ERROR_KEYS,
  HOW_WE_MET,
  ACCESS_STATUSES,
  PARTNER_LEGAL_TYPES,
  PROJECT_STATUSES,
  PLACE_TYPES,
  SKILL_AREAS,
  SUCCESS_KEYS,
  TIMES_OF_DAY,
  TUTOR_RELATIONS,
  VOLUNTEER_STATUSES,
  VOLUNTEER_TRAITS,
  WEEKDAYS,
} from '../../domain';
import {
  addDomainTranslations,
  addTranslations,
  changeLanguage,
  DOMAIN_NAMESPACE,
  i18n,
  LANGUAGE_STORAGE_KEY,
  loadLanguage,
  translationsReady,
} from '../index';

describe('i18n', () => {
  it('loads only Spanish up front; English and Catalan come when they are chosen', async () => {
    expect(i18n.hasResourceBundle('es', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('ca', 'common')).toBe(false);
    await changeLanguage('en');
    expect(i18n.t('api.error.default')).not.toBe('Ha ocurrido un error');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ca', 'common')).toBe(false);
  });

  afterEach(async () => {
    await changeLanguage('es');
  });

  it("fetches the fields' labels and the enumerations' options only for an app that asks for them", async () => {
    expect(i18n.exists('enums.sex.female')).toBe(false);
    expect(i18n.hasResourceBundle('es', DOMAIN_NAMESPACE)).toBe(false);
    await addDomainTranslations();
    expect(i18n.t('enums.sex.female', { ns: DOMAIN_NAMESPACE })).toBe('Mujer');
    expect(i18n.t('fields.email', { ns: DOMAIN_NAMESPACE })).toBe('Correo electrónico');
    expect(i18n.hasResourceBundle('en', DOMAIN_NAMESPACE)).toBe(false);
    await changeLanguage('en');
    expect(i18n.t('enums.sex.female', { ns: DOMAIN_NAMESPACE })).toBe('Female');
    expect(i18n.hasResourceBundle('ca', DOMAIN_NAMESPACE)).toBe(false);
  });

  it('starts in Spanish', () => {
    expect(i18n.language).toBe('es');
    expect(i18n.t('api.error.default')).toBe('Ha ocurrido un error');
    expect(i18n.t('api.error.field-not-blank')).toBe('Este campo no puede estar vacío');
    expect(i18n.t('api.error.not-compromised-password')).toBe(
      'Esta contraseña ha sido comprometida, elige una diferente',
    );
  });

  it.each(['es', 'en', 'ca'] as const)(
    'translates every error, file error and success key in %s',
    async (language) => {
      await loadLanguage(language);
      const t = i18n.getFixedT(language);
      const keys = [
        ...ERROR_KEYS.map((key) => `api.error.${key}`),
        ...FILE_ERROR_KEYS.map((key) => `api.error.file.${key}`),
        ...SUCCESS_KEYS.map((key) => `api.success.${key}`),
      ];
      const missing = keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false }));
      expect(missing).toEqual([]);
      expect(keys.every((key) => t(key) !== key)).toBe(true);
    },
  );

  it.each(['es', 'en', 'ca'] as const)('labels every volunteer enumeration value in %s', async (language) => {
    void addDomainTranslations();
    await loadLanguage(language);
    const keys = [
      ...VOLUNTEER_STATUSES.map((value) => `enums.volunteerStatus.${value}`),
      ...SKILL_AREAS.map((value) => `enums.skills.${value}`),
      ...VOLUNTEER_TRAITS.map((value) => `enums.traits.${value}`),
      ...HOW_WE_MET.map((value) => `enums.howWeMet.${value}`),
      ...WEEKDAYS.map((value) => `enums.weekday.${value}`),
      ...TIMES_OF_DAY.map((value) => `enums.timeOfDay.${value}`),
      ...DELETION_REASONS.map((value) => `enums.deletionReason.${value}`),
    ];
    expect(
      keys.filter((key) => !i18n.exists(key, { lng: language, ns: DOMAIN_NAMESPACE, fallbackLng: false })),
    ).toEqual([]);
  });

  it.each(['es', 'en', 'ca'] as const)('labels every security event type in %s', async (language) => {
    void addDomainTranslations();
    await loadLanguage(language);
    const keys = SECURITY_EVENT_TYPES.map((value) => `enums.securityEventType.${value}`);
    expect(
      keys.filter((key) => !i18n.exists(key, { lng: language, ns: DOMAIN_NAMESPACE, fallbackLng: false })),
    ).toEqual([]);
  });

  it.each(['es', 'en', 'ca'] as const)('labels every partner enumeration value in %s', async (language) => {
    void addDomainTranslations();
    await loadLanguage(language);
    const keys = [
      ...PARTNER_LEGAL_TYPES.map((value) => `enums.partnerLegalType.${value}`),
      ...AGREEMENT_STATUSES.map((value) => `enums.agreementStatus.${value}`),
    ];
    expect(
      keys.filter((key) => !i18n.exists(key, { lng: language, ns: DOMAIN_NAMESPACE, fallbackLng: false })),
    ).toEqual([]);
    const t = i18n.getFixedT(language);
    expect(t('api.error.nif-control-character', { character: 'G' })).toMatch(/ G$/);
  });

  it.each(['es', 'en', 'ca'] as const)(
    'labels every beneficiary enumeration value in %s',
    async (language) => {
      void addDomainTranslations();
      await loadLanguage(language);
      const keys = [
        ...AGE_GROUPS.map((value) => `enums.ageGroup.${value}`),
        ...TUTOR_RELATIONS.map((value) => `enums.tutorRelation.${value}`),
        ...DISABILITY_TYPES.map((value) => `enums.disabilityType.${value}`),
      ];
      expect(
        keys.filter((key) => !i18n.exists(key, { lng: language, ns: DOMAIN_NAMESPACE, fallbackLng: false })),
      ).toEqual([]);
    },
  );

  it.each(['es', 'en', 'ca'] as const)('labels every project status in %s', async (language) => {
    void addDomainTranslations();
    await loadLanguage(language);
    const keys = PROJECT_STATUSES.map((value) => `enums.projectStatus.${value}`);
    expect(
      keys.filter((key) => !i18n.exists(key, { lng: language, ns: DOMAIN_NAMESPACE, fallbackLng: false })),
    ).toEqual([]);
  });

  it.each(['es', 'en', 'ca'] as const)('labels every place enumeration value in %s', async (language) => {
    void addDomainTranslations();
    await loadLanguage(language);
    const keys = [
      ...PLACE_TYPES.map((value) => `enums.placeType.${value}`),
      ...ACCESS_STATUSES.map((value) => `enums.placeAccessStatus.${value}`),
    ];
    expect(
      keys.filter((key) => !i18n.exists(key, { lng: language, ns: DOMAIN_NAMESPACE, fallbackLng: false })),
    ).toEqual([]);
  });

  it('interpolates the bounds', () => {
    expect(i18n.t('api.error.field-max-length', { max: 64 })).toBe(
      'Este campo no puede tener más de 64 caracteres',
    );
    expect(i18n.t('api.error.field-min-length', { min: 12 })).toBe(
      'Este campo debe tener al menos 12 caracteres',
    );
  });

  it('changes language, persists it and sets <html lang>', async () => {
    await changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('api.error.default')).toBe('An error has occurred');
  });

  it('speaks Catalan once it is chosen, and names each language in itself', async () => {
    await changeLanguage('ca');
    expect(i18n.language).toBe('ca');
    expect(document.documentElement.lang).toBe('ca');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ca');
    expect(i18n.t('api.error.field-not-blank')).toBe('Aquest camp no pot estar buit');
    expect(i18n.t('api.error.field-max-length', { max: 64 })).toBe(
      'Aquest camp no pot tenir més de 64 caràcters',
    );
    expect(['es', 'en', 'ca'].map((language) => i18n.t(`languages.${language}`))).toEqual([
      'Español',
      'English',
      'Català',
    ]);
  });

  it('falls back to Spanish for a text a namespace lacks in Catalan', async () => {
    addTranslations('fallback-check', {
      es: { only: 'Solo en español' },
      en: { only: 'Only in English' },
      ca: {},
    });
    await changeLanguage('ca');
    expect(i18n.t('only', { ns: 'fallback-check' })).toBe('Solo en español');
  });

  it("fetches an app's English and Catalan texts only when that language is chosen", async () => {
    const english = jest.fn(async () => ({ greeting: 'Hello' }));
    const catalan = jest.fn(async () => ({ greeting: 'Hola (ca)' }));
    addTranslations('lazy-check', { es: { greeting: 'Hola' }, en: english, ca: catalan });
    await translationsReady();
    expect(english).not.toHaveBeenCalled();
    expect(catalan).not.toHaveBeenCalled();
    expect(i18n.t('greeting', { ns: 'lazy-check' })).toBe('Hola');

    await changeLanguage('ca');
    expect(catalan).toHaveBeenCalledTimes(1);
    expect(english).not.toHaveBeenCalled();
    expect(i18n.t('greeting', { ns: 'lazy-check' })).toBe('Hola (ca)');

    // Once fetched, choosing the language again fetches nothing.
    await changeLanguage('es');
    await changeLanguage('ca');
    expect(catalan).toHaveBeenCalledTimes(1);
  });

  it('fetches at once the texts an app registers while its language is the current one', async () => {
    await changeLanguage('en');
    const english = jest.fn(async () => ({ title: 'Volunteering' }));
    addTranslations('late-check', { es: { title: 'Voluntariado' }, en: english, ca: async () => ({}) });
    expect(english).toHaveBeenCalledTimes(1);
    await translationsReady();
    expect(i18n.t('title', { ns: 'late-check' })).toBe('Volunteering');
  });

  it('shows Spanish when a language’s texts cannot be fetched, and tries again on the next choice', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const english = jest.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { label: 'Save' };
    });
    addTranslations('flaky-check', { es: { label: 'Guardar' }, en: english, ca: async () => ({}) });
    await changeLanguage('en');
    expect(i18n.t('label', { ns: 'flaky-check' })).toBe('Guardar');
    await changeLanguage('es');
    await changeLanguage('en');
    expect(english).toHaveBeenCalledTimes(2);
    expect(i18n.t('label', { ns: 'flaky-check' })).toBe('Save');
    warn.mockRestore();
  });

  it('adds a namespace for a remote', () => {
    addTranslations('intranet', {
      es: { home: { title: 'Inicio' } },
      en: { home: { title: 'Home' } },
      ca: { home: { title: 'Inici' } },
    });
    expect(i18n.t('home.title', { ns: 'intranet' })).toBe('Inicio');
    expect(i18n.getFixedT('en', 'intranet')('home.title')).toBe('Home');
    expect(i18n.getFixedT('ca', 'intranet')('home.title')).toBe('Inici');
  });
});

describe('i18n language restore', () => {
  it('restores the stored language at import', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    jest.resetModules();
    const { i18n: fresh } = await import('../i18n');
    expect(fresh.language).toBe('en');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
});
