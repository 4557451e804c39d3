import { HStack, Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { ImportProgress } from '../api/import-types';

export type ImportProgressBarProps = {
  /** The API's last progress line; null while the file is still on its way (the bar is indeterminate). */
  progress: ImportProgress | null;
};

/** How far a check or an import has got: the stage in words and a bar of the rows done. */
export function ImportProgressBar({ progress }: ImportProgressBarProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const stage = t(`imports.progress.${progress?.stage ?? 'uploading'}`);
  const known = progress !== null && progress.total > 0;
  const count = known
    ? t('imports.progress.count', {
        done: format.number(progress.done),
        total: format.number(progress.total),
      })
    : undefined;

  return (
    <Progress.Root
      value={known ? Math.min(progress.done, progress.total) : null}
      max={known ? progress.total : 100}
      colorPalette="brand"
    >
      <HStack justify="space-between" mb="1" gap="4">
        <Progress.Label>{stage}</Progress.Label>
        {count ? <Progress.ValueText>{count}</Progress.ValueText> : null}
      </HStack>
      <Progress.Track aria-label={`${t('imports.progress.label')}: ${stage}`} aria-valuetext={count ?? stage}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
