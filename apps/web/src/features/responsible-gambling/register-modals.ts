'use client';

import dynamic from 'next/dynamic';
import { registerModal } from '@/features/modals';

registerModal(
  'activityLimitReached',
  dynamic(() => import('./activity-limit-modal').then((m) => m.ActivityLimitModal)),
);
