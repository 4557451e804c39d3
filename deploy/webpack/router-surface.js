// The part of react-router that the apps share as the `react-router` singleton: the shell owns one data router
// (createBrowserRouter with a single splat route, docs/adr/0013-data-router-for-unsaved-changes.md), remotes
// render <Routes>. The data router's state machine costs every page about 16 KiB gzip (measured in the ADR); the
// whole package, with data hooks, <Form>, fetchers and server rendering, is larger still.
// Same rules as chakra-surface.js: the build fails on a name missing here.
export {
  // MemoryRouter: the component tests' helpers (src/testing); createMemoryRouter is for tests only (__tests__).
  MemoryRouter,
  createBrowserRouter,
  RouterProvider,
  // Whether a data router is above (useBlocker throws under a declarative one: component tests, standalone runs).
  UNSAFE_DataRouterContext,
  useBlocker,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from 'enlace-router-full';
