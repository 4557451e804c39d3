import { Link, Text } from '@chakra-ui/react';
import { useCallback, useId, useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink, useParams } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import type { StaffMember } from '@enlace/shared/domain';
import { FORMS_NAMESPACE, ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { useCurrentUser } from '@enlace/shared/session';
import { etagOf } from '@enlace/shared/api';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { isResourceId } from '@enlace/shared/domain';
import { AccessStatusBadge } from '../../../components/access-status-badge';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { ResendInvitationButton } from '../../../components/resend-invitation-button';
import { DetailsCard } from '../../../components/details-card';
import { IntranetPage, MY_PROFILE_PATH } from '../../../components/intranet-page';
import { PageAlert } from '../../../components/page-alert';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { staffListPath, type StaffKind } from '../../../config/paths';
import { useStaffMember } from '../api/get-staff-member';
import { useUpdateStaffMember } from '../api/update-staff-member';
import { STAFF_KINDS } from '../staff-kinds';
import { toStaffFormValues, type StaffFormValues } from '../utils/staff-form-values';
import { AdminBadge } from './admin-badge';
import { StaffActions } from './staff-actions';
import { StaffForm } from './staff-form';
import { TwoStepVerificationCard } from '../../../components/two-step-verification/two-step-verification-card';

export type StaffDetailPageProps = { kind: StaffKind };

/**
 * /intranet/employee/{id} and /intranet/coordinator/{id}: the account status and every field, editable by
 * administrators and read-only for the other staff.
 */
export function StaffDetailPage({ kind }: StaffDetailPageProps) {
  const { id = '' } = useParams();
  if (!isResourceId(id)) return <AreaNotFoundPage />;
  return <StaffDetailContent key={`${kind}:${id}`} kind={kind} id={id} />;
}

function StaffDetailContent({ kind, id }: { kind: StaffKind; id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const { user } = useCurrentUser();
  const member = useStaffMember(kind, id);
  const { permissions } = STAFF_KINDS[kind];
  const canUpdate = useCan(permissions.update);
  const canDelete = useCan(permissions.delete);
  const ownNoteId = useId();
  const [deleteRefused, setDeleteRefused] = useState<ApiError>();
  const onUpdateRefused = useCallback(
    (error: ApiError, helpers: FormikHelpers<StaffFormValues>) => {
      // The API refuses an administrator withdrawing their own role: say so at the switch.
      if (error.code === 'cannot-revoke-own-admin') {
        helpers.setFieldError('isAdmin', t('api.error.cannot-revoke-own-admin', { ns: 'common' }));
      }
    },
    [t],
  );
  const data = member.state === 'ready' ? member.data : undefined;
  const changed = useResourceChanged(member.reload);
  const update = useUpdateStaffMember(kind, Number(id), onUpdateRefused, {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const initialValues = useMemo(() => (data ? toStaffFormValues(data) : undefined), [data]);

  // Unknown, deleted, on the other staff list, or another organisation's: the area's 404, the same for all.
  if (member.state === 'not-found') return <AreaNotFoundPage />;

  const listCrumb = { label: t(`staff.${kind}.title`), to: staffListPath(kind) };
  if (!data || !initialValues) {
    return (
      <IntranetPage title={t(`staff.${kind}.title`)} breadcrumbs={[listCrumb]}>
        {member.state === 'error' ? <ErrorState onRetry={member.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }

  const name = `${data.name} ${data.surname}`;
  const own = user !== null && user.id === data.id;
  // What an administrator may not do to themselves (docs/adr/0054): delete the account, withdraw the role.
  const protectedOwn = own && (canUpdate || canDelete);
  const field = (key: string) => t(`fields.${key}`, { ns: 'domain' });
  // Inside the info note: its own text colour (the brand's would sit on blue), underlined to stand out.
  const myProfileLink = (
    <Link asChild color="inherit" textDecoration="underline" fontWeight="medium">
      <RouterLink to={MY_PROFILE_PATH}>{t('staff.myProfileLink')}</RouterLink>
    </Link>
  );

  return (
    <IntranetPage
      title={name}
      breadcrumbs={[listCrumb, { label: name }]}
      actions={
        <>
          <ResendInvitationButton
            resource={STAFF_KINDS[kind].apiPath}
            id={data.id}
            accessStatus={data.accessStatus}
            permission={STAFF_KINDS[kind].permissions.update}
          />
          <StaffActions
            kind={kind}
            member={data}
            ownRecordNoteId={protectedOwn ? ownNoteId : undefined}
            onRefused={setDeleteRefused}
          />
        </>
      }
    >
      {deleteRefused ? (
        <PageAlert title={t('staff.deleteRefusedTitle')}>
          {deleteRefused.code === 'cannot-delete-own-account'
            ? t('staff.deleteOwnRefused')
            : t(`api.error.${deleteRefused.code ?? 'default'}`, {
                ns: 'common',
                defaultValue: deleteRefused.description,
              })}
        </PageAlert>
      ) : null}
      {own ? (
        <PageAlert status="info" id={ownNoteId} title={t('staff.ownRecordTitle')}>
          {protectedOwn ? `${t('staff.ownRecordProtected')} ` : null}
          {t('staff.ownRecordProfile')} {myProfileLink}.
        </PageAlert>
      ) : null}
      {!canUpdate ? (
        <Text color="fg.muted" mb="6">
          {t('staff.readOnly')}
        </Text>
      ) : null}
      <DetailsCard
        title={t('sections.status', { ns: FORMS_NAMESPACE })}
        items={[
          {
            key: 'role',
            term: t('staff.columns.role'),
            value: <AdminBadge kind={kind} isAdmin={data.isAdmin} />,
          },
          {
            key: 'access',
            term: field('accessStatus'),
            value: <AccessStatusBadge status={data.accessStatus} />,
          },
          ...(data.promotedAt
            ? [{ key: 'promotedAt', term: field('promotedAt'), value: format.date(data.promotedAt) }]
            : []),
          { key: 'createdAt', term: field('createdAt'), value: format.date(data.createdAt) },
        ]}
      />
      <TwoStepVerificationCard personId={data.id} name={name} />
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <StaffForm
        initialValues={initialValues}
        readOnly={!canUpdate}
        ownAdmin={own && data.isAdmin}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved: StaffMember | undefined = await update(values, helpers);
          if (saved) member.replace(saved);
        }}
      />
    </IntranetPage>
  );
}
