import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleRequestError, showToast, toApiError } from '@enlace/shared/api';
import { IMPORT_MAX_FILE_SIZE_BYTES } from '@enlace/shared/domain';
import { COMMON_NAMESPACE } from '@enlace/shared/i18n';
import { checkImport } from '../api/check-import';
import type { ImportCheck, ImportKind, ImportProgress, ImportResult } from '../api/import-types';
import { runImport } from '../api/run-import';
import { fileRefusalMessages } from '../utils/file-refusal-messages';

/** Where the page is: no file yet, the file being checked, checked, being imported, or imported. */
export type ImportStep =
  | { step: 'choose' }
  | { step: 'checking'; file: File; progress: ImportProgress | null }
  | { step: 'checked'; file: File; check: ImportCheck }
  | { step: 'importing'; file: File; check: ImportCheck; progress: ImportProgress | null }
  | { step: 'imported'; file: File; result: ImportResult };

export type ImportSteps = {
  state: ImportStep;
  /** Why the API (or the size limit) refused the whole file, one line each; null when nothing was refused. */
  refusal: string[] | null;
  /** Checks a chosen file at once. */
  choose: (file: File) => Promise<void>;
  /** Imports the checked file's valid rows. */
  confirm: (options: { sendInvitations?: boolean }) => Promise<void>;
  /** Back to choosing a file; an answer still on its way is ignored. */
  reset: () => void;
};

const MAX_MEGABYTES = IMPORT_MAX_FILE_SIZE_BYTES / (1024 * 1024);

/**
 * The two calls of an import page and what they leave on screen: `choose` checks the file (nothing stored),
 * `confirm` stores its valid rows and calls `onImported`. A whole-file refusal stays on the page; other failures
 * are the request wrapper's toasts.
 */
export function useImportSteps(kind: ImportKind, onImported: (result: ImportResult) => void): ImportSteps {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const [refusal, setRefusal] = useState<string[] | null>(null);
  // Each run gets a number; the answers of a run that was reset or replaced are dropped.
  const run = useRef(0);

  /** Shows a failure: a refused file on the page, anything else as the wrapper's toast. Whether it was refused. */
  const fail = useCallback(
    async (error: unknown) => {
      const apiError = await toApiError(error);
      const messages = fileRefusalMessages(apiError, t);
      if (messages) setRefusal(messages);
      else handleRequestError(apiError);
      return messages !== null;
    },
    [t],
  );

  const choose = useCallback(
    async (file: File) => {
      const current = ++run.current;
      setRefusal(null);
      if (file.size > IMPORT_MAX_FILE_SIZE_BYTES) {
        // Refused here as the API would, without sending megabytes for nothing.
        setState({ step: 'choose' });
        setRefusal([t('api.error.file.file-too-large', { max: MAX_MEGABYTES })]);
        return;
      }
      setState({ step: 'checking', file, progress: null });
      try {
        const check = await checkImport(kind, file, (progress) => {
          if (run.current === current) setState({ step: 'checking', file, progress });
        });
        if (run.current === current) setState({ step: 'checked', file, check });
      } catch (error) {
        if (run.current !== current) return;
        await fail(error);
        setState({ step: 'choose' });
      }
    },
    [kind, fail, t],
  );

  const confirm = useCallback(
    async ({ sendInvitations }: { sendInvitations?: boolean }) => {
      if (state.step !== 'checked') return;
      const { file, check } = state;
      const current = ++run.current;
      setRefusal(null);
      setState({ step: 'importing', file, check, progress: null });
      try {
        const result = await runImport(kind, file, { sendInvitations }, (progress) => {
          if (run.current === current) setState({ step: 'importing', file, check, progress });
        });
        if (run.current !== current) return;
        setState({ step: 'imported', file, result });
        // The spec's two counts: the records the file had, the rows that went in.
        showToast(
          `${t('api.success.import-completed', { count: result.rows })}. ${t('api.success.csv-rows-inserted', { count: result.created })}`,
          'success',
        );
        if (result.rejected > 0) showToast(t('api.success.import-lines-not-inserted'), 'warning');
        onImported(result);
      } catch (error) {
        if (run.current !== current) return;
        const refused = await fail(error);
        // A refused file must be chosen again; after any other failure the same file can be imported again.
        setState(refused ? { step: 'choose' } : { step: 'checked', file, check });
      }
    },
    [state, kind, fail, onImported, t],
  );

  const reset = useCallback(() => {
    run.current++;
    setRefusal(null);
    setState({ step: 'choose' });
  }, []);

  return { state, refusal, choose, confirm, reset };
}
