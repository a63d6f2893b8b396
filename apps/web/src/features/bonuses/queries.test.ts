import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useNotices } from '@/shared/notices';
import { applyBonusIssued, bonusesKeys } from './queries';

describe('bonus_issued', () => {
  it('marks the bonus lists stale and tells the player which bonus arrived', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(bonusesKeys.freebets('en'), []);
    const before = useNotices.getState().notices.length;
    applyBonusIssued(queryClient, { id: 'b-1', type: 'freebet_all_win', name: 'Free bet €5' });
    expect(queryClient.getQueryState(bonusesKeys.freebets('en'))?.isInvalidated).toBe(true);
    const notice = useNotices.getState().notices.at(-1);
    expect(useNotices.getState().notices).toHaveLength(before + 1);
    expect(notice).toMatchObject({
      tone: 'info',
      title: { key: 'bonuses.issued.title' },
      description: { key: 'bonuses.issued.description', values: { name: 'Free bet €5' } },
    });
  });
});
