'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { errorKey } from '../errors';
import { handleUnauthorized } from '../unauthorized';

/**
 * Client-side checks with the contract's schema (for speed and clarity; the server checks again):
 * the first issue of each field, as a message key under `account.fields`.
 */
export function fieldErrors<T extends z.ZodType>(
  schema: T,
  values: unknown,
): { data: z.output<T>; errors: null } | { data: null; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= field;
  }
  return { data: null, errors };
}

/**
 * Runs a server call once at a time; a failure becomes a translated message (never the raw text).
 * `signedIn`: the call acts for the signed-in player, so a 401 ends the session (SPEC §8); on the
 * sign-in forms a 401 only means wrong credentials.
 */
export function useSubmit(options: { signedIn?: boolean } = {}) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async <T>(call: () => Promise<T>, onDone: (value: T) => void) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onDone(await call());
    } catch (failure) {
      if (options.signedIn) handleUnauthorized(queryClient, failure);
      setError(t(errorKey(failure)));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/**
 * A form's submit: checks the values with the contract's schema (per-field message keys in
 * `errors`, see fieldErrors) and, when they pass, runs the server call with the checked body once at
 * a time (see useSubmit).
 */
export function useCheckedSubmit(options: { signedIn?: boolean } = {}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useSubmit(options);
  const submit = <S extends z.ZodType, T>(
    schema: S,
    values: unknown,
    call: (body: z.output<S>) => Promise<T>,
    onDone: (value: T) => void,
  ) => {
    const checked = fieldErrors(schema, values);
    setErrors(checked.errors ?? {});
    if (checked.errors !== null) return;
    const body = checked.data;
    void run(() => call(body), onDone);
  };
  return { errors, busy, error, submit };
}
