import type { UserConfigExport } from '@tarojs/cli';

/** The reference server's API on loopback: what test builds of the mini-program are given. */
export const LOOPBACK_API_BASE = 'http://127.0.0.1:10086/exhibition-api';

const ABSOLUTE_URL = /^(https?):\/\/([^/?#:]+)(:\d+)?(\/[^?#]*)?$/i;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);
/** Values the mini-program reads at run time; Taro inlines them only from .env files otherwise. */
const INLINED = ['TARO_APP_API_BASE', 'TARO_APP_TRACKING_HOST', 'TARO_APP_WEBVIEW_HOSTS'] as const;

/**
 * The production mini-program build (`taro build --type weapp`) refuses to run without a usable
 * TARO_APP_API_BASE: a mini-program has no page origin, so a relative API would make every call
 * fail. Returns the `env` constants that inline the values (from the shell or a .env file, which
 * Taro has loaded into process.env by the time the config runs).
 */
export function weappProductionEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const base = env.TARO_APP_API_BASE?.trim().replace(/\/+$/, '');
  const match = base ? ABSOLUTE_URL.exec(base) : null;
  const usable =
    match && (match[1].toLowerCase() === 'https' || LOOPBACK_HOSTS.has(match[2].toLowerCase()));
  if (!base || !usable) {
    throw new Error(
      [
        `The production mini-program build needs TARO_APP_API_BASE (${base ? `got "${base}"` : 'not set'}).`,
        'A mini-program has no page origin, so it cannot call a relative API: every call would fail.',
        'Set a full https address registered as a request domain in the WeChat console, e.g.',
        '  TARO_APP_API_BASE=https://api.example.org/exhibition-api npm run build:weapp',
        '(in the shell or in .env.production). http is accepted only for 127.0.0.1 and localhost;',
        `a test build against the reference server uses TARO_APP_API_BASE=${LOOPBACK_API_BASE}.`,
      ].join('\n'),
    );
  }
  const constants: Record<string, string> = { TARO_APP_API_BASE: JSON.stringify(base) };
  for (const name of INLINED.slice(1)) {
    const value = env[name]?.trim();
    if (value) constants[name] = JSON.stringify(value);
  }
  return constants;
}

export default {
  mini: {
    // WeChat's code quality check: JS minified here (terser, config/index.ts), WXSS too (csso,
    // Taro's default), no source maps. WXML is minified by WeChat's own compiler at upload
    // (project.config.json setting.minifyWXML): Taro's `minifyXML` runs an HTML minifier that
    // drops the `</input>` of its templates, which WeChat's compiler then refuses (the release
    // dry run caught it: "unexpected end tag: template").
    enableSourceMap: false,
  },
  h5: {},
} satisfies UserConfigExport<'webpack5'>;
