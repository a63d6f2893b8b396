import { SidebarWidgets } from '@/features/layout/server';

/** The home page's left sidebar placement (SPEC §2). */
export default async function HomeLeftSidebar({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <SidebarWidgets locale={locale} path={[]} placement="left_sidebar" />;
}
