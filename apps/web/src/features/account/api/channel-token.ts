import { api } from '@/shared/api/client';

/** SPEC §7 POST /websocket/authorize: the subscription token of one private channel. */
export async function channelToken(channel: string): Promise<string> {
  const reply = await api('POST /api/sportsbook/websocket/authorize', { body: { channels: [channel] } });
  const token = reply.channels[0]?.token;
  if (!token) throw new Error(`no subscription token for ${channel}`);
  return token;
}
