// Everything of the UI kit: the small core (its own shared entry, used at start by the shell and the sign-in
// pages), then the areas' parts. Those import the core by its name, so that it is never bundled twice.
export * from '@enlace/shared/ui/core';
export { PageHeader } from './components/page-header';
export type { PageHeaderProps } from './components/page-header';
export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { DescriptionList } from './components/description-list';
export type { DescriptionListProps } from './components/description-list';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { ErrorState } from './components/error-state';
export type { ErrorStateProps } from './components/error-state';
export { AreaLayout } from './components/area-layout';
export type { AreaLayoutProps } from './components/area-layout';
export { AreaSectionsRow } from './components/area-sections-row';
export type { AreaSectionsRowProps } from './components/area-sections-row';
export { CompactNavigation } from './components/compact-navigation';
export type { AreaNavLink, AreaNavigation, CompactNavigationProps } from './components/compact-navigation';
export { useAreaDescription } from './hooks/use-area-description';
export { AreaNotFoundPage } from './components/area-not-found-page';
export type { AreaNotFoundPageProps } from './components/area-not-found-page';
export { SelectField } from './forms/select-field';
export type { SelectFieldProps, SelectOption } from './forms/select-field';
export { saveFile } from './utils/save-file';
export { lazyPage } from './utils/lazy-page';
