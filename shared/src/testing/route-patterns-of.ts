import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

type RouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

const join = (parent: string, path: string | undefined) =>
  path === undefined ? parent : `${parent.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

/** The page patterns of nested `<Route>` elements under `parent` (a layout route without a path adds none). */
function patternsOf(routes: ReactNode, parent: string): string[] {
  return Children.toArray(routes).flatMap((route) => {
    if (!isValidElement<RouteProps>(route)) return [];
    const { path, index, element, children } = route.props;
    const pattern = index ? parent : join(parent, path);
    const own = index || (path !== undefined && element !== undefined) ? [pattern] : [];
    return [...own, ...patternsOf(children, pattern)];
  });
}

/**
 * The page patterns of an area's routes (`<App />` renders one `<Routes>`), relative to where the shell mounts
 * the area ("/" is its index), the catch-all of its not-found page left out: what its route manifest
 * (`public/routes.json`) must list for the gateway to answer 200.
 */
export function routePatternsOf(app: ReactElement<{ children?: ReactNode }>): string[] {
  const rendered = (app.type as () => ReactElement<{ children?: ReactNode }>)();
  return patternsOf(rendered.props.children, '/').filter((pattern) => !pattern.endsWith('*'));
}
