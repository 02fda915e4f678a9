// ANSI escape sequences in tool output → styled runs. Anser's palette assumes a black terminal;
// the 16 standard colours are remapped to pairs readable on both our themes (CSS light-dark(),
// so the box needs a color-scheme), 256-colour and true-colour values are kept as given.
import Anser from 'anser';

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

export function hasAnsi(text: string): boolean {
  return text.includes('\u001b[') || text.includes('\u009b');
}

export function ansiRuns(text: string): AnsiRun[] {
  if (!hasAnsi(text)) return text ? [{ text }] : [];
  const entries = Anser.ansiToJson(text, { use_classes: false, remove_empty: true });
  const runs: AnsiRun[] = [];
  for (const e of entries) {
    if (!e.content) continue;
    const run: AnsiRun = { text: e.content };
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
    runs.push(run);
  }
  return runs;
}
