'use client';

import { useEffect } from 'react';

/** A modal the site does not offer (its SPEC §6 flag is off): it closes at once and shows nothing. */
export function NotOffered({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    onClose();
  }, [onClose]);
  return null;
}
