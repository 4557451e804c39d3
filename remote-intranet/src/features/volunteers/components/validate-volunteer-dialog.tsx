import { Alert, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { VolunteerListItem } from '@enlace/shared/domain';
import { ConfirmDialog } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type ValidateVolunteerDialogProps = {
  /** The volunteer to validate; the dialog is open while it is set. */
  volunteer: Pick<VolunteerListItem, 'name' | 'surname' | 'accessStatus'> | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Validating lets a person sign up to sessions and cannot be undone from the screens, so it is confirmed first;
 * a person who has not activated their account yet (an invitation not accepted) is pointed out before that.
 */
export function ValidateVolunteerDialog({
  volunteer,
  loading,
  onConfirm,
  onCancel,
}: ValidateVolunteerDialogProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const name = volunteer ? `${volunteer.name} ${volunteer.surname}` : '';
  return (
    <ConfirmDialog
      open={volunteer !== null}
      title={t('volunteers.validateTitle', { name })}
      description={
        <Stack gap="3">
          {volunteer?.accessStatus === 'no-access' ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>{t('volunteers.validateNotActivated', { name })}</Alert.Description>
            </Alert.Root>
          ) : null}
          <Text>{t('volunteers.validateText', { name })}</Text>
        </Stack>
      }
      confirmLabel={t('volunteers.validate')}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
