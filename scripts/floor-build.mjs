// Builds the floor (bench/floor: an empty Taro React app built as the product is, issue #32) when
// missing or stale, and fetches the Lighthouse that measures it, so that `npm run lighthouse`
// only measures. `.ci/run` runs it beside the product's builds.
import { spawnSync } from 'node:child_process';
import { ensureFloorBuild } from './lib/h5-build.mjs';
import { LIGHTHOUSE } from './lib/lighthouse-version.mjs';

ensureFloorBuild();
const fetched = spawnSync('npx', ['--yes', LIGHTHOUSE, '--version'], { stdio: 'inherit' });
if (fetched.status !== 0)
  console.log(`${LIGHTHOUSE} could not be fetched now; npm run lighthouse tries again.`);
