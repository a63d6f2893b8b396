import type { TPlacement } from '@sportsbook/contract';
import { pageKeyOf } from './page-key';
import { PlacementWidgets } from './placement-widgets';

/**
 * The widgets of a desktop sidebar placement for the page at `path` (a parallel route of the locale
 * layout renders this, so a client navigation renders the new page's widgets).
 */
export async function SidebarWidgets({
  locale,
  path,
  placement,
}: {
  locale: string;
  path: readonly string[];
  placement: Extract<TPlacement, 'left_sidebar' | 'right_sidebar'>;
}) {
  const pageKey = await pageKeyOf(locale, path);
  if (!pageKey) return null;
  return (
    <div data-placement={placement} className="mt-4 hidden gap-3 empty:hidden lg:grid">
      <PlacementWidgets pageKey={pageKey} placement={placement} locale={locale} />
    </div>
  );
}
