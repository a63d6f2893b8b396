'use client';

import { useTranslations } from 'next-intl';
import { ModalFrame } from '@/shared/ui/modal-frame';

/**
 * The preloader of `sign_in_iframe_preloader` / `sign_up_iframe_preloader`: the host page is doing
 * the sign-in or sign-up, so the frame shows that it waits for it. The host's next handshake closes
 * it; the player may also give up here, as the host may never answer (its own form cancelled).
 */
export function HostWait({ kind, onCancel }: { kind: 'sign-in' | 'sign-up'; onCancel: () => void }) {
  const t = useTranslations('embed.wait');
  return (
    <ModalFrame
      title={t('title')}
      description={kind === 'sign-in' ? t('signIn') : t('signUp')}
      onClose={onCancel}
    >
      <div className="flex items-center justify-between gap-4">
        <span
          aria-hidden
          className="size-6 animate-spin rounded-full border-2 border-border border-t-accent motion-reduce:animate-none"
        />
        <button
          type="button"
          className="rounded-md border border-border px-3 py-1.5 text-sm"
          onClick={onCancel}
        >
          {t('cancel')}
        </button>
      </div>
    </ModalFrame>
  );
}
