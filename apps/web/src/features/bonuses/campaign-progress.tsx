'use client';

import type { TLootbox, TPlayerBonus } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { handleUnauthorized, useSession } from '@/features/account';
import { ApiError } from '@/shared/api/client';
import { type Money, useMoney } from '@/shared/use-money';
import { progressBar } from './progress';
import { bonusesKeys, campaignProgressQueryOptions, openLootbox } from './queries';

function Bar({ item }: { item: TPlayerBonus }) {
  const t = useTranslations('bonuses.progress');
  const labelId = useId();
  const bar = progressBar(item);
  if (!bar) return null;
  const percent = bar.max === 0 ? 0 : Math.round((bar.value / bar.max) * 100);
  return (
    <div className="grid gap-1">
      <span id={labelId} className="text-muted text-xs">
        {t(bar.unit, { value: bar.value, max: bar.max })}
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={bar.max}
        aria-valuenow={bar.value}
        className="relative h-2 overflow-hidden rounded-full bg-border"
      >
        <div className="h-full bg-accent" style={{ inlineSize: `${percent}%` }} />
        {bar.marks.map((mark) => (
          <span
            key={mark}
            aria-hidden
            className="absolute inset-y-0 w-px bg-surface"
            style={{ insetInlineStart: `${(mark / bar.max) * 100}%` }}
          />
        ))}
      </div>
    </div>
  );
}

function Lootboxes({ boxes, money }: { boxes: TLootbox[]; money: Money }) {
  const t = useTranslations('bonuses.progress');
  const tAll = useTranslations();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const open = async (id: string) => {
    setOpening(id);
    setFailed(null);
    try {
      await openLootbox(locale, id);
      void queryClient.invalidateQueries({ queryKey: bonusesKeys.all });
    } catch (error) {
      handleUnauthorized(queryClient, error);
      const key = error instanceof ApiError ? error.body?.message : undefined;
      setFailed(key && tAll.has(key) ? tAll(key) : t('failed'));
    } finally {
      setOpening(null);
    }
  };
  const reward = (box: TLootbox) =>
    box.reward?.type === 'freebet'
      ? t('reward.freebet', { amount: money(box.reward.amount, box.reward.currency) })
      : box.reward?.type === 'boost'
        ? t('reward.boost', { percent: Math.round((box.reward.odds - 1000) / 10) })
        : null;
  if (boxes.length === 0) return null;
  return (
    <ul className="grid gap-1">
      {boxes.map((box) => (
        <li key={box.id} className="flex items-center justify-between gap-2 text-sm" data-testid="lootbox">
          {box.status === 'active' ? (
            <button
              type="button"
              className="min-h-9 rounded-md bg-accent px-3 font-semibold text-accent-text text-sm disabled:opacity-60"
              disabled={opening !== null}
              onClick={() => void open(box.id)}
            >
              {opening === box.id ? t('opening') : t('open')}
            </button>
          ) : (
            <span>{reward(box)}</span>
          )}
        </li>
      ))}
      {failed && (
        <li role="alert" className="text-down text-sm">
          {failed}
        </li>
      )}
    </ul>
  );
}

/**
 * Issue 22 items 2, 4 and 5: the signed-in player's progress in the campaigns of betting — an amb
 * campaign's bets towards its freebets and hunting points towards the next freebet as bars, a
 * tournament's farmed amount and pool, and the lootboxes earned, each opened here to show its
 * reward. Hidden from visitors and from players in no such campaign.
 */
export function CampaignProgress() {
  const t = useTranslations('bonuses.progress');
  const locale = useLocale();
  const money = useMoney();
  const { status } = useSession();
  const headingId = useId();
  const { data } = useQuery({ ...campaignProgressQueryOptions(locale), enabled: status === 'loggedIn' });
  if (status !== 'loggedIn' || !data?.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 border-border border-t p-3"
      data-testid="campaign-progress"
    >
      <h2 id={headingId} className="font-medium text-sm">
        {t('title')}
      </h2>
      {data.map((item) => {
        const { progress, conditions } = item;
        if (!progress) return null;
        const currency = 'currency' in conditions ? conditions.currency : null;
        return (
          <article key={`${item.id}:${item.bonus_id ?? ''}`} className="grid gap-1">
            <h3 className="text-sm">{item.name}</h3>
            <Bar item={item} />
            {conditions.kind === 'hunting_tournament' && currency && (
              <p className="text-muted text-xs">
                {t('farmed', { amount: money(progress.farmed_amount, currency) })} ·{' '}
                {t('pool', { amount: money(progress.pool ?? 0, currency) })}
              </p>
            )}
            <Lootboxes boxes={progress.lootboxes} money={money} />
          </article>
        );
      })}
    </section>
  );
}
