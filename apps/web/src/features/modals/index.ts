export type { ModalGate, ModalOpen, ModalProps } from './modal-host';
export { hasModal, ModalHost, registerModal, setModalGate, useModalStore } from './modal-host';
export { isUrlModal } from './url';
