'use client';

import { formatOdds, type Odds1000 } from '@sportsbook/betting';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { useEffect, useReducer, useRef } from 'react';
import { useOddsType } from '@/features/settings/odds-type-store';
import { INITIAL_PANEL, PANEL_STORAGE_KEY, type PanelTab, panelReducer, parsePanelState } from './panel';
import { usePickCount, useSelectionStore } from './selection-store';

function SlipContents() {
  const t = useTranslations('betslip');
  const picks = useSelectionStore((state) => state.picks);
  const toggle = useSelectionStore((state) => state.toggle);
  const oddsType = useOddsType();
  if (picks.length === 0) return <p className="p-4 text-center text-muted text-sm">{t('empty')}</p>;
  return (
    <ul className="grid gap-2 p-3">
      {picks.map((pick) => (
        <li
          key={pick.key}
          className="grid grid-cols-[1fr_auto] gap-x-2 rounded-md border border-border bg-surface-2 p-2.5 text-sm"
        >
          <span className="font-semibold">{pick.outcomeName}</span>
          <span className="font-semibold tabular-nums">{formatOdds(pick.odds as Odds1000, oddsType)}</span>
          <span className="col-span-2 truncate text-muted text-xs">{pick.marketName}</span>
          <span className="truncate text-muted text-xs">{pick.matchName}</span>
          <button
            type="button"
            onClick={() => toggle(pick)}
            className="justify-self-end rounded px-1 text-muted text-xs hover:text-text"
            aria-label={`✕ ${pick.outcomeName}`}
          >
            ✕
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The bet slip panel of SPEC §2/§4: tabs BET_SLIP and MY_BETS, open or closed, its state kept for
 * the session. In the right sidebar on desktop; a bottom sheet on small screens.
 */
export function BetSlipPanel({ myBetsVisible = true }: { myBetsVisible?: boolean }) {
  const t = useTranslations('betslip');
  const count = usePickCount();
  const [state, dispatch] = useReducer(panelReducer, INITIAL_PANEL);
  const restored = useRef(false);
  const lastCount = useRef<number | null>(null);
  const pathname = usePathname();
  const lastPath = useRef(pathname);

  useEffect(() => {
    const saved = parsePanelState(window.sessionStorage.getItem(PANEL_STORAGE_KEY));
    if (saved.open) dispatch({ type: 'open', tab: saved.tab });
    else dispatch({ type: 'select_tab', tab: saved.tab });
    restored.current = true;
  }, []);

  useEffect(() => {
    if (restored.current) window.sessionStorage.setItem(PANEL_STORAGE_KEY, JSON.stringify(state));
  }, [state]);

  useEffect(() => {
    if (lastCount.current !== null && lastCount.current !== count) {
      dispatch({ type: 'selection_count_changed', from: lastCount.current, to: count });
    }
    lastCount.current = count;
  }, [count]);

  useEffect(() => {
    if (lastPath.current !== pathname) dispatch({ type: 'route_changed' });
    lastPath.current = pathname;
  }, [pathname]);

  useEffect(() => dispatch({ type: 'my_bets_visibility', visible: myBetsVisible }), [myBetsVisible]);

  return (
    <section
      aria-label={t('BET_SLIP')}
      className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface"
    >
      <div className="flex items-center justify-between border-border border-b px-3 py-2">
        <h2 className="font-semibold text-base">
          {t('BET_SLIP')} <span className="text-muted text-sm">({t('selections', { count })})</span>
        </h2>
        <button
          type="button"
          aria-expanded={state.open}
          aria-controls="bet-slip-body"
          onClick={() => dispatch({ type: 'toggle' })}
          className="rounded-md px-2 py-1 text-sm hover:bg-surface-2"
        >
          {state.open ? t('close') : t('open')}
        </button>
      </div>
      <div id="bet-slip-body" hidden={!state.open}>
        <Tabs.Root
          value={state.tab}
          onValueChange={(tab) => dispatch({ type: 'select_tab', tab: tab as PanelTab })}
        >
          <Tabs.List className="grid grid-cols-2 border-border border-b" aria-label={t('BET_SLIP')}>
            <Tabs.Trigger
              value="BET_SLIP"
              className="min-h-10 text-sm data-[state=active]:border-accent data-[state=active]:border-b-2 data-[state=active]:font-semibold"
            >
              {t('BET_SLIP')}
            </Tabs.Trigger>
            {myBetsVisible && (
              <Tabs.Trigger
                value="MY_BETS"
                className="min-h-10 text-sm data-[state=active]:border-accent data-[state=active]:border-b-2 data-[state=active]:font-semibold"
              >
                {t('MY_BETS')}
              </Tabs.Trigger>
            )}
          </Tabs.List>
          <Tabs.Content value="BET_SLIP">
            <SlipContents />
          </Tabs.Content>
          {myBetsVisible && (
            <Tabs.Content value="MY_BETS">
              <p className="p-4 text-center text-muted text-sm">{t('myBetsSignedOut')}</p>
            </Tabs.Content>
          )}
        </Tabs.Root>
      </div>
    </section>
  );
}
