// The part of Chakra UI that the apps share as the `@chakra-ui/react` singleton. A shared module cannot be
// tree-shaken per consumer, and all of Chakra is over 300 KiB gzip, so every app provides this same curated
// surface instead of the whole package. The build fails when any app (or @enlace/shared) imports a name that is
// not listed here (see check-surface-imports.ts): add it here, then rebuild and release every app (the shell too),
// because whichever app loads first provides the surface to the others. Every name costs every page: the
// spine's /login budget is 250 KiB gzip, so the list holds what the code uses (Table, Checkbox, Menu, Tabs…
// come in with the screens that need them).
import { Suspense, createElement, lazy } from 'react';

export {
  // system and providers
  ChakraProvider,
  EnvironmentProvider,
  LocaleProvider,
  chakra,
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  defineSlotRecipe,
  defineTokens,
  defineSemanticTokens,
  defineGlobalStyles,
  mergeConfigs,
  useChakraContext,
  useToken,
  useBreakpointValue,
  useDisclosure,
  // layout and typography
  Box,
  Center,
  Circle,
  Container,
  Flex,
  Grid,
  GridItem,
  HStack,
  Heading,
  Image,
  Link,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Spacer,
  Span,
  Stack,
  StackSeparator,
  Text,
  VStack,
  VisuallyHidden,
  Wrap,
  WrapItem,
  Icon,
  Separator,
  Show,
  For,
  Portal,
  ClientOnly,
  // feedback and display
  Alert,
  Badge,
  Table,
  Card,
  EmptyState,
  Spinner,
  // actions and forms
  Button,
  CloseButton,
  IconButton,
  Field,
  Fieldset,
  Input,
  InputGroup,
  NativeSelect,
  Textarea,
} from 'enlace-chakra-full';
// Chakra's default configuration with the slot recipes of the components above only (see chakra-theme.js).
export { defaultConfig } from './chakra-theme.js';

// Overlays. Dialog's state machine, focus trap and scroll lock are about 14 KiB gzip that no page needs until a
// dialog opens, so `Dialog` and `Drawer` (a dialog that slides in from an edge: the phones' menu) are Chakra's own
// namespaces loaded on first open, in one chunk since they share that machine. The import stays inside this
// module, so the loaded chunk belongs to the same container as the rest of the surface and uses the same Chakra
// context. A closed overlay renders nothing until then; once loaded, every part is Chakra's (same props, refs,
// types).
let overlayModule;
const loadOverlays = () =>
  import('./chakra-dialog.js').then((module) => {
    overlayModule = module;
    return module;
  });

function lazyOverlay(namespace) {
  const LazyRoot = lazy(() => loadOverlays().then((module) => ({ default: module[namespace].Root })));
  function Root(props) {
    if (!overlayModule && !props.open && !props.defaultOpen) return null;
    return createElement(Suspense, { fallback: null }, createElement(LazyRoot, props));
  }
  Root.displayName = `${namespace}.Root`;
  const parts = new Map([['Root', Root]]);
  const part = (name) => {
    let found = parts.get(name);
    if (!found) {
      // Parts render inside the real Root, so the namespace has loaded by then.
      found = (props) => {
        const loaded = overlayModule?.[namespace][name];
        return loaded ? createElement(loaded, props) : null;
      };
      found.displayName = `${namespace}.${name}`;
      parts.set(name, found);
    }
    return found;
  };
  return new Proxy({}, { get: (_, name) => (typeof name === 'string' ? part(name) : undefined) });
}

const Dialog = lazyOverlay('Dialog');
const Drawer = lazyOverlay('Drawer');
export { Dialog, Drawer };
