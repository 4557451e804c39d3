import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PROJECT_SORT_FIELDS, PROJECT_STATUSES } from '@enlace/shared/domain';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../../components/list/list-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PROJECTS_PER_PAGE, useProjects } from '../api/get-projects';
import { useProjectListParams } from '../hooks/use-project-list-params';
import { PROJECT_CREATE_PATH } from '../../../config/paths';
import { StatusListFilters } from '../../../components/list/status-list-filters';
import { ProjectsTable } from './projects-table';

/** /intranet/project: the tenant's projects, searched, filtered, sorted and paged on the server. */
export function ProjectsPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [query, setQuery] = useProjectListParams();
  const projects = useProjects(query);
  const canCreate = useCan('project:create');
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={PROJECT_CREATE_PATH}>{t('project.createTitle')}</RouterLink>
    </Button>
  ) : null;

  return (
    <ListPage
      title={t('projects.title')}
      actions={createButton}
      filters={
        <StatusListFilters
          query={query}
          onChange={setQuery}
          texts="projects"
          statuses={PROJECT_STATUSES}
          statusEnum="projectStatus"
          sortFields={PROJECT_SORT_FIELDS}
        />
      }
      collection={projects}
      filtered={Boolean(query.q || query.status)}
      empty={{
        title: t('projects.emptyTitle'),
        description: t('projects.emptyText'),
        action: createButton,
      }}
      noMatches={{ title: t('projects.noMatchesTitle'), description: t('projects.noMatchesText') }}
      count={(count, formatted) => t('projects.count', { count, formatted })}
      page={query.page}
      perPage={PROJECTS_PER_PAGE}
      onPageChange={(page) => setQuery({ page })}
    >
      {(data) => (
        <ProjectsTable
          projects={data.member}
          sort={{ field: query.sort, direction: query.direction }}
          onSort={(sort, direction) => setQuery({ sort, direction })}
        />
      )}
    </ListPage>
  );
}
