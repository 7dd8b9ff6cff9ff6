// `npm run release:weapp`: builds the mini-program, checks it, and uploads it with WeChat's
// miniprogram-ci (`-- --preview`: a preview QR code instead). `-- --dry-run` checks the existing
// dist/weapp offline: the checks of scripts/lib/weapp-release.mjs, then WeChat's own compiler
// (the one miniprogram-ci runs before an upload) and WeChat's code quality check, with no key and
// no network. See README, "For operators".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkDist,
  distCarries,
  notMinified,
  releaseOptions,
  ReleaseError,
  USAGE,
} from './lib/weapp-release.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist/weapp');
const require = createRequire(import.meta.url);
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

function fail(message, code = 1) {
  console.error(`release:weapp: ${message}`);
  process.exit(code);
}

function build(appid) {
  console.log('== build: taro build --type weapp (production)');
  const result = spawnSync('npx', ['taro', 'build', '--type', 'weapp'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', TARO_APP_ID: appid },
  });
  if (result.status !== 0) fail('the mini-program build failed (see above).', result.status ?? 1);
}

function loadCi() {
  try {
    return require('miniprogram-ci');
  } catch {
    return fail('miniprogram-ci is not installed: run npm ci.');
  }
}

/**
 * miniprogram-ci's project, reading dist/weapp. Without a key (the dry run) it never asks WeChat
 * for the project's attributes: it uses the defaults miniprogram-ci itself falls back to.
 */
function makeProject(ci, { appid, privateKeyPath }) {
  const common = {
    type: 'miniProgram',
    projectPath: distDir,
    ignores: ['node_modules/**/*', '**/*.map', '**/*.LICENSE.txt'],
  };
  if (privateKeyPath) return new ci.Project({ ...common, appid, privateKeyPath });
  class OfflineProject extends ci.Project {
    async attr() {
      return ci.DefaultProjectAttr;
    }
  }
  return new OfflineProject({ ...common, appid, privateKey: 'offline-dry-run' });
}

function progress(update) {
  const message = typeof update === 'string' ? update : update?.message;
  // Per-file lines ('Compiling x.js', 'x.js') would be hundreds; the stages and errors remain.
  if (message && !/^Compil/.test(message) && !/\.\w+$/.test(message)) console.log(`  ${message}`);
}

/** Offline checks: ours, WeChat's compiler, WeChat's code quality check. */
async function check(ci, options) {
  console.log(`== offline checks of ${path.relative(root, distDir)}`);
  const { problems, notes } = checkDist(distDir, { sourceDir: path.join(root, 'src') });
  for (const note of notes) console.log(`  ${note}`);
  if (problems.length > 0) fail(`dist/weapp is not releasable:\n  - ${problems.join('\n  - ')}`);
  console.log(
    '  ok: project.config.json, app.json, pages, privacy, sizes, no source maps, minified',
  );

  const project = makeProject(ci, options);
  console.log("== WeChat's compiler (miniprogram-ci getCompiledResult, as before an upload)");
  const started = Date.now();
  let compiled;
  try {
    compiled = await ci.getCompiledResult({
      project,
      setting: { useProjectConfig: true },
      onProgressUpdate: progress,
    });
  } catch (error) {
    fail(`WeChat's compiler refused dist/weapp: ${error?.message ?? error}`);
  }
  const count = Object.keys(compiled).length;
  console.log(`  ok: ${count} files compiled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const loose = notMinified(compiled);
  if (loose.length > 0) fail(`not minified after WeChat's compile: ${loose.join(', ')}`);
  console.log('  ok: every compiled JS, WXML and WXSS file is minified');

  console.log("== WeChat's code quality check (miniprogram-ci checkCodeQuality)");
  const results = await ci.checkCodeQuality(project);
  const failed = results.filter((result) => result.success === false);
  for (const result of results) {
    console.log(`  ${result.success ? 'ok' : 'FAILED'} ${result.name}`);
  }
  if (failed.length > 0) {
    fail(`WeChat's quality check failed:\n  - ${failed.map((r) => r.text).join('\n  - ')}`);
  }
  return project;
}

async function main() {
  let options;
  try {
    options = releaseOptions(process.argv.slice(2), process.env, { version, root });
  } catch (error) {
    if (error instanceof ReleaseError) fail(error.message, 2);
    throw error;
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (options.build) build(options.appid);
  const ci = loadCi();
  if (options.mode === 'dry-run') {
    const project = JSON.parse(fs.readFileSync(path.join(distDir, 'project.config.json'), 'utf8'));
    await check(ci, { appid: project.appid });
    console.log('Dry run passed: nothing was uploaded.');
    return;
  }
  if (!distCarries(distDir, options.apiBase)) {
    fail(`dist/weapp was not built with TARO_APP_API_BASE=${options.apiBase}: build it again.`);
  }
  const project = await check(ci, options);
  const common = {
    project,
    version,
    desc: options.desc,
    robot: options.robot,
    setting: { useProjectConfig: true },
    onProgressUpdate: progress,
  };
  if (options.mode === 'preview') {
    const qrcode = path.join(root, '.tmp/weapp-preview.jpg');
    fs.mkdirSync(path.dirname(qrcode), { recursive: true });
    await ci.preview({ ...common, qrcodeFormat: 'image', qrcodeOutputDest: qrcode });
    console.log(`Preview QR code: ${path.relative(root, qrcode)} (robot ${options.robot}).`);
    return;
  }
  const result = await ci.upload(common);
  console.log(`Uploaded version ${version} (robot ${options.robot}): ${JSON.stringify(result)}`);
  console.log('Submit it for review in the WeChat console (Version management).');
}

main().then(
  () => process.exit(0),
  (error) => fail(error?.stack ?? String(error)),
);
