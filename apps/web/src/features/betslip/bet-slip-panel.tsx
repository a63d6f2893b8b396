'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { useEffect, useReducer, useRef } from 'react';
import { BetSlip } from './bet-slip';
import { INITIAL_PANEL, PANEL_STORAGE_KEY, type PanelTab, panelReducer, parsePanelState } from './panel';
import { useSelectionCount } from './slip-store';
import { useSlipRefresh } from './use-slip-refresh';

/**
 * The bet slip panel of SPEC §2/§4: tabs BET_SLIP and MY_BETS, open or closed, its state kept for
 * the session. In the right sidebar on desktop; a bottom sheet on small screens.
 */
export function BetSlipPanel({ myBetsVisible = true }: { myBetsVisible?: boolean }) {
  const t = useTranslations('betslip');
  const count = useSelectionCount();
  useSlipRefresh();
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
            <BetSlip />
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
