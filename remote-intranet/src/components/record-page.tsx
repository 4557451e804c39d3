import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceChangedAlert, type RecordSave } from '@enlace/shared/forms';
import type { AccessStatus } from '@enlace/shared/domain';
import type { RecordFrame } from './detail-page-frame';
import { IntranetPage } from './intranet-page';
import { ResendInvitationButton, type ResendInvitationButtonProps } from './resend-invitation-button';

export type RecordPageLayoutProps = {
  frame: Pick<RecordFrame<unknown>, 'list'>;
  /** The record's name: the page's heading and last breadcrumb, under the list's. */
  title: string;
  /** The record's buttons (delete, a change of status…), beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A record's page once read: its name under the list's breadcrumb, its actions, and its sections. */
export function RecordPage({ frame, title, actions, children }: RecordPageLayoutProps) {
  const { list } = frame;
  return (
    <IntranetPage
      title={title}
      breadcrumbs={[{ label: list.title, to: list.path }, { label: title }]}
      actions={actions}
    >
      {children}
    </IntranetPage>
  );
}

/** A person with an account: a volunteer, a staff member, a contact person. */
type Person = { id: number; name: string; surname: string; accessStatus: AccessStatus };

export type PersonRecordPageProps = Omit<RecordPageLayoutProps, 'frame' | 'title'> & {
  frame: Pick<RecordFrame<Person>, 'list' | 'record'>;
  /** Where the person's invitation is sent again: their API collection and the permission to edit them. */
  invitation: Pick<ResendInvitationButtonProps, 'resource' | 'permission'>;
};

/**
 * The page of a person's record: their full name as the title, and first among the actions their invitation again
 * (an account not activated yet, for whoever may edit them).
 */
export function PersonRecordPage({ frame, invitation, actions, children }: PersonRecordPageProps) {
  const person = frame.record;
  const invite = <ResendInvitationButton {...invitation} id={person.id} accessStatus={person.accessStatus} />;
  return (
    <RecordPage
      frame={frame}
      title={`${person.name} ${person.surname}`}
      actions={
        <>
          {invite}
          {actions}
        </>
      }
    >
      {children}
    </RecordPage>
  );
}

/** Above the record's form: a save was refused because someone else changed the record, with its reload. */
export function RecordChangedAlert({ frame }: { frame: Pick<RecordFrame<unknown>, 'changed'> }) {
  const { changed } = frame;
  return changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null;
}

/**
 * The props of the record's form: the record's values (anew when it is read or saved again), the save button's
 * text, and the save (`save`, then its answer in place of the record read).
 */
export function useRecordForm<T, V>(
  frame: RecordFrame<T>,
  toValues: (record: T) => V,
  save: RecordSave<T, V>,
) {
  const { t } = useTranslation();
  const { record } = frame;
  const initialValues = useMemo(() => toValues(record), [record, toValues]);
  return { initialValues, submitLabel: t('app.save', { ns: 'common' }), onSubmit: frame.submitWith(save) };
}
