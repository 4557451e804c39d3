import { Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import { IntranetPage } from '../../../components/intranet-page';
import { PageAlert } from '../../../components/page-alert';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { staffListPath, staffMemberPath, type StaffKind } from '../../../config/paths';
import { useCreateStaffMember } from '../api/create-staff-member';
import { STAFF_KINDS } from '../staff-kinds';
import { emptyStaffFormValues } from '../utils/staff-form-values';
import { StaffForm } from './staff-form';

export type StaffCreatePageProps = { kind: StaffKind };

/**
 * /intranet/employee/create and /intranet/coordinator/create (administrators): registers the staff member, who
 * gets the activation email, and opens their page.
 */
export function StaffCreatePage({ kind }: StaffCreatePageProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canCreate = useCan(STAFF_KINDS[kind].permissions.create);
  const [sendFailed, setSendFailed] = useState(false);
  const onError = useCallback(
    // 503: the email could not be sent and the account was taken back; trying again is all it takes.
    (error: ApiError) => setSendFailed(error.code === `${kind}-create-failed`),
    [kind],
  );
  const create = useCreateStaffMember(kind, onError);
  const initialValues = useMemo(emptyStaffFormValues, []);

  const breadcrumbs = [
    { label: t(`staff.${kind}.title`), to: staffListPath(kind) },
    { label: t(`staff.${kind}.createTitle`) },
  ];
  // The list offers no link here without the permission; an address typed by hand gets an explanation, not a
  // form that the API would refuse.
  if (!canCreate) {
    return (
      <IntranetPage title={t(`staff.${kind}.createTitle`)} breadcrumbs={breadcrumbs}>
        <PageAlert status="info">{t('staff.adminOnly')}</PageAlert>
      </IntranetPage>
    );
  }

  return (
    <IntranetPage title={t(`staff.${kind}.createTitle`)} breadcrumbs={breadcrumbs}>
      <Text color="fg.muted" mb="6">
        {t('staff.createIntro')}
      </Text>
      <StaffForm
        initialValues={initialValues}
        submitLabel={t('staff.create')}
        formError={sendFailed ? t('staff.createFailed') : undefined}
        onSubmit={async (values, helpers) => {
          setSendFailed(false);
          const created = await create(values, helpers);
          if (created) navigate(staffMemberPath(kind, created.id));
        }}
      />
    </IntranetPage>
  );
}
