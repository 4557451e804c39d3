import { getDocs } from './get-docs';

export const docsRoutes = [getDocs];
