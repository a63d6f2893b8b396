import type { ReactNode } from 'react';
import './globals.css';

// The <html> element belongs to app/[locale]/layout.tsx, which knows the language and direction.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
