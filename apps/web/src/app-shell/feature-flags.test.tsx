// @vitest-environment jsdom
import type { TPlayerProfile } from '@sportsbook/contract';
import { FEATURE_FLAGS } from '@sportsbook/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountBar, AccountRuntime } from '@/features/account';
import { JackpotBanner } from '@/features/jackpots';
import { ModalHost, useModalStore } from '@/features/modals';
import { LimitsSection } from '@/features/responsible-gambling';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';

afterEach(() => {
  cleanup();
  useModalStore.setState({ current: null });
});

type Flag = (typeof FEATURE_FLAGS)[number];

const JACKPOT = {
  id: 'demo-jackpot',
  name: 'Sportsbook Jackpot',
  currency: 'EUR',
  status: 'active',
  amount: 1_000,
  pool: 1_000,
  hits_amount: 0,
  contribution_bp: 50,
  min_stake: 100,
  levels: [{ id: 'mini', name: 'Mini', pool: 1_000, status: 'active' }],
};

const tester = aSignedInPlayer({ statuses: [{ id: 'spi_test' }] });

/** What shows a flag's feature, and the page it is looked for on. */
interface Row {
  flag: Flag;
  /** What else the case needs on (quick_deposit_test is only the test group's). */
  with?: Partial<Record<Flag, boolean>>;
  player: TPlayerProfile | 'visitor';
  render: () => React.ReactNode;
  /** Resolves once the page has settled, whichever way the flag is. */
  settled: () => Promise<unknown>;
  feature: () => HTMLElement | null;
}

const depositOpened = async () => {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Deposit' }));
  return screen.findByRole('dialog');
};

const ROWS: Row[] = [
  {
    flag: 'sign_in',
    player: 'visitor',
    render: () => <AccountBar />,
    settled: () => screen.findByTestId('account-bar'),
    feature: () => screen.queryByRole('button', { name: 'Sign in' }),
  },
  {
    flag: 'sign_up',
    player: 'visitor',
    render: () => <AccountBar />,
    settled: () => screen.findByTestId('account-bar'),
    feature: () => screen.queryByRole('button', { name: 'Sign up' }),
  },
  {
    flag: 'quick_deposit',
    with: { quick_deposit_test: false },
    player: aSignedInPlayer(),
    render: () => (
      <>
        <AccountRuntime />
        <AccountBar />
        <ModalHost />
      </>
    ),
    settled: depositOpened,
    feature: () => screen.queryByRole('dialog', { name: 'Quick deposit' }),
  },
  {
    flag: 'quick_deposit_test',
    with: { quick_deposit: false },
    player: tester,
    render: () => (
      <>
        <AccountRuntime />
        <AccountBar />
        <ModalHost />
      </>
    ),
    settled: depositOpened,
    feature: () => screen.queryByRole('dialog', { name: 'Quick deposit' }),
  },
  {
    flag: 'jackpots',
    player: 'visitor',
    render: () => (
      <>
        <JackpotBanner />
        <p>page</p>
      </>
    ),
    // On, the banner is the proof; off, the banner never asks for the jackpots (checked below).
    settled: () => screen.findByText('page'),
    feature: () => screen.queryByRole('region', { name: 'Sportsbook Jackpot' }),
  },
  {
    flag: 'responsible_gambling',
    player: aSignedInPlayer(),
    render: () => (
      <>
        <LimitsSection />
        <p>page</p>
      </>
    ),
    settled: () => screen.findByText('page'),
    feature: () => screen.queryByRole('heading', { name: 'Responsible gambling' }),
  },
];

const ALL_ON = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Record<Flag, boolean>;

describe('SPEC §6 feature flags: each flag off removes its feature, on shows it', () => {
  it.each(
    ROWS.flatMap((row) => [true, false].map((on) => ({ row, on, name: `${row.flag} ${on ? 'on' : 'off'}` }))),
  )('$name', async ({ row, on }) => {
    const calls = mockFetch((url) => {
      if (url.endsWith('/api/sportsbook/jackpots')) return json(200, { data: [JACKPOT] });
      if (url.endsWith('/api/platform/player/limits')) return json(200, { data: [] });
      return json(200, []);
    });
    const features = { ...ALL_ON, ...row.with, [row.flag]: on };
    renderWithApp(row.render(), {
      ...(row.player === 'visitor'
        ? {}
        : { player: row.player, accounts: [{ currency: 'EUR', balance: 0 }] }),
      settings: { features },
    });
    await row.settled();
    if (on) await waitFor(() => expect(row.feature()).not.toBeNull());
    else expect(row.feature()).toBeNull();
    if (!on && row.flag === 'jackpots')
      expect(calls.some((call) => call.url.endsWith('/api/sportsbook/jackpots'))).toBe(false);
  });

  it('quick_deposit_test is only for the spi_test group: other players get the full deposit', async () => {
    mockFetch(() => json(200, []));
    renderWithApp(
      <>
        <AccountRuntime />
        <AccountBar />
        <ModalHost />
      </>,
      {
        player: aSignedInPlayer(),
        accounts: [{ currency: 'EUR', balance: 0 }],
        settings: { features: { ...ALL_ON, quick_deposit: false, quick_deposit_test: true } },
      },
    );
    expect(await depositOpened()).toBe(screen.getByRole('dialog', { name: 'Deposit' }));
    expect(screen.queryByRole('dialog', { name: 'Quick deposit' })).toBeNull();
  });
});
