// Builds the app in the current folder with webpack's Node API (webpack-cli 7 needs Node >= 22.15):
// `tsx ../deploy/webpack/build.ts` from an app folder; `--mode development` for an unminified build.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { precompress } from './precompress';

const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > 0 ? process.argv[modeIndex + 1] : 'production';
process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';

const configUrl = pathToFileURL(path.resolve(process.cwd(), 'webpack.config.ts')).href;
const { default: config } = (await import(configUrl)) as { default: Configuration };

const started = Date.now();
webpack({ ...config, mode: mode === 'development' ? 'development' : 'production' }, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  if (!stats) process.exit(1);
  const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  const name = path.basename(process.cwd());
  const outputPath = stats.compilation.outputOptions.path;
  const compressed = outputPath ? precompress(outputPath) : null;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  const compressedNote = compressed
    ? `, ${compressed.files} files pre-compressed to ${kib(compressed.brotliBytes)} brotli / ${kib(compressed.gzipBytes)} gzip`
    : '';
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s${compressedNote}`);
});
