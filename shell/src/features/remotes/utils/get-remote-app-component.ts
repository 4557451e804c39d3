import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteApp, type RemoteName } from './load-remote-app';

const components = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per remote, kept while it works so that moving between areas does not suspend again;
 * a failed one is dropped, so the next mount or a retry loads it anew.
 */
export function getRemoteAppComponent(name: RemoteName): LazyExoticComponent<ComponentType> {
  let component = components.get(name);
  if (!component) {
    component = lazy(() =>
      loadRemoteApp(name).catch((error: unknown) => {
        components.delete(name);
        throw error;
      }),
    );
    components.set(name, component);
  }
  return component;
}
