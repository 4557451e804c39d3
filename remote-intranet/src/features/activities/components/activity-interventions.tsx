import { Alert, Badge, Button, HStack, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import { type ApiError, etagOf, showToast } from '@enlace/shared/api';
import { type Activity, type Intervention, isActivityEditable } from '@enlace/shared/domain';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { ConfirmDialog, EmptyState, ErrorState } from '@enlace/shared/ui';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useCreateIntervention } from '../api/create-intervention';
import { useDeleteIntervention } from '../api/delete-intervention';
import { useDeleteInterventionFollowing } from '../api/delete-intervention-following';
import { getIntervention } from '../api/get-intervention';
import { useInterventions } from '../api/get-interventions';
import { useUpdateIntervention } from '../api/update-intervention';
import { useUpdateInterventionFollowing } from '../api/update-intervention-following';
import { interventionPath } from '../../../config/paths';
import {
  emptyInterventionFormValues,
  toInterventionFormValues,
  type InterventionFormValues,
} from '../utils/intervention-form-values';
import { emptySessionSeriesFormValues } from '../utils/session-series-form-values';
import { InterventionDialog } from './intervention-dialog';
import { type SeriesScope, SeriesScopeChoice } from './series-scope-choice';
import { SessionSeriesDialog } from './session-series-dialog';

export type ActivityInterventionsProps = {
  activity: Activity;
  /** After a change, so that the page shows the new count. */
  onChanged: () => void;
};

type Editing = { intervention: Intervention | null } | null;

/** The activity's interventions with day, time, place and people, to add, edit and delete in a dialog. */
export function ActivityInterventions({ activity, onChanged }: ActivityInterventionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const interventions = useInterventions(activity.id);
  const editable = isActivityEditable(activity.status);
  const canCreate = useCan('intervention:create') && editable;
  const canUpdate = useCan('intervention:update') && editable;
  const canDelete = useCan('intervention:delete') && editable;
  const create = useCreateIntervention(activity['@id']);
  const remove = useDeleteIntervention();
  const removeFollowing = useDeleteInterventionFollowing();
  const [editing, setEditing] = useState<Editing>(null);
  const [addingSeries, setAddingSeries] = useState(false);
  // For a session of a series: whether an edit or a deletion is for the later ones too.
  const [scope, setScope] = useState<SeriesScope>('this');
  // The later sessions a change of "this and the following" was refused for, with why.
  const [refusedDays, setRefusedDays] = useState<string[]>([]);
  // The dialog edits the intervention as it is now (read again, with its ETag), not the list's copy.
  const edit = useCallback(async (intervention: Intervention) => {
    setScope('this');
    setRefusedDays([]);
    setEditing({ intervention: await getIntervention(intervention.id).catch(() => intervention) });
  }, []);
  const editedId = editing?.intervention?.id;
  const reloadEdited = useCallback(() => {
    if (editedId !== undefined)
      void getIntervention(editedId).then((intervention) => setEditing({ intervention }));
  }, [editedId]);
  const changed = useResourceChanged(reloadEdited);
  const update = useUpdateIntervention({
    ifMatch: etagOf(editing?.intervention),
    onResourceChanged: changed.onResourceChanged,
  });
  const onDaysRefused = useCallback(
    (error: ApiError) =>
      setRefusedDays(
        error.violations.map((violation) =>
          t('interventions.followingRefusedDay', {
            date: format.date(String(violation.params?.date ?? '')),
            reason: t(`api.error.${violation.message}`, { ns: 'common', ...violation.params }),
          }),
        ),
      ),
    [t, format],
  );
  const updateFollowing = useUpdateInterventionFollowing({
    ifMatch: etagOf(editing?.intervention),
    onResourceChanged: changed.onResourceChanged,
    onDaysRefused,
  });
  const [deleting, setDeleting] = useState<Intervention | null>(null);
  const [busy, setBusy] = useState(false);
  const initialValues = useMemo<InterventionFormValues>(
    () =>
      editing?.intervention
        ? toInterventionFormValues(editing.intervention)
        : emptyInterventionFormValues(activity.dateStart, activity.mode),
    [editing, activity.dateStart, activity.mode],
  );
  const refresh = () => {
    interventions.reload();
    onChanged();
  };

  const addButton = canCreate ? (
    <HStack gap="2" wrap="wrap">
      <Button colorPalette="brand" variant="outline" onClick={() => setEditing({ intervention: null })}>
        {t('interventions.add')}
      </Button>
      <Button colorPalette="brand" variant="outline" onClick={() => setAddingSeries(true)}>
        {t('interventions.addSeries')}
      </Button>
    </HStack>
  ) : null;
  const seriesInitialValues = useMemo(
    () => emptySessionSeriesFormValues(activity.dateStart, activity.dateEnd, activity.mode),
    [activity.dateStart, activity.dateEnd, activity.mode],
  );
  const members = interventions.state === 'ready' ? interventions.data.member : [];

  return (
    <Stack gap="4" as="section" aria-labelledby="interventions-heading" mt="10">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="interventions-heading">
          {t('interventions.title')}
        </Heading>
        {addButton}
      </HStack>
      {interventions.state === 'error' ? <ErrorState onRetry={interventions.reload} /> : null}
      {interventions.state === 'ready' && members.length === 0 ? (
        <EmptyState title={t('interventions.emptyTitle')} description={t('interventions.emptyText')} />
      ) : null}
      {members.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('interventions.tableCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('interventions.columns.date')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('interventions.columns.time')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('interventions.columns.place')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('interventions.columns.people')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('interventions.columns.status')}</Table.ColumnHeader>
                {canUpdate || canDelete ? (
                  <Table.ColumnHeader>{t('interventions.columns.actions')}</Table.ColumnHeader>
                ) : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {members.map((intervention) => {
                const day = format.date(intervention.date);
                return (
                  <Table.Row key={intervention['@id']} data-testid="intervention-row">
                    <Table.Cell>
                      <Link asChild fontWeight="medium" color="brand.fg">
                        <RouterLink to={interventionPath(intervention.id)}>{day}</RouterLink>
                      </Link>
                      {intervention.name ? <Text color="fg.muted">{intervention.name}</Text> : null}
                    </Table.Cell>
                    <Table.Cell>
                      {t('interventions.time', {
                        start: format.time(intervention.scheduleStart),
                        end: format.time(intervention.scheduleEnd),
                      })}
                    </Table.Cell>
                    <Table.Cell>
                      <Text>{intervention.place?.name ?? t('interventions.online')}</Text>
                      {intervention.capacityWarning ? (
                        <Text color="fg.warning" fontSize="sm">
                          {t('interventions.overCapacity', intervention.capacityWarning)}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <Text>{t('interventions.people', { ...intervention, ...intervention.counts })}</Text>
                      {intervention.counts.pendingBeneficiaries > 0 ? (
                        <Text color="fg.muted">
                          {t('interventions.pending', { count: intervention.counts.pendingBeneficiaries })}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={intervention.completed ? 'gray' : 'green'}>
                        {intervention.completed ? t('interventions.completed') : t('interventions.open')}
                      </Badge>
                    </Table.Cell>
                    {canUpdate || canDelete ? (
                      <Table.Cell>
                        <HStack gap="2">
                          {canUpdate ? (
                            <Button
                              size="xs"
                              variant="outline"
                              aria-label={t('interventions.editLabel', { date: day })}
                              onClick={() => void edit(intervention)}
                            >
                              {t('interventions.edit')}
                            </Button>
                          ) : null}
                          {canDelete ? (
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              aria-label={t('interventions.deleteLabel', { date: day })}
                              onClick={() => {
                                setScope('this');
                                setDeleting(intervention);
                              }}
                            >
                              {t('interventions.delete')}
                            </Button>
                          ) : null}
                        </HStack>
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      <InterventionDialog
        open={editing !== null}
        editing={Boolean(editing?.intervention)}
        initialValues={initialValues}
        onClose={() => {
          // The list shows the colleague's change once the dialog is closed.
          if (changed.changed) interventions.reload();
          changed.dismiss();
          setEditing(null);
        }}
        notice={
          <>
            {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
            {refusedDays.length ? (
              <Alert.Root status="error" mb="4">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('interventions.followingRefused')}</Alert.Title>
                  <Alert.Description>
                    <Stack as="ul" gap="1" ps="4">
                      {refusedDays.map((day) => (
                        <li key={day}>{day}</li>
                      ))}
                    </Stack>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
          </>
        }
        onSubmit={async (values, helpers) => {
          const current = editing?.intervention;
          setRefusedDays([]);
          if (current?.series && scope === 'following') {
            if (await updateFollowing(current.id, values, helpers)) {
              setEditing(null);
              refresh();
            }
            return;
          }
          const saved = current ? await update(current.id, values, helpers) : await create(values, helpers);
          // Saved in a room that only warns: the warning the form showed stays on screen a while longer.
          if (saved?.capacityWarning) {
            showToast(t('interventions.capacityWarningSaved', saved.capacityWarning), 'warning');
          }
          if (saved) {
            setEditing(null);
            refresh();
          }
        }}
      >
        {editing?.intervention?.series ? <SeriesScopeChoice value={scope} onChange={setScope} /> : null}
      </InterventionDialog>
      <SessionSeriesDialog
        open={addingSeries}
        activityIri={activity['@id']}
        initialValues={seriesInitialValues}
        onClose={() => setAddingSeries(false)}
        onSaved={() => {
          setAddingSeries(false);
          refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={deleting ? t('interventions.deleteTitle', { date: format.date(deleting.date) }) : undefined}
        description={
          deleting?.series ? (
            <Stack gap="2">
              <Text>
                {scope === 'following'
                  ? t('interventions.deleteFollowingText')
                  : t('interventions.deleteText')}
              </Text>
              <SeriesScopeChoice value={scope} onChange={setScope} />
            </Stack>
          ) : (
            t('interventions.deleteText')
          )
        }
        confirmLabel={t('interventions.delete')}
        loading={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setBusy(true);
          const deleted =
            deleting.series && scope === 'following'
              ? await removeFollowing(deleting.id)
              : await remove(deleting.id);
          setBusy(false);
          setDeleting(null);
          if (deleted) refresh();
        }}
      />
    </Stack>
  );
}
