import type { FastifyInstance } from 'fastify';

/** The web's origin every state-changing test request carries (the API's allowed origin in tests). */
export const TEST_WEB_ORIGIN = 'http://localhost:3000';

/**
 * Requests as the web sends them: a POST carries the allowed Origin, a player's session its cookie;
 * and the player's cash balance in a currency, as their accounts call answers it.
 */
export function webRequests(app: FastifyInstance) {
  const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...(method === 'POST' && { origin: TEST_WEB_ORIGIN }), ...(cookie && { cookie }) },
      ...(payload && { payload }),
    });
  const cash = async (cookie: string, currency = 'EUR') => {
    const accounts = (await send('GET', '/api/platform/player/accounts', cookie)).json() as {
      currency: string;
      balance: number;
    }[];
    return accounts.find((a) => a.currency === currency)?.balance ?? 0;
  };
  return { send, cash };
}
