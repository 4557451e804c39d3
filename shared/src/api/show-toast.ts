import { enqueueSnackbar } from 'notistack';
import type { VariantType } from 'notistack';

/** One notistack toast; `pre-line` keeps the line breaks of multi-line import errors. */
export const showToast = (message: string, variant: VariantType = 'error'): void => {
  enqueueSnackbar(message, { variant, style: { whiteSpace: 'pre-line' } });
};
