'use client';

import { useModalStore } from '@/features/modals';
import { signInAllowed, signUpAllowed } from '@/shared/config/features';
import { useSiteSettings } from '@/shared/config/site-settings';
import { useSession } from './use-session';

export type ModalButtonTarget = 'signIn' | 'signUp' | 'deposit';

/**
 * The layout's modal widget (SPEC §2 'modals'): a button that opens sign-in or sign-up for a
 * visitor, where the site allows them (SPEC §6), or deposit for a player. Shown only to whom it
 * serves, once the session is known.
 */
export function ModalButton({
  modal,
  label,
  className = 'min-h-11 rounded-md bg-accent px-4 font-semibold text-accent-text text-sm focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
}: {
  modal: ModalButtonTarget;
  label: string;
  /** How it looks where it stands (a tab in the tab bar); an accent button by default. */
  className?: string;
}) {
  const session = useSession();
  const { features } = useSiteSettings();
  const openModal = useModalStore((state) => state.open);
  const serves =
    modal === 'deposit'
      ? session.status === 'loggedIn'
      : session.status === 'notLoggedIn' &&
        (modal === 'signIn' ? signInAllowed(features) : signUpAllowed(features));
  if (!serves) return null;
  return (
    <button type="button" onClick={() => openModal({ name: modal, params: {} })} className={className}>
      {label}
    </button>
  );
}
