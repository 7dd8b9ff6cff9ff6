// Issue #14: operators release the mini-program with `npm run release:weapp`. Its arguments and
// environment, its offline checks of dist/weapp, and the production build's refusal to run
// without an API base (config/prod.ts), each run as a function; one run of the script itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkDist,
  notMinified,
  releaseOptions,
  ReleaseError,
} from '../../../scripts/lib/weapp-release.mjs';
import { LOOPBACK_API_BASE, weappProductionEnv } from '../../../config/prod';

const root = path.resolve(__dirname, '../../..');
const context = { version: '1.2.3', root };

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-weapp-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a ReleaseError');
}

describe('release:weapp arguments and environment', () => {
  test('an upload without appid, key or API base names each missing variable', () => {
    const error = errorOf(() => releaseOptions([], {}, context));
    expect(error).toBeInstanceOf(ReleaseError);
    expect(error.message).toMatch(/Cannot upload/);
    expect(error.message).toMatch(/WEAPP_APPID is not set/);
    expect(error.message).toMatch(/WEAPP_PRIVATE_KEY_PATH is not set/);
    expect(error.message).toMatch(/TARO_APP_API_BASE is not set/);
  });

  test('a preview checks the key file, the robot, the appid and that the API is https', () => {
    const error = errorOf(() =>
      releaseOptions(
        ['--preview'],
        {
          WEAPP_APPID: 'touristappid',
          WEAPP_PRIVATE_KEY_PATH: path.join(tmp, 'absent.key'),
          WEAPP_ROBOT: '31',
          TARO_APP_API_BASE: LOOPBACK_API_BASE,
        },
        context,
      ),
    );
    expect(error.message).toMatch(/Cannot preview/);
    expect(error.message).toMatch(/not a mini-program appid/);
    expect(error.message).toMatch(/no file at .*absent\.key/);
    expect(error.message).toMatch(/WEAPP_ROBOT "31"/);
    expect(error.message).toMatch(/is not https/);
  });

  test('a complete environment gives the upload its appid, key, robot, version and description', () => {
    const key = path.join(tmp, 'private.key');
    fs.writeFileSync(key, 'not a real key');
    const options = releaseOptions(
      [],
      {
        TARO_APP_ID: 'wx0123456789abcdef',
        WEAPP_PRIVATE_KEY_PATH: key,
        WEAPP_ROBOT: '3',
        TARO_APP_API_BASE: 'https://api.example.org/exhibition-api/',
      },
      context,
    );
    expect(options).toMatchObject({
      mode: 'upload',
      build: true,
      appid: 'wx0123456789abcdef',
      privateKeyPath: key,
      robot: 3,
      version: '1.2.3',
      desc: 'Release 1.2.3',
      apiBase: 'https://api.example.org/exhibition-api',
    });
  });

  test('a dry run needs no appid, no key and no API base, and never builds', () => {
    expect(releaseOptions(['--dry-run'], {}, context)).toEqual({
      mode: 'dry-run',
      help: false,
      build: false,
      version: '1.2.3',
    });
  });

  test('unknown or contradictory flags are refused with the usage', () => {
    expect(errorOf(() => releaseOptions(['--upload'], {}, context)).message).toMatch(
      /Unknown argument "--upload"[\s\S]*Usage/,
    );
    expect(errorOf(() => releaseOptions(['--preview', '--dry-run'], {}, context)).message).toMatch(
      /exclude each other/,
    );
  });

  test('the script exits with code 2 and the reason before building anything', () => {
    const env = { ...process.env };
    for (const name of ['WEAPP_APPID', 'TARO_APP_ID', 'WEAPP_PRIVATE_KEY_PATH']) delete env[name];
    const run = spawnSync(process.execPath, ['scripts/release-weapp.mjs', '--preview'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/release:weapp: Cannot preview the mini-program/);
    expect(run.stderr).toMatch(/WEAPP_PRIVATE_KEY_PATH is not set/);
    expect(run.stdout).not.toMatch(/taro build/);
  });
});

describe('release:weapp offline checks of a built folder', () => {
  const minified = 'x'.repeat(3000);
  function writeDist(dir: string, overrides: Record<string, string | null> = {}) {
    const files: Record<string, string | null> = {
      'project.config.json': JSON.stringify({
        miniprogramRoot: './',
        appid: 'touristappid',
        compileType: 'miniprogram',
        libVersion: '3.3.4',
        setting: { minified: true, minifyWXML: true, minifyWXSS: true },
      }),
      'app.json': JSON.stringify({
        pages: ['pages/home/index'],
        subPackages: [{ root: 'pages/points', pages: ['points'] }],
        requiredPrivateInfos: ['getLocation'],
        __usePrivacyCheck__: true,
      }),
      'app.js': minified,
      'pages/home/index.js': minified,
      'pages/home/index.json': '{}',
      'pages/home/index.wxml': '<view/>',
      'pages/points/points.js': minified,
      'pages/points/points.json': '{}',
      'pages/points/points.wxml': '<view/>',
      ...overrides,
    };
    fs.rmSync(dir, { recursive: true, force: true });
    for (const [file, text] of Object.entries(files)) {
      if (text === null) continue;
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }
  function sourcesCalling(call: string) {
    const dir = path.join(tmp, `src-${call}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.ts'), `Taro.${call}({ type: 'gcj02' });`);
    return dir;
  }

  test('a complete, minified folder passes', () => {
    const dist = writeDist(path.join(tmp, 'ok'));
    const result = checkDist(dist, { sourceDir: sourcesCalling('getLocation') });
    expect(result.problems).toEqual([]);
    expect(result.notes.join(' ')).toMatch(/main package/);
  });

  test('each broken rule is named', () => {
    const dist = writeDist(path.join(tmp, 'bad'), {
      'project.config.json': JSON.stringify({
        appid: 'touristappid',
        compileType: 'miniprogram',
        setting: { minified: false },
      }),
      'pages/points/points.wxml': null,
      'app.js.map': '{}',
      'pages/home/index.js': 'var a = 1;\n'.repeat(400),
      'pages/points/big.png': 'x'.repeat(2 * 1024 * 1024 + 1),
    });
    const { problems } = checkDist(dist, { sourceDir: sourcesCalling('chooseLocation') });
    const text = problems.join('\n');
    expect(text).toMatch(/libVersion is not set/);
    expect(text).toMatch(/setting\.minified is not true/);
    expect(text).toMatch(/setting\.minifyWXML is not true/);
    expect(text).toMatch(/pages\/points\/points\.wxml is missing/);
    expect(text).toMatch(/requiredPrivateInfos lacks chooseLocation/);
    expect(text).toMatch(/source maps in the package: app\.js\.map/);
    expect(text).toMatch(/package pages\/points\/: .* is over 2 MB/);
    expect(text).toMatch(/pages\/home\/index\.js is not minified/);
  });

  test("WeChat's compiled result is checked for minified JS, WXML and WXSS", () => {
    const loose = '<view>\n  <text>a</text>\n</view>\n'.repeat(100);
    expect(
      notMinified({
        'base.wxml': loose,
        'app.js': minified,
        'app.wxss': minified,
        'assets/a.png': loose,
      }),
    ).toEqual(['base.wxml']);
  });

  test('a folder that was never built says so', () => {
    expect(checkDist(path.join(tmp, 'nothing')).problems).toEqual([
      expect.stringMatching(/no app\.json: build the mini-program first/),
    ]);
  });
});

describe('the production mini-program build and TARO_APP_API_BASE (config/prod.ts)', () => {
  test('without it the build stops with a clear message', () => {
    expect(() => weappProductionEnv({})).toThrow(
      /production mini-program build needs TARO_APP_API_BASE \(not set\)[\s\S]*cannot call a relative API/,
    );
  });

  test('a relative base or plain http to another host is refused', () => {
    expect(() => weappProductionEnv({ TARO_APP_API_BASE: '/exhibition-api' })).toThrow(
      /got "\/exhibition-api"/,
    );
    expect(() =>
      weappProductionEnv({ TARO_APP_API_BASE: 'http://api.example.org/exhibition-api' }),
    ).toThrow(/http is accepted only for 127\.0\.0\.1 and localhost/);
  });

  test('an https base, or the loopback base of test builds, is inlined', () => {
    expect(
      weappProductionEnv({
        TARO_APP_API_BASE: 'https://api.example.org/exhibition-api/',
        TARO_APP_WEBVIEW_HOSTS: '*.gov.mo',
      }),
    ).toEqual({
      TARO_APP_API_BASE: JSON.stringify('https://api.example.org/exhibition-api'),
      TARO_APP_WEBVIEW_HOSTS: JSON.stringify('*.gov.mo'),
    });
    expect(weappProductionEnv({ TARO_APP_API_BASE: LOOPBACK_API_BASE })).toEqual({
      TARO_APP_API_BASE: JSON.stringify(LOOPBACK_API_BASE),
    });
  });
});
