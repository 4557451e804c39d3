import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../deploy/webpack/create-webpack-config';
import { federation } from './module-federation.config';

export default createWebpackConfig({ appDir: path.dirname(fileURLToPath(import.meta.url)), federation });
