import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DevMailbox } from '@/features/account';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.mailbox' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Demo mode only: the emails the server would have sent (README 'Accounts'). */
export default async function DevMailboxPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('account.mailbox');
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-xl">{t('title')}</h1>
      <DevMailbox />
    </div>
  );
}
