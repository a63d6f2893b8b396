import { expect, it } from 'vitest';
import { type ModalOpen, setModalGate, useModalStore } from './modal-host';

it('a gate decides which modals open, until it is removed', () => {
  const asked: string[] = [];
  const remove = setModalGate((request: ModalOpen) => {
    asked.push(request.name);
    return request.name !== 'signIn';
  });
  try {
    useModalStore.getState().open({ name: 'signIn', params: {} });
    expect(useModalStore.getState().current).toBeNull();
    useModalStore.getState().open({ name: 'unlock', params: {} });
    expect(useModalStore.getState().current?.name).toBe('unlock');
  } finally {
    remove();
    useModalStore.getState().close();
  }
  useModalStore.getState().open({ name: 'signIn', params: {} });
  expect(useModalStore.getState().current?.name).toBe('signIn');
  useModalStore.getState().close();
  expect(asked).toEqual(['signIn', 'unlock']);
});
