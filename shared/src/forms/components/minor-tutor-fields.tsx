import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TUTOR_RELATIONS } from '@enlace/shared/domain';
import { SelectField, TextField } from '@enlace/shared/ui';

export type MinorTutorFieldsProps = {
  /** Why the tutor is asked for, in the words of the screen (staff registering, or the person signing up). */
  hint: string;
  disabled?: boolean;
};

/** A minor's tutor (the shared `minorTutorShape`): who receives the link to authorise. Formik-bound. */
export function MinorTutorFields({ hint, disabled }: MinorTutorFieldsProps) {
  const { t } = useTranslation('domain');
  const label = (field: string) => t(`fields.${field}`);
  const field = (name: string, type = 'text') => (
    <TextField name={name} label={label(name)} type={type} autoComplete="off" required disabled={disabled} />
  );
  return (
    <Stack gap="4">
      <Text color="fg.muted">{hint}</Text>
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
          label: t(`enums.tutorRelation.${relation}`),
        }))}
      />
    </Stack>
  );
}
