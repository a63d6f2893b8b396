'use client';

import type { TJackpotHit } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { NoticeModal } from '@/shared/ui/modal-frame';
import { useMoney } from '@/shared/use-money';

/** SPEC §2 jackpot-hit modal: the level, the jackpot and the amount won; closing it closes the hit. */
export function JackpotHitModal({ hit, onClose }: { hit: TJackpotHit; onClose: () => void }) {
  const t = useTranslations('jackpots.hit');
  const money = useMoney();
  return (
    <NoticeModal
      title={t('title')}
      description={t('description', {
        level: hit.level_name,
        jackpot: hit.jackpot_name,
        amount: money(hit.amount, hit.currency),
      })}
      closeLabel={t('close')}
      onClose={onClose}
    />
  );
}
