import { describe, expect, it } from 'vitest';
import { chatFor, chatScript, loadsAtOnce } from './providers';

const desk = { type: 'livechat', id: '123', region: 'eu' };

describe('live chat providers', () => {
  it('loads chatra and zoho at once, every other type after the first interaction (SPEC §4)', () => {
    expect(loadsAtOnce('chatra')).toBe(true);
    expect(loadsAtOnce('zoho')).toBe(true);
    expect(loadsAtOnce('livechat')).toBe(false);
    expect(loadsAtOnce('tawk')).toBe(false);
  });

  it("takes a locale's own desk, or none, before the site's", () => {
    const chatra = { type: 'chatra', id: 'de-desk', region: '' };
    const site = { chat: desk, chat_by_locale: { de: chatra, ar: null } };
    expect(chatFor(site, 'de')).toEqual(chatra);
    expect(chatFor(site, 'ar')).toBeNull();
    expect(chatFor(site, 'en')).toEqual(desk);
    expect(chatFor({ chat: null, chat_by_locale: {} }, 'en')).toBeNull();
  });

  it("loads the API's demo provider in demo mode and the provider's own script otherwise", () => {
    expect(chatScript(desk, true, 'http://127.0.0.1:4000')).toBe(
      'http://127.0.0.1:4000/api/dev/chat/widget.js?type=livechat&id=123&region=eu',
    );
    expect(chatScript(desk, false, 'http://127.0.0.1:4000')).toBe('https://cdn.livechatinc.com/tracking.js');
    expect(chatScript({ type: 'zoho', id: 'w c', region: 'eu' }, false, '')).toBe(
      'https://salesiq.zohopublic.eu/widget?wc=w%20c',
    );
    expect(chatScript({ type: 'unheard-of', id: '1', region: '' }, false, '')).toBeNull();
  });
});
