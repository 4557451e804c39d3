// Builds the app in the current folder with webpack's Node API (webpack-cli 7 needs Node >= 22.15):
// `tsx ../deploy/webpack/build.ts` from an app folder; `--mode development` for an unminified build; `--output-path
// <folder>` builds somewhere else than the app's dist/ (the release tool builds into its staging folder).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { precompress } from './precompress';

const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > 0 ? process.argv[modeIndex + 1] : 'production';
const outputIndex = process.argv.indexOf('--output-path');
const outputPath = outputIndex > 0 ? process.argv[outputIndex + 1] : undefined;
process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';

const configUrl = pathToFileURL(path.resolve(process.cwd(), 'webpack.config.ts')).href;
const { default: config } = (await import(configUrl)) as { default: Configuration };

const started = Date.now();
const output = outputPath ? { ...config.output, path: path.resolve(outputPath) } : config.output;
webpack(
  { ...config, output, mode: mode === 'development' ? 'development' : 'production' },
  (error, stats) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    if (!stats) process.exit(1);
    const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
    if (info.trim()) console.log(info);
    if (stats.hasErrors()) process.exit(1);
    const name = path.basename(process.cwd());
    const builtPath = stats.compilation.outputOptions.path;
    const compressed = builtPath ? precompress(builtPath) : null;
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    const compressedNote = compressed
      ? `, ${compressed.files} files pre-compressed to ${kib(compressed.brotliBytes)} brotli / ${kib(compressed.gzipBytes)} gzip`
      : '';
    console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s${compressedNote}`);
  },
);
