import { Button, Checkbox, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { ImportCheck, ImportKind } from '../api/import-types';
import { ImportRejectedRows } from './import-rejected-rows';

export type ImportCheckSummaryProps = {
  kind: ImportKind;
  file: File;
  check: ImportCheck;
  /** The import of these rows is under way: the choices wait for it. */
  importing: boolean;
  onConfirm: (options: { sendInvitations?: boolean }) => void;
  onReset: () => void;
};

/** What the check found, the rows it would leave out, and the way to import the rest or choose another file. */
export function ImportCheckSummary({
  kind,
  file,
  check,
  importing,
  onConfirm,
  onReset,
}: ImportCheckSummaryProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  // Each imported volunteer gets the invitation unless the staff member says otherwise (partners get none).
  const [sendInvitations, setSendInvitations] = useState(true);
  const headingId = useId();
  const hintId = useId();
  const counted = (count: number) => ({ count, formatted: format.number(count) });

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h3" size="sm" id={headingId}>
        {t('imports.check.heading')}
      </Heading>
      <Stack gap="1" aria-live="polite">
        <Text fontWeight="semibold">{t('imports.check.valid', counted(check.valid))}</Text>
        {check.rejected > 0 ? (
          <Text color="fg.warning">{t('imports.check.rejected', counted(check.rejected))}</Text>
        ) : null}
        {check.valid === 0 ? <Text>{t('imports.check.nothingValid')}</Text> : null}
      </Stack>
      {check.errors.length > 0 ? <ImportRejectedRows kind={kind} file={file} errors={check.errors} /> : null}
      {kind === 'volunteers' && check.valid > 0 ? (
        <Stack gap="1">
          <Checkbox.Root
            checked={sendInvitations}
            disabled={importing}
            colorPalette="brand"
            onCheckedChange={(details) => setSendInvitations(details.checked === true)}
          >
            <Checkbox.HiddenInput aria-describedby={hintId} />
            <Checkbox.Control />
            <Checkbox.Label>{t('imports.check.sendInvitations')}</Checkbox.Label>
          </Checkbox.Root>
          <Text id={hintId} color="fg.muted" fontSize="sm" ps="7">
            {t('imports.check.sendInvitationsHint')}
          </Text>
        </Stack>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          disabled={check.valid === 0}
          loading={importing}
          loadingText={t('imports.check.importing')}
          onClick={() => onConfirm(kind === 'volunteers' ? { sendInvitations } : {})}
        >
          {t('imports.check.confirm', counted(check.valid))}
        </Button>
        <Button variant="outline" disabled={importing} onClick={onReset}>
          {t('imports.check.chooseAnother')}
        </Button>
      </HStack>
    </Stack>
  );
}
