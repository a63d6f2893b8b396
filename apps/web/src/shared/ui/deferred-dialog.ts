'use client';

import { useRef, useState } from 'react';

/** What a deferred dialog's content component is given (see useDeferredDialog). */
export interface DeferredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** useDeferredDialog's returnFocus. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * A dialog whose code (Radix Dialog with its focus trap and scroll lock, and the dialog's content)
 * is its own chunk, loaded when the trigger is first pressed, or pointed at or focused: the trigger is
 * a plain button in the first load. Once loaded the dialog stays mounted; focus goes back to the
 * trigger when it closes, as Radix's own trigger would do.
 */
export function useDeferredDialog(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    mounted,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
    },
    /** For Dialog.Content's onCloseAutoFocus. */
    returnFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}
