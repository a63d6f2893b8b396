import { PlacementSlot } from '@/features/layout/server';

/** The left_sidebar placement (SPEC §2) of whichever page the path is. */
export default async function LeftSidebar({
  params,
}: {
  params: Promise<{ locale: string; rest: string[] }>;
}) {
  const { locale, rest } = await params;
  return <PlacementSlot locale={locale} path={rest} placement="left_sidebar" />;
}
