import { describe, expect, it } from 'vitest';
import { takeModalFromUrl } from './url';

describe('?modal= and #modal at load (SPEC §2)', () => {
  it('opens the modal named in the query and removes the parameter', () => {
    const { request, cleaned } = takeModalFromUrl('https://x.test/en/live?modal=signIn&sport=football#top');
    expect(request).toEqual({ name: 'signIn', params: {} });
    expect(cleaned).toBe('https://x.test/en/live?sport=football#top');
  });

  it('does the same for a hash with a modal name, then removes the hash', () => {
    const { request, cleaned } = takeModalFromUrl('https://x.test/en#signUp');
    expect(request?.name).toBe('signUp');
    expect(cleaned).toBe('https://x.test/en');
  });

  it('passes the edit-password token to the modal and removes it from the URL', () => {
    const { request, cleaned } = takeModalFromUrl(
      'https://x.test/en?modal=passwordEdit&reset_password_token=abc',
    );
    expect(request).toEqual({ name: 'passwordEdit', params: { reset_password_token: 'abc' } });
    expect(cleaned).toBe('https://x.test/en');
  });

  it('drops an unknown modal parameter and opens nothing', () => {
    const { request, cleaned } = takeModalFromUrl('https://x.test/en?modal=nope&page=2');
    expect(request).toBeNull();
    expect(cleaned).toBe('https://x.test/en?page=2');
  });

  it('leaves an ordinary hash alone', () => {
    expect(takeModalFromUrl('https://x.test/en#list')).toEqual({
      request: null,
      cleaned: 'https://x.test/en#list',
    });
  });
});
