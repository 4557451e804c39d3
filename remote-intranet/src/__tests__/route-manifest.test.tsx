import fs from 'node:fs';
import path from 'node:path';
import { routePatternsOf } from '@enlace/shared/testing';
import { AreaRoutes } from '../app';

// The gateway answers 404 to a path under the area that none of its pages takes (deploy/src/area-routes.ts).
it('lists every page of the intranet area in the route manifest it publishes, and nothing else', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../public/routes.json'), 'utf8')) as {
    routes: string[];
  };
  expect([...manifest.routes].sort()).toEqual(routePatternsOf(<AreaRoutes />).sort());
});
