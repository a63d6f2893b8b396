export type { ModalProps } from './modal-host';
export { hasModal, ModalHost, registerModal, useModalStore } from './modal-host';
export { isUrlModal } from './url';
