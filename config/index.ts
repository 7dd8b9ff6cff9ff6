import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import devConfig from './dev';
import prodConfig, { weappProductionEnv } from './prod';
import { LocalePacksPlugin, localePacksVersion } from './locale-packs';
import { PageChunksPlugin } from './page-chunks';
import path from 'path';
import fs from 'fs';
import webpack from 'webpack';
import { requireWithEsbuild } from '@tarojs/helper';
import type { RouteDef } from '../src/routes';
import type * as FirstScreen from '../src/shared/api/first-screen';

// Taro compiles only config/ itself; the route table in src/ is read the way Taro reads
// app.config.ts (esbuild), so it stays the one place pages are declared.
const { ROUTES } = requireWithEsbuild(path.resolve(__dirname, '../src/routes.ts')) as {
  ROUTES: RouteDef[];
};

// H5 aliases of SPEC §2 come from the one route table, so a page and its alias cannot drift.
// Taro's router matches only the aliases of a page that has some; the page's own path goes last
// so that a link written as /pages/adress/adress opens it too, while the first alias stays the
// address the browser shows.
const customRoutes = Object.fromEntries(
  ROUTES.filter((route) => route.aliases.length > 0).map((route) => [
    `/${route.path}`,
    [...route.aliases, `/${route.path}`],
  ]),
);

// H5: index.html starts the first screen's calls while the app's script loads (issue #14). The
// table, the inline script and the consumer are one module (src/shared/api/first-screen.ts).
const { firstScreenScript, landingPaths, PAGE_CHUNKS_MARK } = requireWithEsbuild(
  path.resolve(__dirname, '../src/shared/api/first-screen.ts'),
  { customConfig: { alias: { '@': path.resolve(__dirname, '../src') } } },
) as typeof FirstScreen;

// H5 (issue #32): the programme's emblem (the launch screen and the tab's icon) written into
// index.html as a data URI: drawn from the document's first bytes, with no request of its own
// beside the first screen's (a 6 KB picture did compete with the scripts on a slow network).
const EMBLEM_URI = `data:image/svg+xml,${encodeURIComponent(
  fs.readFileSync(path.resolve(__dirname, '../src/assets/emblem.svg'), 'utf8').trim(),
)}`;

const EMPTY_SHIM = path.resolve(__dirname, 'shims/empty.js');
/** The mini-program's Taro runtime without the attribute tables of components no screen renders. */
const COMPONENT_TABLES_LOADER = path.resolve(__dirname, 'component-tables-loader.js');
const COMPONENT_TABLE_FILES =
  /@tarojs[\\/](shared[\\/]dist[\\/]components|plugin-platform-weapp[\\/]dist[\\/]runtime)\.js$/;
const NO_INNER_HTML_SHIM = path.resolve(__dirname, 'shims/no-inner-html.js');
/** One module per Taro web component, so a page chunk carries only the components it renders. */
const COMPONENTS_SHIM = path.resolve(__dirname, 'shims/taro-components/index.js');
/** Taro's web components, but the router's tab bar drawn without Stencil's runtime. */
const TAB_BAR_SHIM = path.resolve(__dirname, 'shims/taro-components/dist-components.js');
/** H5: Taro's toast, loading, modal and action sheet, loaded after the first screen. */
const LAZY_INTERACTION_SHIM = path.resolve(__dirname, 'shims/lazy-interaction.js');
const TARO_INTERACTION =
  /@tarojs[\\/]taro-h5[\\/]dist[\\/]api[\\/]ui[\\/]interaction[\\/]index\.js$/;

/** MobX's own production build (no development checks). */
function aliasLeanerLibraries(chain: {
  resolve: { alias: { set: (k: string, v: string) => unknown } };
}) {
  if (process.env.NODE_ENV === 'production') {
    chain.resolve.alias.set('mobx$', require.resolve('mobx/dist/mobx.esm.production.min.js'));
  }
}

/**
 * Mini-program (issue #32): how many levels of its own kind base.wxml unrolls for a component.
 * Taro unrolls a scroll view, a swiper and a swiper item four levels deep, a text with static
 * content six, and a view that catches touch moves and a text with events at every level: a
 * template cannot include itself, so each level of nesting needs its own copy. For a component
 * named here, utils.wxs counts only the ancestors of its kind, and base.wxml has that many copies
 * (12 + 2 + 4 KB): no screen nests a scroll view, a swiper, a swiper item, a touch-catching view
 * or a text with events in one of its kind, and the agreement line nests one static text in
 * another. test/weapp draws every screen and fails on a template drawn inside itself, which WXML
 * cannot draw. The plugin's template is this build's own instance.
 */
function nestAtMost(levels: Record<string, number>) {
  type MiniPluginOptions = {
    combination: { config: { template: { nestElements: Map<string, number> } } };
  };
  return (args: unknown[]) => {
    const { template } = (args[0] as MiniPluginOptions).combination.config;
    template.nestElements = new Map([...template.nestElements, ...Object.entries(levels)]);
    return args;
  };
}

/**
 * H5 (issue #21): a stylesheet used by two or more page chunks (the shared UI's, a domain's
 * common form styles) ships once, in the entry's `css/app.*.css` beside the app's own (issue
 * #32: one request less before the first screen; it was `css/shared-styles.*.css`, loaded with
 * every page). Taro splits only the entry's modules (`chunks: 'initial'`), so each page chunk
 * used to carry its own copy of `.native-button`, `.page`, `.nav-bar`..., and the copy that
 * loaded last undid another page's own rules of equal specificity.
 * `npm run size -- --check` fails when a rule ships in two stylesheets again.
 */
function shareStylesOnce(chain: {
  optimization: { get: (key: string) => unknown; set: (key: string, value: unknown) => unknown };
}) {
  const splitChunks = (chain.optimization.get('splitChunks') ?? {}) as {
    cacheGroups?: Record<string, unknown>;
  };
  chain.optimization.set('splitChunks', {
    ...splitChunks,
    cacheGroups: {
      ...splitChunks.cacheGroups,
      sharedStyles: {
        // The entry's chunk: webpack moves the modules into it (it is every page chunk's parent).
        name: 'app',
        type: 'css/mini-extract',
        chunks: 'all',
        minChunks: 2,
        enforce: true,
        priority: 200,
      },
    },
  });
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'macau-victory80',
    date: '2026-11-20',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    // No screen writes HTML tags or innerHTML (rich text goes through RichText, sanitized on H5),
    // so neither target carries @tarojs/plugin-html's runtime.
    plugins: [],
    // The mini-program keeps a loaded locale pack in storage while its text is this build's.
    defineConstants:
      process.env.TARO_ENV === 'weapp'
        ? { LOCALE_PACKS_VERSION: JSON.stringify(localePacksVersion()) }
        : {},
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    copy: { patterns: [], options: {} },
    // React renders both targets (@tarojs/react on the mini-program, react-dom on H5): the renderer
    // the component tests run is the one that ships (issue #20; Preact crashed the mini-program at
    // launch: Taro's createReactApp calls ReactDOM.createRoot, which preact/compat lacks).
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    // The mini-program has no recursive templates, so Taro unrolls base.wxml baseLevel times
    // (default 16, 2.6-7 KB a level): levels 0 to baseLevel - 2 are templates, deeper nodes render
    // through Taro's comp component. test/weapp's page launches draw every screen's tree with the
    // templates the build's utils.wxs picks and fail on a node past them. The deepest screens
    // (the address list, login) reach level 6, the last template of baseLevel 8 (issue #32: 9 ->
    // 8, -2.6 KB; #27: the page frame has no body wrapper, to keep that level free).
    baseLevel: 8,
    // Taro's mini-program minifier writes every non-ASCII character as \uXXXX: the Chinese
    // catalogues cost twice their UTF-8 size in the main package. WeChat reads UTF-8 sources.
    // It also turns off ten of terser's default compress steps (variable and function inlining,
    // property and switch folding...), all of which are on by default because they keep what
    // code does: back on, the main package is 3.1 KB smaller (issue #32). Still off, as Taro has
    // them: comparisons (create-react-app's known terser issue) and typeofs (old engines).
    terser:
      process.env.TARO_ENV === 'weapp'
        ? {
            enable: true,
            config: {
              compress: {
                collapse_vars: true,
                computed_props: true,
                hoist_props: true,
                inline: true,
                loops: true,
                negate_iife: true,
                properties: true,
                reduce_funcs: true,
                reduce_vars: true,
                switches: true,
              },
              output: { ascii_only: false },
            },
          }
        : undefined,
    mini: {
      // Every stylesheet is scoped by its BEM block (.page, .nav-bar, .address-edit...) and none
      // overrides another, so the order in which pages happen to import shared styles carries no
      // meaning: without this the build reports each differing order as a "Conflicting order" error.
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      optimizeMainPackage: { enable: true },
      // No screen sets innerHTML (rich text is the native rich-text's nodes): with the setter off
      // and its module replaced, Taro's HTML and CSS parsers leave the main package (issue #20).
      runtime: { enableInnerHTML: false },
      webpackChain(chain) {
        aliasLeanerLibraries(chain);
        // ANALYZE=1 keeps module paths readable so that module weights can be read off the build.
        if (process.env.ANALYZE) chain.optimization.set('moduleIds', 'named').minimize(false);
        if (process.env.SOURCEMAP) chain.devtool('source-map');
        chain.plugin('localePacks').use(LocalePacksPlugin);
        chain.plugin('miniPlugin').tap(
          nestAtMost({
            'scroll-view': 1,
            swiper: 1,
            'swiper-item': 1,
            'static-text': 2,
            text: 1,
            'catch-view': 1,
          }),
        );
        chain.module
          .rule('componentTables')
          .test(COMPONENT_TABLE_FILES)
          .use('componentTables')
          .loader(COMPONENT_TABLES_LOADER);
        chain
          .plugin('noInnerHtml')
          .use(webpack.NormalModuleReplacementPlugin, [
            /@tarojs[\\/]runtime[\\/]dist[\\/]dom-external[\\/]inner-html[\\/]html\.js$/,
            NO_INNER_HTML_SHIM,
          ]);
      },
    },
    h5: {
      // Taro's React components (plain elements) instead of its Stencil web components: the entry
      // no longer defines and upgrades custom elements before the first paint.
      useHtmlComponents: true,
      publicPath: '/',
      htmlPluginOption: {
        firstScreenScript: firstScreenScript(process.env.TARO_APP_API_BASE),
        emblem: EMBLEM_URI,
      },
      staticDirectory: 'static',
      router: { mode: 'browser', customRoutes },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      devServer: { port: 10087 },
      // Tab icons and other small pictures load as files instead of swelling the first script.
      imageUrlLoaderOption: { limit: 128 },
      webpackChain(chain) {
        aliasLeanerLibraries(chain);
        // SPEC §9: a page chunk may take up to 120 s on a bad network before it counts as failed.
        chain.output.set('chunkLoadTimeout', 120000);
        // The app starts in five short tasks instead of one long one (see the loader).
        chain.module
          .rule('entrySlices')
          .test(/[\\/]src[\\/]app\.config\.ts$/)
          .enforce('pre')
          .use('entrySlices')
          .loader(path.resolve(__dirname, 'entry-slices-loader.js'));
        chain.resolve.alias
          .set('whatwg-fetch$', EMPTY_SHIM)
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', EMPTY_SHIM)
          .set('jsonp-retry$', path.resolve(__dirname, 'shims/no-jsonp.js'))
          .set('@tarojs/components$', COMPONENTS_SHIM)
          .set('@tarojs/components/dist/components$', TAB_BAR_SHIM);
        // Taro injects its component stylesheet from JavaScript (style-loader) so that it comes
        // first; in production it goes into the extracted app.css instead, where it also comes
        // first (it is the entry's first import) and costs no first-load JavaScript.
        if (process.env.NODE_ENV === 'production') {
          chain.module.rules.delete('taroStyle');
          chain.module.rule('customStyle').exclude.clear();
        }
        // Issue #32: the request layer's toast made Taro's interaction UI part of the entry; the
        // shim loads it after the first screen (the shim's own import carries a query, so it is
        // not replaced again).
        chain
          .plugin('lazyInteraction')
          .use(webpack.NormalModuleReplacementPlugin, [TARO_INTERACTION, LAZY_INTERACTION_SHIM]);
        shareStylesOnce(chain);
        chain
          .plugin('pageChunks')
          .use(PageChunksPlugin, [
            landingPaths(),
            PAGE_CHUNKS_MARK,
            path.resolve(__dirname, '../src'),
          ]);
        if (process.env.ANALYZE) chain.optimization.set('moduleIds', 'named');
        // SOURCEMAP=1: source maps beside the scripts, to attribute a CPU profile's time.
        if (process.env.SOURCEMAP) chain.devtool('source-map');
      },
    },
  };
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig);
  // A production mini-program build without a usable API base stops here with the reason.
  const weappEnv = process.env.TARO_ENV === 'weapp' ? weappProductionEnv(process.env) : {};
  return merge({}, baseConfig, prodConfig, { env: weappEnv });
});
