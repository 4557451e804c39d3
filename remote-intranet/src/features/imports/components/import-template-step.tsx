import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_FILE_SIZE_BYTES, IMPORT_MAX_RECORDS } from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { downloadImportTemplate } from '../api/download-import-template';
import type { ImportKind } from '../api/import-types';

export type ImportTemplateStepProps = { kind: ImportKind };

/** Step 1: the template to fill in, and the limits of a file. */
export function ImportTemplateStep({ kind }: ImportTemplateStepProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const [busy, setBusy] = useState(false);
  // "1.000 filas": the limit reads as a round figure, grouped even where four digits usually are not.
  const records = new Intl.NumberFormat(format.locale, { useGrouping: 'always' }).format(IMPORT_MAX_RECORDS);
  const megabytes = format.number(IMPORT_MAX_FILE_SIZE_BYTES / (1024 * 1024));

  return (
    <Card.Root as="section" aria-labelledby="import-template-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="import-template-heading">
          {t('imports.template.heading')}
        </Heading>
        <Text>{t('imports.template.text')}</Text>
        <Button
          alignSelf="flex-start"
          variant="outline"
          colorPalette="brand"
          loading={busy}
          loadingText={t('imports.template.downloading')}
          onClick={async () => {
            setBusy(true);
            await downloadImportTemplate(kind);
            setBusy(false);
          }}
        >
          {t('imports.template.download')}
        </Button>
        <Text color="fg.muted" fontSize="sm">
          {t('imports.template.limits', { megabytes, records })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
