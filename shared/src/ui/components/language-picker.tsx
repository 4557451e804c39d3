import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isSupportedLanguage, SUPPORTED_LANGUAGES } from '@enlace/shared/i18n';

export type LanguagePickerProps = { size?: 'xs' | 'sm' | 'md' };

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
export function LanguagePicker({ size = 'sm' }: LanguagePickerProps) {
  const { t, i18n } = useTranslation('common');
  return (
    <NativeSelect.Root size={size} width="auto">
      <NativeSelect.Field
        aria-label={t('app.language')}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isSupportedLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
