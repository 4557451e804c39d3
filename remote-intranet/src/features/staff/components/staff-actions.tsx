import { Button } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import type { DeletionReason, StaffMember } from '@enlace/shared/domain';
import { DeleteWithReasonDialog } from '../../../components/delete-with-reason-dialog';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { staffListPath, type StaffKind } from '../../../config/paths';
import { useDeleteStaffMember } from '../api/delete-staff-member';
import { useTransferCoordinatorActivities } from '../api/transfer-coordinator-activities';
import { STAFF_KINDS } from '../staff-kinds';
import { TransferActivitiesDialog } from './transfer-activities-dialog';

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
 * and points to the note that says why. A coordinator who still has activities
 * (`coordinator-has-assigned-activities`) is deleted after handing them to another coordinator.
 */
export function StaffActions({ kind, member, ownRecordNoteId, onRefused }: StaffActionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canDelete = useCan(STAFF_KINDS[kind].permissions.delete);
  // The reason given, kept for the deletion that follows a transfer.
  const reasonRef = useRef<DeletionReason | null>(null);
  const [transferring, setTransferring] = useState(false);
  // The transfer dialog opens once the reason dialog has finished closing: opened while the other one was still
  // closing, it took the focus the closing dialog gives back as a dismissal and closed again (seen on a busy
  // machine in the end-to-end tests).
  const transferNext = useRef(false);
  const onError = useCallback(
    (error: ApiError) => {
      if (error.code === 'coordinator-has-assigned-activities') transferNext.current = true;
      else onRefused(error);
    },
    [onRefused],
  );
  const remove = useDeleteStaffMember(kind, onError);
  const transfer = useTransferCoordinatorActivities();
  const [open, setOpen] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
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
      <Button ref={deleteButton} variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('staff.delete')}
      </Button>
      <DeleteWithReasonDialog
        open={open}
        title={t('staff.deleteTitle', { name })}
        description={t('staff.deleteText')}
        onCancel={() => setOpen(false)}
        onConfirm={async (reason) => {
          reasonRef.current = reason;
          transferNext.current = false;
          const deleted = await remove(member.id, reason);
          setOpen(false);
          if (deleted) navigate(staffListPath(kind));
        }}
        onExitComplete={() => {
          if (!transferNext.current) return;
          transferNext.current = false;
          setTransferring(true);
        }}
      />
      {kind === 'coordinator' ? (
        <TransferActivitiesDialog
          open={transferring}
          coordinator={{ id: member.id, name }}
          finalFocusEl={() => deleteButton.current}
          onCancel={() => setTransferring(false)}
          onConfirm={async (receiver) => {
            if (!(await transfer(member.id, receiver)) || !reasonRef.current) return;
            const deleted = await remove(member.id, reasonRef.current);
            setTransferring(false);
            if (deleted) navigate(staffListPath(kind));
          }}
        />
      ) : null}
    </>
  );
}
