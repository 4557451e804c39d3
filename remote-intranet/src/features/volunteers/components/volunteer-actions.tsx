import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@enlace/shared/ui';
import { DeleteWithReasonDialog } from '../../../components/delete-with-reason-dialog';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { coordinatorPath, VOLUNTEERS_PATH } from '../../../config/paths';
import { useDeleteVolunteer } from '../api/delete-volunteer';
import type { VolunteerDetail } from '../api/get-volunteer';
import { usePromoteVolunteer } from '../api/promote-volunteer';
import { useValidateVolunteer } from '../api/validate-volunteer';
import { ValidateVolunteerDialog } from './validate-volunteer-dialog';

export type VolunteerActionsProps = {
  volunteer: VolunteerDetail;
  /** The volunteer changed on the server (validated): show the new state. */
  onChanged: (volunteer: VolunteerDetail) => void;
};

/**
 * The detail page's actions, each shown only to staff who may do it (docs/roles.md): validate a pending
 * volunteer (after a confirmation), promote to coordinator (after a confirmation; then the coordinator's page opens), delete with a reason (administrators).
 */
export function VolunteerActions({ volunteer, onChanged }: VolunteerActionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canValidate = useCan('volunteer:validate');
  const canPromote = useCan('volunteer:promote');
  const canDelete = useCan('volunteer:delete');
  const validate = useValidateVolunteer();
  const promote = usePromoteVolunteer();
  const remove = useDeleteVolunteer();
  const [validating, setValidating] = useState(false);
  const [dialog, setDialog] = useState<'validate' | 'promote' | 'delete' | null>(null);
  const [promoting, setPromoting] = useState(false);
  const name = `${volunteer.name} ${volunteer.surname}`;

  return (
    <>
      {canValidate && volunteer.status === 'pending' ? (
        <Button colorPalette="brand" onClick={() => setDialog('validate')}>
          {t('volunteers.validate')}
        </Button>
      ) : null}
      {canPromote ? (
        <Button variant="outline" onClick={() => setDialog('promote')}>
          {t('volunteer.promote')}
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>
          {t('volunteer.delete')}
        </Button>
      ) : null}

      <ValidateVolunteerDialog
        volunteer={dialog === 'validate' ? volunteer : null}
        loading={validating}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          setValidating(true);
          const validated = await validate(volunteer.id);
          setValidating(false);
          setDialog(null);
          if (validated) onChanged({ ...volunteer, ...validated });
        }}
      />
      <ConfirmDialog
        open={dialog === 'promote'}
        title={t('volunteer.promoteTitle', { name })}
        description={t('volunteer.promoteText', { name })}
        confirmLabel={t('volunteer.promoteConfirm')}
        loading={promoting}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          setPromoting(true);
          const promoted = await promote(volunteer.id);
          setPromoting(false);
          setDialog(null);
          // The person is now staff and has left the volunteers: open their coordinator record.
          if (promoted) navigate(coordinatorPath(promoted.id));
        }}
      />
      <DeleteWithReasonDialog
        open={dialog === 'delete'}
        title={t('volunteer.deleteTitle', { name })}
        description={t('volunteer.deleteText')}
        onCancel={() => setDialog(null)}
        onConfirm={async (reason) => {
          if (await remove(volunteer.id, reason)) {
            setDialog(null);
            navigate(VOLUNTEERS_PATH);
          }
        }}
      />
    </>
  );
}
