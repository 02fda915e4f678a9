// Splits a model-visible text into plain text and the system markers of PROTOCOL.md §9.
//
// How markers are closed (from the producer's system prompt: "system-synthesized [tag]...[/tag]
// blocks", and the real captures: `[summary]…[/summary]`, `[context_summary]\n…\n[/context_summary]`):
// - A block marker opens at the start of a line (`[name]` or `[name: arg]`) so a tag mentioned
//   mid-sentence or in inline code stays prose. Markers inside fenced code blocks are ignored.
// - When `[/name]` follows, the body is what lies between (one newline trimmed at each side).
// - When it never closes (the §9 list writes some as `[turn_aborted]…`), the body runs to the next
//   block marker at a line start, or to the end of the text: these tags prefix the whole message.
// - The older angle-bracket forms (`<summary>`, `<context_summary>`) count only when closed.
// - `[attached file: <path>]` / `[attached image: <path>]` are inline, anywhere outside code.

import type { Catalog } from '../../i18n/catalogs';

export const BLOCK_MARKERS = [
  'turn_retried',
  'turn_aborted',
  'user_steering',
  'context_summary',
  'summary',
  'model_switch_from',
  'handoff_from',
  'use_skills',
  'scheduled_task',
  'background_task_done',
  'goal',
] as const;
export type BlockMarker = (typeof BLOCK_MARKERS)[number];
export type InlineMarker = 'attached_file' | 'attached_image';
export type MarkerName = BlockMarker | InlineMarker;

export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'marker'; name: MarkerName; body?: string; arg?: string; closed?: boolean };

const ANGLE = ['summary', 'context_summary'] as const;
const NAMES = BLOCK_MARKERS.join('|');
const TOKEN = new RegExp(
  `^[ \\t]*\\[(${NAMES})(?::[ \\t]*([^\\]\\n]*))?\\]|^[ \\t]*<(${ANGLE.join('|')})>|\\[attached (file|image):[ \\t]*([^\\]\\n]+)\\]`,
  'gm',
);
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/gm;

/** [start, end) ranges of fenced code blocks; an unclosed fence runs to the end. */
function fenceRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  FENCE.lastIndex = 0;
  let open: { at: number; fence: string } | undefined;
  for (let m = FENCE.exec(text); m; m = FENCE.exec(text)) {
    const fence = m[1] ?? '';
    if (!open) open = { at: m.index, fence };
    else if (fence[0] === open.fence[0] && fence.length >= open.fence.length) {
      const lineEnd = text.indexOf('\n', m.index);
      ranges.push([open.at, lineEnd < 0 ? text.length : lineEnd]);
      open = undefined;
    }
  }
  if (open) ranges.push([open.at, text.length]);
  return ranges;
}

const inside = (ranges: [number, number][], at: number) =>
  ranges.some(([a, b]) => at >= a && at < b);

function trimBody(s: string): string {
  return s.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n[ \t]*$/, '');
}

interface Token {
  at: number;
  end: number;
  seg: Extract<Segment, { kind: 'marker' }>;
  /** The closing tag to look for, for block markers. */
  close?: string;
  angle: boolean;
}

function nextToken(text: string, from: number, fences: [number, number][]): Token | undefined {
  TOKEN.lastIndex = from;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    if (inside(fences, m.index)) continue;
    const end = m.index + m[0].length;
    if (m[1]) {
      const name = m[1] as BlockMarker;
      const arg = m[2]?.trim();
      const seg: Token['seg'] = { kind: 'marker', name, ...(arg ? { arg } : {}) };
      return { at: m.index, end, seg, close: `[/${name}]`, angle: false };
    }
    if (m[3]) {
      const name = m[3] as BlockMarker;
      return { at: m.index, end, seg: { kind: 'marker', name }, close: `</${name}>`, angle: true };
    }
    const name: InlineMarker = m[4] === 'image' ? 'attached_image' : 'attached_file';
    return {
      at: m.index,
      end,
      seg: { kind: 'marker', name, arg: (m[5] ?? '').trim() },
      angle: false,
    };
  }
  return undefined;
}

/** The next block opener at a line start (not an inline attachment), for unclosed bodies. */
function nextBlockStart(text: string, from: number, fences: [number, number][]): number {
  for (let t = nextToken(text, from, fences); t; t = nextToken(text, t.end, fences))
    if (t.close !== undefined && !t.angle) return t.at;
  return text.length;
}

export function parseMarkers(text: string): Segment[] {
  if (!text.includes('[') && !text.includes('<')) return text ? [{ kind: 'text', text }] : [];
  const fences = fenceRanges(text);
  const out: Segment[] = [];
  const pushText = (s: string) => {
    if (s.trim() === '') return;
    const last = out[out.length - 1];
    if (last?.kind === 'text') last.text += s;
    else out.push({ kind: 'text', text: s });
  };
  let pos = 0;
  let scan = 0;
  for (let t = nextToken(text, scan, fences); t; t = nextToken(text, scan, fences)) {
    if (t.close === undefined) {
      pushText(text.slice(pos, t.at));
      out.push(t.seg);
      pos = scan = t.end;
      continue;
    }
    const closeAt = text.indexOf(t.close, t.end);
    if (closeAt < 0 && t.angle) {
      scan = t.end;
      continue;
    }
    pushText(text.slice(pos, t.at));
    const bodyEnd = closeAt >= 0 ? closeAt : nextBlockStart(text, t.end, fences);
    const body = trimBody(text.slice(t.end, bodyEnd).replace(/^[ \t]+/, ''));
    out.push({ ...t.seg, ...(body ? { body } : {}), closed: closeAt >= 0 });
    pos = scan = closeAt >= 0 ? closeAt + t.close.length : bodyEnd;
  }
  pushText(text.slice(pos));
  return out.map((s) => (s.kind === 'text' ? { kind: 'text', text: trimBody(s.text) } : s));
}

const LABELS: Record<MarkerName, keyof Catalog['markdown']['markers']> = {
  turn_retried: 'turnRetried',
  turn_aborted: 'turnAborted',
  user_steering: 'userSteering',
  context_summary: 'contextSummary',
  summary: 'summary',
  model_switch_from: 'modelSwitched',
  handoff_from: 'handoff',
  use_skills: 'useSkills',
  scheduled_task: 'scheduledTask',
  background_task_done: 'backgroundTaskDone',
  goal: 'goal',
  attached_file: 'attachedFile',
  attached_image: 'attachedImage',
};

/** The banner's name of a marker, in the catalog's language. */
export function markerLabel(name: MarkerName, words: Catalog['markdown']): string {
  return words.markers[LABELS[name]];
}
