import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page of an area loaded when it is first opened, from the module that names it: each page is a chunk of its own,
 * so that opening one fetches and evaluates that page's code and not every other page's. It renders under a
 * `<Suspense>`, whose fallback shows while the chunk loads the first time.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
