import { ARENA_LOBBY, ARENA_PROVIDER } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../html';
import { type LaunchProvider, type LaunchRequest, unknownApp } from '../modules/launch/index';
import { LaunchTickets } from './launch-tickets';
import { sendTicketPage } from './provider-page';

/** The demo arena's games, as its lobby lists them. */
const GAMES = [
  { name: 'Penalty Shoot-out', about: 'Five kicks each; pick a corner, beat the keeper.' },
  { name: 'Virtual Football League', about: 'A full round of simulated matches every three minutes.' },
  { name: 'Greyhound Sprint', about: 'Six dogs, one straight, a race every ninety seconds.' },
] as const;

/**
 * The demo's virtual gaming arena (SPEC §1): the outside provider /virtual-gaming-arena launches.
 * A launch of its lobby hands the player a ticket to the arena's page, which greets the player it
 * was launched for, as a real arena's launch answers a signed address.
 */
export class DemoArena implements LaunchProvider {
  readonly key = ARENA_PROVIDER;
  readonly name = 'Demo Arena';
  private readonly tickets: LaunchTickets<string>;

  constructor(
    clock: () => number,
    readonly prefix = '/api/dev',
  ) {
    this.tickets = new LaunchTickets(clock);
  }

  async launch({ app, playerId }: LaunchRequest): Promise<string> {
    if (app !== ARENA_LOBBY) throw unknownApp();
    return `${this.prefix}/providers/${this.key}/lobby?ticket=${this.tickets.issue(playerId)}`;
  }

  /** The player a live ticket was issued to, or null. */
  player(ticket: string): string | null {
    return this.tickets.redeem(ticket);
  }
}

/** The arena's lobby page. */
export const demoArenaRoutes: FastifyPluginAsyncZod<{ arena: DemoArena }> = async (app, { arena }) => {
  app.get(
    `/providers/${arena.key}/lobby`,
    {
      schema: {
        tags: ['demo'],
        summary: "The demo arena's lobby, opened with a launch ticket",
        querystring: z.object({ ticket: z.string().max(100).optional() }),
      },
    },
    async (req, reply) => {
      const player = req.query.ticket ? arena.player(req.query.ticket) : null;
      const games = GAMES.map(
        (game) => `<li><h2>${escapeHtml(game.name)}</h2><p>${escapeHtml(game.about)}</p></li>`,
      ).join('');
      return sendTicketPage(
        reply,
        arena.name,
        player === null
          ? null
          : {
              heading: 'Virtual Gaming Arena',
              body: `<p data-player="${escapeHtml(player)}">Welcome, player ${escapeHtml(player.slice(0, 8))}. Pick a game.</p><ul>${games}</ul>`,
            },
        'Open the arena again from the sportsbook.',
      );
    },
  );
};
