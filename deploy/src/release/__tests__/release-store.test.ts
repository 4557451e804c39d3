import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDigest, releaseVersion, storeRelease } from '../release-store.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-release-store-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function build(name: string, files: Record<string, string>): string {
  const dir = path.join(root, '.staging', name);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('the release store', () => {
  it('names a version after the package version and the build, the same for the same build', () => {
    const one = buildDigest(build('a', { 'remoteEntry.js': 'x', 'chunks/1.js': 'y' }));
    const same = buildDigest(build('b', { 'chunks/1.js': 'y', 'remoteEntry.js': 'x' }));
    const other = buildDigest(build('c', { 'remoteEntry.js': 'x', 'chunks/1.js': 'z' }));
    expect(one).toBe(same);
    expect(one).not.toBe(other);
    expect(releaseVersion('1.4.0', one)).toMatch(/^1\.4\.0-[0-9a-f]{10}$/);
  });

  it('moves a build to its versioned folder once, finds the same build there again, and never changes it', () => {
    const first = storeRelease(build('a', { 'remoteEntry.js': 'x' }), root, 'volunteer', '1.0.0-0123456789');
    expect(first).toEqual({ dir: path.join(root, 'volunteer', '1.0.0-0123456789'), stored: true });
    expect(fs.readFileSync(path.join(first.dir, 'remoteEntry.js'), 'utf8')).toBe('x');

    const again = build('b', { 'remoteEntry.js': 'x' });
    expect(storeRelease(again, root, 'volunteer', '1.0.0-0123456789').stored).toBe(false);
    expect(fs.existsSync(again)).toBe(false);

    expect(() =>
      storeRelease(build('c', { 'remoteEntry.js': 'changed' }), root, 'volunteer', '1.0.0-0123456789'),
    ).toThrow('a stored release is never changed');
    expect(fs.readFileSync(path.join(first.dir, 'remoteEntry.js'), 'utf8')).toBe('x');
  });
});
