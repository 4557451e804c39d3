import { Fieldset, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NativeCheckbox } from '@enlace/shared/forms';
import { I18N_NAMESPACE } from '../../../i18n/translations';

/** A change of a session of a series: for it alone, or for it and the later ones. */
export type SeriesScope = 'this' | 'following';

export type SeriesScopeChoiceProps = {
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
};

/** "Only this session" or "this and the following ones", for a session created in a series. */
export function SeriesScopeChoice({ value, onChange }: SeriesScopeChoiceProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const options: { scope: SeriesScope; label: string }[] = [
    { scope: 'this', label: t('interventions.scopeThis') },
    { scope: 'following', label: t('interventions.scopeFollowing') },
  ];
  return (
    <Fieldset.Root mt="6">
      <Fieldset.Legend>{t('interventions.scopeLegend')}</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {options.map((option) => (
          <HStack as="label" key={option.scope} gap="2">
            <NativeCheckbox
              type="radio"
              name="series-scope"
              value={option.scope}
              checked={value === option.scope}
              onChange={() => onChange(option.scope)}
            />
            {option.label}
          </HStack>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
