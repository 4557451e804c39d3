import { getDashboard } from './get-dashboard';

export const dashboardRoutes = [getDashboard];
