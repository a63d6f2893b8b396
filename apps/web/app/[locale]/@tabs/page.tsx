import { TabBarOf } from '@/app-shell/tab-bar';

/** The home page's tab bar (SPEC §2 tab bar placement). */
export default async function HomeTabBar({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <TabBarOf locale={locale} path={[]} />;
}
