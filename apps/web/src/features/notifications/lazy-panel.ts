import dynamic from 'next/dynamic';

/** The panel's chunk: loaded when a trigger (the bell, a widget's 'See all') is pointed at or pressed. */
export const loadPanel = () => import('./panel');

export const NotificationsPanel = dynamic(() => loadPanel().then((m) => m.NotificationsPanel), {
  ssr: false,
});
