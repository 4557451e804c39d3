import { useLocation } from 'react-router';

/** Shows the router's current path so tests can see where a page navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
