import { HStack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import type { Project } from '@enlace/shared/domain';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { PageAlert } from '../../../components/page-alert';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { isResourceId } from '../../../utils/is-resource-id';
import { useProject } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import { PROJECTS_PATH } from '../../../config/paths';
import { toProjectFormValues } from '../utils/project-form-values';
import { ProjectActions } from './project-actions';
import { ProjectDates } from './project-dates';
import { ProjectForm } from './project-form';
import { ProjectStatusBadge } from './project-status-badge';

/** /intranet/project/{id}: the project's status and dates, its fields to edit, close or re-open, delete. */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  if (!isResourceId(id)) return <AreaNotFoundPage />;
  return <ProjectDetailContent key={id} id={id} />;
}

function ProjectDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const project = useProject(id);
  const canUpdate = useCan('project:update');
  const data = project.state === 'ready' ? project.data : undefined;
  const changed = useResourceChanged(project.reload);
  const update = useUpdateProject(Number(id), {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const [limitReached, setLimitReached] = useState(false);
  const { replace } = project;
  const onRefused = useCallback(
    (error: ApiError) => setLimitReached(error.code === 'project-exceeds-limit'),
    [],
  );
  const onSaved = useCallback(
    (saved: Project) => {
      setLimitReached(false);
      replace(saved);
    },
    [replace],
  );
  const initialValues = useMemo(() => (data ? toProjectFormValues(data) : undefined), [data]);

  // Unknown, deleted, or another organisation's project: the area's 404, the same for all three.
  if (project.state === 'not-found') return <AreaNotFoundPage />;

  const listCrumb = { label: t('projects.title'), to: PROJECTS_PATH };
  if (!data || !initialValues) {
    return (
      <IntranetPage title={t('projects.title')} breadcrumbs={[listCrumb]}>
        {project.state === 'error' ? <ErrorState onRetry={project.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }

  return (
    <IntranetPage
      title={data.name}
      breadcrumbs={[listCrumb, { label: data.name }]}
      actions={<ProjectActions project={data} onSaved={onSaved} onRefused={onRefused} />}
    >
      {limitReached ? (
        <PageAlert title={t('project.reopenRefusedTitle')}>{t('project.limitReached')}</PageAlert>
      ) : null}
      <HStack gap="3" wrap="wrap" mb="6" data-testid="project-summary">
        <ProjectStatusBadge status={data.status} />
        <Text color="fg.muted">
          <ProjectDates dateStart={data.dateStart} dateEnd={data.dateEnd} />
        </Text>
      </HStack>
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <ProjectForm
        initialValues={initialValues}
        readOnly={!canUpdate}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved = await update(values, helpers);
          if (saved) replace(saved);
        }}
      />
    </IntranetPage>
  );
}
