import * as api from '@/api';
import * as account from '@/api/account';
import * as events from '@/api/exhibition/events';
import * as points from '@/api/points';
import * as upload from '@/api/upload';

describe('src/api/index re-exports', () => {
  it('exposes the domain calls, the upload and the exhibition layer under one import', () => {
    expect(api.getGiftPage).toBe(points.getGiftPage);
    expect(api.login).toBe(account.login);
    expect(api.uploadFile).toBe(upload.uploadFile);
    expect(api.exhibition.approveEvent).toBe(events.approveEvent);
    expect(api.PAGE_INFO_IDS.privacy).toBeDefined();
  });

  it('gives every fixed page info its own id', () => {
    const ids = Object.values(api.PAGE_INFO_IDS);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
