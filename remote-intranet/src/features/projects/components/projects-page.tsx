import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { PROJECT_SORT_FIELDS, PROJECT_STATUSES } from '@enlace/shared/domain';
import { Link as RouterLink } from 'react-router';
import { IntranetPage } from '../../../components/intranet-page';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListResults } from '../../../components/list/list-results';
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
  const total = projects.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / PROJECTS_PER_PAGE));
  const format = useLocaleFormat();
  const createButton = canCreate ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={PROJECT_CREATE_PATH}>{t('project.createTitle')}</RouterLink>
    </Button>
  ) : null;

  return (
    <IntranetPage title={t('projects.title')} actions={createButton}>
      <StatusListFilters
        query={query}
        onChange={setQuery}
        texts="projects"
        statuses={PROJECT_STATUSES}
        statusEnum="projectStatus"
        sortFields={PROJECT_SORT_FIELDS}
      />
      <ListResults
        collection={projects}
        filtered={Boolean(query.q || query.status)}
        empty={{
          title: t('projects.emptyTitle'),
          description: t('projects.emptyText'),
          action: createButton,
        }}
        noMatches={{ title: t('projects.noMatchesTitle'), description: t('projects.noMatchesText') }}
      >
        {(data) => (
          <>
            <Text color="fg.muted" aria-live="polite">
              {t('projects.count', { count: total, formatted: format.number(total) })}
            </Text>
            <ProjectsTable
              projects={data.member}
              sort={{ field: query.sort, direction: query.direction }}
              onSort={(sort, direction) => setQuery({ sort, direction })}
            />
            <ListPagination page={query.page} pages={pages} onPageChange={(page) => setQuery({ page })} />
          </>
        )}
      </ListResults>
    </IntranetPage>
  );
}
