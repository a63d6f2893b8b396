'use client';

import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type TLimitKind,
  type TLimitPeriod,
  type TLimitRef,
  type TUserLimit,
  type TUserLimitsReply,
} from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSession } from '@/features/account';
import { useSiteSettings } from '@/shared/config/site-settings';
import { parseMoney } from '@/shared/money';
import { useMoney } from '@/shared/use-money';
import { limitErrorKey } from './limit-errors';
import { PhoneStatus } from './phone-status';
import { cancelLimit, confirmLimit, limitsQueryOptions, setLimit } from './queries';
import { RealityCheckSetting } from './reality-check-setting';
import { SelfExclusion } from './self-exclusion';

const BUTTON =
  'min-h-10 rounded-md border border-border px-3 text-sm hover:border-accent disabled:opacity-60';
const PRIMARY =
  'min-h-10 rounded-md bg-accent px-3 font-semibold text-accent-text text-sm disabled:opacity-60';
const FIELD = 'min-h-10 rounded-md border border-border bg-surface-2 px-3 text-sm';

/**
 * The 'Responsible gambling' part of the settings: the player's limits, their pending raises with
 * the date from which they can be confirmed, and self-exclusion. Shown when the site has the
 * feature on and a player is signed in.
 */
export function LimitsSection() {
  const t = useTranslations('responsibleGambling');
  const tRoot = useTranslations();
  const { status, currency } = useSession();
  const { features } = useSiteSettings();
  const enabled = status === 'loggedIn' && features.responsible_gambling === true;
  const limits = useQuery({ ...limitsQueryOptions(), enabled });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!enabled) return null;

  const run = async (call: () => Promise<TUserLimitsReply>) => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(limitsQueryOptions().queryKey, await call());
    } catch (failure) {
      setError(tRoot(limitErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="responsible-gambling-title" className="grid gap-3 border-border border-t pt-4">
      <h3 id="responsible-gambling-title" className="font-semibold text-sm">
        {t('title')}
      </h3>
      <ul className="grid gap-2" aria-label={t('yourLimits')}>
        {(limits.data?.data ?? [])
          .filter((limit) => limit.status !== 'confirmed_disabled')
          .map((limit) => (
            <LimitRow
              key={`${limit.type}-${limit.period}`}
              limit={limit}
              busy={busy}
              onConfirm={(ref) => run(() => confirmLimit(ref))}
              onCancel={(ref) => run(() => cancelLimit(ref))}
              onRemove={(ref) => run(() => setLimit({ ...ref, amount: null }))}
            />
          ))}
      </ul>
      {limits.data?.data.every((limit) => limit.status === 'confirmed_disabled') && (
        <p className="text-muted text-sm">{t('none')}</p>
      )}
      <LimitForm currency={currency} busy={busy} onSave={(request) => run(() => setLimit(request))} />
      {error && (
        <p role="alert" className="rounded-md border border-down p-2.5 text-down text-sm">
          {error}
        </p>
      )}
      <RealityCheckSetting />
      <PhoneStatus />
      <SelfExclusion />
    </section>
  );
}

function useLimitValue() {
  const t = useTranslations('responsibleGambling');
  const money = useMoney();
  return (limit: Pick<TUserLimit, 'type' | 'currency'>, amount: number) =>
    limit.type === 'activity' || !limit.currency
      ? t('minutes', { count: amount })
      : money(amount, limit.currency);
}

function LimitRow({
  limit,
  busy,
  onConfirm,
  onCancel,
  onRemove,
}: {
  limit: TUserLimit;
  busy: boolean;
  onConfirm: (ref: TLimitRef) => void;
  onCancel: (ref: TLimitRef) => void;
  onRemove: (ref: TLimitRef) => void;
}) {
  const t = useTranslations('responsibleGambling');
  const format = useFormatter();
  const value = useLimitValue();
  const ref = { type: limit.type, period: limit.period };
  const { pending } = limit;
  const from = pending
    ? format.dateTime(new Date(pending.effective_from), { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  return (
    <li
      className="grid gap-1.5 rounded-md border border-border p-2.5 text-sm"
      data-testid={`limit-${limit.type}-${limit.period}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {t(`kind.${limit.type}`)} · {t(`period.${limit.period}`)}:{' '}
          <strong>{value(limit, limit.amount)}</strong>
        </span>
        {!pending && (
          <button type="button" className={BUTTON} disabled={busy} onClick={() => onRemove(ref)}>
            {t('remove')}
          </button>
        )}
      </div>
      {pending && (
        <div className="grid gap-1.5">
          <p className="text-muted">
            {pending.amount === null
              ? t('pendingRemoval', { date: from })
              : t('pendingRaise', { value: value(limit, pending.amount), date: from })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={PRIMARY}
              disabled={busy || !pending.confirmable}
              onClick={() => onConfirm(ref)}
            >
              {t('confirm')}
            </button>
            <button type="button" className={BUTTON} disabled={busy} onClick={() => onCancel(ref)}>
              {t('cancelChange')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

function LimitForm({
  currency,
  busy,
  onSave,
}: {
  currency: string;
  busy: boolean;
  onSave: (request: { type: TLimitKind; period: TLimitPeriod; amount: number }) => void;
}) {
  const t = useTranslations('responsibleGambling');
  const { currencies } = useSiteSettings();
  const [type, setType] = useState<TLimitKind>('deposit');
  const [period, setPeriod] = useState<TLimitPeriod>('day');
  const [text, setText] = useState('');
  const ids = { type: useId(), period: useId(), amount: useId() };
  const activity = type === 'activity';
  const amount = activity
    ? /^\d{1,4}$/.test(text.trim()) && Number(text) > 0
      ? Number(text)
      : null
    : parseMoney(text, currencies[currency]?.subunits ?? 2);
  const save = () => {
    if (amount !== null && amount > 0) onSave({ type, period: activity ? 'day' : period, amount });
  };
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <label htmlFor={ids.type} className="grid gap-1 text-sm">
          {t('kindLabel')}
          <select
            id={ids.type}
            className={FIELD}
            value={type}
            onChange={(e) => setType(e.target.value as TLimitKind)}
          >
            {LIMIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.period} className="grid gap-1 text-sm">
          {t('periodLabel')}
          <select
            id={ids.period}
            className={FIELD}
            value={activity ? 'day' : period}
            disabled={activity}
            onChange={(e) => setPeriod(e.target.value as TLimitPeriod)}
          >
            {LIMIT_PERIODS.map((option) => (
              <option key={option} value={option}>
                {t(`period.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label htmlFor={ids.amount} className="grid gap-1 text-sm">
        {activity ? t('amountMinutes') : t('amountMoney', { currency })}
        <input
          id={ids.amount}
          inputMode={activity ? 'numeric' : 'decimal'}
          className={FIELD}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="submit" className={PRIMARY} disabled={busy || amount === null || amount <= 0}>
        {t('save')}
      </button>
      <p className="text-muted text-xs">{t('rule')}</p>
    </form>
  );
}
