export * from './catalogue';
export * from './common';
export * from './site-config';
