'use client';

import {
  type BetTypeChoice,
  betLimitsFromWire,
  betPotentialWin,
  betTitle,
  betTotalOdds,
  betTypeRefusal,
  formatOdds,
  type Minor,
  minor,
  type Odds1000,
  type Provider,
  recommendedStakes,
  regularBets,
  type SlipBet,
  type SlipSelection,
  slipMode,
  systemTypeId,
  systemTypesFor,
  validateBets,
} from '@sportsbook/betting';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSession } from '@/features/account/use-session';
import { hasModal, useModalStore } from '@/features/modals/modal-host';
import { useOddsType } from '@/features/settings/odds-type-store';
import { useSiteSettings } from '@/shared/config/site-settings';
import { formatMoney, moneyInputText, parseMoney } from './money';
import { onTicketEffect, useSlipStore, useTicket } from './slip-store';

interface Currency {
  code: string;
  subunits: number;
  fiat: boolean;
}

/** The player's currency (SPEC §3 'Account') when logged in; the site default for a visitor. */
function useCurrency(): Currency & { isLoggedIn: boolean } {
  const settings = useSiteSettings();
  const session = useSession();
  const code = session.currency;
  const currency = settings.currencies[code];
  return {
    code,
    subunits: currency?.subunits ?? 2,
    fiat: currency?.fiat ?? true,
    isLoggedIn: session.status === 'loggedIn',
  };
}

function SelectionItem({ selection, onRemove }: { selection: SlipSelection; onRemove: () => void }) {
  const t = useTranslations('betslip');
  const tv = useTranslations();
  const oddsType = useOddsType();
  const odds = formatOdds(selection.odds, oddsType);
  const accepted = formatOdds(selection.acceptedOdds, oddsType);
  const unavailable = selection.isSuspended || selection.isNotAvailable;
  const direction = selection.odds > selection.acceptedOdds ? 'up' : 'down';
  return (
    <li
      className={`grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 rounded-md border p-2.5 text-sm ${
        unavailable ? 'border-dashed border-border bg-surface opacity-75' : 'border-border bg-surface-2'
      }`}
      aria-label={`${selection.outcomeName ?? ''} ${selection.marketName ?? ''}`}
    >
      <span className="font-semibold">{selection.outcomeName}</span>
      <span className="flex items-center gap-1.5 font-semibold tabular-nums">
        {selection.isChanged && !unavailable && (
          <>
            <span className="sr-only">{t('acceptedOdds', { odds: accepted })}</span>
            <s className="font-normal text-muted" aria-hidden="true">
              {accepted}
            </s>
            <span className={direction === 'up' ? 'text-up' : 'text-down'} aria-hidden="true">
              {direction === 'up' ? '▲' : '▼'}
            </span>
          </>
        )}
        {unavailable ? '—' : odds}
      </span>
      <span className="col-span-2 truncate text-muted text-xs">{selection.marketName}</span>
      <span className="truncate text-muted text-xs">
        {selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA}
      </span>
      <button
        type="button"
        onClick={onRemove}
        className="-m-1 justify-self-end rounded p-1 text-muted text-xs hover:text-text"
        aria-label={t('remove', { outcome: selection.outcomeName ?? '' })}
      >
        ✕
      </button>
      {selection.isSuspended && (
        <span className="col-span-2 font-semibold text-down text-xs">{tv('sb.ticket.suspended.label')}</span>
      )}
      {selection.isNotAvailable && !selection.isSuspended && (
        <span className="col-span-2 font-semibold text-down text-xs">
          {tv('sb.ticket.not-available.label')}
        </span>
      )}
    </li>
  );
}

/** Stake entry by stake or by potential win, with the four recommended stakes (SPEC §5, padded with 0). */
function StakeEntry({
  bet,
  betIndex,
  currency,
  label,
}: {
  bet: SlipBet;
  betIndex: number;
  currency: Currency;
  label: string;
}) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const settings = useSiteSettings();
  const dispatch = useSlipStore((state) => state.dispatch);
  const stakeId = useId();
  const winId = useId();
  const [stakeText, setStakeText] = useState(() => moneyInputText(bet.stake, currency.subunits));
  const [winText, setWinText] = useState('');
  const [editing, setEditing] = useState<'stake' | 'win' | null>(null);
  const potentialWin = betPotentialWin(bet);
  // Keep the field the player is not typing in showing what the engine computed.
  useEffect(() => {
    if (editing !== 'stake') setStakeText(moneyInputText(bet.stake, currency.subunits));
    if (editing !== 'win') setWinText(bet.stake > 0 ? moneyInputText(potentialWin, currency.subunits) : '');
  }, [bet.stake, potentialWin, editing, currency.subunits]);
  const quick = recommendedStakes(settings.stakes[currency.code]).filter((amount) => amount > 0);
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-2">
        <label htmlFor={stakeId} className="grid gap-1 text-xs">
          <span>
            {label} ({currency.code})
          </span>
          <input
            id={stakeId}
            inputMode="decimal"
            autoComplete="off"
            value={stakeText}
            onFocus={() => setEditing('stake')}
            onBlur={() => setEditing(null)}
            onChange={(event) => {
              setStakeText(event.target.value);
              const amount = parseMoney(event.target.value, currency.subunits);
              if (amount !== null || event.target.value.trim() === '') {
                dispatch({ type: 'set_stake', betIndex, stake: amount ?? minor(0) });
              }
            }}
            className="h-10 rounded-md border border-border bg-surface px-2 text-end text-sm tabular-nums"
          />
        </label>
        <label htmlFor={winId} className="grid gap-1 text-xs">
          <span>{t('potentialWin')}</span>
          <input
            id={winId}
            inputMode="decimal"
            autoComplete="off"
            value={winText}
            onFocus={() => setEditing('win')}
            onBlur={() => setEditing(null)}
            onChange={(event) => {
              setWinText(event.target.value);
              const amount = parseMoney(event.target.value, currency.subunits);
              if (amount !== null) dispatch({ type: 'set_potential_win', betIndex, potentialWin: amount });
            }}
            className="h-10 rounded-md border border-border bg-surface px-2 text-end text-sm tabular-nums"
          />
        </label>
      </div>
      {quick.length > 0 && (
        <div className="grid grid-cols-4 gap-1.5">
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => {
                setEditing(null);
                dispatch({ type: 'set_stake', betIndex, stake: amount });
              }}
              className="min-h-9 rounded-md border border-border text-xs tabular-nums hover:border-accent"
              aria-label={t('quickStake', {
                amount: formatMoney(amount, currency.code, currency.subunits, locale),
              })}
            >
              {formatMoney(amount, currency.code, currency.subunits, locale)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

const BET_TYPES: BetTypeChoice[] = ['single', 'combo', 'system'];

/** The bet slip: selections, bet type, stakes, totals, validation and the place-bet button (SPEC §4, §5). */
export function BetSlip() {
  const t = useTranslations('betslip');
  const tv = useTranslations();
  const locale = useLocale();
  const oddsType = useOddsType();
  const settings = useSiteSettings();
  const ticket = useTicket();
  const dispatch = useSlipStore((state) => state.dispatch);
  const openModal = useModalStore((state) => state.open);
  const currency = useCurrency();
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const typeGroup = useId();
  const systemId = useId();
  const context = useMemo(
    () => ({
      multiSingleByProvider: settings.multi_single_available_by_provider as Partial<
        Record<Provider, boolean>
      >,
    }),
    [settings.multi_single_available_by_provider],
  );

  useEffect(
    () =>
      onTicketEffect((effect) => {
        if (effect.type === 'sign_in' || effect.type === 'quick_bet') {
          // SPEC §4: placing (or a quick bet) while logged out triggers sign-in.
          if (hasModal('signIn')) openModal({ name: 'signIn', params: {} });
          else setNotice('signInToPlace');
        }
      }),
    [openModal],
  );

  const bets = ticket.bets;
  const regular = regularBets(bets);
  const selections = regular.flatMap((bet) => bet.selections);
  const mode = slipMode(bets);
  const currentType: BetTypeChoice | null = mode === null ? null : mode === 'multi_single' ? 'single' : mode;
  const system = regular[0]?.system;
  const validation = useMemo(
    () =>
      validateBets(bets, {
        limits: betLimitsFromWire(settings.bets_limits),
        currency: { code: currency.code, fiat: currency.fiat },
        allowSingleCustomBet: settings.is_allowed_single_custom_bet,
      }),
    [bets, settings, currency],
  );

  if (bets.length === 0) {
    return <p className="p-4 text-center text-muted text-sm">{t('empty')}</p>;
  }

  const totalStake = minor(bets.reduce((sum, bet) => sum + bet.stake, 0));
  const totalWin = minor(bets.reduce((sum, bet) => sum + (bet.stake > 0 ? betPotentialWin(bet) : 0), 0));
  const quietKeys = new Set(['error.validation.stake.not_positive', 'error.validation.bets.empty']);
  const errors = validation.errors.filter((e) => attempted || !quietKeys.has(e.key));
  const oddsChanged = ticket.ticketState === 'odds_changed';
  const sharedStake = currentType !== 'single' || regular.length === 1;

  return (
    <div className="grid gap-3 p-3">
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t('betType')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-md bg-surface-2 p-1">
          {BET_TYPES.map((type) => {
            const refusal = betTypeRefusal(bets, type, context);
            const checked = currentType === type;
            const disabled = !checked && refusal !== null;
            return (
              <label
                key={type}
                className={`grid min-h-9 cursor-pointer place-items-center rounded text-sm has-checked:bg-surface has-checked:font-semibold has-checked:shadow-sm has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-3 has-focus-visible:outline-focus`}
              >
                <input
                  type="radio"
                  name={typeGroup}
                  value={type}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => dispatch({ type: 'change_bet_type', to: type, context })}
                  className="sr-only"
                />
                {t(`types.${type}`)}
              </label>
            );
          })}
        </div>
        {currentType === 'system' && system && (
          <label htmlFor={systemId} className="grid gap-1 text-xs">
            {t('systemType')}
            <select
              id={systemId}
              value={systemTypeId(system)}
              onChange={(event) => {
                const chosen = systemTypesFor(selections.length).find(
                  (s) => systemTypeId(s) === event.target.value,
                );
                if (chosen) dispatch({ type: 'change_bet_type', to: 'system', system: chosen, context });
              }}
              className="h-10 rounded-md border border-border bg-surface px-2 text-sm"
            >
              {systemTypesFor(selections.length).map((s) => (
                <option key={systemTypeId(s)} value={systemTypeId(s)}>
                  {t('systemOption', {
                    id: systemTypeId(s),
                    title: t(`titles.${betTitle(s.winCount)}`),
                  })}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>

      {currentType === 'single' && !sharedStake ? (
        <ul className="grid gap-2">
          {bets.map((bet, index) => {
            const selection = bet.selections[0];
            if (!selection) return null;
            return (
              <li key={selection.id} className="grid gap-2">
                <ul>
                  <SelectionItem
                    selection={selection}
                    onRemove={() => dispatch({ type: 'remove_selection', selectionId: selection.id })}
                  />
                </ul>
                <StakeEntry bet={bet} betIndex={index} currency={currency} label={t('stake')} />
              </li>
            );
          })}
        </ul>
      ) : (
        <>
          <ul className="grid gap-2">
            {selections.map((selection) => (
              <SelectionItem
                key={selection.id}
                selection={selection}
                onRemove={() => dispatch({ type: 'remove_selection', selectionId: selection.id })}
              />
            ))}
          </ul>
          {regular[0] && (
            <StakeEntry
              bet={regular[0]}
              betIndex={bets.indexOf(regular[0])}
              currency={currency}
              label={currentType === 'system' ? t('totalStake') : t('stake')}
            />
          )}
        </>
      )}

      <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
        {currentType !== 'single' && regular[0] && (
          <>
            <dt className="text-muted">{t('totalOdds')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="total-odds">
              {formatOdds(betTotalOdds(regular[0]) as Odds1000, oddsType)}
            </dd>
          </>
        )}
        <dt className="text-muted">{t('totalStake')}</dt>
        <dd className="tabular-nums">{formatMoney(totalStake, currency.code, currency.subunits, locale)}</dd>
        <dt className="font-semibold">{t('potentialWin')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="potential-win">
          {formatMoney(totalWin as Minor, currency.code, currency.subunits, locale)}
        </dd>
      </dl>

      <div aria-live="polite" className="grid gap-1.5">
        {oddsChanged && <p className="rounded-md bg-surface-2 p-2 text-sm">{t('oddsChanged')}</p>}
        {errors.slice(0, 3).map((error) => (
          <p
            key={`${error.key}-${error.betIndex ?? ''}`}
            className="rounded-md border border-down p-2 text-down text-sm"
          >
            {tv(error.key)}
          </p>
        ))}
        {validation.warnings.map((warning) => (
          <p key={warning.key} className="rounded-md border border-border p-2 text-sm">
            <strong className="block">{tv(warning.key)}</strong>
            {tv(warning.descriptionKey)}
          </p>
        ))}
        {notice && <p className="rounded-md bg-surface-2 p-2 text-sm">{t(notice)}</p>}
      </div>

      {oddsChanged ? (
        <button
          type="button"
          onClick={() => dispatch({ type: 'accept_changes' })}
          className="min-h-11 rounded-md bg-accent font-semibold text-accent-text"
        >
          {t('acceptChanges')}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => {
            setAttempted(true);
            if (!validation.ok) return;
            dispatch({
              type: 'place',
              isLoggedIn: currency.isLoggedIn,
              isPve: false,
              currency: currency.code,
            });
          }}
          className="min-h-11 rounded-md bg-accent font-semibold text-accent-text"
        >
          {t('placeBet')}
        </button>
      )}
      <button
        type="button"
        onClick={() => dispatch({ type: 'clear' })}
        className="justify-self-center text-muted text-sm underline"
      >
        {t('clearAll')}
      </button>
    </div>
  );
}
