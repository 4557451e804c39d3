import { postCspReport } from './post-csp-report';

export const cspReportsRoutes = [postCspReport];
