import { translationIssuesOf } from '@enlace/shared/testing';
import { FORMS_NAMESPACE } from '../../forms/translations';
import { CALENDAR_NAMESPACE } from '../../ui/calendar/translations';
import {
  addDomainTranslations,
  COMMON_NAMESPACE,
  DOMAIN_NAMESPACE,
  loadLanguage,
  SUPPORTED_LANGUAGES,
} from '../index';

describe('the shared texts in every language', () => {
  beforeAll(async () => {
    void addDomainTranslations();
    for (const language of SUPPORTED_LANGUAGES) await loadLanguage(language);
  });

  it.each([COMMON_NAMESPACE, DOMAIN_NAMESPACE, FORMS_NAMESPACE, CALENDAR_NAMESPACE])(
    '%s has every key in Spanish, English and Catalan, none empty, with the same variables',
    (namespace) => {
      expect(translationIssuesOf(namespace)).toEqual({});
    },
  );
});
