// One titled block of the stats view.
import type { ReactNode } from 'react';

export function StatsSection({
  title,
  testId,
  aside,
  children,
}: {
  title: string;
  testId: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section data-testid={testId} className="min-w-0 rounded-lg border border-line bg-surface p-3">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-xs font-semibold tracking-wide text-fg-label uppercase">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
