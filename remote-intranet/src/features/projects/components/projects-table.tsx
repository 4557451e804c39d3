import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProjectListItem, ProjectSortField } from '@enlace/shared/domain';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import type { SortDirection } from '../../../hooks/use-list-state';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { projectPath } from '../../../config/paths';
import { ProjectDates } from './project-dates';
import { ProjectStatusBadge } from './project-status-badge';

export type ProjectsTableProps = {
  projects: ProjectListItem[];
  sort: { field: ProjectSortField; direction: SortDirection };
  onSort: (field: ProjectSortField, direction: SortDirection) => void;
};

export function ProjectsTable({ projects, sort, onSort }: ProjectsTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const columns: DataTableColumn<ProjectListItem, ProjectSortField>[] = [
    {
      key: 'name',
      header: t('projects.columns.name'),
      sortField: 'name',
      cell: (project) => (
        <Link asChild fontWeight="medium" color="brand.fg">
          <RouterLink to={projectPath(project.id)}>{project.name}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'dateStart',
      header: t('projects.columns.dates'),
      sortField: 'dateStart',
      cell: (project) => <ProjectDates dateStart={project.dateStart} dateEnd={project.dateEnd} />,
    },
    {
      key: 'status',
      header: t('projects.columns.status'),
      cell: (project) => <ProjectStatusBadge status={project.status} />,
    },
  ];
  return (
    <DataTable
      caption={t('projects.tableCaption')}
      columns={columns}
      rows={projects}
      rowKey={(project) => project['@id']}
      sort={sort}
      onSort={onSort}
    />
  );
}
