import { PlacementSlot } from '@/features/layout/server';

/** The side_menu placement (SPEC §2) of whichever page the path is. */
export default async function SideMenu({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  const { locale, rest } = await params;
  return <PlacementSlot locale={locale} path={rest} placement="side_menu" />;
}
