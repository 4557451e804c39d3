// `pnpm bench:bundle-contents <app> [chunk,…]`: what the production build of one front-end app is made of. It builds
// the app as `pnpm build` does, with source maps, into a folder of its own (the app's dist/ is left alone), and
// prints, for each script, its brotli size and the packages (or the app's folders) its bytes come from. The chunk
// names to show may be given by their start (`startup,555`); without, every script, the largest first.
//
// A part's brotli figure is its share of the script's minified bytes applied to the script's brotli size: parts
// compress together, so this is an estimate, but the shares are exact.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import webpack, { type Configuration } from 'webpack';
import { brotliOf } from './precompress';

const PARTS_SHOWN = 15;

const repoRoot = path.resolve(import.meta.dirname, '../..');
// The front-end apps are the folders webpack builds.
const apps = fs
  .readdirSync(repoRoot)
  .filter((folder) => fs.existsSync(path.join(repoRoot, folder, 'webpack.config.ts')));
const [app, chunkChoice] = process.argv.slice(2);
if (!app || !apps.includes(app)) {
  console.error(`Usage: pnpm bench:bundle-contents <${apps.join('|')}> [chunk name starts, comma-separated]`);
  process.exit(2);
}
const chunkStarts = chunkChoice?.split(',').map((start) => start.trim()) ?? [];

const appDir = path.join(repoRoot, app);
const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), `enlace-bundle-${app}-`));
process.env.NODE_ENV = 'production';
const configUrl = pathToFileURL(path.join(appDir, 'webpack.config.ts')).href;
const { default: config } = (await import(configUrl)) as { default: Configuration };

try {
  await build({
    ...config,
    mode: 'production',
    devtool: 'hidden-source-map',
    output: { ...config.output, path: outputDir },
  });
  const scripts = fs
    .readdirSync(outputDir)
    .filter((file) => file.endsWith('.js') && fs.existsSync(path.join(outputDir, `${file}.map`)))
    .filter((file) => chunkStarts.length === 0 || chunkStarts.some((start) => file.startsWith(start)))
    .map((file) => describeScript(file))
    .sort((a, b) => b.brotli - a.brotli);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  for (const script of scripts) {
    console.log(`\n${script.file}: ${kib(script.brotli)} KiB brotli, ${kib(script.minified)} KiB minified`);
    for (const part of script.parts.slice(0, PARTS_SHOWN)) {
      const share = part.bytes / script.minified;
      console.log(
        `  ${kib(share * script.brotli)} KiB  ${(share * 100).toFixed(1).padStart(5)} %  ${part.name}`,
      );
    }
    if (script.parts.length > PARTS_SHOWN) console.log(`  … and ${script.parts.length - PARTS_SHOWN} more`);
  }
  const total = scripts.reduce((sum, script) => sum + script.brotli, 0);
  console.log(`\n${scripts.length} scripts of ${app}: ${kib(total).trim()} KiB brotli in all`);
} finally {
  fs.rmSync(outputDir, { recursive: true, force: true });
}

function build(configuration: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(configuration, (error, stats) => {
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString('errors-only') ?? 'no stats'));
      else resolve();
    });
  });
}

type ScriptContents = {
  file: string;
  minified: number;
  brotli: number;
  parts: { name: string; bytes: number }[];
};

/** A script's sizes and its minified bytes by the package or folder of the source they were generated from. */
function describeScript(file: string): ScriptContents {
  const content = fs.readFileSync(path.join(outputDir, file));
  const code = content.toString('utf8');
  const map = new SourceMapConsumer(
    JSON.parse(fs.readFileSync(path.join(outputDir, `${file}.map`), 'utf8')) as RawSourceMap,
  );
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  map.eachMapping(
    (mapping) =>
      mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }),
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const bytesByPart = new Map<string, number>();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const lineText = lines[mapping.line - 1] ?? '';
    const end = next && next.line === mapping.line ? next.column : lineText.length;
    const name = partOf(mapping.source);
    bytesByPart.set(
      name,
      (bytesByPart.get(name) ?? 0) + Buffer.byteLength(lineText.slice(mapping.column, end)),
    );
  });
  const parts = [...bytesByPart].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
  return {
    file,
    minified: content.length,
    brotli: brotliOf(content).length,
    parts,
  };
}

/** An installed package by its name; the workspace's own code by its folder (`src/features/places`). */
function partOf(source: string | null): string {
  if (!source) return '(webpack runtime)';
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage) return inPackage[1]!;
  const own = file.replace(/^(\.\.\/)+/, '').split('/');
  return own.slice(0, Math.min(own.length - 1, 3)).join('/') || file;
}
