import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@enlace/shared/api';
import type { Collection, StaffMemberListItem } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type TransferActivitiesDialogProps = {
  open: boolean;
  /** The coordinator being deleted, who is not offered as the receiver. */
  coordinator: { id: number; name: string };
  /** Resolves once the transfer and the deletion are done or have failed; the dialog waits for it. */
  onConfirm: (receiverIri: string) => Promise<void>;
  onCancel: () => void;
  /** Where the focus goes back to on closing (the delete button: what opened it, the first dialog, is gone). */
  finalFocusEl?: () => HTMLElement | null;
};

/**
 * A coordinator with activities cannot simply be deleted (`coordinator-has-assigned-activities`): staff pick
 * another coordinator to take them over, then the deletion goes on. Nothing is lost.
 */
export function TransferActivitiesDialog({
  open,
  coordinator,
  onConfirm,
  onCancel,
  finalFocusEl,
}: TransferActivitiesDialogProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [options, setOptions] = useState<StaffMemberListItem[] | null>(null);
  const [receiver, setReceiver] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    setReceiver('');
    setError(undefined);
    apiGet<Collection<StaffMemberListItem>>('coordinators', {
      itemsPerPage: '100',
      'order[name]': 'asc',
    }).then(
      (collection) =>
        current && setOptions(collection.member.filter((member) => member.id !== coordinator.id)),
      () => current && setOptions([]),
    );
    return () => {
      current = false;
    };
  }, [open, coordinator.id]);

  const confirm = async () => {
    if (!receiver) {
      setError(t('api.error.coordinator-required', { ns: 'common' }));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(receiver);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      // It opens as the reason dialog closes and hands the focus back to its button: that focus outside must not
      // dismiss it (only Cancel, the close button and Escape do).
      closeOnInteractOutside={false}
      finalFocusEl={finalFocusEl}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{t('coordinatorTransfer.title', { name: coordinator.name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('coordinatorTransfer.text')}</Text>
                {options && options.length === 0 ? (
                  <Text color="fg.error">{t('coordinatorTransfer.noOther')}</Text>
                ) : (
                  <Field.Root invalid={Boolean(error)} required disabled={options === null}>
                    <Field.Label>
                      {t('coordinatorTransfer.receiver')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={receiver}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(event) => {
                          setReceiver(event.target.value);
                          setError(undefined);
                        }}
                      >
                        <option value="">{t('app.select', { ns: 'common' })}</option>
                        {(options ?? []).map((member) => (
                          <option key={member['@id']} value={member['@id']}>
                            {`${member.name} ${member.surname}`}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {error ? <Field.ErrorText id={errorId}>{error}</Field.ErrorText> : null}
                  </Field.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('app.cancel', { ns: 'common' })}
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={busy} disabled={options?.length === 0}>
                {t('coordinatorTransfer.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('app.close', { ns: 'common' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
