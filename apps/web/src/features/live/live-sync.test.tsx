// @vitest-environment jsdom
import { MatchStatus } from '@sportsbook/contract/light';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/features/catalogue/queries';
import type { ChannelListener } from '@/shared/realtime/channels';
import { renderWithApp } from '@/test/render';
import { LiveSync, useMatchChannel } from './live-sync';

const held = vi.hoisted(() => new Map<string, ChannelListener>());
vi.mock('@/shared/realtime/channels', () => ({
  channels: {
    hold: (channel: string, listener: ChannelListener) => {
      held.set(channel, listener);
      return () => held.delete(channel);
    },
  },
}));

function MatchPage({ id }: { id: number }) {
  useMatchChannel(id);
  return null;
}

/** The cached data a page holds: two lists, two matches and their markets, and the sports. */
function cached(queryClient: import('@tanstack/react-query').QueryClient) {
  const keys = {
    list: catalogueKeys.matches('en', { match_status: [MatchStatus.live] }),
    otherList: catalogueKeys.matches('en', { sport_key: 'tennis' }),
    match: catalogueKeys.match('en', 7),
    markets: catalogueKeys.markets('en', 7),
    otherMatch: catalogueKeys.match('en', 8),
    otherMarkets: catalogueKeys.markets('en', 8),
    sports: catalogueKeys.sports('en'),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return invalidated;
}

describe('when a channel comes back without the publications it missed', () => {
  afterEach(() => {
    cleanup();
    held.clear();
  });

  it('fetches the lists and matches the public channel feeds again', () => {
    const { queryClient } = renderWithApp(<LiveSync oddsAcceptMode="none" />);
    const invalidated = cached(queryClient);
    const listener = held.get('public:en');
    expect(listener).toBeDefined();
    act(() => listener?.subscribed?.({ lost: false }));
    expect(invalidated()).toEqual([]);
    act(() => listener?.subscribed?.({ lost: true }));
    expect(invalidated()).toEqual(['list', 'match', 'otherList', 'otherMatch']);
  });

  it("fetches the match and its markets again, and no other match's", () => {
    const { queryClient } = renderWithApp(<MatchPage id={7} />);
    const invalidated = cached(queryClient);
    const listener = held.get('match:en:7');
    expect(listener).toBeDefined();
    act(() => listener?.subscribed?.({ lost: false }));
    expect(invalidated()).toEqual([]);
    act(() => listener?.subscribed?.({ lost: true }));
    expect(invalidated()).toEqual(['markets', 'match']);
  });
});

function ShownList({ queryKey }: { queryKey: readonly unknown[] }) {
  const { data } = useQuery({
    queryKey,
    queryFn: () => Promise.reject(new Error('not fetched in this test')),
  });
  return <p>{JSON.stringify(data)}</p>;
}

describe('a live change to a match', () => {
  afterEach(() => {
    cleanup();
    held.clear();
  });

  it('is written into the lists on screen; a list nobody shows yet is fetched again when shown', async () => {
    const shown = catalogueKeys.matches('en', { match_status: [MatchStatus.live] });
    const notYetShown = catalogueKeys.matches('en', { match_status: [MatchStatus.live], limit: 200 });
    const row = { id: 7, status: 1, statistics: { current_period: '1st half' }, main_market: null };
    const page = { data: [row], pagination: { total: 1, page: 1, limit: 20, last_page: 1 } };
    const { queryClient } = renderWithApp(
      <>
        <LiveSync oddsAcceptMode="none" />
        <ShownList queryKey={shown} />
      </>,
    );
    act(() => {
      queryClient.setQueryData(shown, page);
      queryClient.setQueryData(notYetShown, page);
    });
    const statistics = { current_period: '2nd half' };
    act(() => held.get('public:en')?.publication({ type: 'match_changed', data: { id: 7, statistics } }));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<typeof page>(shown)?.data[0]?.statistics).toEqual(statistics),
    );
    // Written into before it hydrates, its HTML would no longer be the server's (React error 418).
    expect(queryClient.getQueryData(notYetShown)).toBe(page);
    expect(queryClient.getQueryState(notYetShown)?.isInvalidated).toBe(true);
  });
});

function ShownMatch({ fetchMatch }: { fetchMatch: () => Promise<unknown> }) {
  const { data } = useQuery({ queryKey: catalogueKeys.match('en', 7), queryFn: fetchMatch });
  return <p>{JSON.stringify(data)}</p>;
}

describe('a live change written while its query is being fetched', () => {
  afterEach(() => {
    cleanup();
    held.clear();
  });

  it('is written again into a reply that predates it: a finished match is not shown live again', async () => {
    const live = { id: 7, status: MatchStatus.live, statistics: null, main_market: null };
    const replies: ((match: typeof live) => void)[] = [];
    const fetchMatch = () => new Promise<typeof live>((resolve) => replies.push(resolve));
    const { queryClient } = renderWithApp(
      <>
        <LiveSync oddsAcceptMode="none" />
        <ShownMatch fetchMatch={fetchMatch} />
      </>,
    );
    const key = catalogueKeys.match('en', 7);
    const status = () => queryClient.getQueryData<typeof live>(key)?.status;
    await act(async () => replies.shift()?.(live));
    await vi.waitFor(() => expect(status()).toBe(MatchStatus.live));

    // The first subscribe fetches the match again; the match finishes before that reply lands.
    act(() => held.get('public:en')?.subscribed?.({ lost: true }));
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    act(() =>
      held.get('public:en')?.publication({
        type: 'match_status_changed',
        data: { id: 7, status: MatchStatus.finished },
      }),
    );
    await vi.waitFor(() => expect(status()).toBe(MatchStatus.finished));
    await act(async () => replies.shift()?.(live));
    expect(status()).toBe(MatchStatus.finished);

    // A later fetch is the truth again: nothing is written into it.
    const reopened = { ...live, status: MatchStatus.live };
    act(() => void queryClient.invalidateQueries({ queryKey: key }));
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    await act(async () => replies.shift()?.(reopened));
    expect(status()).toBe(MatchStatus.live);
  });
});
