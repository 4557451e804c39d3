import { HStack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@enlace/shared/api';
import type { Project } from '@enlace/shared/domain';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { DetailPageFrame, RecordRoute } from '../../../components/detail-page-frame';
import { IntranetPage } from '../../../components/intranet-page';
import { PageAlert } from '../../../components/page-alert';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
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
  return <RecordRoute page={ProjectDetailContent} />;
}

function ProjectDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const project = useProject(id);
  return (
    <DetailPageFrame record={project} list={{ title: t('projects.title'), path: PROJECTS_PATH }}>
      {(data) => <ProjectDetail project={data} onSaved={project.replace} onReload={project.reload} />}
    </DetailPageFrame>
  );
}

type ProjectDetailProps = {
  project: Project;
  /** The project as the API answered a save or a change of status, in place of the one read. */
  onSaved: (project: Project) => void;
  /** Reads the project again (after someone else changed it). */
  onReload: () => void;
};

function ProjectDetail({ project, onSaved, onReload }: ProjectDetailProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canUpdate = useCan('project:update');
  const changed = useResourceChanged(onReload);
  const update = useUpdateProject(project.id, {
    ifMatch: etagOf(project),
    onResourceChanged: changed.onResourceChanged,
  });
  const [limitReached, setLimitReached] = useState(false);
  const onRefused = useCallback(
    (error: ApiError) => setLimitReached(error.code === 'project-exceeds-limit'),
    [],
  );
  const onStatusSaved = useCallback(
    (saved: Project) => {
      setLimitReached(false);
      onSaved(saved);
    },
    [onSaved],
  );
  const initialValues = useMemo(() => toProjectFormValues(project), [project]);

  return (
    <IntranetPage
      title={project.name}
      breadcrumbs={[{ label: t('projects.title'), to: PROJECTS_PATH }, { label: project.name }]}
      actions={<ProjectActions project={project} onSaved={onStatusSaved} onRefused={onRefused} />}
    >
      {limitReached ? (
        <PageAlert title={t('project.reopenRefusedTitle')}>{t('project.limitReached')}</PageAlert>
      ) : null}
      <HStack gap="3" wrap="wrap" mb="6" data-testid="project-summary">
        <ProjectStatusBadge status={project.status} />
        <Text color="fg.muted">
          <ProjectDates dateStart={project.dateStart} dateEnd={project.dateEnd} />
        </Text>
      </HStack>
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <ProjectForm
        initialValues={initialValues}
        readOnly={!canUpdate}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved = await update(values, helpers);
          if (saved) onSaved(saved);
        }}
      />
    </IntranetPage>
  );
}
