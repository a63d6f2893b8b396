import { create } from 'zustand';

/**
 * The frame's standing with its host page: `verifying` until the bridge has run, `refused` when the
 * parent's origin is not on the site config's list, `waiting` for the host's handshake, then
 * `initialized` (token, locale and currency applied).
 */
export type EmbedStatus = 'verifying' | 'refused' | 'waiting' | 'initialized';

/** The page a host's frame starts on (SPEC §2). */
export const INIT_PATH = '/init-sportsbook';

/**
 * `betCode` holds a code the host applied while the frame was still leaving `/init-sportsbook`: that
 * navigation would replace the address, so the page it opens carries the code instead.
 */
export const useEmbedStore = create<{ status: EmbedStatus; betCode: string | null }>()(() => ({
  status: 'verifying',
  betCode: null,
}));
