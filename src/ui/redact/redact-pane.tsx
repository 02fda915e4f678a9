// "Redact before sharing": every likely secret in the document's Trace files, each accepted
// (replaced) unless the reader rejects it, and the redacted files downloaded. Runs in the page
// alone: nothing is uploaded.
import { useEffect, useState } from 'react';
import { useDoc } from '../../docs/doc-context';
import { downloadBlob } from '../../export/download';
import type { SaveEntry } from '../../export/save-entries';
import type { Finding } from '../../redact/scan';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../common/looks';
import { RedactFinding } from './redact-finding';

interface Scanned {
  name: string;
  text: string;
  findings: Finding[];
}

const PANE =
  'absolute top-full right-0 z-30 mt-1 max-h-[70vh] w-[min(36rem,calc(100vw-1.5rem))] overflow-auto';

async function textOf(e: SaveEntry): Promise<string> {
  if (e.blob) return e.blob.text();
  return (await fetch(e.url ?? '')).text();
}

/** Loaded on first use: the rule set is larger than the rest of the reader. */
const redaction = () => import('../../redact/redact-text');

async function scan(entries: readonly SaveEntry[]): Promise<Scanned[]> {
  const { findInText } = await redaction();
  const files = entries.filter((e) => !e.capture && e.name.endsWith('.jsonl'));
  return Promise.all(
    files.map(async (e) => {
      const text = await textOf(e);
      return { name: e.name, text, findings: await findInText(e.name, text) };
    }),
  );
}

export function RedactPane({ onClose }: { onClose(): void }) {
  const doc = useDoc();
  const [scanned, setScanned] = useState<Scanned[] | null>(null);
  const [rejected, setRejected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    void scan(doc.actions.save()).then((s) => live && setScanned(s));
    return () => {
      live = false;
    };
  }, [doc]);
  const toggle = (id: string) =>
    setRejected((r) => {
      const next = new Set(r);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const save = async () => {
    const { redactText } = await redaction();
    for (const f of scanned ?? []) {
      const accepted = f.findings.filter((x) => !rejected.has(x.id));
      downloadBlob(
        f.name,
        new Blob([redactText(f.text, accepted)], { type: 'application/x-ndjson' }),
      );
    }
  };
  const all = scanned?.flatMap((f) => f.findings) ?? [];
  return (
    <section
      data-testid="redact-pane"
      aria-label="Redact before sharing"
      className={`${PANE} rounded-md border border-line bg-surface-raised p-2 text-xs shadow-lg`}
    >
      <p className="pb-2 text-fg-muted">
        {scanned === null
          ? 'Looking for secrets…'
          : `${all.length} likely secrets in ${scanned.length} Trace files. Each is replaced unless you keep it. Nothing leaves this page.`}
      </p>
      <ul className="flex flex-col gap-1">
        {all.map((f) => (
          <RedactFinding
            key={f.id}
            finding={f}
            kept={rejected.has(f.id)}
            onToggle={() => toggle(f.id)}
          />
        ))}
      </ul>
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} h-7`}>
          Close
        </button>
        <button
          type="button"
          data-testid="redact-save"
          disabled={scanned === null || scanned.length === 0}
          onClick={() => void save()}
          className={`${PRIMARY_BUTTON} h-7`}
        >
          Save redacted
        </button>
      </div>
    </section>
  );
}
