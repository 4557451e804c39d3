/** Where the project screens live (ours, like the other sections: project, project/create, project/{id}). */
export const PROJECTS_PATH = '/intranet/project';
export const PROJECT_CREATE_PATH = `${PROJECTS_PATH}/create`;
export const projectPath = (id: number) => `${PROJECTS_PATH}/${id}`;
