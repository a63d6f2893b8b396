import { PlacementSlot } from '@/features/layout/server';

/** The home page's side_menu placement (SPEC §2). */
export default async function HomeSideMenu({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <PlacementSlot locale={locale} path={[]} placement="side_menu" />;
}
