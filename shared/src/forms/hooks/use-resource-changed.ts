import { useCallback, useState } from 'react';

/**
 * The state of an edit form whose save may be refused because someone else changed the record (412
 * `resource-changed`): `onResourceChanged` goes to the request wrapper, `changed` shows ResourceChangedAlert, and
 * `reloadRecord` loads the record again (and hides the alert); `dismiss` hides it when the form closes.
 */
export function useResourceChanged(reload: () => void) {
  const [changed, setChanged] = useState(false);
  const onResourceChanged = useCallback(() => setChanged(true), []);
  const reloadRecord = useCallback(() => {
    setChanged(false);
    reload();
  }, [reload]);
  const dismiss = useCallback(() => setChanged(false), []);
  return { changed, onResourceChanged, reloadRecord, dismiss };
}
