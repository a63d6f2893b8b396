'use client';

import { useLocale } from 'next-intl';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { directionOf } from '@/i18n/locales';

export interface TabItem {
  value: string;
  label: ReactNode;
}

/**
 * Tabs after the WAI-ARIA tabs pattern, the way Radix Tabs behaves with its defaults: a tablist of
 * real buttons (the selected one in the tab order, arrow keys, Home and End move between them and
 * select, reversed in right-to-left locales) and one tabpanel per tab, only the selected one with
 * content. Written out instead of Radix Tabs for the match page, whose first-load JavaScript
 * Radix's collection, roving focus and presence machinery made noticeably larger.
 */
export function Tabs({
  label,
  items,
  value,
  onValueChange,
  listClassName,
  triggerClassName,
  panelClassName,
  children,
}: {
  label: string;
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  listClassName?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** The content of the selected tab's panel. */
  children: (value: string) => ReactNode;
}) {
  const id = useId();
  const rtl = directionOf(useLocale()) === 'rtl';
  const tabId = (v: string) => `${id}-tab-${v}`;
  const panelId = (v: string) => `${id}-panel-${v}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : step === undefined
            ? null
            : (index + step + items.length) % items.length;
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    onValueChange(target.value);
    document.getElementById(tabId(target.value))?.focus();
  };

  return (
    <div dir={rtl ? 'rtl' : 'ltr'}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={listClassName}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId(item.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => onValueChange(item.value)}
              className={triggerClassName}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            hidden={!selected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tabpanel is focusable in the ARIA tabs pattern (as in Radix)
            tabIndex={0}
            data-state={selected ? 'active' : 'inactive'}
            className={panelClassName}
          >
            {selected ? children(item.value) : null}
          </div>
        );
      })}
    </div>
  );
}
