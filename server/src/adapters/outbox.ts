import type { Clock } from '../config';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  /** '+853 61234567' or an e-mail address. */
  to: string;
  purpose: string;
  code: string;
  text: string;
  at: string;
}

const CAPACITY = 500;

/**
 * Codes that were sent, kept in memory only while DEV_SMS_OUTBOX=1 so that browser journeys and
 * a developer without an SMS gateway can sign up. Never filled otherwise.
 */
export class MessageOutbox {
  private readonly messages: OutboxMessage[] = [];
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  record(message: Omit<OutboxMessage, 'at'>): void {
    this.messages.push({ ...message, at: new Date(this.clock.now()).toISOString() });
    if (this.messages.length > CAPACITY) this.messages.splice(0, this.messages.length - CAPACITY);
  }

  /** Newest first. */
  list(to?: string): OutboxMessage[] {
    const matching = to ? this.messages.filter((m) => m.to === to) : this.messages;
    return [...matching].reverse();
  }
}
