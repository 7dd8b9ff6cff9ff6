import type { UserInfo } from '@/shared/api/types';
import {
  demoUser,
  mockTaro,
  ok,
  type Envelope,
  type Routes,
  type SentRequest,
} from '../support/harness';
import { COUNTRIES } from '../support/fixtures';

/** The dictionaries of the seed (server/src/seed/dictionaries.ts), trimmed. */
export const DICTS: Record<string, unknown> = {
  appellation_type: {
    dictType: 'appellation_type',
    dataList: [
      { dictValue: '-1', dictLabel: '請選擇稱謂', labelZht: '請選擇稱謂' },
      { dictValue: 'mr', dictLabel: '先生', labelZht: '先生', labelEn: 'Mr' },
      { dictValue: 'ms', dictLabel: '女士', labelZht: '女士', labelEn: 'Ms' },
    ],
  },
  member_type: {
    dictType: 'member_type',
    dataList: [
      { dictValue: 'individual', dictLabel: '個人', labelZht: '個人', labelEn: 'Individual' },
    ],
  },
  area: {
    dictType: 'area',
    dataList: [
      {
        dictValue: 'macau-peninsula',
        dictLabel: '澳門半島',
        labelZht: '澳門半島',
        labelEn: 'Macau Peninsula',
      },
    ],
  },
};

function dictionary(request: SentRequest): Envelope {
  const type = /[?&]dictType=([^&]+)/.exec(request.url)?.[1] ?? '';
  return ok(DICTS[decodeURIComponent(type)] ?? { dictType: type, dataList: [] });
}

/** What the account pages read on opening, answered as the reference server would. */
export function accountRoutes(user: UserInfo = demoUser, extra: Routes = {}): Routes {
  return {
    'GET /dict/data/getByType': dictionary,
    'GET /country/data/countryList': ok(COUNTRIES),
    'GET /cus/user/info': ok(user),
    'GET /pc/accountSecurity/email': ok({ email: user.email }),
    'GET /pc/accountSecurity/mobile': ok({ phone: user.phone, areaCode: user.areaCode }),
    ...extra,
  };
}

/** A body sent with a request, parsed. */
export function bodyOf(request: SentRequest | undefined): unknown {
  if (!request) return undefined;
  return typeof request.data === 'string' ? JSON.parse(request.data) : request.data;
}

/** The personal data pages are opened from the overview or the my tab: back() goes back there. */
export function mockOpenedPage(routes: Routes) {
  return mockTaro(routes, { pages: 2 });
}
