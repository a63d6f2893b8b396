import { PlacementSlot } from '@/features/layout/server';

/** The home page's left_sidebar placement (SPEC §2). */
export default async function HomeLeftSidebar({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <PlacementSlot locale={locale} path={[]} placement="left_sidebar" />;
}
