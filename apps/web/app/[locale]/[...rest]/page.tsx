import { notFound } from 'next/navigation';

// Any deeper path under a locale is unknown: answer the localized 404 with a real 404 status.
export default function CatchAll() {
  notFound();
}
