import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import type { StaffMember } from '@enlace/shared/domain';
import { DeleteWithReasonDialog } from '../../../components/delete-with-reason-dialog';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { staffListPath, type StaffKind } from '../../../utils/staff-paths';
import { useDeleteStaffMember } from '../api/delete-staff-member';
import { STAFF_KINDS } from '../staff-kinds';

export type StaffActionsProps = {
  kind: StaffKind;
  member: StaffMember;
  /** The signed-in administrator's own record: deleting it is not offered (someone else must). */
  ownRecordNoteId?: string;
  /** The API refused the deletion (409 `cannot-delete-own-account`): the page explains it. */
  onRefused: (error: ApiError) => void;
};

/**
 * Delete with a reason, for administrators only (docs/roles.md). On their own record the button stays disabled
 * and points to the note that says why.
 */
export function StaffActions({ kind, member, ownRecordNoteId, onRefused }: StaffActionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canDelete = useCan(STAFF_KINDS[kind].permissions.delete);
  const remove = useDeleteStaffMember(kind, onRefused);
  const [open, setOpen] = useState(false);
  if (!canDelete) return null;
  const name = `${member.name} ${member.surname}`;

  if (ownRecordNoteId) {
    return (
      <Button variant="outline" colorPalette="red" disabled aria-describedby={ownRecordNoteId}>
        {t('staff.delete')}
      </Button>
    );
  }

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('staff.delete')}
      </Button>
      <DeleteWithReasonDialog
        open={open}
        title={t('staff.deleteTitle', { name })}
        description={t('staff.deleteText')}
        onCancel={() => setOpen(false)}
        onConfirm={async (reason) => {
          const deleted = await remove(member.id, reason);
          setOpen(false);
          if (deleted) navigate(staffListPath(kind));
        }}
      />
    </>
  );
}
