// A file name in a row too narrow for it: Trace files of one session differ only at their end
// (`…_001.jsonl`, `…_002.jsonl`), so the name is cut at its start, its end kept in view.
export function FileName({ name, className = '' }: { name: string; className?: string }) {
  return (
    // Written right to left, the box overflows at its start; the name itself, isolated left to
    // right, keeps its characters in order.
    <span dir="rtl" title={name} className={`min-w-0 truncate text-left ${className}`}>
      <bdi dir="ltr">{name}</bdi>
    </span>
  );
}
