import type { TEmbedListener } from '@sportsbook/contract/embed-messages';
import type { ModalOpen } from '@/features/modals';

type ModalName = ModalOpen['name'];

/** What the frame does when a modal is asked for inside a host page. */
export interface GateDecision {
  /** The frame shows the modal itself. */
  show: boolean;
  /** The request handed to the host instead (`sportsbook:<listener>`), if any. */
  send: TEmbedListener | null;
  /** The host took over a sign-in or sign-up and the frame shows its preloader until the session comes. */
  wait: 'sign-in' | 'sign-up' | null;
}

/** The modals a host may take over: the listener it must have registered, the preloader flag of each. */
const HOST_MODALS: Partial<Record<ModalName, { listener: TEmbedListener; preloader: string | null }>> = {
  signIn: { listener: 'sign-in', preloader: 'sign_in_iframe_preloader' },
  signUp: { listener: 'sign-up', preloader: 'sign_up_iframe_preloader' },
  deposit: { listener: 'deposit', preloader: null },
};

/**
 * SPEC §5 and §6 inside a host page's frame. Sign-in, sign-up and deposit are the host's when it
 * listens for them; `sign_in_iframe_preloader` / `sign_up_iframe_preloader` then keep a preloader
 * over the frame until the host hands the session over. Without a listener the frame opens its own
 * sign-in and sign-up, but never a deposit. The account-unlock link opens inside a frame only with
 * `iframe_user_unlock`; otherwise it belongs to the host's own site.
 */
export function hostGate(
  modal: ModalName,
  listening: ReadonlySet<TEmbedListener>,
  features: Readonly<Record<string, boolean>>,
): GateDecision {
  if (modal === 'unlock') return { show: features.iframe_user_unlock === true, send: null, wait: null };
  const host = HOST_MODALS[modal];
  if (!host) return { show: true, send: null, wait: null };
  if (!listening.has(host.listener)) return { show: host.listener !== 'deposit', send: null, wait: null };
  const wait =
    host.preloader !== null && features[host.preloader] === true
      ? (host.listener as GateDecision['wait'])
      : null;
  return { show: false, send: host.listener, wait };
}
