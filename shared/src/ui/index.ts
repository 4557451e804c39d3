// Everything of the UI kit: the small core (its own shared entry, used at start by the shell and the sign-in
// pages), then the areas' parts. Those import the core by its name, so that it is never bundled twice.
export * from '@enlace/shared/ui/core';
export { PageHeader } from './components/PageHeader';
export type { PageHeaderProps } from './components/PageHeader';
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';
export { DescriptionList } from './components/DescriptionList';
export type { DescriptionListProps } from './components/DescriptionList';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { ErrorState } from './components/ErrorState';
export type { ErrorStateProps } from './components/ErrorState';
export { AreaLayout } from './components/AreaLayout';
export type { AreaLayoutProps } from './components/AreaLayout';
export { AreaSectionsRow } from './components/AreaSectionsRow';
export type { AreaSectionsRowProps } from './components/AreaSectionsRow';
export { CompactNavigation } from './components/CompactNavigation';
export type { AreaNavLink, AreaNavigation, CompactNavigationProps } from './components/CompactNavigation';
export { useAreaDescription } from './hooks/use-area-description';
export { AreaNotFoundPage } from './components/AreaNotFoundPage';
export type { AreaNotFoundPageProps } from './components/AreaNotFoundPage';
export { SelectField } from './forms/SelectField';
export type { SelectFieldProps, SelectOption } from './forms/SelectField';
export { saveFile } from './utils/save-file';
