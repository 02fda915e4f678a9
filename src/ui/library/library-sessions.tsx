import { useEffect, useState } from 'react';

interface SessionsPage {
  total: number;
  rows: { session_id: string; title: string | null }[];
}

export function LibrarySessions() {
  const [page, setPage] = useState<SessionsPage | null>(null);
  useEffect(() => {
    void fetch('/api/library/sessions')
      .then((r) => r.json())
      .then((p: SessionsPage) => setPage(p));
  }, []);
  return (
    <div className="min-h-0 flex-1 overflow-auto">
      {page?.rows.map((r) => (
        <div key={r.session_id} data-testid="library-row" data-session-id={r.session_id}>
          {r.title ?? r.session_id}
        </div>
      ))}
    </div>
  );
}
