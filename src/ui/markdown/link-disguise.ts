// A markdown link's text is the trace's to write: `[https://github.com/x](https://evil.example/y)`
// reads as one address and opens another (only the status bar tells, after a hover). When the
// text itself names an address (a URL, a domain, an e-mail) other than the target's, the link
// shows where it really goes.

/** Who a URL or an address is: its host without `www.`, or a mailto's address. */
function identityOf(url: URL): string | null {
  if (url.protocol === 'mailto:') return decodeURIComponent(url.pathname).toLowerCase() || null;
  return url.hostname === '' ? null : url.hostname.replace(/^www\./, '');
}

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;
/** `github.com`, `docs.github.com/x?y`: two labels or more, the last one letters. */
const DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

/** Who the link's text claims to be, or null when it names no address. */
function claimedBy(text: string): string | null {
  const t = text.trim();
  try {
    if (EMAIL.test(t)) return identityOf(new URL(`mailto:${t}`));
    if (WITH_SCHEME.test(t)) return identityOf(new URL(t));
    if (DOMAIN.test(t)) return identityOf(new URL(`http://${t}`));
  } catch {
    return null;
  }
  return null;
}

/**
 * The target's host (or e-mail address) when the link's text names a different one, else null.
 * `href` is the safe, parsed target (url-policy.ts).
 */
export function disguisedTarget(text: string, href: string): string | null {
  const claimed = claimedBy(text);
  if (claimed === null) return null;
  let target: string | null;
  try {
    target = identityOf(new URL(href));
  } catch {
    return null;
  }
  return target !== null && target !== claimed ? target : null;
}
