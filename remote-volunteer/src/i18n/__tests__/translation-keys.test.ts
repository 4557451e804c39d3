import { translationIssuesOfFolder } from '@enlace/shared/testing';
import path from 'node:path';

it('every text of the volunteer area is in Spanish, English and Catalan, none empty, with the same variables', async () => {
  expect(await translationIssuesOfFolder(path.join(__dirname, '..'))).toEqual({});
});
