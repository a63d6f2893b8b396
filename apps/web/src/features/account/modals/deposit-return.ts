/** The card page brings the player back here, where the quick-deposit notice shows (SPEC §8). */
export function returnUrl(): string {
  const url = new URL(window.location.href);
  for (const key of ['modal', 'deposit_status', 'payment_id']) url.searchParams.delete(key);
  url.hash = '';
  return url.toString();
}
