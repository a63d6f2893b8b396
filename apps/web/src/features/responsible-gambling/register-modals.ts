'use client';

import dynamic from 'next/dynamic';
import { registerModal } from '@/features/modals';

registerModal(
  'activityLimitReached',
  dynamic(() => import('./activity-limit-modal').then((m) => m.ActivityLimitModal)),
);
registerModal(
  'realityCheck',
  dynamic(() => import('./reality-check-modal').then((m) => m.RealityCheckModal)),
);
registerModal(
  'outOfSessionLimit',
  dynamic(() => import('./out-of-session-limit-modal').then((m) => m.OutOfSessionLimitModal)),
);
registerModal(
  'phoneVerification',
  dynamic(() => import('./phone-verification-modal').then((m) => m.PhoneVerificationModal)),
);
