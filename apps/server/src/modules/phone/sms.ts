import { randomUUID } from 'node:crypto';
import type { TSmsMessage } from '@sportsbook/contract';
import type { PhoneRepo } from './repo';

/** How the backend sends a text message: Twilio when configured, else demo mode's dev outbox. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** Demo mode: messages are stored and readable at GET /api/dev/sms?to=PHONE, as the dev mailbox. */
export class DevSmsOutbox implements SmsSender {
  constructor(
    private readonly repo: PhoneRepo,
    private readonly clock: () => number = Date.now,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const now = this.clock();
    // Ids sort by send order even when an injected clock gives several messages the same instant.
    const id = `${String(now).padStart(15, '0')}-${process.hrtime.bigint().toString().padStart(20, '0')}-${randomUUID().slice(0, 8)}`;
    await this.repo.insertSms({ id, to_phone: to, text, created_at: now });
  }

  /** Newest first. */
  async messages(to: string, limit = 50): Promise<TSmsMessage[]> {
    const rows = await this.repo.smsTo(to, limit);
    return rows.map((row) => ({
      id: row.id,
      to: row.to_phone,
      text: row.text,
      created_at: new Date(Number(row.created_at)).toISOString(),
    }));
  }
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service id. */
  from: string;
  /** Twilio's API origin; another only for tests. */
  baseUrl?: string;
}

/** Sends through Twilio's Programmable Messaging HTTP API (form-encoded POST, basic auth). */
export class TwilioSms implements SmsSender {
  constructor(
    private readonly settings: TwilioSettings,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const { accountSid, authToken, from, baseUrl = 'https://api.twilio.com' } = this.settings;
    const body = new URLSearchParams({ To: to, Body: text });
    body.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const reply = await this.fetcher(
      `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: body.toString(),
        signal: AbortSignal.timeout(10_000),
      },
    );
    // Never put the text in the error: it carries the code.
    if (!reply.ok) throw new Error(`Twilio answered ${reply.status} to a message for ${to.slice(0, 4)}…`);
  }
}
