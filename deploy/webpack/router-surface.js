// The part of react-router that the apps share as the `react-router` singleton: the shell owns one data router
// (createBrowserRouter with a single splat route, docs/adr/0013-data-router-for-unsaved-changes.md), remotes
// render <Routes>. The whole package, with loaders, actions, forms and server rendering, is three times larger.
// Same rules as chakra-surface.js: the build fails on a name missing here.
export {
  BrowserRouter,
  MemoryRouter,
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  // Whether a data router is above (useBlocker throws under a declarative one: component tests, standalone runs).
  UNSAFE_DataRouterContext,
  useBlocker,
  useBeforeUnload,
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
