import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { ImportKind, ImportResult } from '../api/import-types';
import { ImportRejectedRows } from './import-rejected-rows';

export type ImportResultSummaryProps = {
  kind: ImportKind;
  file: File;
  result: ImportResult;
  onReset: () => void;
};

/** What the import stored and, when some rows were left out, their errors and the CSV to correct them. */
export function ImportResultSummary({ kind, file, result, onReset }: ImportResultSummaryProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const headingId = useId();
  const counted = (count: number) => ({ count, formatted: format.number(count) });

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h3" size="sm" id={headingId}>
        {t('imports.result.heading')}
      </Heading>
      <Stack gap="1" role="status">
        <Text fontWeight="semibold">{t('imports.result.created', counted(result.created))}</Text>
        {result.rejected > 0 ? (
          <Text color="fg.warning">{t('imports.result.rejected', counted(result.rejected))}</Text>
        ) : null}
      </Stack>
      {result.errors.length > 0 ? (
        <ImportRejectedRows kind={kind} file={file} errors={result.errors} />
      ) : null}
      <Button alignSelf="flex-start" variant="outline" onClick={onReset}>
        {t('imports.result.another')}
      </Button>
    </Stack>
  );
}
