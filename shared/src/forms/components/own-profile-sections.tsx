import { Separator, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { FormikHelpers } from 'formik';
import type { OwnProfile } from '@enlace/shared/domain';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { useUpdateMyProfile, type OwnProfilePatch } from '../api/update-my-profile';
import { useRecordEdit, type EditedRecord } from '../hooks/use-record-edit';
import { ChangePasswordForm } from './change-password-form';
import { ResourceChangedAlert } from './resource-changed-alert';
import { TwoStepVerificationSection } from './two-step-verification-section';

/** The area's form of the person's own data: what it shows and what its save sends. */
export type OwnProfileForm<V extends { email: string }> = OwnProfilePatch & {
  /** The form, given the profile's values and its save. */
  component: ComponentType<{
    initialValues: V;
    onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  }>;
  /** The profile read as the form's values. */
  toValues: (profile: OwnProfile) => V;
};

export type OwnProfileSectionsProps<V extends { email: string }> = {
  /** The signed-in person's profile as read (the area's `GET /api/me`): its sections show once it is ready. */
  profile: EditedRecord<OwnProfile> & { state: string };
  /** The area's form of the person's own data, saved with `PATCH /api/me` and the ETag read. */
  form: OwnProfileForm<V>;
  /** What the page is for, above the form. */
  intro: ReactNode;
  /** The area's own section, between the password and two-step verification (email notices, calendar feed). */
  areaSection: ReactNode;
};

/**
 * "Mi perfil" in every area: the person's own data, their password, the area's own section and two-step
 * verification, or the profile's loading and its error with a retry. A save carries the ETag read (one refused
 * because the profile changed elsewhere says so, with a reload), and its answer replaces the profile read.
 */
export function OwnProfileSections<V extends { email: string }>({
  profile,
  form,
  intro,
  areaSection,
}: OwnProfileSectionsProps<V>) {
  const edit = useRecordEdit(profile);
  const update = useUpdateMyProfile<V>(form, edit.guard);
  const { data } = profile;
  const { toValues, component: Form } = form;
  const initialValues = useMemo(() => (data ? toValues(data) : undefined), [data, toValues]);
  if (profile.state === 'loading') return <LoadingState />;
  if (profile.state !== 'ready' || !initialValues) return <ErrorState onRetry={profile.reload} />;
  return (
    <Stack gap="10">
      <Text color="fg.muted">{intro}</Text>
      {edit.changed.changed ? <ResourceChangedAlert onReload={edit.changed.reloadRecord} /> : null}
      <Form initialValues={initialValues} onSubmit={edit.submitWith(update)} />
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
