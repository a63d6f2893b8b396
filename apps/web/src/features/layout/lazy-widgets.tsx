'use client';

import dynamic from 'next/dynamic';

/*
 * The client widgets only the operator's layout renders, each its own chunk, loaded by the pages
 * that render it. Imported statically by the widget registry, they would be in every page's first
 * load: the placement slots stand on every route, and a route's first load holds every client
 * component its server code imports, rendered or not. Server-rendered all the same.
 */
export const LatestNotifications = dynamic(() =>
  import('@/features/notifications').then((m) => m.LatestNotifications),
);
export const ProfileCard = dynamic(() => import('@/features/account').then((m) => m.ProfileCard));
export const ModalButton = dynamic(() => import('@/features/account').then((m) => m.ModalButton));
export const ChatToggle = dynamic(() => import('@/features/chat').then((m) => m.ChatToggle));
export const PromoCodeForm = dynamic(() => import('@/features/bonuses').then((m) => m.PromoCodeForm));
export const LanguageSelect = dynamic(() => import('@/features/settings').then((m) => m.LanguageSelect));
export const OddsFormatPicker = dynamic(() => import('@/features/settings').then((m) => m.OddsFormatPicker));
export const BannerCarousel = dynamic(() => import('./banner-carousel').then((m) => m.BannerCarousel));
export const FavouriteMatches = dynamic(() => import('@/features/catalogue').then((m) => m.FavouriteMatches));
// The match page's own widgets: that page imports them itself; elsewhere no page shows them.
export const MatchMarkets = dynamic(() => import('@/features/catalogue').then((m) => m.MatchMarkets));
export const MatchInfo = dynamic(() => import('@/features/match-info').then((m) => m.MatchInfo));
export const PredictionWidget = dynamic(() =>
  import('@/features/predictions').then((m) => m.PredictionWidget),
);
