'use client';

import dynamic from 'next/dynamic';

/*
 * The leaderboard and the promotions list, each its own chunk: the layout's widget registry renders
 * them through server components that every route's placement slots import, and a static import
 * would put them in every page's first load (see features/layout/lazy-widgets.tsx).
 */
export const Leaderboard = dynamic(() => import('./leaderboard').then((m) => m.Leaderboard));
export const Promotions = dynamic(() => import('./promotions').then((m) => m.Promotions));
