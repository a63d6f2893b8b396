import { unauthorized } from 'next/navigation';

export const metadata = { robots: { index: false } };

/** The locked page (SPEC §2) answers a real 401: the page itself is `../unauthorized.tsx`. */
export default function LockedPage() {
  unauthorized();
}
