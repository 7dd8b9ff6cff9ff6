import { defineConfig } from '@tarojs/cli';

// Taro 4's React template (`taro init`, webpack5), production only: the framework's floor.
export default defineConfig<'webpack5'>(() => ({
  projectName: 'floor',
  date: '2026-11-27',
  designWidth: 750,
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
  sourceRoot: 'src',
  outputRoot: 'dist',
  framework: 'react',
  compiler: 'webpack5',
  cache: { enable: false },
  mini: {},
  h5: {
    publicPath: '/',
    staticDirectory: 'static',
    router: { mode: 'browser' },
    output: {
      filename: 'js/[name].[contenthash:8].js',
      chunkFilename: 'js/[name].[contenthash:8].js',
    },
    miniCssExtractPluginOption: {
      ignoreOrder: true,
      filename: 'css/[name].[contenthash:8].css',
      chunkFilename: 'css/[name].[contenthash:8].css',
    },
    postcss: { autoprefixer: { enable: true, config: {} } },
  },
}));
