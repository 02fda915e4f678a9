// Pure formatters shared by every row: sizes, token counts, durations, clock times, data URLs.
// Those that say words take the language; durations default to the one on screen, so every row
// that shows one speaks it (a component re-renders on a switch when it reads the catalog).

import { CATALOGS } from '../../i18n/catalogs';
import { formatInteger } from '../../i18n/count-of';
import { keptValueOf } from '../../protocol/kept-value';
import type { Language } from '../../i18n/language';
import { currentLanguage } from '../i18n/language-store';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** 512 B, 1.5 KB, 12 KB, 4.8 MB: one decimal below ten units, none above. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '?';
  const unit = (v: number, u: string) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ${u}`;
  if (bytes < KB) return `${Math.round(bytes)} B`;
  if (bytes < MB) return unit(bytes / KB, 'KB');
  if (bytes < GB) return unit(bytes / MB, 'MB');
  return unit(bytes / GB, 'GB');
}

/** Compact token counts: 950, 6.2k, 12k, 1.3M. */
export function formatTokens(n: number): string {
  if (!Number.isFinite(n)) return '?';
  const abs = Math.abs(n);
  const unit = (v: number, u: string) => {
    const s = v < 10 ? v.toFixed(1) : String(Math.round(v));
    return `${s.endsWith('.0') ? s.slice(0, -2) : s}${u}`;
  };
  if (abs < 1000) return String(Math.round(n));
  // Each unit up to where it would round to 1000 of itself: 999,999 is 1M, not 1000k.
  if (abs < 999_500) return unit(n / 1000, 'k');
  if (abs < 999_500_000) return unit(n / 1_000_000, 'M');
  if (abs < 999_500_000_000) return unit(n / 1_000_000_000, 'B');
  return unit(n / 1_000_000_000_000, 'T');
}

/** Full count with thousands separators (tooltips, totals): 45,703. */
// formatInteger keeps one formatter per language: toLocaleString builds a new one each time,
// which showed in profiles of rows re-rendered per frame.
export function formatCount(n: number, language: Language = 'en'): string {
  return formatInteger(language, n);
}

/** 0 ms, 340 ms, 1.2 s, 12 s, 2m 05s, 1h 02m (in Chinese 2 分 05 秒). */
export function formatDuration(ms: number, language: Language = currentLanguage()): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  const unit = CATALOGS[language].common.duration;
  if (ms < 1000) return unit.ms(String(Math.round(ms)));
  const s = ms / 1000;
  if (s < 10) return unit.s(s.toFixed(1));
  if (s < 60) return unit.s(String(Math.floor(s)));
  const total = Math.floor(s);
  const pad = (v: number) => String(v).padStart(2, '0');
  if (total < 3600) return unit.minSec(Math.floor(total / 60), pad(total % 60));
  return unit.hourMin(Math.floor(total / 3600), pad(Math.floor(total / 60) % 60));
}

/** Whole seconds for a live timer: 0s, 7s, 1m 05s. */
export function formatElapsed(ms: number, language: Language = currentLanguage()): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  if (total < 60) return CATALOGS[language].common.duration.elapsed(total);
  return formatDuration(total * 1000, language);
}

/** Milliseconds between two ISO timestamps, undefined when either is missing or unreadable. */
export function durationBetween(
  from: string | undefined,
  to: string | undefined,
): number | undefined {
  if (from === undefined || to === undefined) return undefined;
  const a = Date.parse(from);
  const b = Date.parse(to);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return undefined;
  return b - a;
}

/** HH:MM:SS.mmm of an ISO timestamp, in local time unless `utc`. */
export function formatClock(iso: string, utc = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (v: number, n = 2) => String(v).padStart(n, '0');
  const [h, m, s, ms] = utc
    ? [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()]
    : [d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()];
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
}

/**
 * Decoded size of a base64 string without decoding it (producers write it without whitespace);
 * of one kept in its file, the size its byte range gives (at most 2 bytes over).
 */
export function base64Size(b64: string): number {
  const kept = keptValueOf(b64);
  if (kept) return Math.floor(((kept.end - kept.start - kept.head.length) * 3) / 4);
  const tail = b64.slice(-4).trimEnd();
  const pad = tail.endsWith('==') ? 2 : tail.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((b64.trimEnd().length * 3) / 4) - pad);
}

export interface DataUrlInfo {
  mime: string;
  base64: boolean;
  /** Where the payload starts in the URL. */
  dataStart: number;
  /** Decoded payload size in bytes. */
  size: number;
}

/**
 * Reads the header of a data: URL without scanning its (possibly megabytes of) payload; for one
 * kept in its file, the size its byte range gives (padding not known: at most 2 bytes over).
 */
export function dataUrlInfo(url: string): DataUrlInfo | undefined {
  const kept = keptValueOf(url);
  if (kept) {
    const info = dataUrlInfo(kept.head);
    const chars = kept.end - kept.start - kept.head.length;
    return info && { ...info, size: info.base64 ? base64Size(url) : chars };
  }
  if (!url.startsWith('data:')) return undefined;
  const comma = url.indexOf(',', 0);
  if (comma < 0 || comma > 300) return undefined;
  const header = url.slice(5, comma);
  const parts = header.split(';');
  const base64 = parts.includes('base64');
  const mime = (parts[0] ?? '').trim().toLowerCase() || 'text/plain';
  const payload = url.length - comma - 1;
  const size = base64 ? base64Size(url.slice(comma + 1)) : payload;
  return { mime, base64, dataStart: comma + 1, size };
}

/** The host of a network URL, or undefined when it is not http(s). */
export function httpHost(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.host : undefined;
  } catch {
    return undefined;
  }
}

/** The first `lines` lines, also capped at `maxChars` so one huge line cannot slip through. */
export function headLines(text: string, lines: number, maxChars: number): string {
  let end = -1;
  for (let i = 0; i < lines; i += 1) {
    const next = text.indexOf('\n', end + 1);
    if (next < 0) {
      end = text.length;
      break;
    }
    end = next;
  }
  return text.slice(0, Math.min(end < 0 ? text.length : end, maxChars));
}
