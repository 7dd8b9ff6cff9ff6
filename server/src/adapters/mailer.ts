import type { FastifyBaseLogger } from 'fastify';

export interface Mailer {
  sendCode(email: string, code: string): Promise<void>;
}

/**
 * The programme sends no e-mail of its own yet (the spec names no mail service), so codes for
 * binding an e-mail address are written to the server log, like SMS codes without a gateway.
 */
export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async sendCode(email, code) {
      log.info(`E-mail code for ${email}: ${code}`);
    },
  };
}
