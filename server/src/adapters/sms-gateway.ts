import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../contract';
import type { SmsConfig } from '../config';

export interface PhoneTarget {
  areaCode: string;
  phone: string;
}

export interface SmsGateway {
  readonly kind: 'http' | 'log';
  sendCode(to: PhoneTarget, code: string, locale: Locale): Promise<void>;
}

export class SmsGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

const TIMEOUT_MS = 10_000;

export function smsText(code: string, ttlMinutes: number, locale: Locale): string {
  switch (locale) {
    case 'zh-Hans':
      return `【澳门抗战胜利80周年】您的验证码是 ${code}，${ttlMinutes} 分钟内有效，请勿告诉他人。`;
    case 'pt':
      return `[80.º Aniversário da Vitória] O seu código é ${code}, válido por ${ttlMinutes} minutos. Não o partilhe.`;
    case 'en':
      return `[Victory 80th Anniversary] Your code is ${code}, valid for ${ttlMinutes} minutes. Do not share it.`;
    default:
      return `【澳門抗戰勝利80周年】您的驗證碼是 ${code}，${ttlMinutes} 分鐘內有效，請勿告訴他人。`;
  }
}

export const formatPhone = (to: PhoneTarget) => `${to.areaCode} ${to.phone}`;

/**
 * POSTs `{ to: "+85361234567", text }` as JSON to SMS_GATEWAY_URL with
 * `Authorization: Bearer SMS_API_KEY`; any 2xx is a delivery accepted by the gateway.
 */
export function httpSmsGateway(config: SmsConfig & { gatewayUrl: string }): SmsGateway {
  return {
    kind: 'http',
    async sendCode(to, code, locale) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      let response: Response;
      try {
        response = await fetch(config.gatewayUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            to: `${to.areaCode}${to.phone}`,
            text: smsText(code, Math.round(config.codeTtlSeconds / 60), locale),
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsGatewayError(`SMS gateway unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new SmsGatewayError(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

/** No gateway configured: the code goes to the server log so a developer can still sign up. */
export function logSmsGateway(log: FastifyBaseLogger): SmsGateway {
  return {
    kind: 'log',
    async sendCode(to, code) {
      log.info(`SMS code for ${formatPhone(to)}: ${code}`);
    },
  };
}

export function createSmsGateway(config: SmsConfig, log: FastifyBaseLogger): SmsGateway {
  return config.gatewayUrl
    ? httpSmsGateway({ ...config, gatewayUrl: config.gatewayUrl })
    : logSmsGateway(log);
}
