import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Beneficiary } from '@enlace/shared/domain';
import { DeleteWithReasonDialog } from '../../../components/delete-with-reason-dialog';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useDeleteBeneficiary } from '../api/delete-beneficiary';
import { BENEFICIARIES_PATH } from '../../../config/paths';

export type BeneficiaryActionsProps = { beneficiary: Beneficiary };

/** The detail page's actions, shown only to staff who may do them (docs/roles.md): delete with a reason. */
export function BeneficiaryActions({ beneficiary }: BeneficiaryActionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canDelete = useCan('beneficiary:delete');
  const remove = useDeleteBeneficiary();
  const [deleting, setDeleting] = useState(false);
  const name = `${beneficiary.name} ${beneficiary.surname}`;

  return (
    <>
      {canDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
          {t('beneficiary.delete')}
        </Button>
      ) : null}
      <DeleteWithReasonDialog
        open={deleting}
        title={t('beneficiary.deleteTitle', { name })}
        description={t('beneficiary.deleteText')}
        onCancel={() => setDeleting(false)}
        onConfirm={async (reason) => {
          if (await remove(beneficiary.id, reason)) {
            setDeleting(false);
            navigate(BENEFICIARIES_PATH);
          }
        }}
      />
    </>
  );
}
