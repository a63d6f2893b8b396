'use client';

import { type ComponentType, useEffect } from 'react';
import { create } from 'zustand';
import { type ModalRequest, takeModalFromUrl, type UrlModal } from './url';

export interface ModalProps {
  params: ModalRequest['params'];
  onClose: () => void;
}

/**
 * Modals that a URL (or any feature) can open, by SPEC name. Each feature registers its own when it
 * lands (sign-in, sign-up, deposit, …), lazily loaded so none of them weighs on the first load.
 */
const registry = new Map<UrlModal, ComponentType<ModalProps>>();

export function registerModal(name: UrlModal, component: ComponentType<ModalProps>): void {
  registry.set(name, component);
}

export const hasModal = (name: UrlModal): boolean => registry.has(name);

interface ModalState {
  current: ModalRequest | null;
  open: (request: ModalRequest) => void;
  close: () => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  current: null,
  open: (request) => set({ current: request }),
  close: () => set({ current: null }),
}));

/** Handles `?modal=` / `#modal` once at load, then renders whichever registered modal is open. */
export function ModalHost() {
  const current = useModalStore((state) => state.current);
  const open = useModalStore((state) => state.open);
  const close = useModalStore((state) => state.close);

  useEffect(() => {
    const { request, cleaned } = takeModalFromUrl(window.location.href);
    if (cleaned !== window.location.href) window.history.replaceState(window.history.state, '', cleaned);
    if (request) open(request);
  }, [open]);

  if (!current) return null;
  const Modal = registry.get(current.name);
  return Modal ? <Modal params={current.params} onClose={close} /> : null;
}
