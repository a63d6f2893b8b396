import { PlacementSlot } from '@/features/layout/server';

/** The home page's header placement (SPEC §2). */
export default async function HomeHeaderStrip({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <PlacementSlot locale={locale} path={[]} placement="header" />;
}
