import { getProjects } from './get-projects';
import { postProject } from './post-project';
import { getProject } from './get-project';
import { patchProject } from './patch-project';
import { deleteProject } from './delete-project';

export const projectsRoutes = [getProjects, postProject, getProject, patchProject, deleteProject];
