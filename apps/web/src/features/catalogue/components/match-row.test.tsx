// @vitest-environment jsdom
import type { TMarket, TMatch, TOutcome } from '@sportsbook/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithApp } from '@/test/render';
import { toListMatch } from '../api/matches';
import { MatchList } from './match-list';
import { clockTime, MatchRow, OUTRIGHT_TOP } from './match-row';

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => {} }) }));

afterEach(cleanup);

let nextId = 100;
const outcome = (id: string, name: string, odds: number, active = true): TOutcome => ({
  id,
  name,
  active,
  odds,
});

/** A main market; Arsenal v Chelsea's 1X2 unless told otherwise. */
const aMarket = (matchId: number, over: Partial<TMarket> = {}): TMarket => ({
  match_urn_id: `sr:match:${matchId}`,
  match_id: matchId,
  id: 1,
  name: '1X2',
  status: 1,
  specifier: '',
  outcomes: [outcome('1', 'Arsenal', 2100), outcome('2', 'Draw', 3300), outcome('3', 'Chelsea', 3500)],
  market_groups: ['main'],
  priority: 100,
  is_main: true,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  ...over,
});

/** A football match as /matches sends it: Arsenal v Chelsea in the Premier League, 1X2 main market. */
function aMatch(over: Partial<TMatch> = {}): TMatch {
  const id = nextId++;
  return {
    id,
    urn_id: `sr:match:${id}`,
    slug: `arsenal-chelsea-${id}`,
    type: 'match',
    name: 'Arsenal vs Chelsea',
    sport: { id: 1, key: 'football', name: 'Football' },
    category: { id: 1, slug: 'england', name: 'England' },
    tournament: { id: 17, slug: 'premier-league', name: 'Premier League', priority: 1 },
    competitors: {
      home: { id: 1, name: 'Arsenal', abbreviation: 'ARS', country_code: null, logo: null },
      away: { id: 2, name: 'Chelsea', abbreviation: 'CHE', country_code: null, logo: null },
    },
    stadium: null,
    city: null,
    status: 0,
    stage: null,
    start_time: '2026-12-01T20:00:00Z',
    end_date: null,
    statistics: null,
    markets_count: 9,
    top_markets_count: 3,
    main_market: aMarket(id),
    secondary_market: null,
    has_video: false,
    provider: 'betradar',
    ...over,
  } as TMatch;
}

const renderRow = (match: TMatch) =>
  renderWithApp(
    <ul>
      <MatchRow match={toListMatch(match)} />
    </ul>,
  );

describe('a match list', () => {
  it('heads a league block once with 1 X 2 over the price columns', async () => {
    mockFetch(() =>
      json(200, {
        data: [aMatch(), aMatch(), aMatch()],
        pagination: { total: 3, page: 1, limit: 10, last_page: 1 },
      }),
    );
    renderWithApp(<MatchList params={{ sport_key: 'football' }} />);
    await screen.findByRole('link', { name: 'England · Premier League' });
    const headings = screen.getAllByTestId('column-headings');
    expect(headings).toHaveLength(1);
    expect([...(headings[0]?.children ?? [])].map((cell) => cell.textContent)).toEqual(['1', 'X', '2']);
    expect(headings[0]?.getAttribute('aria-hidden')).toBe('true');
    // Each row's prices still say which outcome they are.
    expect(screen.getAllByRole('button', { name: /^Arsenal 2\.10$/ })).toHaveLength(3);
  });
});

describe('an outright in a list', () => {
  const competitors = Array.from({ length: 20 }, (_, i) =>
    // Feed order is not price order: the shortest prices are at the end.
    outcome(`sr:competitor:${i}`, `Team ${i}`, 40_000 - i * 1500),
  );
  const anOutright = (outcomes = competitors) =>
    aMatch({
      type: 'outright',
      name: 'Premier League 2026/27 – Winner',
      competitors: { home: null, away: null },
      main_market: aMarket(1, { id: 534, name: 'Winner', outcomes }),
    });

  it('shows the favourites first, and the rest behind a show-all button', () => {
    renderRow(anOutright());
    const list = screen.getByRole('list', { name: 'Winner' });
    const prices = () => within(list).getAllByRole('button');
    expect(prices()).toHaveLength(OUTRIGHT_TOP);
    expect(prices().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Team 19 11.50',
      'Team 18 13.00',
      'Team 17 14.50',
      'Team 16 16.00',
    ]);
    const showAll = screen.getByRole('button', { name: 'Show all 20' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    expect(showAll.getAttribute('aria-controls')).toBe(list.id);

    fireEvent.click(showAll);
    expect(prices()).toHaveLength(20);
    expect(prices().at(-1)?.getAttribute('aria-label')).toBe('Team 0 40.00');
    const showFewer = screen.getByRole('button', { name: 'Show fewer' });
    expect(showFewer.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(showFewer);
    expect(prices()).toHaveLength(OUTRIGHT_TOP);
  });

  it('has no show-all button when every competitor is already shown', () => {
    renderRow(anOutright(competitors.slice(0, OUTRIGHT_TOP)));
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});

describe('a finished match in a list', () => {
  const finished = (home: number, away: number) =>
    aMatch({
      status: 4,
      statistics: { total_score: { home, away } } as TMatch['statistics'],
      main_market: aMarket(1, { status: -3 }),
    });

  it('shows the final score and the winner instead of prices', () => {
    renderRow(finished(2, 1));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Final score 2–1')).toBeTruthy();
    expect(screen.getByText('Arsenal won')).toBeTruthy();
    expect(screen.getByText('Arsenal').closest('strong')).not.toBeNull();
    expect(screen.getByText('Chelsea').closest('strong')).toBeNull();
    // No link to more markets of a match that is over.
    expect(screen.queryByText('+8')).toBeNull();
  });

  it('says a level score is a draw and emphasises neither side', () => {
    renderRow(finished(1, 1));
    expect(screen.getByText('Draw')).toBeTruthy();
    expect(screen.getByRole('listitem').querySelector('strong')).toBeNull();
  });
});

describe('a live cricket match in a list', () => {
  const cricket = (innings: { side: 'home' | 'away'; runs: number; wickets: number; overs: string }[]) =>
    aMatch({
      status: 1,
      statistics: {
        total_score: {
          home: innings.find((i) => i.side === 'home')?.runs ?? 0,
          away: innings.find((i) => i.side === 'away')?.runs ?? 0,
        },
        cricket: {
          innings,
          batting: innings.at(-1)?.side ?? null,
          run_rate: 7,
          target: null,
          required_run_rate: null,
          max_overs: 20,
        },
      } as TMatch['statistics'],
    });

  it('shows each side that has batted as runs/wickets, and nothing for the side yet to bat', () => {
    renderRow(cricket([{ side: 'away', runs: 87, wickets: 3, overs: '11.2' }]));
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('87/3')).toBeTruthy();
    expect(within(row).queryByText('0')).toBeNull();
    cleanup();
    renderRow(
      cricket([
        { side: 'away', runs: 164, wickets: 8, overs: '20.0' },
        { side: 'home', runs: 141, wickets: 7, overs: '18.0' },
      ]),
    );
    expect(screen.getByText('164/8')).toBeTruthy();
    expect(screen.getByText('141/7')).toBeTruthy();
  });
});

describe('clockTime', () => {
  const clock = { match_time: null, stoppage_time: null, remaining_time: null, stopped: false };
  it('adds the stoppage time to the match time, so the clock moves after 45:00', () => {
    expect(clockTime({ ...clock, match_time: '45:00', stoppage_time: '01:20' })).toBe('45:00+01:20');
    expect(clockTime({ ...clock, match_time: '12:03' })).toBe('12:03');
  });
  it('shows the time left in a period that counts down, and nothing without a clock', () => {
    expect(clockTime({ ...clock, remaining_time: '07:41' })).toBe('07:41');
    expect(clockTime(null)).toBeNull();
  });
});
