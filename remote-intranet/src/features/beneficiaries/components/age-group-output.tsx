import { Stack, Text, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ageGroupOf } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { BeneficiaryFormValues } from '../utils/beneficiary-form-values';
import { AgeGroupBadge } from './age-group-badge';

/** The age group, read-only, computed from the birthday as it is typed (under 18: minor), and announced. */
export function AgeGroupOutput() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values } = useFormikContext<BeneficiaryFormValues>();
  const ageGroup = ageGroupOf(values.birthday);
  const labelId = useId();
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {t('beneficiary.ageGroupLabel')}
      </Text>
      <chakra.output aria-labelledby={labelId} aria-live="polite" display="block">
        {ageGroup ? (
          <AgeGroupBadge ageGroup={ageGroup} />
        ) : (
          <Text as="span" color="fg.muted">
            {t('beneficiary.ageGroupUnknown')}
          </Text>
        )}
      </chakra.output>
    </Stack>
  );
}
