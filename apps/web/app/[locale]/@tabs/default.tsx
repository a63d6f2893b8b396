import { TabBarOf } from '@/app-shell/tab-bar';

/** A path neither of the slot's pages takes (none today) keeps the product's tabs. */
export default async function Default({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <TabBarOf locale={locale} path={null} />;
}
