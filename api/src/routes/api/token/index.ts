import { postTokenRefresh } from './post-token-refresh';
import { postTokenInvalidate } from './post-token-invalidate';

export const tokenRoutes = [postTokenRefresh, postTokenInvalidate];
