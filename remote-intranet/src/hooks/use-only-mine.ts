import { useCallback, useMemo } from 'react';
import { useCurrentUser } from '@enlace/shared/session';

/** The values of a list's `mine` URL parameter: an explicit choice of "only mine" or "all". */
export const ONLY_MINE_VALUES = ['yes', 'no'] as const;
export type OnlyMineChoice = (typeof ONLY_MINE_VALUES)[number];

/** Where a person's last explicit choice for a list is kept (docs/contracts.md): one key per person and list. */
export const onlyMineStorageKey = (userId: number, list: string) => `enlace-only-mine:${userId}:${list}`;

const stored = (key: string | undefined): string | null => {
  if (!key) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * Whether a list shows only the coordinator's own rows: the URL's choice first (so a reload, a shared link and the
 * back button keep it), then the person's last explicit choice for that list, then the default: on for
 * coordinators, off for everybody else. Choosing writes both the URL (through `onChoose`) and the remembered choice.
 */
export function useOnlyMine(
  list: string,
  chosen: string,
  onChoose: (choice: OnlyMineChoice) => void,
): { onlyMine: boolean; setOnlyMine: (on: boolean) => void } {
  const { user } = useCurrentUser();
  const key = user ? onlyMineStorageKey(user.id, list) : undefined;
  const onlyMine = useMemo(() => {
    if (chosen === 'yes' || chosen === 'no') return chosen === 'yes';
    const remembered = stored(key);
    if (remembered === 'yes' || remembered === 'no') return remembered === 'yes';
    return Boolean(user?.roles.includes('coordinator'));
  }, [chosen, key, user]);
  const setOnlyMine = useCallback(
    (on: boolean) => {
      const choice: OnlyMineChoice = on ? 'yes' : 'no';
      if (key) {
        try {
          window.localStorage.setItem(key, choice);
        } catch {
          // Private windows may refuse storage: the URL still keeps the choice.
        }
      }
      onChoose(choice);
    },
    [key, onChoose],
  );
  return { onlyMine, setOnlyMine };
}
