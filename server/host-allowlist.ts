import { networkInterfaces } from 'node:os';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Binding to these listens on every interface. */
export const isWildcardHost = (host: string) => host === '0.0.0.0' || host === '::' || host === '';

export const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** `::1` → `[::1]`: the form a Host header and a URL carry. */
export const urlHostname = (address: string) =>
  address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;

/** The interface addresses a wildcard bind can be reached at, loopback first. */
export function interfaceAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) {
      // Link-local IPv6 needs a zone id, which a Host header cannot carry.
      if (a.family === 'IPv6' && a.address.toLowerCase().startsWith('fe80')) continue;
      out.push(a.address);
    }
  return out.sort((a, b) => Number(isLoopbackHost(b)) - Number(isLoopbackHost(a)));
}

/** Where a server bound to `host` can be reached (URL form), loopback first. */
export function reachableHosts(host: string, addresses = interfaceAddresses()): string[] {
  if (!isWildcardHost(host)) return [urlHostname(host)];
  // `::` also takes IPv4; `0.0.0.0` takes IPv4 only.
  const usable = host === '0.0.0.0' ? addresses.filter((a) => !a.includes(':')) : addresses;
  return usable.map(urlHostname);
}

/** Host names (no port) this server answers to: loopback, the bound address, `--allow-host`. */
export function allowedHostnames(bound: string, extra: readonly string[] = []): Set<string> {
  const bind = isWildcardHost(bound) ? interfaceAddresses() : [bound];
  return new Set(
    [...LOOPBACK_NAMES, ...bind.map(urlHostname), ...extra.map(urlHostname)].map((n) =>
      n.toLowerCase(),
    ),
  );
}

/**
 * Whether a Host header names this server: a known name and the port it listens on. Refusing other
 * names defeats DNS rebinding, where an attacker's name resolves to 127.0.0.1 and its page, being
 * "same-origin" with it, could read what this server serves.
 */
export function isHostAllowed(
  header: string | undefined,
  names: ReadonlySet<string>,
  port: number,
): boolean {
  if (!header) return false;
  const m = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(header.trim());
  if (!m?.[1]) return false;
  const hostPort = m[2] === undefined ? 80 : Number(m[2]);
  return hostPort === port && names.has(m[1].toLowerCase().replace(/\.$/, ''));
}
