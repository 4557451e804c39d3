import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromElements, type RouteObject } from 'react-router';

const join = (parent: string, path: string | undefined) =>
  path === undefined ? parent : `${parent.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

function patternsOf(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : join(parent, route.path);
    const own = route.index || (route.path !== undefined && route.element !== undefined) ? [path] : [];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });
}

/**
 * The page patterns of an area's routes (`<App />` renders one `<Routes>`), relative to where the shell mounts
 * the area ("/" is its index), the catch-all of its not-found page left out: what its route manifest
 * (`public/routes.json`) must list for the gateway to answer 200.
 */
export function routePatternsOf(app: ReactElement<{ children?: ReactNode }>): string[] {
  const rendered = (app.type as () => ReactElement<{ children?: ReactNode }>)();
  return patternsOf(createRoutesFromElements(rendered.props.children), '/').filter(
    (pattern) => !pattern.endsWith('*'),
  );
}
