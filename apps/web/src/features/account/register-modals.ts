'use client';

import dynamic from 'next/dynamic';
import { registerModal } from '@/features/modals';

// Each modal is its own chunk, loaded when it opens: none of them (nor zod) weighs on the first load.
registerModal(
  'signIn',
  dynamic(() => import('./modals/sign-in-modal').then((m) => m.SignInModal)),
);
registerModal(
  'signUp',
  dynamic(() => import('./modals/sign-up-modal').then((m) => m.SignUpModal)),
);
registerModal(
  'confirmation',
  dynamic(() => import('./modals/token-modals').then((m) => m.ConfirmationModal)),
);
registerModal(
  'unlock',
  dynamic(() => import('./modals/token-modals').then((m) => m.UnlockModal)),
);
registerModal(
  'passwordNew',
  dynamic(() => import('./modals/password-modals').then((m) => m.PasswordNewModal)),
);
registerModal(
  'passwordEdit',
  dynamic(() => import('./modals/password-modals').then((m) => m.PasswordEditModal)),
);
registerModal(
  'deposit',
  dynamic(() => import('./modals/deposit-modal').then((m) => m.DepositModal)),
);
