'use client';

import dynamic from 'next/dynamic';

/*
 * The banner as its own chunk: the layout's widget registry renders it through a server component
 * that every route's placement slots import, and a static import would put it in every page's
 * first load (see features/layout/lazy-widgets.tsx).
 */
export const JackpotBanner = dynamic(() => import('./jackpot-banner').then((m) => m.JackpotBanner));
