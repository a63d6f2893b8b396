'use client';

import { type ComponentType, useEffect } from 'react';
import { create } from 'zustand';
import { type ModalRequest, takeModalFromUrl, type UrlModal } from './url';

/**
 * Modals that only the app opens (never a URL): SPEC §2's shared-bet-not-found, custom-bet,
 * activity-limit-reached, reality check, out-of-session-limit, phone verification, and the
 * sign-up and deposit reminders.
 */
export type AppModal =
  | 'sharedBetNotFound'
  | 'customBet'
  | 'activityLimitReached'
  | 'realityCheck'
  | 'outOfSessionLimit'
  | 'phoneVerification'
  | 'signUpReminder'
  | 'depositReminder';
export type ModalName = UrlModal | AppModal;

export interface ModalOpen {
  name: ModalName;
  params: ModalRequest['params'] & Partial<Record<string, string>>;
}

export interface ModalProps {
  params: ModalOpen['params'];
  onClose: () => void;
}

/**
 * Modals that a URL (or any feature) can open, by SPEC name. Each feature registers its own when it
 * lands (sign-in, sign-up, deposit, …), lazily loaded so none of them weighs on the first load.
 */
const registry = new Map<ModalName, ComponentType<ModalProps>>();

export function registerModal(name: ModalName, component: ComponentType<ModalProps>): void {
  registry.set(name, component);
}

export const hasModal = (name: ModalName): boolean => registry.has(name);

/**
 * Decides, before a modal opens, whether the app shows it: inside a host page's frame, sign-in,
 * sign-up and deposit may be the host's to do (issue 25). True: shown; false: not opened.
 */
export type ModalGate = (request: ModalOpen) => boolean;
let gate: ModalGate | null = null;

/** Sets the one gate (the embed bridge); returns its removal. */
export function setModalGate(next: ModalGate): () => void {
  gate = next;
  return () => {
    if (gate === next) gate = null;
  };
}

interface ModalState {
  current: ModalOpen | null;
  open: (request: ModalOpen) => void;
  close: () => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  current: null,
  open: (request) => {
    if (!gate || gate(request)) set({ current: request });
  },
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
