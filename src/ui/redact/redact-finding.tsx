// One likely secret in the review pane: where it is, what kind, and replace or keep.
import type { Finding } from '../../redact/scan';
import { useT } from '../i18n/language-store';

export function RedactFinding({
  finding,
  kept,
  onToggle,
}: {
  finding: Finding;
  kept: boolean;
  onToggle(): void;
}) {
  const t = useT();
  return (
    <li
      data-testid="redact-finding"
      data-kind={finding.kind}
      data-kept={kept}
      className="flex flex-wrap items-center gap-x-2 rounded px-1 py-1 hover:bg-raised-soft sm:flex-nowrap"
    >
      <label className="flex min-w-32 flex-1 items-center gap-2">
        <input type="checkbox" checked={!kept} onChange={onToggle} aria-label={t.redact.replace} />
        <span className="shrink-0 font-medium text-fg-label">{t.redact.kinds[finding.kind]}</span>
        <span
          data-testid="redact-finding-value"
          className="min-w-0 flex-1 truncate font-mono text-fg"
          title={finding.text}
        >
          {finding.text}
        </span>
      </label>
      {/* Where it is gives way to the kind and value (a long file name pushed them out of sight),
          and takes a line of its own on a phone. */}
      <span
        data-testid="redact-finding-place"
        className="min-w-0 truncate text-fg-muted max-sm:basis-full max-sm:pl-6"
        title={finding.rule}
      >
        {finding.file.split('/').pop()}:{finding.line} {finding.path}
      </span>
    </li>
  );
}
