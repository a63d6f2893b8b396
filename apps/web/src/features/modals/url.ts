/** SPEC §2: values of `?modal=` (and of the same-named hash) that open a modal at load. */
export const URL_MODALS = [
  'signIn',
  'signUp',
  'confirmation',
  'passwordEdit',
  'passwordNew',
  'unlock',
  'deposit',
] as const;
export type UrlModal = (typeof URL_MODALS)[number];

/** Query parameters that carry a token into the modal they belong to; consumed with it. */
const TOKEN_PARAMS = ['reset_password_token', 'unlock_token', 'confirmation_token'] as const;

export interface ModalRequest {
  name: UrlModal;
  params: Partial<Record<(typeof TOKEN_PARAMS)[number], string>>;
}

export const isUrlModal = (value: string): value is UrlModal =>
  (URL_MODALS as readonly string[]).includes(value);

/**
 * Reads the modal a URL asks for and returns the URL without it (the parameter and the hash are
 * removed once handled). A URL asking for nothing known comes back unchanged with `request: null`.
 */
export function takeModalFromUrl(href: string): { request: ModalRequest | null; cleaned: string } {
  const url = new URL(href);
  const fromQuery = url.searchParams.get('modal') ?? '';
  const fromHash = decodeURIComponent(url.hash.replace(/^#/, ''));
  const name = isUrlModal(fromQuery) ? fromQuery : isUrlModal(fromHash) ? fromHash : null;
  if (url.searchParams.has('modal')) url.searchParams.delete('modal');
  if (name && isUrlModal(fromHash)) url.hash = '';
  if (!name) return { request: null, cleaned: url.toString() };
  const params: ModalRequest['params'] = {};
  for (const key of TOKEN_PARAMS) {
    const value = url.searchParams.get(key);
    if (value) {
      params[key] = value;
      url.searchParams.delete(key);
    }
  }
  return { request: { name, params }, cleaned: url.toString() };
}

/** SPEC §2 account pages: each is its modal over the home page. */
const ACCOUNT_PAGES: Readonly<Record<string, UrlModal>> = {
  'users/sign-in': 'signIn',
  'users/sign-up': 'signUp',
  'users/password/new': 'passwordNew',
  'users/password/edit': 'passwordEdit',
  'users/confirmation': 'confirmation',
};

/**
 * Where an account page goes: `home` (the locale's home path) with `?modal=` set and the rest of
 * the query (its tokens) kept, so the modal host opens it. `rest` is the path after its locale
 * segment (the whole path when it has none); null for a path that is no account page.
 */
export function accountPageTarget(
  rest: string,
  search: string,
  home: string,
): { pathname: string; search: string } | null {
  const modal = ACCOUNT_PAGES[rest.replace(/^\/+|\/+$/g, '')];
  if (!modal) return null;
  const query = new URLSearchParams(search);
  query.set('modal', modal);
  return { pathname: home, search: `?${query}` };
}
