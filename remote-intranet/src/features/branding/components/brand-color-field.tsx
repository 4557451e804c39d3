import { Box, HStack, Input, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  TENANT_COLOR_MIN_WHITE_CONTRAST,
  TENANT_COLOR_PATTERN,
  whiteContrastOf,
} from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { TextField } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type BrandColorFieldProps = { name: string };

/**
 * The tenant's colour as a picker and as `#rrggbb` text, bound to the same value; under it, as one types, whether
 * white button text reads on it (the rule the API applies on save).
 */
export function BrandColorField({ name }: BrandColorFieldProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const [field, , helpers] = useField<string>(name);
  const value = field.value?.trim() ?? '';
  const valid = TENANT_COLOR_PATTERN.test(value);
  const ratio = valid ? Math.floor(whiteContrastOf(value) * 10) / 10 : null;
  const readable = ratio !== null && ratio >= TENANT_COLOR_MIN_WHITE_CONTRAST;

  return (
    <Box>
      <HStack align="flex-end" gap="3">
        <Input
          type="color"
          aria-label={t('branding.fields.colorPicker')}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => void helpers.setValue(event.target.value)}
          w="16"
          h="10"
          p="1"
          flexShrink={0}
        />
        <Box flex="1">
          <TextField
            name={name}
            label={t('branding.fields.color')}
            helperText={t('branding.fields.colorHint')}
            required
            autoComplete="off"
            spellCheck={false}
          />
        </Box>
      </HStack>
      {ratio === null ? null : (
        <Text
          role="status"
          mt="2"
          fontSize="sm"
          color={readable ? 'fg.success' : 'fg.error'}
          data-testid="contrast-message"
        >
          {readable
            ? t('branding.contrastOk', { ratio: format.number(ratio) })
            : t('api.error.color-contrast-too-low', {
                ns: 'common',
                ratio: format.number(ratio),
                min: format.number(TENANT_COLOR_MIN_WHITE_CONTRAST),
              })}
        </Text>
      )}
    </Box>
  );
}
