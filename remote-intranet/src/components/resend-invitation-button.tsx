import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost, request } from '@enlace/shared/api';
import type { AccessStatus, InvitationAnswer, Permission } from '@enlace/shared/domain';
import { useCan } from '../hooks/use-can';
import { I18N_NAMESPACE } from '../i18n/translations';

/** `POST /api/{resource}/{id}/invitation`: the activation email again, with a new link. */
export const resendInvitation = (resource: string, id: number) =>
  apiPost<InvitationAnswer>(`${resource}/${id}/invitation`);

export type ResendInvitationButtonProps = {
  /** The API collection of the person: `volunteers`, `employees`, `coordinators`, `contact_partners`. */
  resource: string;
  id: number;
  accessStatus: AccessStatus;
  /** The update permission of the resource (docs/roles.md). */
  permission: Permission;
};

/** For a person who has not activated the account yet (lost or expired email), shown to whoever may edit them. */
export function ResendInvitationButton({
  resource,
  id,
  accessStatus,
  permission,
}: ResendInvitationButtonProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canInvite = useCan(permission);
  const [sending, setSending] = useState(false);
  if (!canInvite || accessStatus !== 'no-access') return null;
  return (
    <Button
      variant="outline"
      loading={sending}
      onClick={async () => {
        setSending(true);
        await request(() => resendInvitation(resource, id), {
          successMessage: 'api.success.invitation-sent',
        });
        setSending(false);
      }}
    >
      {t('resendInvitation')}
    </Button>
  );
}
