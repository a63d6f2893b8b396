// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { gameScore } from '../game-score';
import { GamePoints } from './game-points';

describe('the point score on a tennis scoreboard', () => {
  afterEach(cleanup);

  it('shows the advantage as AD and reads it out as a word', () => {
    const points = gameScore('tennis', { game_score: { home: '40', away: 'A' } });
    if (!points) throw new Error('a game in progress');
    const { container } = renderWithApp(<GamePoints home={points.home} away={points.away} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('40–AD');
    expect(screen.getByText('Points 40–Advantage')).toBeTruthy();
  });
});
