import type { AppFederationConfig } from '../deploy/webpack/create-webpack-config';

// Loaded by the shell through remotes.json; './App' renders <Routes> relative to its area.
export const federation: AppFederationConfig = {
  name: 'remote_volunteer',
  exposes: { './App': './src/app.tsx' },
};
