/**
 * Which odds providers take bets right now. The site configuration says which are on at all; a
 * feed says when one pauses (SPEC §4 'provider_status_changed'). Placement asks here.
 */
export class ProviderStatuses {
  private readonly paused = new Set<string>();

  set(provider: string, active: boolean): void {
    if (active) this.paused.delete(provider);
    else this.paused.add(provider);
  }

  isActive = (provider: string): boolean => !this.paused.has(provider);
}
