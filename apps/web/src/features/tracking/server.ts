/** What the proxy and the consent route use: pure, no React. */
export { CONSENT_COOKIE } from './cookies';
export { consentPost, cookieOptions, landingCookie } from './landing';
