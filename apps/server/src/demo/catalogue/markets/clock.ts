/** The markets of the clock sports (football and cricket have their own sets), from the clock model. */
import { diffPmf, discreteNormal, probAbove, probEqual, shift } from '../odds';
import type { ClockState } from '../progress';
import type { ClockScript } from '../script';
import { finalPmfs, teamTotals, withOvertime } from './clock-model';
import {
  aroundMean,
  type Ctx,
  doubleChance,
  halfLines,
  handicapMarkets,
  hcpLadder,
  ladder,
  oddEven,
  oneXTwo,
  push,
  threeWay,
  totalMarkets,
  winner,
  yesNo,
} from './drafts';
import { footballMarkets } from './football';

export function clockMarkets(ctx: Ctx, s: ClockScript, st: ClockState): void {
  if (s.sport === 'football') {
    footballMarkets(ctx, s, st);
    return;
  }
  if (s.sport === 'cricket') {
    cricketMarkets(ctx, s, st);
    return;
  }
  const regulation = finalPmfs(s, st);
  const { home, away, diff, total } = regulation;
  const [h, x, a] = threeWay(diff);
  const withOt = h + x * s.tie;
  const n = ctx.live ? 2 : ctx.tier >= 2 ? 4 : 3;
  switch (s.sport) {
    case 'ice-hockey':
      oneXTwo(ctx, 1, '1X2', diff, ['all', 'betbuilder', 'main'], true);
      winner(ctx, 406, 'Winner (incl. overtime and penalties)', withOt, ['all', 'main']);
      doubleChance(ctx, [h, x, a], ['all', 'main']);
      totalMarkets(ctx, 18, 'Total goals', total, halfLines(0, 10), n, ['all', 'betbuilder', 'goals']);
      handicapMarkets(ctx, 16, 'Puck line', diff, ladder(0, 1, 3), ctx.live ? 1 : 3, ['all']);
      yesNo(ctx, 29, 'Both teams to score', probAbove(home, 0) * probAbove(away, 0), ['all', 'goals']);
      if (ctx.tier >= 2) {
        oddEven(ctx, 26, 'Odd/even goals', total, ['all', 'goals']);
        teamTotals(ctx, 19, 20, 'goals', home, away, [halfLines(0, 6), halfLines(0, 6)], 1);
      }
      return;
    case 'handball':
    case 'rugby':
      oneXTwo(ctx, 1, '1X2', diff, ['all', 'betbuilder', 'main'], true);
      doubleChance(ctx, [h, x, a], ['all', 'main']);
      push(ctx, {
        id: 11,
        spec: '',
        name: 'Draw no bet',
        outcomes: [
          { id: '4', name: ctx.home, p: h / (h + a) },
          { id: '5', name: ctx.away, p: a / (h + a) },
        ],
        groups: ['all', 'main'],
      });
      handicapMarkets(ctx, 16, 'Handicap', diff, hcpLadder(diff, s.sport === 'rugby' ? 3 : 2), n, ['all']);
      totalMarkets(
        ctx,
        18,
        s.sport === 'rugby' ? 'Total points' : 'Total goals',
        total,
        aroundMean(total, s.sport === 'rugby' ? 4 : 2),
        n,
        ['all', 'betbuilder'],
      );
      oddEven(ctx, 26, s.sport === 'rugby' ? 'Odd/even points' : 'Odd/even goals', total, ['all']);
      return;
    case 'basketball':
    case 'american-football': {
      const incl = withOvertime(s, regulation);
      winner(
        ctx,
        219,
        'Winner (incl. overtime)',
        probAbove(incl.diff, 0),
        ['all', 'betbuilder', 'main'],
        true,
      );
      handicapMarkets(ctx, 223, 'Handicap (incl. overtime)', incl.diff, hcpLadder(incl.diff, 3), n, [
        'all',
        'betbuilder',
      ]);
      totalMarkets(
        ctx,
        225,
        'Total points (incl. overtime)',
        incl.total,
        aroundMean(incl.total, s.sport === 'basketball' ? 4 : 3),
        n,
        ['all', 'betbuilder'],
      );
      oneXTwo(ctx, 1, '1X2', diff, ['all', 'main']);
      if (ctx.tier >= 2 || !ctx.live)
        teamTotals(
          ctx,
          227,
          228,
          'points',
          incl.home,
          incl.away,
          [aroundMean(incl.home, 3), aroundMean(incl.away, 3)],
          ctx.tier >= 2 ? 2 : 1,
        );
      if (ctx.tier >= 2) oddEven(ctx, 226, 'Odd/even points', incl.total, ['all']);
      return;
    }
    case 'baseball': {
      const incl = withOvertime(s, regulation);
      winner(
        ctx,
        251,
        'Winner (incl. extra innings)',
        probAbove(incl.diff, 0),
        ['all', 'betbuilder', 'main'],
        true,
      );
      handicapMarkets(
        ctx,
        256,
        'Run line (incl. extra innings)',
        incl.diff,
        ladder(0, 1, 4),
        ctx.live ? 1 : 3,
        ['all', 'betbuilder'],
      );
      totalMarkets(ctx, 258, 'Total runs (incl. extra innings)', incl.total, aroundMean(incl.total, 1), n, [
        'all',
        'betbuilder',
      ]);
      oneXTwo(ctx, 1, '1X2 (regular time)', diff, ['all', 'main']);
      return;
    }
    default:
      oneXTwo(ctx, 1, '1X2', diff, ['all', 'main'], true);
  }
}

function cricketMarkets(ctx: Ctx, s: ClockScript, st: ClockState): void {
  const first: 0 | 1 = s.fmt === 'home-bats-first' ? 0 : 1;
  const second = (1 - first) as 0 | 1;
  const inFirst = (st.remaining[0] ?? 0) > 0;
  const r0 = st.remaining[0] ?? 0;
  const r1 = st.remaining[1] ?? 0;
  const t1 = shift(discreteNormal((s.mu[first] as number) * r0, s.sd * Math.sqrt(r0)), st.score[first]);
  const t2 = shift(discreteNormal((s.mu[second] as number) * r1, s.sd * Math.sqrt(r1)), st.score[second]);
  const d = diffPmf(t2, t1);
  // The side batting second wins by passing the target; a tie goes to a super over (even).
  const pSecond = probAbove(d, 0) + probEqual(d, 0) / 2;
  const pHome = first === 0 ? 1 - pSecond : pSecond;
  winner(ctx, 340, 'Winner (incl. super over)', pHome, ['all', 'betbuilder', 'main'], true);
  const names = [ctx.home, ctx.away];
  if (inFirst) {
    totalMarkets(
      ctx,
      605,
      `1st innings - ${names[first]} total`,
      t1,
      aroundMean(t1, 6),
      ctx.live ? 2 : 3,
      ['all', 'betbuilder'],
      'inningsnr=1|',
    );
  }
  if (!ctx.live) {
    totalMarkets(
      ctx,
      605,
      `2nd innings - ${names[second]} total`,
      t2,
      aroundMean(t2, 6),
      1,
      ['all'],
      'inningsnr=2|',
    );
  }
}
