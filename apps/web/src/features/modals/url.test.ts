import { describe, expect, it } from 'vitest';
import { accountPageTarget, takeModalFromUrl } from './url';

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

describe('account pages (SPEC §2 /users/…)', () => {
  it('go to the home page with their modal, keeping the tokens of the query', () => {
    expect(accountPageTarget('users/sign-in', '', '/en')).toEqual({
      pathname: '/en',
      search: '?modal=signIn',
    });
    expect(accountPageTarget('users/password/edit/', '?reset_password_token=abc', '/de')).toEqual({
      pathname: '/de',
      search: '?reset_password_token=abc&modal=passwordEdit',
    });
    expect(accountPageTarget('users/confirmation', '?confirmation_token=t1', '/')?.search).toBe(
      '?confirmation_token=t1&modal=confirmation',
    );
    expect(accountPageTarget('users/sign-up', '', '/en')?.search).toBe('?modal=signUp');
    expect(accountPageTarget('users/password/new', '', '/en')?.search).toBe('?modal=passwordNew');
  });

  it('leave every other path alone', () => {
    expect(accountPageTarget('users', '', '/en')).toBeNull();
    expect(accountPageTarget('users/sign-in/extra', '', '/en')).toBeNull();
    expect(accountPageTarget('football/users', '', '/en')).toBeNull();
  });

  it('the query and the modal they lead to open the right modal with its token', () => {
    const target = accountPageTarget('users/password/edit', '?reset_password_token=abc', '/en');
    const { request, cleaned } = takeModalFromUrl(`https://x.test${target?.pathname}${target?.search}`);
    expect(request).toEqual({ name: 'passwordEdit', params: { reset_password_token: 'abc' } });
    expect(cleaned).toBe('https://x.test/en');
  });
});
