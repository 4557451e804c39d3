import type { Project, ProjectListItem } from '@enlace/shared/domain';

/** A stored project as `GET /api/projects/{id}` answers it. */
export const storedProject = (overrides: Partial<Project> = {}): Project => ({
  '@id': '/api/projects/7',
  '@type': 'Project',
  id: 7,
  name: 'Aula digital para mayores',
  description: 'Talleres de competencias digitales.',
  dateStart: '2026-01-15',
  dateEnd: '2026-12-20',
  status: 'active',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

/** A row of `GET /api/projects`. */
export const projectListItem = (overrides: Partial<ProjectListItem> = {}): ProjectListItem => {
  const { description: _d, updatedAt: _u, ...item } = storedProject();
  return { ...item, ...overrides };
};

export const projectCollection = (member: ProjectListItem[]) => ({
  '@id': '/api/projects',
  '@type': 'Collection',
  totalItems: member.length,
  member,
});

/** The error body of a refusal. */
export const refusal = (status: number, error: string) => ({
  status,
  body: { status, error, description: 'No' },
});
