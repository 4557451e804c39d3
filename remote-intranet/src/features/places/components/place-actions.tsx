import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Place } from '@enlace/shared/domain';
import { ConfirmDialog } from '@enlace/shared/ui';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PLACES_PATH } from '../../../config/paths';
import { useDeletePlace } from '../api/delete-place';

export type PlaceActionsProps = {
  place: Place;
};

/** Delete, for administrators only (docs/roles.md), after a confirmation; then back to the list. */
export function PlaceActions({ place }: PlaceActionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canDelete = useCan('place:delete');
  const remove = useDeletePlace();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!canDelete) return null;

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('place.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        title={t('place.deleteTitle', { name: place.name })}
        description={t('place.deleteText')}
        confirmLabel={t('place.delete')}
        loading={deleting}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setDeleting(true);
          const deleted = await remove(place.id);
          setDeleting(false);
          setOpen(false);
          if (deleted) navigate(PLACES_PATH);
        }}
      />
    </>
  );
}
