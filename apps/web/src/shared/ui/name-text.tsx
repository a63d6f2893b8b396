import type { ReactNode } from 'react';

/**
 * A name from the catalogue or the slip (team, market, outcome, match) on one line, cut with an
 * ellipsis when it does not fit. It takes its own direction from its text: a Latin name on an Arabic
 * page ("Ondrej Ricci (-1.5)") is cut at its end, not its start, and is still aligned as the page
 * is (globals.css `.bidi-name`).
 */
export function NameText({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span dir="auto" className={`truncate bidi-name ${className}`}>
      {children}
    </span>
  );
}
