import { useChakraContext } from '@chakra-ui/react';

/** The tenant's Chakra system that the shell's providers (UiProviders) hold: for an area's own Chakra provider. */
export const useTenantSystem = () => useChakraContext();
