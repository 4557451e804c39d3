import { Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useCreateProject } from '../api/create-project';
import { PROJECTS_PATH, projectPath } from '../../../config/paths';
import { emptyProjectFormValues } from '../utils/project-form-values';
import { ProjectForm } from './project-form';

/** /intranet/project/create: a new project, active unless staff record one that is already closed. */
export function ProjectCreatePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const [limitReached, setLimitReached] = useState(false);
  const onError = useCallback(
    (error: ApiError) => setLimitReached(error.code === 'project-exceeds-limit'),
    [],
  );
  const create = useCreateProject(onError);
  const initialValues = useMemo(emptyProjectFormValues, []);

  return (
    <IntranetPage
      title={t('project.createTitle')}
      breadcrumbs={[{ label: t('projects.title'), to: PROJECTS_PATH }, { label: t('project.createTitle') }]}
    >
      <Text color="fg.muted" mb="6">
        {t('project.createIntro')}
      </Text>
      <ProjectForm
        initialValues={initialValues}
        withStatus
        submitLabel={t('project.create')}
        formError={limitReached ? t('project.limitReached') : undefined}
        onSubmit={async (values, helpers) => {
          setLimitReached(false);
          const created = await create(values, helpers);
          if (created) navigate(projectPath(created.id));
        }}
      />
    </IntranetPage>
  );
}
