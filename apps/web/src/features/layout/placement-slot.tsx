import type { TPlacement } from '@sportsbook/contract';
import type { ReactNode } from 'react';
import { pageKeyOf } from './page-key';
import { PlacementWidgets, tabsOfPage } from './placement-widgets';

/** The placements the locale layout shows around every page, each through a parallel route. */
type SlotPlacement = Exclude<TPlacement, 'content' | 'tab_bar'>;

/** How each stands: the sidebars on wide screens only, the header's strip and the side menu's list. */
const WRAPPER: Record<SlotPlacement, string> = {
  left_sidebar: 'mt-4 hidden gap-3 empty:hidden lg:grid',
  right_sidebar: 'mt-4 hidden gap-3 empty:hidden lg:grid',
  header: 'mx-auto grid max-w-[1920px] gap-2 px-3 pt-3 empty:hidden',
  side_menu: 'mt-4 grid gap-3 border-border border-t pt-3 empty:hidden',
};

/**
 * The widgets of one placement for the page at `path` (segments under the locale): what each page
 * of a placement's parallel route (`app/[locale]/@slot`, a home page and a catch-all) renders, so a
 * client navigation renders the new page's widgets there too.
 */
export async function PlacementSlot({
  locale,
  path,
  placement,
}: {
  locale: string;
  path: readonly string[];
  placement: SlotPlacement;
}) {
  const pageKey = await pageKeyOf(locale, path);
  if (!pageKey) return null;
  return (
    <div data-placement={placement} className={WRAPPER[placement]}>
      <PlacementWidgets pageKey={pageKey} placement={placement} locale={locale} />
    </div>
  );
}

/** The tabs the layout gives the page at `path`, as tab bar cells (null: none, the tab bar keeps its own). */
export async function placementTabs(locale: string, path: readonly string[]): Promise<ReactNode[] | null> {
  const pageKey = await pageKeyOf(locale, path);
  return pageKey ? tabsOfPage(pageKey, locale) : null;
}
