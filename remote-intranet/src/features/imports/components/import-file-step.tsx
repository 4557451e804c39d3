import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageAlert } from '../../../components/page-alert';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { ImportKind } from '../api/import-types';
import type { ImportSteps } from '../hooks/use-import-steps';
import { ImportCheckSummary } from './import-check-summary';
import { ImportFileInput } from './import-file-input';
import { ImportProgressBar } from './import-progress-bar';
import { ImportResultSummary } from './import-result-summary';

export type ImportFileStepProps = {
  kind: ImportKind;
  steps: ImportSteps;
};

/** Step 2: the file, checked as soon as it is chosen; then its rows imported, with the progress of each call. */
export function ImportFileStep({ kind, steps }: ImportFileStepProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const { state, refusal } = steps;
  const busy = state.step === 'checking' || state.step === 'importing';

  const startOver = () => {
    steps.reset();
    // The same file, corrected, may be chosen again: an input that kept it would not report the change.
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="import-file-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="import-file-heading">
          {t('imports.file.heading')}
        </Heading>
        <ImportFileInput
          inputRef={input}
          disabled={busy}
          onFile={(file) => {
            void steps.choose(file);
          }}
        />
        {state.step !== 'choose' ? (
          <Text color="fg.muted" fontSize="sm">
            {t('imports.file.chosen', { name: state.file.name })}
          </Text>
        ) : null}
        {refusal ? (
          <PageAlert title={t('imports.file.refused')}>
            <Stack gap="1" as="span" display="flex">
              {refusal.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </Stack>
          </PageAlert>
        ) : null}
        {state.step === 'checking' || state.step === 'importing' ? (
          <ImportProgressBar progress={state.progress} />
        ) : null}
        {state.step === 'checked' || state.step === 'importing' ? (
          <ImportCheckSummary
            kind={kind}
            file={state.file}
            check={state.check}
            importing={state.step === 'importing'}
            onConfirm={(options) => void steps.confirm(options)}
            onReset={startOver}
          />
        ) : null}
        {state.step === 'imported' ? (
          <ImportResultSummary kind={kind} file={state.file} result={state.result} onReset={startOver} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
