import * as content from '@/features/content/api';
import * as share from '@/features/share/api';
import { describeCalls } from './harness';

describeCalls('SPEC §7 Content', content, [
  {
    name: 'getPosterAppPage',
    call: () => content.getPosterAppPage({ pageNo: 1, pageSize: 5 }),
    method: 'GET',
    path: '/poster/expand/appPage?pageNo=1&pageSize=5',
  },
  {
    name: 'getPosterShare',
    call: () => content.getPosterShare({ id: 8, type: 'share' }),
    method: 'GET',
    path: '/poster/expand/share?id=8&type=share',
  },
  {
    name: 'getCarouselPage',
    call: () => content.getCarouselPage({ pageNo: 1 }),
    method: 'GET',
    path: '/carousel/info/page?pageNo=1',
  },
  { name: 'getPageInfo', call: () => content.getPageInfo(5), method: 'GET', path: '/pageInfo/5' },
  {
    name: 'getAssetView',
    call: () => content.getAssetView({ id: 2 }),
    method: 'GET',
    path: '/dm/assetLibrary/view?id=2',
  },
  {
    name: 'getExhibitionInfo',
    call: () => content.getExhibitionInfo(),
    method: 'GET',
    path: '/exhibition/public/info',
  },
  { name: 'getChannels', call: () => content.getChannels(), method: 'GET', path: '/pmm/channel' },
  {
    name: 'getRoomUserToken',
    call: () => content.getRoomUserToken({ roomId: 'r 1' }),
    method: 'GET',
    path: '/sound/meeting/getRoomUserToken?roomId=r%201',
  },
]);

describeCalls(
  'SPEC §7 share signature',
  share,
  [
    {
      name: 'getWechatShareSignature',
      call: () => share.getWechatShareSignature('https://a.mo/x'),
      method: 'GET',
      path: '/crm/membersInfo/wechatShare?url=https%3A%2F%2Fa.mo%2Fx',
    },
    // jsdom's page is http://localhost/; the fragment is never part of the signed URL.
    {
      name: 'getCurrentPageShareSignature',
      call: () => share.getCurrentPageShareSignature(),
      method: 'GET',
      path: '/crm/membersInfo/wechatShare?url=http%3A%2F%2Flocalhost%2F',
    },
  ],
  ['shareSignatureUrl'],
);

describe('share signature URL', () => {
  it('drops the fragment, which WeChat does not sign', () => {
    expect(share.shareSignatureUrl('https://h5.example.org/vote?id=1#/pages/vote/detail')).toBe(
      'https://h5.example.org/vote?id=1',
    );
  });
});
