// Reading data in an area (docs/adr/0080-reading-data.md). Not a federation singleton: each
// area bundles this entry with its own copy of TanStack Query, and its root renders its own AreaQueryProvider.
export { AreaApp } from './area-app';
export type { AreaAppProps } from './area-app';
export { AreaQueryProvider } from './area-query-provider';
export type { AreaQueryProviderProps } from './area-query-provider';
export { createAreaQueryClient, shouldRetryRead } from './create-area-query-client';
export type { AreaQueryClientOptions } from './create-area-query-client';
export { useResource } from './use-resource';
export type { ResourceResult, ResourceState, UseResourceOptions } from './use-resource';
