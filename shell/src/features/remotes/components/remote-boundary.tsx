import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@enlace/shared/ui/core';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { LoadingScreen } from '../../../components/loading-screen';
import { ShellFrame } from '../../../components/shell-frame';

export type RemoteBoundaryProps = {
  /** Container name, for the log. */
  remote: string;
  /** Called by 'Reintentar' before the area renders again (e.g. to drop a failed load). */
  onRetry?: () => void;
  children: ReactNode;
};

type RemoteBoundaryState = { error: unknown };

export type RemoteFallbackProps = {
  onRetry: () => void;
  /** The area's release needs shared code the shell cannot provide: a retry will not help until it is fixed. */
  incompatible?: boolean;
};

/**
 * Whether a load failed because the area's release needs a shared library or `@enlace/shared` in a version the
 * page does not have: the registry says so (IncompatibleReleaseError), or the federation runtime refused a
 * singleton in a version outside the area's range.
 */
export const isIncompatibleRelease = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'IncompatibleReleaseError' || /does not satisfy the requirement/.test(error.message));

export function RemoteFallback({ onRetry, incompatible = false }: RemoteFallbackProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const title = t(incompatible ? 'remoteIncompatibleTitle' : 'remoteErrorTitle');
  const text = t(incompatible ? 'remoteIncompatibleText' : 'remoteErrorText');
  return (
    <ShellFrame>
      <PageMeta title={title} description={text} noIndex />
      <Stack gap="4" align="flex-start" role="alert">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text>{text}</Text>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </Stack>
    </ShellFrame>
  );
}

/** One per area: a remote that cannot load (down, 404, script error) shows the fallback; other areas keep working. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The remote ${this.props.remote} could not be loaded`, error, info.componentStack);
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render(): ReactNode {
    if (this.state.error) {
      return <RemoteFallback onRetry={this.retry} incompatible={isIncompatibleRelease(this.state.error)} />;
    }
    return <Suspense fallback={<LoadingScreen />}>{this.props.children}</Suspense>;
  }
}
