'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { MyBets } from '@/features/bets';
import { CampaignProgress, PromoCodeForm } from '@/features/bonuses';
import { BetSlip } from './bet-slip';
import type { PanelTab } from './panel';

/**
 * What the open panel shows: the BET_SLIP and MY_BETS tabs. Its own chunk, loaded the first time
 * the panel opens (most first visits never open it), so none of it weighs on the first load.
 */
export function BetSlipBody({
  tab,
  onTabChange,
  myBetsVisible,
}: {
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  myBetsVisible: boolean;
}) {
  const t = useTranslations('betslip');
  return (
    <Tabs.Root value={tab} onValueChange={(next) => onTabChange(next as PanelTab)}>
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
        <PromoCodeForm />
        <CampaignProgress />
      </Tabs.Content>
      {myBetsVisible && (
        <Tabs.Content value="MY_BETS">
          <MyBets />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
