// ANSI escape sequences in tool output → styled runs. Anser's palette assumes a black terminal;
// the 16 standard colours are remapped to pairs readable on both our themes (CSS light-dark(),
// so the box needs a color-scheme), 256-colour and true-colour values are kept as given.
// Escapes other than colours (window titles, clipboard writes, cursor moves…) are never
// interpreted: each becomes a marker naming it, so it neither acts nor shows as garbage.
import Anser from 'anser';
import { revealInvisible } from '../common/invisible-chars';
import { lookUp } from '../common/look-up';

export interface AnsiRun {
  text: string;
  color?: string;
  background?: string;
  bold?: boolean;
  dim?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
}

const PAIRS: Record<string, [string, string]> = {
  '0,0,0': ['#3f3f46', '#a1a1aa'],
  '187,0,0': ['#b91c1c', '#f87171'],
  '0,187,0': ['#15803d', '#4ade80'],
  '187,187,0': ['#a16207', '#facc15'],
  '0,0,187': ['#1d4ed8', '#60a5fa'],
  '187,0,187': ['#a21caf', '#e879f9'],
  '0,187,187': ['#0e7490', '#22d3ee'],
  '255,255,255': ['#52525b', '#f4f4f5'],
  '85,85,85': ['#71717a', '#71717a'],
  '255,85,85': ['#dc2626', '#fca5a5'],
  '0,255,0': ['#16a34a', '#86efac'],
  '255,255,85': ['#ca8a04', '#fde047'],
  '85,85,255': ['#2563eb', '#93c5fd'],
  '255,85,255': ['#c026d3', '#f0abfc'],
  '85,255,255': ['#0891b2', '#67e8f9'],
};

export function ansiColor(rgb: string, background = false): string | undefined {
  if (!rgb) return undefined;
  const key = rgb.replace(/\s+/g, '');
  const pair = PAIRS[key];
  if (!pair) return background ? `rgb(${key} / 0.35)`.replace(/,/g, ' ') : `rgb(${key})`;
  if (!background) return `light-dark(${pair[0]}, ${pair[1]})`;
  const tint = (c: string) => `color-mix(in srgb, ${c} 22%, transparent)`;
  return `light-dark(${tint(pair[0])}, ${tint(pair[1])})`;
}

/** A terminal escape that is not a colour: shown as a marker, never acted on. */
export interface AnsiEscape {
  /** `OSC 0`, `CSI cursor up`… */
  label: string;
  /** What it does, for the marker's title. */
  meaning: string;
  /** The sequence with its control characters written out. */
  raw: string;
}

export type AnsiPart = AnsiRun | { escape: AnsiEscape };

export function hasAnsi(text: string): boolean {
  return text.includes('\u001b') || text.includes('\u009b');
}

/** The text with every escape dropped, colours included: for previews drawn as plain text. */
export function withoutAnsi(text: string): string {
  return hasAnsi(text) ? text.replace(ESCAPE, '') : text;
}

// One escape sequence: CSI (ESC [ or its C1 form), OSC up to BEL or ST, DCS/SOS/PM/APC up to
// ST, any other ESC + final byte, or a lone ESC. Unterminated strings run to the end of the text.
const ESCAPE =
  // eslint-disable-next-line no-control-regex
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[PX^_][^\u001b\u009c]*(?:\u001b\\|\u009c)?|\u001b[ -/]*[0-~]|\u001b/g;

// eslint-disable-next-line no-control-regex
const CSI_START = /^(?:\u001b\[|\u009b)/;
// eslint-disable-next-line no-control-regex
const SGR = /^(?:\u001b\[|\u009b)[0-?]*[ -/]*m$/;
// eslint-disable-next-line no-control-regex
const OSC_NUMBER = /^\u001b\](\d+)/;

/** Stands in for a non-colour escape while anser reads the colours around it. */
const HOLE = '\uE000';

const CSI_NAMES: Readonly<Record<string, string>> = {
  A: 'cursor up',
  B: 'cursor down',
  C: 'cursor forward',
  D: 'cursor back',
  E: 'next line',
  F: 'previous line',
  G: 'cursor column',
  H: 'cursor position',
  f: 'cursor position',
  J: 'erase display',
  K: 'erase line',
  S: 'scroll up',
  T: 'scroll down',
  h: 'set mode',
  l: 'reset mode',
  s: 'save cursor',
  u: 'restore cursor',
  n: 'device status report',
};

const OSC_NAMES: Readonly<Record<string, string>> = {
  '0': 'set window title',
  '1': 'set icon name',
  '2': 'set window title',
  '4': 'set palette colour',
  '7': 'set working directory',
  '8': 'hyperlink',
  '52': 'write the clipboard',
};

const STRINGS: Readonly<Record<string, string>> = {
  P: 'DCS',
  X: 'SOS',
  '^': 'PM',
  _: 'APC',
};

const RAW_MAX = 200;

export function describeEscape(seq: string): AnsiEscape {
  const shown = revealInvisible(seq);
  const raw = shown.length > RAW_MAX ? `${shown.slice(0, RAW_MAX)}…` : shown;
  const csi = CSI_START.exec(seq);
  if (csi) {
    const final = seq.slice(-1);
    const name = lookUp(CSI_NAMES, final);
    return { label: `CSI ${name ?? final}`, meaning: name ?? 'control sequence', raw };
  }
  if (seq.startsWith('\u001b]')) {
    const num = OSC_NUMBER.exec(seq)?.[1] ?? '?';
    const name = lookUp(OSC_NAMES, num);
    return { label: `OSC ${num}`, meaning: name ?? 'operating system command', raw };
  }
  const kind = lookUp(STRINGS, seq[1]);
  if (kind) return { label: kind, meaning: 'device control string', raw };
  return {
    label: seq.length > 1 ? `ESC ${seq.slice(1)}` : 'ESC',
    meaning: seq.length > 1 ? 'escape sequence' : 'a lone escape character',
    raw,
  };
}

/** Text with each non-colour escape replaced by HOLE, and what each HOLE stands for, in order. */
function punchHoles(text: string): { text: string; holes: (AnsiEscape | null)[] } {
  const holes: (AnsiEscape | null)[] = [];
  const out = text.replace(new RegExp(`${ESCAPE.source}|${HOLE}`, 'g'), (seq) => {
    if (seq === HOLE) {
      holes.push(null); // a literal U+E000 of the text, given back as it was
      return HOLE;
    }
    if (SGR.test(seq)) return seq; // colours: anser's
    holes.push(describeEscape(seq));
    return HOLE;
  });
  return { text: out, holes };
}

export function ansiRuns(text: string): AnsiPart[] {
  if (!hasAnsi(text)) return text ? [{ text }] : [];
  const punched = punchHoles(text);
  const entries = Anser.ansiToJson(punched.text, { use_classes: false, remove_empty: true });
  const runs: AnsiPart[] = [];
  let hole = 0;
  for (const e of entries) {
    if (!e.content) continue;
    const pieces = e.content.split(HOLE);
    pieces.forEach((piece, i) => {
      if (i > 0) {
        const h = punched.holes[hole++];
        if (h) runs.push({ escape: h });
        else runs.push(styled(e, HOLE));
      }
      if (piece) runs.push(styled(e, piece));
    });
  }
  return runs;
}

function styled(e: Anser.AnserJsonEntry, text: string): AnsiRun {
  const run: AnsiRun = { text };
  const fg = ansiColor(e.fg);
  const bg = ansiColor(e.bg, true);
  if (fg) run.color = fg;
  if (bg) run.background = bg;
  const d = new Set(e.decorations);
  if (d.has('bold')) run.bold = true;
  if (d.has('dim')) run.dim = true;
  if (d.has('italic')) run.italic = true;
  if (d.has('underline')) run.underline = true;
  if (d.has('strikethrough')) run.strike = true;
  return run;
}
