import type { VariantType } from 'notistack';

export type Toast = { message: string; variant: VariantType };
type DeliverToast = (toast: Toast) => void;

// notistack loads with the first toast, not with the page: no page needs it to show (the /login budget,
// docs/adr/0037-federation-runtime-and-chunks.md). Toasts asked for before a toaster is on screen wait here
// and show as soon as one mounts.
const waiting: Toast[] = [];
const toasters: DeliverToast[] = [];
const listeners = new Set<() => void>();
let wanted = false;

/** One toast; `pre-line` keeps the line breaks of multi-line import errors (see the toaster). */
export const showToast = (message: string, variant: VariantType = 'error'): void => {
  const deliver = toasters[toasters.length - 1];
  if (deliver) {
    deliver({ message, variant });
    return;
  }
  waiting.push({ message, variant });
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
};

/** Whether any toast has been asked for; UiProviders mounts the toaster from then on. */
export const toasterWanted = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
};

/** A mounted toaster shows the waiting toasts and every later one until it unmounts (the innermost wins). */
export function connectToaster(deliver: DeliverToast): () => void {
  toasters.push(deliver);
  waiting.splice(0).forEach(deliver);
  return () => {
    const index = toasters.lastIndexOf(deliver);
    if (index >= 0) toasters.splice(index, 1);
  };
}
