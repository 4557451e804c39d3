import { useEffect, useState } from 'react';
import type { GeoEntity } from '@enlace/shared/domain';

export type GeoEntitiesState = {
  entities: GeoEntity[];
  loading: boolean;
};

/**
 * Loads a list of geographic entities whenever `key` changes; a null loader (no parent chosen yet) gives an empty
 * list. Late answers of an older key are dropped so that a quick change of country never shows stale states.
 */
export function useGeoEntities(key: string, load: (() => Promise<GeoEntity[]>) | null): GeoEntitiesState {
  const [state, setState] = useState<GeoEntitiesState & { key: string | null }>({
    entities: [],
    loading: false,
    key: null,
  });

  useEffect(() => {
    if (!load) {
      setState({ entities: [], loading: false, key });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true, key }));
    load()
      .then((entities) => {
        if (current) setState({ entities, loading: false, key });
      })
      .catch((error: unknown) => {
        console.error('Geographic entities could not be loaded', error);
        if (current) setState({ entities: [], loading: false, key });
      });
    return () => {
      current = false;
    };
    // `key` names what `load` fetches; a new closure for the same key must not refetch.
  }, [key]);

  return { entities: state.entities, loading: state.loading };
}
