import { describe, expect, it } from 'vitest';
import { TwilioSms } from './sms';

/** A fetch that records what it is asked and answers with `status`. */
function recorder(status: number) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response('{}', { status });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe("TwilioSms: Twilio's Messages API", () => {
  const settings = { accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006' };

  it('posts the number, text and sender form-encoded with basic auth', async () => {
    const { calls, fetcher } = recorder(201);
    await new TwilioSms(settings, fetcher).send('+4915112345678', 'Your code is 123456.');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect(call?.init.method).toBe('POST');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(String(call?.init.body));
    expect(Object.fromEntries(body)).toEqual({
      To: '+4915112345678',
      Body: 'Your code is 123456.',
      From: '+15005550006',
    });
  });

  it('sends through a messaging service when the sender is one', async () => {
    const { calls, fetcher } = recorder(201);
    await new TwilioSms({ ...settings, from: 'MG0001' }, fetcher).send('+4915112345678', 'x');
    const body = new URLSearchParams(String(calls[0]?.init.body));
    expect(body.get('MessagingServiceSid')).toBe('MG0001');
    expect(body.has('From')).toBe(false);
  });

  it('fails on a refusal without repeating the text, which carries the code', async () => {
    const { fetcher } = recorder(401);
    const sending = new TwilioSms(settings, fetcher).send('+4915112345678', 'Your code is 654321.');
    await expect(sending).rejects.toThrow(/Twilio answered 401/);
    await expect(sending).rejects.not.toThrow(/654321/);
  });
});
