import { type ReactNode, useId } from 'react';

/**
 * A layout widget's card: a section named by its heading, with what stands beside the heading (an
 * amount, a link; one with `basis-full` goes under it) and the widget's body below.
 */
export function WidgetCard({
  title,
  aside,
  testId,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="grid gap-3 rounded-md border border-border bg-surface p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
