import { HStack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@enlace/shared/api';
import type { Project } from '@enlace/shared/domain';
import { RecordRoute, type RecordListKey, type RecordPageProps } from '../../../components/detail-page-frame';
import { RecordChangedAlert, RecordPage, useRecordForm } from '../../../components/record-page';
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

const PROJECTS: RecordListKey = { titleKey: 'projects.title', path: PROJECTS_PATH };

/** /intranet/project/{id}: the project's status and dates, its fields to edit, close or re-open, delete. */
export function ProjectDetailPage() {
  return <RecordRoute useRecord={useProject} list={PROJECTS} page={ProjectDetail} />;
}

function ProjectDetail({ record: project, frame }: RecordPageProps<Project>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canUpdate = useCan('project:update');
  const form = useRecordForm(frame, toProjectFormValues, useUpdateProject(project.id, frame.guard));
  const [limitReached, setLimitReached] = useState(false);
  const onRefused = useCallback(
    (error: ApiError) => setLimitReached(error.code === 'project-exceeds-limit'),
    [],
  );
  const { replace } = frame;
  // A change of status answers with the project: in place of the one read, the refusal of a re-opening gone.
  const onStatusSaved = useCallback(
    (saved: Project) => {
      setLimitReached(false);
      replace(saved);
    },
    [replace],
  );

  return (
    <RecordPage
      frame={frame}
      title={project.name}
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
      <RecordChangedAlert frame={frame} />
      <ProjectForm {...form} readOnly={!canUpdate} />
    </RecordPage>
  );
}
