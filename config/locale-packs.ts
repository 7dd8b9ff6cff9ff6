import { createHash } from 'crypto';
import path from 'path';
import webpack from 'webpack';
import { requireWithEsbuild } from '@tarojs/helper';
import type * as Sources from './locale-pack-sources';

/**
 * The mini-program's locale packs (issue #32): each language but zh-Hant becomes a plain
 * CommonJS file of JSON in the `my` sub-package, `pages-my/i18n/<locale>.js`, which the app
 * loads with WeChat's `require.async` (src/shared/i18n/locale-pack.ts names the same files).
 * Taro cannot split an async chunk into a sub-package, so the packs are written beside the
 * build instead of bundled: the TypeScript catalogues stay the only source, typed as before.
 */
export const LOCALE_PACK_DIR = 'pages-my/i18n';

const SOURCES = path.resolve(__dirname, 'locale-pack-sources.ts');

function readPacks() {
  return (
    requireWithEsbuild(SOURCES, {
      customConfig: { alias: { '@': path.resolve(__dirname, '../src') } },
    }) as typeof Sources
  ).LOCALE_PACKS;
}

/**
 * The packs' content hash, inlined as LOCALE_PACKS_VERSION: a pack kept in storage from an
 * earlier build is used only while it is the same text.
 */
export function localePacksVersion(): string {
  return createHash('sha256').update(JSON.stringify(readPacks())).digest('hex').slice(0, 16);
}

export class LocalePacksPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('LocalePacksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LocalePacksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [locale, pack] of Object.entries(readPacks())) {
            compilation.emitAsset(
              `${LOCALE_PACK_DIR}/${locale}.js`,
              new webpack.sources.RawSource(`module.exports=${JSON.stringify(pack)};`),
            );
          }
        },
      );
    });
  }
}
