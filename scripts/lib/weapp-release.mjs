// What `npm run release:weapp` needs before it touches WeChat: its arguments and environment
// (releaseOptions) and the checks of dist/weapp that need neither a key nor a network
// (checkDist). scripts/release-weapp.mjs runs them, then WeChat's own compiler and quality check.
import fs from 'node:fs';
import path from 'node:path';

export const MB = 1024 * 1024;
/** WeChat's limits: every package (main and each sub-package) 2 MB, all of them 20 MB. */
export const PACKAGE_LIMIT = 2 * MB;
export const TOTAL_LIMIT = 20 * MB;
/** Location calls WeChat refuses unless app.json lists them in requiredPrivateInfos. */
export const PRIVATE_INFO_CALLS = [
  'getLocation',
  'chooseLocation',
  'getFuzzyLocation',
  'onLocationChange',
  'startLocationUpdate',
  'startLocationUpdateBackground',
  'chooseAddress',
  'choosePoi',
];

export const USAGE = `Usage: npm run release:weapp [-- --preview | --dry-run] [--skip-build]

  (no flag)     build dist/weapp, check it, upload it as version <package.json version>
  --preview     build, check, and write a preview QR code (.tmp/weapp-preview.jpg)
  --dry-run     check the existing dist/weapp offline: no upload, no key, no network
  --skip-build  upload or preview the existing dist/weapp without building it again

Environment (upload and preview):
  WEAPP_APPID             the mini-program's appid (wx...), or TARO_APP_ID
  WEAPP_PRIVATE_KEY_PATH  the code upload key downloaded from the WeChat console
  WEAPP_ROBOT             CI robot number 1-30 (default 1)
  WEAPP_DESC              version description (default "Release <version>")
  TARO_APP_API_BASE       the https API base the build inlines`;

export class ReleaseError extends Error {}

/**
 * Reads the arguments and the environment. Throws a ReleaseError naming every missing or wrong
 * value; a dry run needs none of them.
 */
export function releaseOptions(argv, env, { version, root }) {
  const flags = new Set();
  for (const arg of argv) {
    if (['--preview', '--dry-run', '--skip-build', '--help'].includes(arg)) flags.add(arg);
    else throw new ReleaseError(`Unknown argument "${arg}".\n\n${USAGE}`);
  }
  if (flags.has('--preview') && flags.has('--dry-run')) {
    throw new ReleaseError(`--preview and --dry-run exclude each other.\n\n${USAGE}`);
  }
  const mode = flags.has('--dry-run') ? 'dry-run' : flags.has('--preview') ? 'preview' : 'upload';
  const options = { mode, help: flags.has('--help'), build: !flags.has('--skip-build'), version };
  if (mode === 'dry-run') return { ...options, build: false };

  const problems = [];
  const appid = (env.WEAPP_APPID || env.TARO_APP_ID || '').trim();
  if (!appid) problems.push('WEAPP_APPID is not set (the appid of the mini-program, wx...).');
  else if (!/^wx[0-9a-f]{16}$/i.test(appid)) {
    problems.push(`WEAPP_APPID "${appid}" is not a mini-program appid (wx and 16 hex digits).`);
  }
  const keyPath = (env.WEAPP_PRIVATE_KEY_PATH || '').trim();
  const privateKeyPath = keyPath ? path.resolve(root, keyPath) : '';
  if (!keyPath) {
    problems.push(
      'WEAPP_PRIVATE_KEY_PATH is not set (the code upload key from the WeChat console: ' +
        'Development > Development settings > Mini-program code upload).',
    );
  } else if (!fs.existsSync(privateKeyPath)) {
    problems.push(`WEAPP_PRIVATE_KEY_PATH: no file at ${privateKeyPath}.`);
  }
  const robotText = (env.WEAPP_ROBOT || '1').trim();
  const robot = Number(robotText);
  if (!Number.isInteger(robot) || robot < 1 || robot > 30) {
    problems.push(`WEAPP_ROBOT "${robotText}" must be a whole number from 1 to 30.`);
  }
  const apiBase = (env.TARO_APP_API_BASE || '').trim().replace(/\/+$/, '');
  if (!/^https:\/\/[^/?#]+/i.test(apiBase)) {
    problems.push(
      `TARO_APP_API_BASE ${apiBase ? `"${apiBase}" is not https` : 'is not set'}: a release ` +
        'calls the https API registered as a request domain (https://…/exhibition-api).',
    );
  }
  if (!/^\d+\.\d+\.\d+/.test(version ?? '')) {
    problems.push(`package.json version "${version}" is not a version WeChat accepts (x.y.z).`);
  }
  if (problems.length > 0) {
    throw new ReleaseError(
      `Cannot ${mode} the mini-program:\n  - ${problems.join('\n  - ')}\n\n${USAGE}`,
    );
  }
  const desc = (env.WEAPP_DESC || '').trim() || `Release ${version}`;
  return { ...options, appid, privateKeyPath, robot, desc, apiBase };
}

function readJson(file, problems) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${path.basename(file)}: ${error.code === 'ENOENT' ? 'missing' : error.message}`);
    return undefined;
  }
}

function filesUnder(dir, rel = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(dir, child));
    else out.push(child);
  }
  return out;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Whether a compiled file looks minified: no line over a few hundred characters is the tell. */
function looksMinified(text) {
  if (text.length < 2000) return true;
  const lines = text.split('\n').length;
  return text.length / lines > 400;
}

/**
 * Offline checks of a built mini-program folder. Returns { problems, notes }: an empty problems
 * list means the folder passed. The checks: project.config.json (appid, miniprogramRoot, the
 * minify settings, libVersion) and app.json parse; every page of app.json has its .js, .json and
 * .wxml; privacy declarations cover the location calls the code makes; no source map; each
 * package within 2 MB and all within 20 MB; JS and WXSS minified.
 */
export function checkDist(dir, { sourceDir } = {}) {
  const problems = [];
  const notes = [];
  if (!fs.existsSync(path.join(dir, 'app.json'))) {
    return { problems: [`${dir} has no app.json: build the mini-program first.`], notes };
  }
  const project = readJson(path.join(dir, 'project.config.json'), problems);
  if (project) {
    if (!project.appid) problems.push('project.config.json: no appid.');
    if (project.compileType !== 'miniprogram') {
      problems.push('project.config.json: compileType is not "miniprogram".');
    }
    if (!project.libVersion) problems.push('project.config.json: libVersion is not set.');
    for (const key of ['minified', 'minifyWXML', 'minifyWXSS']) {
      if (project.setting?.[key] !== true) {
        problems.push(`project.config.json: setting.${key} is not true (WeChat's quality check).`);
      }
    }
    const root = project.miniprogramRoot ?? './';
    if (path.resolve(dir, root) !== path.resolve(dir)) {
      problems.push(`project.config.json: miniprogramRoot "${root}" is not the folder itself.`);
    }
  }
  const app = readJson(path.join(dir, 'app.json'), problems);
  const files = filesUnder(dir);
  const fileSet = new Set(files);
  const packages = [{ root: '', pages: app?.pages ?? [] }];
  for (const sub of app?.subPackages ?? app?.subpackages ?? []) {
    packages.push({ root: sub.root.replace(/\/?$/, '/'), pages: sub.pages ?? [] });
  }
  if (app && packages[0].pages.length === 0) problems.push('app.json: no pages.');
  for (const pkg of packages) {
    for (const page of pkg.pages) {
      for (const ext of ['js', 'json', 'wxml']) {
        const file = `${pkg.root}${page}.${ext}`;
        if (!fileSet.has(file))
          problems.push(`app.json lists ${pkg.root}${page}: ${file} is missing.`);
      }
    }
  }
  for (const tab of app?.tabBar?.list ?? []) {
    for (const icon of [tab.iconPath, tab.selectedIconPath].filter(Boolean)) {
      if (!fileSet.has(icon)) problems.push(`app.json tabBar: ${icon} is missing.`);
    }
  }

  // Privacy: every location call in the sources is declared (WeChat refuses undeclared ones).
  if (app && sourceDir && fs.existsSync(sourceDir)) {
    const used = new Set();
    for (const file of filesUnder(sourceDir).filter((f) => /\.(ts|tsx)$/.test(f))) {
      const text = fs.readFileSync(path.join(sourceDir, file), 'utf8');
      for (const call of PRIVATE_INFO_CALLS) {
        if (new RegExp(`\\bTaro\\.${call}\\b`).test(text)) used.add(call);
      }
    }
    const declared = new Set(app.requiredPrivateInfos ?? []);
    for (const call of used) {
      if (!declared.has(call)) problems.push(`app.json: requiredPrivateInfos lacks ${call}.`);
    }
    if (used.size > 0 && app.__usePrivacyCheck__ !== true) {
      problems.push('app.json: __usePrivacyCheck__ is not true (the privacy guide consent).');
    }
  }

  const maps = files.filter((f) => f.endsWith('.map'));
  if (maps.length > 0) problems.push(`source maps in the package: ${maps.slice(0, 5).join(', ')}`);

  const sizes = new Map(packages.map((pkg) => [pkg.root || '(main)', 0]));
  let total = 0;
  const subRoots = packages.slice(1).map((pkg) => pkg.root);
  for (const file of files) {
    if (file === 'project.config.json' || file.endsWith('.map') || file.endsWith('.LICENSE.txt')) {
      continue;
    }
    const size = fs.statSync(path.join(dir, file)).size;
    total += size;
    const owner = subRoots.find((root) => file.startsWith(root)) ?? '(main)';
    sizes.set(owner, sizes.get(owner) + size);
  }
  for (const [name, size] of sizes) {
    if (size > PACKAGE_LIMIT) problems.push(`package ${name}: ${kb(size)} is over 2 MB.`);
  }
  if (total > TOTAL_LIMIT) problems.push(`all packages: ${kb(total)} is over 20 MB.`);
  notes.push(`main package ${kb(sizes.get('(main)'))}, all packages ${kb(total)}`);

  // WXML is minified by WeChat's compiler at upload (setting.minifyWXML); see notMinified.
  for (const file of files.filter((f) => /\.(js|wxss)$/.test(f))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!looksMinified(text)) problems.push(`${file} is not minified.`);
  }
  return { problems, notes };
}

/**
 * The JS, WXML and WXSS files of WeChat's compiled result (what an upload sends: file name to
 * contents) that are not minified.
 */
export function notMinified(compiled) {
  return Object.entries(compiled)
    .filter(([file]) => /\.(js|wxml|wxss)$/.test(file))
    .filter(([, contents]) => !looksMinified(String(contents)))
    .map(([file]) => file);
}

/** Whether a compiled JS file of the folder carries this API base (what the build inlined). */
export function distCarries(dir, apiBase) {
  return filesUnder(dir)
    .filter((file) => file.endsWith('.js'))
    .some((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes(apiBase));
}
