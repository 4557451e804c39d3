import { useFormikContext } from 'formik';
import { createContext, useCallback, useContext, useEffect, useState, type Context } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router';
import { useSessionStore } from '@enlace/shared/session';
import { ConfirmDialog } from '@enlace/shared/ui';
import { FORMS_NAMESPACE } from '../translations';

// A shell built before the data router provided a react-router without this context (nor useBlocker): a form loaded
// under it then does without the dialog rather than failing.
const dataRouterContext =
  (UNSAFE_DataRouterContext as Context<unknown> | undefined) ?? createContext<unknown>(null);

export type UnsavedChangesPromptProps = {
  /** Whether the form holds changes that leaving would lose. */
  when: boolean;
};

/**
 * While `when` holds, leaving the page asks first: a link or the browser's back and forward buttons open a dialog
 * ("Seguir editando" / "Salir sin guardar"), and closing or reloading the tab gets the browser's own warning.
 * Only a move to another page asks (the same page with other search parameters keeps the form), and never once
 * the session in which the changes were made has ended: a sign-out, here or in another tab, takes the person to
 * the sign-in page at once, and what they typed could not be saved anyway.
 */
export function UnsavedChangesPrompt({ when }: UnsavedChangesPromptProps) {
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  // useBlocker works only under a data router (the shell's); under a declarative one (a remote run on its own, a
  // component test with a MemoryRouter) the form keeps the browser's warning alone. The blocker exists only while
  // the form has changes: a router heeds one blocker at a time, and a page may hold two forms (a profile and the
  // password), of which the one being edited is the one that asks.
  const dataRouter = useContext(dataRouterContext);
  return when && dataRouter ? <NavigationBlocker /> : null;
}

function NavigationBlocker() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [openedSignedIn] = useState(() => Boolean(useSessionStore.getState().token));
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !(openedSignedIn && !useSessionStore.getState().token),
    [openedSignedIn],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsavedChanges.title')}
      description={t('unsavedChanges.text')}
      cancelLabel={t('unsavedChanges.stay')}
      confirmLabel={t('unsavedChanges.leave')}
      destructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

/**
 * The unsaved-changes prompt of a Formik form (render it inside <Formik>): it asks while the values differ from
 * the initial ones and no save is under way, so that the navigation that follows a successful save (to the new
 * record's page, say) goes through without asking. A form that stays on its page after saving resets to what it
 * saved (enableReinitialize with the saved record, or resetForm), and from then on leaves without asking too.
 */
export function UnsavedChangesGuard() {
  const { dirty, isSubmitting } = useFormikContext();
  return <UnsavedChangesPrompt when={dirty && !isSubmitting} />;
}
