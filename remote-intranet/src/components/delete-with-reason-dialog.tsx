import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateViolations } from '@enlace/shared/api';
import { DELETION_REASONS, deletePersonSchema, validateWith } from '@enlace/shared/domain';
import type { DeletionReason } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../i18n/translations';

export type DeleteWithReasonDialogProps = {
  open: boolean;
  /** E.g. "Eliminar a Ana Pérez". */
  title: ReactNode;
  /** What deleting does (the person leaves the lists, their data is anonymised…). */
  description?: ReactNode;
  /** Resolves once the deletion is done or has failed; the dialog waits for it. */
  onConfirm: (reason: DeletionReason) => Promise<void> | void;
  onCancel: () => void;
  /** The dialog has finished closing (its exit animation included): another dialog may open now. */
  onExitComplete?: () => void;
};

/**
 * Deleting a person asks why (spec §3 deletion reasons; the reason goes to the audit record): the reason is
 * required by the shared `deletePersonSchema` before anything is sent.
 */
export function DeleteWithReasonDialog({
  open,
  title,
  description,
  onConfirm,
  onCancel,
  onExitComplete,
}: DeleteWithReasonDialogProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  useEffect(() => {
    if (open) {
      setReason('');
      setError(undefined);
      setBusy(false);
    }
  }, [open]);

  const confirm = async () => {
    const violations = translateViolations(await validateWith(deletePersonSchema, { reason }));
    if (violations.reason) {
      setError(violations.reason);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason as DeletionReason);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{description ?? t('deleteDialog.text')}</Text>
                <Field.Root invalid={Boolean(error)} required>
                  <Field.Label>
                    {t('fields.reason', { ns: 'domain' })}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={reason}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(event) => {
                        setReason(event.target.value);
                        setError(undefined);
                      }}
                    >
                      <option value="">{t('app.select', { ns: 'common' })}</option>
                      {DELETION_REASONS.map((option) => (
                        <option key={option} value={option}>
                          {t(`enums.deletionReason.${option}`, { ns: 'domain' })}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {error ? <Field.ErrorText id={errorId}>{error}</Field.ErrorText> : null}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('app.cancel', { ns: 'common' })}
              </Button>
              <Button colorPalette="red" onClick={() => void confirm()} loading={busy}>
                {t('deleteDialog.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('app.close', { ns: 'common' })} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
