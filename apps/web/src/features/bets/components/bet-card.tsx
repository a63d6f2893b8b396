'use client';

import { comboboostPercent, formatOdds, type Minor, ODDS_SCALE, type Odds1000 } from '@sportsbook/betting';
import type { TBet, TBetSelection } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { useOddsType } from '@/features/settings';
import { formatLocale } from '@/shared/locale-format';
import { formatMoney } from '@/shared/money';
import { LocalTime } from '@/shared/ui/local-time';
import { NameText } from '@/shared/ui/name-text';
import { betAmount, betOutcomeKey, outcomeTone, placedBetTitle } from '../bet-view';

const TONE_CLASS = {
  up: 'border-up text-up',
  down: 'border-down text-down',
  neutral: 'border-border text-muted',
} as const;

/** A label with a border in its tone; the words carry the meaning (never colour alone). */
export function StatusBadge({ tone, children }: { tone: keyof typeof TONE_CLASS; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 font-semibold text-xs ${TONE_CLASS[tone]}`}
    >
      {children}
    </span>
  );
}

const SELECTION_TONE: Record<TBetSelection['status'], keyof typeof TONE_CLASS> = {
  open: 'neutral',
  win: 'up',
  half_win: 'up',
  lose: 'down',
  half_lose: 'down',
  refund: 'neutral',
  canceled: 'neutral',
};

/** `priced`: false for the selections of a custom bet, which has one price for all of them. */
function SelectionRow({ selection, priced }: { selection: TBetSelection; priced: boolean }) {
  const t = useTranslations('bets');
  const oddsType = useOddsType();
  const locale = useLocale();
  const { match } = selection;
  const teams = match.home && match.away ? `${match.home} – ${match.away}` : match.name;
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 border-border border-t pt-2 text-sm first:border-t-0 first:pt-0">
      <span className="font-semibold">{selection.outcome_name}</span>
      <span className="font-semibold tabular-nums">
        {priced ? formatOdds(selection.odds as Odds1000, oddsType, formatLocale(locale)) : null}
      </span>
      <NameText className="text-muted text-xs">{selection.market_name}</NameText>
      <span className="justify-self-end">
        <StatusBadge tone={SELECTION_TONE[selection.status]}>
          {t(`selectionStatus.${selection.status}`)}
        </StatusBadge>
      </span>
      <span className="col-span-2 flex flex-wrap gap-x-2 text-muted text-xs">
        <NameText>{teams}</NameText>
        {match.score !== null && (
          <span className="tabular-nums" dir="ltr">
            {t('score', { score: match.score })}
          </span>
        )}
      </span>
    </li>
  );
}

/** A combo's odds with its boost (SPEC §3 Bet bonus odds): what a win is paid at, as the slip said. */
const boostedOdds = (odds: number, bonusOdds: number): Odds1000 =>
  Math.floor((odds * bonusOdds) / ODDS_SCALE) as Odds1000;

/** The freebet variants a bet's bonus names (SPEC §3 Bet bonus type `freebet_<variant>`). */
const FREEBET_KINDS = ['all_win', 'only_win', 'no_risk'] as const;

/**
 * One placed bet (SPEC §3 'Bet'): type and title, reference, date, selections with their status
 * and match score, its bonus (the freebet it used, or the combo boost with the boosted odds), stake, odds, potential win or win amount, and the result. `children` are its
 * actions (cash out, share).
 */
export function BetCard({ bet, children }: { bet: TBet; children?: ReactNode }) {
  const t = useTranslations('bets');
  const ts = useTranslations('betslip');
  const tb = useTranslations('bonuses.freebet');
  const tc = useTranslations('bonuses.comboboost');
  const locale = useLocale();
  const oddsType = useOddsType();
  const headingId = useId();
  const refId = useId();
  const money = (value: number) =>
    formatMoney(value as Minor, bet.stake.currency, bet.stake.subunits, locale);
  const title = placedBetTitle(bet);
  const outcome = betOutcomeKey(bet);
  const amount = betAmount(bet);
  const type =
    bet.type === 'system' && bet.system ? t('systemType', { id: bet.system.id }) : t(`type.${bet.type}`);
  const freebet = FREEBET_KINDS.find((kind) => bet.bonus?.type === `freebet_${kind}`);
  return (
    <article
      aria-labelledby={`${headingId} ${refId}`}
      className="grid gap-2 rounded-md border border-border bg-surface p-3"
      data-testid="bet-card"
      data-bet-ref={bet.ref}
    >
      <header className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-sm">
          {title ? `${type} · ${ts(`titles.${title}`)}` : type}
        </h3>
        <StatusBadge tone={outcomeTone(outcome)}>{t(`outcome.${outcome}`)}</StatusBadge>
      </header>
      <p className="flex flex-wrap gap-x-2 text-muted text-xs">
        <span id={refId}>{t('ref', { ref: bet.ref })}</span>
        <LocalTime iso={bet.created_at} format="datetime" />
      </p>
      {freebet && (
        <p className="text-accent text-xs" data-testid="bet-bonus">
          {tb('inBet', { kind: tb(`kind.${freebet}`) })}
        </p>
      )}
      {bet.bonus_odds !== null && (
        <>
          <p className="text-accent text-xs" data-testid="bet-bonus">
            {tc('inBet', { percent: comboboostPercent(bet.bonus_odds) })}
          </p>
          <p className="text-muted text-xs tabular-nums" data-testid="bet-boosted-odds">
            {tc('boostedOdds', {
              odds: formatOdds(boostedOdds(bet.odds, bet.bonus_odds), oddsType, formatLocale(locale)),
            })}
          </p>
        </>
      )}
      <ul className="grid gap-2">
        {bet.selections.map((selection) => (
          <SelectionRow key={selection.id} selection={selection} priced={bet.type !== 'custom_bet'} />
        ))}
      </ul>
      <dl className="grid grid-cols-3 gap-2 border-border border-t pt-2 text-xs">
        <div className="grid gap-0.5">
          <dt className="text-muted">{ts('stake')}</dt>
          <dd className="font-semibold text-sm tabular-nums">{money(bet.stake.value)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted">{t('odds')}</dt>
          <dd className="font-semibold text-sm tabular-nums">
            {formatOdds(bet.odds as Odds1000, oddsType, formatLocale(locale))}
          </dd>
        </div>
        <div className="grid gap-0.5 text-end">
          <dt className="text-muted">{amount.kind === 'win' ? t('winAmount') : ts('potentialWin')}</dt>
          <dd className="font-semibold text-sm tabular-nums" data-testid="bet-amount">
            {money(amount.value)}
          </dd>
        </div>
      </dl>
      {children ? <div className="flex flex-wrap items-start gap-2">{children}</div> : null}
    </article>
  );
}
