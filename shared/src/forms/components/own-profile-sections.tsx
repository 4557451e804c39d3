import { Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import type { useResourceChanged } from '../hooks/use-resource-changed';
import { ChangePasswordForm } from './change-password-form';
import { ResourceChangedAlert } from './resource-changed-alert';
import { TwoStepVerificationSection } from './two-step-verification-section';

export type OwnProfileSectionsProps = {
  /** The signed-in person's profile as read: its sections show once it is ready. */
  profile: { state: string; reload: () => void };
  /** What the page is for, above the form. */
  intro: ReactNode;
  /** Whether someone changed the profile elsewhere since it was read (`useResourceChanged`). */
  changed: ReturnType<typeof useResourceChanged>;
  /** The area's own section, between the password and two-step verification (email notices, calendar feed). */
  areaSection: ReactNode;
  /** The area's form of the person's own data. */
  children: ReactNode;
};

/**
 * "Mi perfil" in every area: the person's own data, their password, the area's own section and two-step
 * verification, or the profile's loading and its error with a retry.
 */
export function OwnProfileSections({
  profile,
  intro,
  changed,
  areaSection,
  children,
}: OwnProfileSectionsProps) {
  if (profile.state === 'loading') return <LoadingState />;
  if (profile.state !== 'ready') return <ErrorState onRetry={profile.reload} />;
  return (
    <Stack gap="10">
      <Text color="fg.muted">{intro}</Text>
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      {children}
      <Separator />
      {/* A new password moves the profile's ETag on: read it again, so that the next save is not refused. */}
      <ChangePasswordForm onChanged={profile.reload} />
      <Separator />
      {areaSection}
      <Separator />
      <TwoStepVerificationSection />
    </Stack>
  );
}
