import type { Schema } from 'yup';
import { i18n } from '@enlace/shared/i18n';
import type { ApiError } from './api-error';
import { handleRequestError } from './handle-request-error';
import type { SetFieldErrors } from './handle-request-error';
import { useLoadingStore } from './loading-store';
import { isResourceChanged } from './is-resource-changed';
import { isResultBody } from './is-result-body';
import { showResultErrors } from './show-result-errors';
import { showToast } from './show-toast';
import { toApiError } from './to-api-error';
import { translateViolations } from './translate-violations';

/** A yup schema, or a function that imports it on first use (so that a page's first load needs no yup). */
export type SchemaSource = Schema | (() => Promise<Schema>);

export type RequestOptions = {
  /** Client-side pre-validation: with violations the fields show them and the call is skipped (spec §5). */
  validation?: { schema: SchemaSource; data: unknown };
  setFieldErrors?: SetFieldErrors;
  /** A translation key (e.g. `api.success.user-activated`) shown as a success toast. */
  successMessage?: string;
  /** Runs after the error has been shown, for screens that react to a specific code. */
  onError?: (error: ApiError) => void;
  /** True for an error the screen shows itself, in place (no toast); `onError` still runs. */
  showsError?: (error: ApiError) => boolean;
  /**
   * Someone else changed the record since it was loaded (412 `resource-changed`): the screen shows its own
   * message with a way to reload, instead of the toast.
   */
  onResourceChanged?: () => void;
};

/**
 * Validates through the full domain, imported on first use: yup and the schemas stay out of the first load of
 * a page whose only form validates on submit.
 */
export const validateSource = async (source: SchemaSource, data: unknown) => {
  const [{ validateWith }, schema] = await Promise.all([
    import('@enlace/shared/domain'),
    typeof source === 'function' ? source() : source,
  ]);
  return validateWith(schema, data);
};

/** The request wrapper (spec §7/§8): loading indicator, pre-validation, error handling. Undefined on failure. */
export const request = async <T>(
  fn: () => Promise<T>,
  options: RequestOptions = {},
): Promise<T | undefined> => {
  const { validation, setFieldErrors, successMessage, onError, showsError, onResourceChanged } = options;
  const loading = useLoadingStore.getState();
  loading.start();
  try {
    if (validation) {
      const violations = await validateSource(validation.schema, validation.data);
      if (violations.length > 0) {
        if (setFieldErrors) setFieldErrors(translateViolations(violations));
        else showToast(i18n.t('api.error.validation-failed'));
        return undefined;
      }
    }
    const result = await fn();
    // A result with a success flag may still carry file or import errors.
    if (isResultBody(result) && showResultErrors(result)) return result;
    if (successMessage) showToast(i18n.t(successMessage), 'success');
    return result;
  } catch (error) {
    const apiError = await toApiError(error);
    if (onResourceChanged && isResourceChanged(apiError)) onResourceChanged();
    else if (!showsError?.(apiError)) handleRequestError(apiError, setFieldErrors);
    onError?.(apiError);
    return undefined;
  } finally {
    useLoadingStore.getState().stop();
  }
};
