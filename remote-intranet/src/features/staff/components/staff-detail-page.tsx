import { Link, Text } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import type { StaffMember } from '@enlace/shared/domain';
import { FORMS_NAMESPACE } from '@enlace/shared/forms';
import { useCurrentUser } from '@enlace/shared/session';
import { AccessStatusBadge } from '../../../components/access-status-badge';
import { RecordRoute, type RecordPageProps } from '../../../components/detail-page-frame';
import { PersonRecordPage, RecordChangedAlert, useRecordForm } from '../../../components/record-page';
import { DetailsCard } from '../../../components/details-card';
import { MY_PROFILE_PATH } from '../../../components/intranet-page';
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
  const list = { titleKey: `staff.${kind}.title`, path: staffListPath(kind) };
  return <RecordRoute useRecord={STAFF_READS[kind]} list={list} page={StaffDetail} kind={kind} />;
}

// Each list reads its own records (another list's member is the area's 404).
const useEmployee = (id: string) => useStaffMember('employee', id);
const useCoordinator = (id: string) => useStaffMember('coordinator', id);
const STAFF_READS = { employee: useEmployee, coordinator: useCoordinator };

function StaffDetail({ kind, record: data, frame }: RecordPageProps<StaffMember> & StaffDetailPageProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const { user } = useCurrentUser();
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
  const update = useUpdateStaffMember(kind, data.id, onUpdateRefused, frame.guard);
  const form = useRecordForm(frame, toStaffFormValues, update);

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
    <PersonRecordPage
      frame={frame}
      invitation={{ resource: STAFF_KINDS[kind].apiPath, permission: permissions.update }}
      actions={
        <StaffActions
          kind={kind}
          member={data}
          ownRecordNoteId={protectedOwn ? ownNoteId : undefined}
          onRefused={setDeleteRefused}
        />
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
      <RecordChangedAlert frame={frame} />
      <StaffForm {...form} readOnly={!canUpdate} ownAdmin={own && data.isAdmin} />
    </PersonRecordPage>
  );
}
