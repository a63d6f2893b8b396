import { forbidden } from 'next/navigation';

export const metadata = { robots: { index: false } };

/** Visitors from a blocked country (SPEC §2) get a real 403: the page itself is `../forbidden.tsx`. */
export default function BlockedPage() {
  forbidden();
}
