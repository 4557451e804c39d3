import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContactPartner } from '@enlace/shared/domain';
import { DeleteWithReasonDialog } from '../../../components/delete-with-reason-dialog';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { CONTACT_PARTNERS_PATH } from '../../../config/paths';
import { useDeleteContactPartner } from '../api/delete-contact-partner';

export type ContactPartnerActionsProps = { contactPartner: ContactPartner };

/** Delete with a reason, for administrators only (docs/roles.md): the person is anonymised and loses access. */
export function ContactPartnerActions({ contactPartner }: ContactPartnerActionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canDelete = useCan('contact-partner:delete');
  const remove = useDeleteContactPartner();
  const [open, setOpen] = useState(false);
  if (!canDelete) return null;
  const name = `${contactPartner.name} ${contactPartner.surname}`;

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('contactPartner.delete')}
      </Button>
      <DeleteWithReasonDialog
        open={open}
        title={t('contactPartner.deleteTitle', { name })}
        description={t('contactPartner.deleteText')}
        onCancel={() => setOpen(false)}
        onConfirm={async (reason) => {
          if (await remove(contactPartner.id, reason)) {
            setOpen(false);
            navigate(CONTACT_PARTNERS_PATH);
          }
        }}
      />
    </>
  );
}
