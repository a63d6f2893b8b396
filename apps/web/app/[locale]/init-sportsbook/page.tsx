import { setRequestLocale } from 'next-intl/server';
import { InitSportsbook } from '@/features/embed';

export const metadata = { robots: { index: false } };

/** SPEC §2 `/init-sportsbook`: the start of a host page's frame (issue 25). */
export default async function InitSportsbookPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <InitSportsbook />;
}
