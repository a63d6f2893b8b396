/** SPEC §9: the idle callback's fallback. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Resolves after `load`, once the browser is idle (or 3 s later at most): for work the page does
 * not need to show or answer (the error-reporting SDK, the icon sprite).
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
