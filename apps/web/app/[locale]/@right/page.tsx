import { PlacementSlot } from '@/features/layout/server';

/** The home page's right_sidebar placement (SPEC §2). */
export default async function HomeRightSidebar({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <PlacementSlot locale={locale} path={[]} placement="right_sidebar" />;
}
