// What a reader should know about a message's opaque provider data (PROTOCOL.md §8) at a glance.
import type { Fidelity, Json } from '../../protocol/types';

export interface FidelityFlags {
  /** Carries a provider signature (e.g. Anthropic thinking). */
  signed: boolean;
  /** Length of the encrypted reasoning, when there is some. */
  encryptedBytes?: number;
}

function find(value: Json | undefined, key: string, depth = 0): Json | undefined {
  if (value === null || typeof value !== 'object' || depth > 3) return undefined;
  if (Array.isArray(value)) {
    for (const v of value) {
      const hit = find(v, key, depth + 1);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  if (key in value) return value[key];
  for (const v of Object.values(value)) {
    const hit = find(v, key, depth + 1);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

export function fidelityFlags(fidelity: Fidelity | undefined): FidelityFlags {
  if (!fidelity) return { signed: false };
  const sig = find(fidelity, 'signature');
  const enc = find(fidelity, 'encrypted_content');
  return {
    signed: typeof sig === 'string' && sig !== '',
    ...(typeof enc === 'string' && enc !== '' ? { encryptedBytes: enc.length } : {}),
  };
}
