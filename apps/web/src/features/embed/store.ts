import { create } from 'zustand';

/**
 * The frame's standing with its host page: `verifying` until the bridge has run, `refused` when the
 * parent's origin is not on the site config's list, `waiting` for the host's handshake, then
 * `initialized` (token, locale and currency applied).
 */
export type EmbedStatus = 'verifying' | 'refused' | 'waiting' | 'initialized';

export const useEmbedStore = create<{ status: EmbedStatus }>()(() => ({ status: 'verifying' }));
