import { randomUUID } from 'node:crypto';
import {
  DEPOSIT_OUTCOME_PARAM,
  DEPOSIT_PAYMENT_PARAM,
  ErrorCode,
  PlatformErrorKey,
  type TDepositRequest,
  type TPayment,
  type TRedirectOutcome,
  type TSiteConfig,
} from '@sportsbook/contract';
import type { PaymentRow, PaymentStatus, PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import { escapeHtml } from '../../html';
import { isLimitRefusal } from '../limits/enforce';
import type { PaymentsRepo } from './payments-repo';
import type { Executor } from './repo';
import { type BalanceChange, paymentsAccount, type WalletService } from './service';

/** The demo card provider's name in payments.provider. */
export const DEMO_PROVIDER = 'demo-card';

const OUTCOME_OF: Record<PaymentStatus, TRedirectOutcome> = {
  initial: 'pending',
  pending: 'pending',
  approved: 'success',
  declined: 'error',
};

/**
 * Demo deposits: a pending payment, a card page where the player picks the provider's answer, and
 * the return to the web with SPEC §7's redirect outcome. Success credits the player from the
 * payment provider's clearing account, in the same database transaction as the status change.
 */
export class DemoPayments {
  private readonly allowedOrigins: Set<string>;
  private readonly resolvedListeners: ((payment: PaymentRow) => Promise<void>)[] = [];

  constructor(
    private readonly repo: PaymentsRepo,
    private readonly wallet: WalletService,
    private readonly siteConfig: TSiteConfig,
    private readonly options: {
      siteUrl: string;
      allowedOrigins: readonly string[];
      /**
       * Refuses (throws) a deposit the player's deposit limits or self-exclusion forbid: `adding` its
       * amount when it starts, 0 in the transaction that approves it (which counts it already).
       */
      checkDeposit?: (
        ex: Executor,
        payment: Pick<PaymentRow, 'player_id' | 'currency'>,
        now: number,
        adding: number,
      ) => Promise<void>;
    },
    private readonly clock: () => number = Date.now,
  ) {
    this.allowedOrigins = new Set([
      ...options.allowedOrigins.map((o) => o.replace(/\/+$/, '')),
      new URL(options.siteUrl).origin,
    ]);
  }

  async create(player: PlayerRow, request: TDepositRequest, apiOrigin: string): Promise<TPayment> {
    const currency = Object.keys(this.siteConfig.currencies).find(
      (c) => c === request.currency.toUpperCase(),
    );
    if (!currency)
      throw new AppError(400, ErrorCode.invalidRequest, PlatformErrorKey.currencyUnknown, [
        { path: 'body.currency', message: PlatformErrorKey.currencyUnknown },
      ]);
    const returnUrl = request.return_url ?? new URL(`/${player.language}`, this.options.siteUrl).toString();
    // Only our own web origins: the card page must not become an open redirect.
    if (!this.allowedOrigins.has(new URL(returnUrl).origin))
      throw new AppError(400, ErrorCode.invalidRequest, PlatformErrorKey.returnUrlForbidden, [
        { path: 'body.return_url', message: PlatformErrorKey.returnUrlForbidden },
      ]);
    const now = this.clock();
    await this.options.checkDeposit?.(
      this.repo.kysely,
      { player_id: player.id, currency },
      now,
      request.amount,
    );
    await this.wallet.openAccount(player.id, currency);
    const row: PaymentRow = {
      id: randomUUID(),
      player_id: player.id,
      provider: DEMO_PROVIDER,
      currency,
      amount: request.amount,
      status: 'initial',
      return_url: returnUrl,
      transaction_id: null,
      created_at: now,
      updated_at: now,
    };
    await this.repo.insert(row);
    return this.toPayment(row, apiOrigin);
  }

  async ofPlayer(player: PlayerRow, id: string, apiOrigin: string): Promise<TPayment> {
    const row = await this.find(id);
    if (!row || row.player_id !== player.id) throw AppError.notFound('params.id');
    return this.toPayment(row, apiOrigin);
  }

  /** Hears every answer of the card page, with the payment as it stands after it (notifications). */
  onResolved(listener: (payment: PaymentRow) => Promise<void>): void {
    this.resolvedListeners.push(listener);
  }

  find(id: string): Promise<PaymentRow | undefined> {
    return this.repo.find(id);
  }

  /**
   * Applies the card page's answer and returns where to send the player. A payment that already
   * has a final status keeps it (a second success never credits twice); the redirect then tells
   * the final outcome.
   */
  async resolve(id: string, outcome: TRedirectOutcome): Promise<string> {
    const now = this.clock();
    let changes: BalanceChange[] = [];
    const next: PaymentStatus =
      outcome === 'success' ? 'approved' : outcome === 'error' ? 'declined' : 'pending';
    const credit = async (trx: Executor, payment: PaymentRow) => {
      await this.options.checkDeposit?.(trx, payment, now, 0);
      const posted = await this.wallet.postIn(trx, {
        kind: 'deposit',
        reference: payment.id,
        postings: [
          { account: paymentsAccount(payment.currency), amount: -payment.amount },
          {
            account: { kind: 'player', playerId: payment.player_id, currency: payment.currency },
            amount: payment.amount,
          },
        ],
      });
      changes = posted.changes;
      return posted.transactionId;
    };
    // A deposit a limit forbids is declined: the player keeps the money, the payment is final.
    const row = await this.repo.resolve(id, next, now, credit).catch((error: unknown) => {
      if (!isLimitRefusal(error)) throw error;
      return this.repo.resolve(id, 'declined', now, credit);
    });
    if (!row) throw AppError.notFound('params.id');
    await this.wallet.announce(changes);
    for (const listener of this.resolvedListeners) await listener(row);
    const url = new URL(row.return_url);
    url.searchParams.set(DEPOSIT_OUTCOME_PARAM, OUTCOME_OF[row.status]);
    url.searchParams.set(DEPOSIT_PAYMENT_PARAM, row.id);
    return url.toString();
  }

  private toPayment(row: PaymentRow, apiOrigin: string): TPayment {
    return {
      id: row.id,
      currency: row.currency,
      amount: row.amount,
      status: row.status,
      redirect_url: `${apiOrigin}/api/dev/payments/${row.id}`,
      created_at: new Date(row.created_at).toISOString(),
    };
  }
}

/** The demo card page: the amount and three buttons that post the provider's answer. */
export function cardPageHtml(payment: PaymentRow, subunits: number): string {
  const amount = (payment.amount / 10 ** subunits).toFixed(subunits);
  const button = (outcome: TRedirectOutcome, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}">${label}</button>`;
  const final = payment.status === 'approved' || payment.status === 'declined';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo card payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem}</style>
</head><body>
<main>
<h1>Demo card payment</h1>
<p>This is a demo payment page: no card is charged.</p>
<p>Deposit: <strong>${escapeHtml(amount)} ${escapeHtml(payment.currency)}</strong></p>
<p>Status: <strong data-testid="payment-status">${escapeHtml(payment.status)}</strong></p>
<form method="post" action="/api/dev/payments/${escapeHtml(payment.id)}">
${final ? button('success', 'Back to the site') : `${button('success', 'Pay (success)')}\n${button('error', 'Decline (error)')}\n${button('pending', 'Leave pending')}`}
</form>
</main>
</body></html>`;
}
