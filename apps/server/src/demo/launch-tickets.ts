import { randomUUID } from 'node:crypto';

/**
 * The demo providers' launch tickets: what a real provider's signed launch address does, kept in
 * memory. A ticket opens its page for a few minutes (a reload works), then no more.
 */
export class LaunchTickets<T> {
  private readonly held = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly clock: () => number,
    private readonly ttlMs = 5 * 60_000,
  ) {}

  issue(value: T): string {
    const now = this.clock();
    for (const [ticket, { expiresAt }] of this.held) if (expiresAt <= now) this.held.delete(ticket);
    const ticket = randomUUID();
    this.held.set(ticket, { value, expiresAt: now + this.ttlMs });
    return ticket;
  }

  /** What a live ticket was issued for, or null. */
  redeem(ticket: string): T | null {
    const held = this.held.get(ticket);
    return held && held.expiresAt > this.clock() ? held.value : null;
  }
}
