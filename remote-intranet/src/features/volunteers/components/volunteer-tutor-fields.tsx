import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TUTOR_RELATIONS } from '@enlace/shared/domain';
import { SelectField, TextField } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type VolunteerTutorFieldsProps = {
  disabled?: boolean;
};

/** A minor volunteer's tutor: who receives the link to authorise the volunteering. */
export function VolunteerTutorFields({ disabled }: VolunteerTutorFieldsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const label = (field: string) => t(`fields.${field}`, { ns: 'common' });
  const field = (name: string, type = 'text') => (
    <TextField name={name} label={label(name)} type={type} autoComplete="off" required disabled={disabled} />
  );
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('volunteer.minorHint')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('tutorName')}
        {field('tutorSurname')}
        {field('tutorEmail', 'email')}
        {field('tutorPhone', 'tel')}
      </SimpleGrid>
      <SelectField
        name="relation"
        label={label('relation')}
        required
        disabled={disabled}
        options={TUTOR_RELATIONS.map((relation) => ({
          value: relation,
          label: t(`enums.tutorRelation.${relation}`, { ns: 'common' }),
        }))}
      />
    </Stack>
  );
}
