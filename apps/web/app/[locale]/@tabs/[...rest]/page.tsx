import { TabBarOf } from '@/app-shell/tab-bar';

/** The tab bar (SPEC §2 tab bar placement) of whichever page the path is. */
export default async function PageTabBar({
  params,
}: {
  params: Promise<{ locale: string; rest: string[] }>;
}) {
  const { locale, rest } = await params;
  return <TabBarOf locale={locale} path={rest} />;
}
