// Files the library did not read (unreadable, huge, binary, UTF-16, links not followed, copies of a
// file read elsewhere) and files with lines that are not records: listed, never silently dropped.
import { useEffect, useState } from 'react';
import { detailText } from '../../problems/problem-text';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';
import { codeLabel } from './code-label';
import { fetchLibrary, type BadLinesFile, type FileProblem } from './library-client';

export function LibraryProblems({
  problems,
  generation,
}: {
  problems: readonly FileProblem[];
  generation: number;
}) {
  const [bad, setBad] = useState<BadLinesFile[]>([]);
  const t = useT();
  const words = t.library.problems;
  useEffect(() => {
    fetchLibrary<BadLinesFile[]>('bad-lines')
      .then(setBad)
      .catch(() => undefined);
  }, [generation]);
  if (problems.length + bad.length === 0) return null;
  // Files, not entries: a file of bad lines only is listed twice (no session, its bad lines).
  const count = new Set([...problems.map((p) => p.path), ...bad.map((f) => f.path)]).size;
  return (
    <details
      data-testid="library-problems"
      data-count={count}
      className="border-b border-line bg-warn-wash px-3 py-1.5 text-xs"
    >
      <summary className="cursor-pointer text-warn-strong">{words.summary(count)}</summary>
      <ul className="mt-1 max-h-48 space-y-0.5 overflow-auto font-mono text-[11px]">
        {problems.map((p, i) => (
          <li
            key={`${p.path}:${p.problem}:${i}`}
            data-testid="library-problem"
            data-problem={p.problem}
          >
            <span className="text-warn-strong">{codeLabel(words.kinds, p.problem)}</span>{' '}
            <VisibleText text={p.path} path />{' '}
            <span className="text-fg-muted">
              — <VisibleText text={detailText(t.problems, p)} />
            </span>
          </li>
        ))}
        {bad.map((f) => (
          <li key={f.path} data-testid="library-problem" data-problem="bad-lines">
            <span className="text-warn-strong">{words.badLines(f.badLines)}</span>{' '}
            <VisibleText text={f.path} path />{' '}
            <span className="text-fg-muted">
              — <VisibleText text={f.first.map((l) => words.line(l.line, l.reason)).join('; ')} />
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
