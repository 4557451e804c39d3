import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { CSP_NONCE_PLACEHOLDER } from '../src/csp-nonce-placeholder';

/** Puts the nonce placeholder on the script tags HtmlWebpackPlugin injects into the shell's index.html. */
export class CspNoncePlaceholderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('CspNoncePlaceholderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('CspNoncePlaceholderPlugin', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.nonce = CSP_NONCE_PLACEHOLDER;
        return data;
      });
    });
  }
}
