import { randomUUID } from 'node:crypto';
import type { TMailMessage } from '@sportsbook/contract';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailboxRepo } from './repo';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The actionable links of the message (also inside text). */
  links: string[];
}

/** How the backend sends email: SMTP when configured, else the demo dev mailbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Demo mode: messages are stored and readable at GET /api/dev/mailbox?to=EMAIL. */
export class DevMailbox implements Mailer {
  constructor(
    private readonly repo: MailboxRepo,
    private readonly clock: () => number = Date.now,
  ) {}

  async send(mail: Mail): Promise<void> {
    const now = this.clock();
    // Ids sort by send order (clock, then this process's monotonic time), even when an
    // injected clock gives several messages the same instant.
    const id = `${String(now).padStart(15, '0')}-${process.hrtime.bigint().toString().padStart(20, '0')}-${randomUUID().slice(0, 8)}`;
    await this.repo.insert({
      id,
      to_email: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      links: JSON.stringify(mail.links),
      created_at: now,
    });
  }

  /** Newest first. */
  async messages(to: string, limit = 50): Promise<TMailMessage[]> {
    const rows = await this.repo.newestTo(to.toLowerCase(), limit);
    return rows.map((row) => ({
      id: row.id,
      to: row.to_email,
      subject: row.subject,
      text: row.text,
      links: JSON.parse(row.links) as string[],
      created_at: new Date(row.created_at).toISOString(),
    }));
  }
}

/** No email transport configured (production without SMTP): logs that a message was dropped. */
export class UnconfiguredMailer implements Mailer {
  constructor(private readonly log: { warn(obj: object, msg: string): void }) {}

  async send(mail: Mail): Promise<void> {
    // Never log the text or links: they carry one-time tokens.
    this.log.warn({ subject: mail.subject }, 'email not sent: no mail transport configured');
  }
}

/** Sends through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465) with nodemailer. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  close(): void {
    this.transport.close();
  }
}
