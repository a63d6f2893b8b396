import type { TOkReply, TSignInReply, TSignInRequest, TSignUpRequest } from '@sportsbook/contract';
import { apiFetch } from '@/shared/api/client';

/** The account operations of issue 6 under /api/platform/users (SPEC §7 names them without paths). */
const post = <T>(path: string, body: unknown, method = 'POST') =>
  apiFetch<T>(`/api/platform/users${path}`, { method, body });

export const signIn = (body: TSignInRequest) => post<TSignInReply>('/sign-in', body);
export const signUp = (body: TSignUpRequest) => post<{ confirmation_required: true }>('/sign-up', body);
export const confirmEmail = (confirmation_token: string) =>
  post<TOkReply>('/confirmation', { confirmation_token });
export const requestPasswordReset = (email: string) => post<TOkReply>('/password', { email });
export const updatePassword = (reset_password_token: string, password: string) =>
  post<TOkReply>('/password', { reset_password_token, password }, 'PUT');
export const unlockAccount = (unlock_token: string) => post<TOkReply>('/unlock', { unlock_token });
