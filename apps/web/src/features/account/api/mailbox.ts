import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { accountKeys } from './keys';

/** Demo mode only: GET /api/dev/mailbox?to=EMAIL (404 outside demo mode). */
export const fetchMailbox = (email: string, signal?: AbortSignal) =>
  api('GET /api/dev/mailbox', { query: { to: email }, signal });

export const mailboxQueryOptions = (email: string) =>
  queryOptions({
    queryKey: accountKeys.mailbox(email),
    queryFn: ({ signal }) => fetchMailbox(email, signal),
    staleTime: 0,
  });

export const useMailbox = (email: string) =>
  useQuery({ ...mailboxQueryOptions(email), enabled: email !== '' });
