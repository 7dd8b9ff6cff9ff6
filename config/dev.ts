import type { UserConfigExport } from '@tarojs/cli';

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    // The dev server proxies the API to the reference server started by `npm start`.
    devServer: {
      proxy: { '/exhibition-api': { target: 'http://127.0.0.1:10086', changeOrigin: true } },
    },
  },
} satisfies UserConfigExport<'webpack5'>;
