'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { sessionStore } from '@/shared/storage';
import { PANEL_STORAGE_KEY, parsePanelState } from './panel';
import { usePanelStore } from './panel-store';
import { useSelectionCount } from './slip-store';
import { useSlipRefresh } from './use-slip-refresh';

// Below the lg breakpoint (globals.css) the panel is a bottom sheet over the page, not a sidebar.
const SHEET_MEDIA = '(max-width: 1279.98px)';

// The tabs and their content are their own chunk, loaded when the panel first opens.
const BetSlipBody = dynamic(() => import('./bet-slip-body').then((m) => m.BetSlipBody), { ssr: false });

/**
 * The bet slip panel of SPEC §2/§4: tabs BET_SLIP and MY_BETS, open or closed, its state kept for
 * the session. In the right sidebar on desktop; a bottom sheet on small screens.
 */
export function BetSlipPanel({ myBetsVisible = true }: { myBetsVisible?: boolean }) {
  const t = useTranslations('betslip');
  const count = useSelectionCount();
  useSlipRefresh();
  const state = usePanelStore((store) => store.panel);
  const dispatch = usePanelStore((store) => store.dispatch);
  const restored = useRef(false);
  const lastCount = useRef<number | null>(null);
  const pathname = usePathname();
  const lastPath = useRef(pathname);
  // Once opened, the body stays mounted (closing only hides it), so reopening is instant.
  const [bodyWanted, setBodyWanted] = useState(false);
  if (state.open && !bodyWanted) setBodyWanted(true);

  useEffect(() => {
    const saved = parsePanelState(sessionStore.getItem(PANEL_STORAGE_KEY));
    if (saved.open) dispatch({ type: 'open', tab: saved.tab });
    else dispatch({ type: 'select_tab', tab: saved.tab });
    restored.current = true;
  }, [dispatch]);

  useEffect(() => {
    if (restored.current) sessionStore.setItem(PANEL_STORAGE_KEY, JSON.stringify(state));
  }, [state]);

  useEffect(() => {
    if (lastCount.current !== null && lastCount.current !== count) {
      dispatch({
        type: 'selection_count_changed',
        from: lastCount.current,
        to: count,
        sheet: window.matchMedia(SHEET_MEDIA).matches,
      });
    }
    lastCount.current = count;
  }, [count, dispatch]);

  useEffect(() => {
    if (lastPath.current !== pathname) dispatch({ type: 'route_changed' });
    lastPath.current = pathname;
  }, [pathname, dispatch]);

  useEffect(
    () => dispatch({ type: 'my_bets_visibility', visible: myBetsVisible }),
    [myBetsVisible, dispatch],
  );

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
      <div
        id="bet-slip-body"
        hidden={!state.open}
        className="max-h-[65dvh] overflow-y-auto overscroll-contain lg:max-h-[calc(100dvh-7rem)]"
      >
        {bodyWanted && (
          <BetSlipBody
            tab={state.tab}
            onTabChange={(tab) => dispatch({ type: 'select_tab', tab })}
            myBetsVisible={myBetsVisible}
          />
        )}
      </div>
    </section>
  );
}
