export * from './catalogue';
export * from './common';
export * from './realtime';
export * from './site-config';
