import type { TSignInRequest, TSignUpRequest } from '@sportsbook/contract';
import { api, bearerSession, setBearerToken } from '@/shared/api/client';

/** The account operations of issue 6 under /api/platform/users (SPEC §7 names them without paths). */
/** In a host's frame (bearer sessions) the reply's token becomes the session: no cookie is set there. */
export async function signIn(body: TSignInRequest) {
  const embedded = bearerSession() !== null;
  const reply = await api('POST /api/platform/users/sign-in', {
    body: embedded ? { ...body, bearer: true } : body,
  });
  if (embedded && reply.token) setBearerToken(reply.token);
  return reply;
}
export const signUp = (body: TSignUpRequest) => api('POST /api/platform/users/sign-up', { body });
export const confirmEmail = (confirmation_token: string) =>
  api('POST /api/platform/users/confirmation', { body: { confirmation_token } });
export const requestPasswordReset = (email: string) =>
  api('POST /api/platform/users/password', { body: { email } });
export const updatePassword = (reset_password_token: string, password: string) =>
  api('PUT /api/platform/users/password', { body: { reset_password_token, password } });
export const unlockAccount = (unlock_token: string) =>
  api('POST /api/platform/users/unlock', { body: { unlock_token } });
