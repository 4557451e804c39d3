import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../profiles.ts';

const buildScript = path.join(repoRoot, 'deploy/webpack/build.ts');

/** The version in an area's package.json: the first part of its release versions. */
export function packageVersionOf(sourceDir: string): string {
  const file = path.join(sourceDir, 'package.json');
  if (!fs.existsSync(file)) throw new Error(`${sourceDir} is not an area's folder (no package.json).`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * Builds an area for production into `outputDir` (never its own dist/, which a running demo may serve), with the
 * same build as `pnpm build`; its output goes to this terminal.
 */
export function buildArea(sourceDir: string, outputDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        import.meta.resolve('tsx'),
        buildScript,
        '--mode',
        'production',
        '--output-path',
        outputDir,
      ],
      { cwd: sourceDir, stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The build of ${sourceDir} failed (exit ${code}).`)),
    );
  });
}
