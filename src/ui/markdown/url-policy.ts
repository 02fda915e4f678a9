// Trace content is untrusted: links keep only schemes that cannot run code or reach local files.

const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

/** The href to render, or undefined when the link must show as plain text. */
export function safeHref(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  // Relative links mean nothing inside a trace viewer; control characters hide schemes.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  for (let i = 0; i < trimmed.length; i += 1) if (trimmed.charCodeAt(i) < 0x20) return undefined;
  try {
    const u = new URL(trimmed);
    return ALLOWED.has(u.protocol) ? u.href : undefined;
  } catch {
    return undefined;
  }
}
