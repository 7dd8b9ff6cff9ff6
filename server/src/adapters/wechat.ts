import type { Clock, WechatConfig } from '../config';
import { memoryValues, type SharedValues } from './shared-state';

export class WechatNotConfiguredError extends Error {
  constructor(what: string) {
    super(`WeChat ${what} credentials are not configured`);
    this.name = 'WechatNotConfiguredError';
  }
}

export class WechatApiError extends Error {
  readonly errcode?: number;
  constructor(message: string, errcode?: number) {
    super(message);
    this.name = 'WechatApiError';
    this.errcode = errcode;
  }
}

export interface WechatSession {
  openid: string;
  unionid?: string;
  sessionKey?: string;
}

type Cached = { value: string; expiresAt: number };

/** Where the instances keep the token and ticket (shared-state.ts), and the lease of a refresh. */
const TOKEN_KEY = 'wechat:access-token';
const TICKET_KEY = 'wechat:jsapi-ticket';
const REFRESH_LEASE_MS = 30_000;

const TIMEOUT_MS = 10_000;
// Refresh a little before WeChat's own expiry so a signature is never made with a dying ticket.
const EARLY_REFRESH_MS = 5 * 60 * 1000;

/** The few WeChat server APIs the programme needs, against WECHAT_API_BASE. */
export class WechatApi {
  private readonly config: WechatConfig;
  private readonly clock: Clock;
  private accessToken?: Cached;
  private jsapiTicket?: Cached;
  private pendingToken?: Promise<string>;
  private pendingTicket?: Promise<string>;

  private readonly shared: SharedValues;

  /**
   * `shared`: where several instances keep the token and ticket (issue #31): WeChat ends the
   * previous token at every refresh, so one instance refreshes at a time and the others read it.
   */
  constructor(config: WechatConfig, clock: Clock, shared?: SharedValues) {
    this.config = config;
    this.clock = clock;
    this.shared = shared ?? memoryValues(clock.now);
  }

  /** The value another instance (or this one) keeps, or a new one fetched by this one alone. */
  private sharedOrFetched(key: string, fetch: () => Promise<Cached>): Promise<Cached> {
    return this.shared.alone(key, REFRESH_LEASE_MS, async () => {
      const known = await this.shared.get(key);
      if (this.fresh(known)) return known!;
      const fetched = await fetch();
      await this.shared.set(key, fetched);
      return fetched;
    });
  }

  get mpAppId(): string | undefined {
    return this.config.mpAppId;
  }

  get shareConfigured(): boolean {
    return Boolean(this.config.mpAppId && this.config.mpSecret);
  }

  private async call(
    path: string,
    query: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const url = `${this.config.apiBase}${path}?${new URLSearchParams(query).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new WechatApiError(`WeChat API unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new WechatApiError(`WeChat API answered HTTP ${response.status}`);
    let body: Record<string, unknown>;
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      throw new WechatApiError('WeChat API answered something that is not JSON');
    }
    const errcode = Number(body.errcode ?? 0);
    if (errcode !== 0) {
      throw new WechatApiError(
        `WeChat API error ${errcode}: ${String(body.errmsg ?? '')}`,
        errcode,
      );
    }
    return body;
  }

  /** Mini-program login: the code of wx.login for the visitor's openid. */
  async code2session(code: string): Promise<WechatSession> {
    const { appId, secret } = this.config;
    if (!appId || !secret) throw new WechatNotConfiguredError('mini-program');
    const body = await this.call('/sns/jscode2session', {
      appid: appId,
      secret,
      js_code: code,
      grant_type: 'authorization_code',
    });
    if (typeof body.openid !== 'string' || !body.openid) {
      throw new WechatApiError('WeChat code2session answered without an openid');
    }
    return {
      openid: body.openid,
      unionid: typeof body.unionid === 'string' ? body.unionid : undefined,
      sessionKey: typeof body.session_key === 'string' ? body.session_key : undefined,
    };
  }

  /** Official-account web authorisation (H5 inside WeChat): the OAuth code for an openid. */
  async oauthSession(code: string): Promise<WechatSession> {
    const { mpAppId, mpSecret } = this.config;
    if (!mpAppId || !mpSecret) throw new WechatNotConfiguredError('official-account');
    const body = await this.call('/sns/oauth2/access_token', {
      appid: mpAppId,
      secret: mpSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (typeof body.openid !== 'string' || !body.openid) {
      throw new WechatApiError('WeChat oauth2 answered without an openid');
    }
    return {
      openid: body.openid,
      unionid: typeof body.unionid === 'string' ? body.unionid : undefined,
    };
  }

  private fresh(cached: Cached | undefined): string | undefined {
    return cached && cached.expiresAt > this.clock.now() ? cached.value : undefined;
  }

  private expiry(expiresIn: unknown): number {
    const seconds = Number(expiresIn);
    const lifetime = (Number.isFinite(seconds) && seconds > 0 ? seconds : 7200) * 1000;
    return this.clock.now() + Math.max(lifetime - EARLY_REFRESH_MS, lifetime / 2);
  }

  /** Official-account access token, shared by concurrent callers and cached until near expiry. */
  async getAccessToken(): Promise<string> {
    const cached = this.fresh(this.accessToken);
    if (cached) return cached;
    const { mpAppId, mpSecret } = this.config;
    if (!mpAppId || !mpSecret) throw new WechatNotConfiguredError('official-account');
    this.pendingToken ??= this.sharedOrFetched(TOKEN_KEY, async () => {
      const body = await this.call('/cgi-bin/token', {
        grant_type: 'client_credential',
        appid: mpAppId,
        secret: mpSecret,
      });
      if (typeof body.access_token !== 'string') {
        throw new WechatApiError('WeChat token answered without access_token');
      }
      return { value: body.access_token, expiresAt: this.expiry(body.expires_in) };
    })
      .then((token) => {
        this.accessToken = token;
        return token.value;
      })
      .finally(() => {
        this.pendingToken = undefined;
      });
    return this.pendingToken;
  }

  async getJsapiTicket(): Promise<string> {
    const cached = this.fresh(this.jsapiTicket);
    if (cached) return cached;
    let token: string | undefined;
    this.pendingTicket ??= this.sharedOrFetched(TICKET_KEY, async () => {
      token = await this.getAccessToken();
      const body = await this.call('/cgi-bin/ticket/getticket', {
        access_token: token,
        type: 'jsapi',
      });
      if (typeof body.ticket !== 'string') {
        throw new WechatApiError('WeChat getticket answered without a ticket');
      }
      return { value: body.ticket, expiresAt: this.expiry(body.expires_in) };
    })
      .then((ticket) => {
        this.jsapiTicket = ticket;
        return ticket.value;
      })
      .catch(async (error: unknown) => {
        // 40001/42001: the token was revoked early; the next call fetches a new one, here and
        // on every instance.
        if (
          error instanceof WechatApiError &&
          (error.errcode === 40001 || error.errcode === 42001)
        ) {
          this.accessToken = undefined;
          if (token) await this.shared.forget(TOKEN_KEY, token).catch(() => undefined);
        }
        throw error;
      })
      .finally(() => {
        this.pendingTicket = undefined;
      });
    return this.pendingTicket;
  }
}
