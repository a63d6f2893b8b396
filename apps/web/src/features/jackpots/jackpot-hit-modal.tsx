'use client';

import type { Minor } from '@sportsbook/betting';
import type { TJackpotHit } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useSiteSettings } from '@/shared/config/site-settings';
import { formatMoney } from '@/shared/money';
import { NoticeModal } from '@/shared/ui/modal-frame';

/** SPEC §2 jackpot-hit modal: the level, the jackpot and the amount won; closing it closes the hit. */
export function JackpotHitModal({ hit, onClose }: { hit: TJackpotHit; onClose: () => void }) {
  const t = useTranslations('jackpots.hit');
  const locale = useLocale();
  const settings = useSiteSettings();
  const subunits = settings.currencies[hit.currency]?.subunits ?? 2;
  return (
    <NoticeModal
      title={t('title')}
      description={t('description', {
        level: hit.level_name,
        jackpot: hit.jackpot_name,
        amount: formatMoney(hit.amount as Minor, hit.currency, subunits, locale),
      })}
      closeLabel={t('close')}
      onClose={onClose}
    />
  );
}
