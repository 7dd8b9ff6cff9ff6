import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST } from './harness';
import type { AppJson } from './harness/logic-layer';

// The built app.json as WeChat reads it.
const appJson = JSON.parse(readFileSync(path.join(DIST, 'app.json'), 'utf8')) as AppJson;

test('SPEC §9: request, upload, download and socket time out after 60 s on the mini-program', () => {
  expect(appJson.networkTimeout).toEqual({
    request: 60000,
    uploadFile: 60000,
    downloadFile: 60000,
    connectSocket: 60000,
  });
});
