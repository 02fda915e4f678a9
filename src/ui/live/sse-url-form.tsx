// A generic SSE URL: unnamed events are OmniMessage JSON, `server_event` events server events.
import { useState } from 'react';
import { openLive } from '../../docs/open-live';
import { FIELD_LABEL, INPUT, PRIMARY } from './form-styles';

export function SseUrlForm({ onDone }: { onDone(): void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    try {
      const resolved = new URL(url.trim(), location.href).href;
      openLive({ kind: 'sse', url: resolved });
      setUrl('');
      onDone();
    } catch {
      setError('Not a URL');
    }
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="flex flex-col gap-1">
        <span className={FIELD_LABEL}>Stream URL</span>
        <input
          data-testid="sse-url"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          placeholder="https://host/api/sessions/<id>/stream"
          className={INPUT}
          autoFocus
        />
      </label>
      <p className="text-xs text-fg-muted">
        Read with fetch: resumes with Last-Event-ID after a drop. Cross-origin servers must allow
        CORS.
      </p>
      {error && <p className="text-xs text-danger">{error}</p>}
      <div className="flex justify-end">
        <button
          type="submit"
          data-testid="sse-connect"
          disabled={url.trim() === ''}
          className={PRIMARY}
        >
          Connect
        </button>
      </div>
    </form>
  );
}
