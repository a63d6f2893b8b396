import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './mailer';

describe('SmtpMailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends account emails through the SMTP server named by SMTP_URL', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Sportsbook <no-reply@sportsbook.test>');
    await mailer.send({
      to: 'player@example.com',
      subject: 'Confirm your email',
      text: 'Open http://localhost:3000/en?modal=confirmation&confirmation_token=abc',
      links: ['http://localhost:3000/en?modal=confirmation&confirmation_token=abc'],
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@sportsbook.test');
    expect(received[0]?.to).toEqual(['player@example.com']);
    expect(received[0]?.data).toContain('Subject: Confirm your email');
    expect(received[0]?.data).toMatch(/confirmation_token=(3D)?abc/);
  });
});
