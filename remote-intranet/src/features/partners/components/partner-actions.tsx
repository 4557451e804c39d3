import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import type { Partner } from '@enlace/shared/domain';
import { ConfirmDialog } from '@enlace/shared/ui';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PARTNERS_PATH } from '../../../config/paths';
import { useDeletePartner } from '../api/delete-partner';

export type PartnerActionsProps = {
  partner: Partner;
  /** The API refused the deletion (e.g. `partner-has-contact-persons`): the page explains it. */
  onRefused: (error: ApiError) => void;
};

/**
 * Delete, for administrators only (docs/roles.md), after a confirmation. A partner with contact persons cannot be
 * deleted: the dialog says so beforehand, and a refusal by the API is explained on the page.
 */
export function PartnerActions({ partner, onRefused }: PartnerActionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canDelete = useCan('partner:delete');
  const remove = useDeletePartner(onRefused);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!canDelete) return null;
  const count = partner.contactPersons.length;

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('partner.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        title={t('partner.deleteTitle', { name: partner.name })}
        description={count > 0 ? t('partner.deleteWithContactsText', { count }) : t('partner.deleteText')}
        confirmLabel={t('partner.delete')}
        loading={deleting}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setDeleting(true);
          const deleted = await remove(partner.id);
          setDeleting(false);
          setOpen(false);
          if (deleted) navigate(PARTNERS_PATH);
        }}
      />
    </>
  );
}
