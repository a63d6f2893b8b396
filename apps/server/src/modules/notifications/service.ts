import { randomUUID } from 'node:crypto';
import type {
  TBet,
  TNotification,
  TNotificationCounters,
  TNotificationsQuery,
  TNotificationType,
  TSiteConfig,
} from '@sportsbook/contract';
import type { NotificationRow, PaymentRow } from '../../db/schema';
import type { PlayerNotifier } from '../bets/context';
import { type Page, paginate } from '../catalogue/mapping';
import type { NotificationsRepo } from './repo';

/** The notification a bet's result raises, or null while the bet is open. */
export function betNotification(bet: TBet): { type: TNotificationType; amount: number } | null {
  if (bet.status === 'cashed_out') return { type: 'bet_cashed_out', amount: bet.win_amount };
  switch (bet.result) {
    case 'win_entire':
    case 'refund_half_win_other':
      return { type: 'bet_won', amount: bet.win_amount };
    case 'lose_entire':
      return { type: 'bet_lost', amount: bet.stake.value };
    case 'refund_entire':
    case 'refund_half_lose_other':
    case 'canceled':
      return { type: 'bet_refunded', amount: bet.win_amount };
    default:
      return null;
  }
}

/**
 * The notifications centre (SPEC §3 'Notification'): what happened to a player's bets and deposits,
 * stored with read state. Each one is raised once per reference (a result published twice, by a
 * retry or by two processes, is one notification); a new one goes out as `notification` and every
 * change of the unread count as `unread_counters_changed` on the player's private channel.
 */
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepo,
    private readonly siteConfig: TSiteConfig,
    private readonly notify: PlayerNotifier,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A bet changed: its result, once it has one, becomes a notification. */
  async onBet(playerId: string, bet: TBet): Promise<void> {
    const raised = betNotification(bet);
    if (!raised) return;
    const matches = [...new Set(bet.selections.map((selection) => selection.match.name))];
    await this.raise({
      player_id: playerId,
      type: raised.type,
      object_type: 'bet',
      object_id: bet.id,
      title: bet.ref,
      caption: bet.type,
      body: matches.join(' · '),
      amount: raised.amount,
      currency: bet.stake.currency,
      reference: `bet:${bet.id}`,
    });
  }

  /** A deposit reached a final status. */
  async onPayment(payment: PaymentRow): Promise<void> {
    if (payment.status !== 'approved' && payment.status !== 'declined') return;
    await this.raise({
      player_id: payment.player_id,
      type: payment.status === 'approved' ? 'deposit_approved' : 'deposit_declined',
      object_type: 'payment',
      object_id: payment.id,
      title: payment.id,
      caption: 'deposit',
      body: payment.provider,
      amount: payment.amount,
      currency: payment.currency,
      reference: `payment:${payment.id}`,
    });
  }

  async list(playerId: string, q: TNotificationsQuery): Promise<Page<TNotification>> {
    const { rows, total } = await this.repo.page(playerId, (q.page - 1) * q.limit, q.limit);
    return paginate(
      rows.map((row) => this.toNotification(row)),
      total,
      q.page,
      q.limit,
    );
  }

  async counters(playerId: string): Promise<TNotificationCounters> {
    return { unread: await this.repo.unread(playerId) };
  }

  /** Marks these (or, without ids, all) read; the count goes out when it changed. */
  async markRead(playerId: string, ids?: readonly string[]): Promise<TNotificationCounters> {
    const changed = await this.repo.markRead(playerId, ids);
    const counters = await this.counters(playerId);
    if (changed > 0) await this.notify(playerId, { type: 'unread_counters_changed', data: counters });
    return counters;
  }

  private async raise(input: Omit<NotificationRow, 'id' | 'read' | 'created_at'>): Promise<void> {
    const id = randomUUID();
    const stored = await this.repo.insert({ ...input, id, created_at: this.clock() });
    if (!stored) return;
    const row = await this.repo.find(id);
    if (!row) return;
    await this.notify(input.player_id, { type: 'notification', data: this.toNotification(row) });
    await this.notify(input.player_id, {
      type: 'unread_counters_changed',
      data: await this.counters(input.player_id),
    });
  }

  private toNotification(row: NotificationRow): TNotification {
    return {
      id: row.id,
      type: row.type,
      object_type: row.object_type,
      object_id: row.object_id,
      title: row.title,
      caption: row.caption,
      body: row.body,
      amount:
        row.amount === null || row.currency === null
          ? null
          : {
              value: row.amount,
              currency: row.currency,
              subunits: this.siteConfig.currencies[row.currency]?.subunits ?? 2,
            },
      read: row.read === 1,
      created_at: new Date(row.created_at).toISOString(),
    };
  }
}
