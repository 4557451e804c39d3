import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTenantSystem } from '@enlace/shared/ui/core';

/**
 * The Chakra UI of one area. Chakra is not shared between the apps (docs/adr/0025-shared-libraries.md): each bundles
 * the components it uses, and a component reads the theme from its own copy's context. This entry is not a
 * singleton either (nor are `@enlace/shared/ui` and `@enlace/shared/forms`), so each area's build has its own copy
 * of it, with that area's Chakra: it provides the tenant's system, which the shell built (one theme for the page),
 * to the area's components. The shell's provider has
 * already written the system's global styles and layers; they are not written twice.
 */
export function AreaChakraProvider({ children }: { children: ReactNode }) {
  const system = useTenantSystem();
  const areaSystem = useMemo(
    () => ({ ...system, _global: [], _config: { ...system._config, disableLayers: true } }),
    [system],
  );
  return <ChakraProvider value={areaSystem}>{children}</ChakraProvider>;
}
