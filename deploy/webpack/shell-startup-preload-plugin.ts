import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { CSP_NONCE_PLACEHOLDER } from '../src/csp-nonce-placeholder';

/**
 * The JavaScript files the shell's entry loads before its first screen can render: the chunks of its
 * `import('./bootstrap')` (shell/src/index.ts) and of the shared modules those import, which the federation runtime
 * asks for as the bootstrap starts (their libraries are the `startup` chunk, docs/adr/0085-shell-startup-chunk.md).
 * What the first screen loads later on its own (translations of another language, the cookie notice) is left out.
 */
function startupFiles(compilation: Compilation): string[] {
  const bootstrap = [...compilation.chunkGroups].find((group) =>
    group.origins.some((origin) => origin.request === './bootstrap'),
  );
  if (!bootstrap) return [];
  const sharedModules = [...bootstrap.childrenIterable].filter((child) =>
    child.origins.some((origin) => origin.module?.type === 'consume-shared-module'),
  );
  const chunks = [bootstrap, ...sharedModules].flatMap((group) => group.chunks);
  return [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];
}

/**
 * Lets the browser fetch the shell's first chunks together with its entry (`<link rel="preload">` in
 * index.html): without the hints it learns of them only once the entry has run, a round trip later, and of the
 * shared libraries' chunk later still (docs/adr/0086-shell-preloads.md).
 */
export class ShellStartupPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('ShellStartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('ShellStartupPreloadPlugin', (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        for (const file of startupFiles(compilation)) {
          data.assetTags.meta.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'ShellStartupPreloadPlugin' },
            attributes: {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
              nonce: CSP_NONCE_PLACEHOLDER,
            },
          });
        }
        return data;
      });
    });
  }
}
