import type { AppFederationConfig } from '../deploy/webpack/create-webpack-config';

// The host: it exposes nothing and declares no remotes; their URLs come from /remotes.json at run time.
export const federation: AppFederationConfig = {
  name: 'shell',
};
