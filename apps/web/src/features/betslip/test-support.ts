// For tests: the slip's runtime (a lazily loaded chunk in the app) and the slip machines loaded at
// once, as the slip's body does, so a dispatch applies before the next line.
import './machines-loaded';

export { SlipRuntime } from './slip-runtime';
