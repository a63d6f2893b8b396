export * from './anonymous-player';
export * from './bets';
export * from './catalogue';
export * from './common';
export * from './platform';
export * from './realtime';
export * from './site-config';
export * from './statuses';
