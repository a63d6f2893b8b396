'use client';

import { useTranslations } from 'next-intl';
import { useLocalDigits } from '@/shared/use-local-digits';
import type { GamePoint } from '../game-score';

/** One side's points in the game in progress; the advantage as its short word (SPEC §9). */
export function GamePointText({ point }: { point: GamePoint }) {
  const t = useTranslations('catalogue');
  const digits = useLocalDigits();
  if (point.kind === 'points') return digits(point.value);
  return (
    <abbr title={t('advantageLong')} className="no-underline">
      {t('advantage')}
    </abbr>
  );
}

/** Both sides' points for the scoreboard: shown as "40–AD", read out in words. */
export function GamePoints({ home, away }: { home: GamePoint; away: GamePoint }) {
  const t = useTranslations('catalogue');
  const digits = useLocalDigits();
  const spoken = (point: GamePoint) => (point.kind === 'points' ? digits(point.value) : t('advantageLong'));
  return (
    <span className="text-muted text-sm tabular-nums">
      <span aria-hidden="true">
        <GamePointText point={home} />–<GamePointText point={away} />
      </span>
      <span className="sr-only">{t('gamePoints', { home: spoken(home), away: spoken(away) })}</span>
    </span>
  );
}
