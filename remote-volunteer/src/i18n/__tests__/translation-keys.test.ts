import { missingKeysOfTranslationFolder } from '@enlace/shared/testing';
import path from 'node:path';

it('every text of the volunteer area is in Spanish, English and Catalan', async () => {
  expect(await missingKeysOfTranslationFolder(path.join(__dirname, '..'))).toEqual({});
});
