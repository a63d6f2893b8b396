'use client';

import { create } from 'zustand';

/** Whether the player's private channel is subscribed (live balance updates flow). */
export const usePlayerChannel = create<{ subscribed: boolean }>()(() => ({ subscribed: false }));
