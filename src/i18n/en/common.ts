// The common strings in English: buttons, badges and notices shared by every row.
import { counted } from './counted';

export const common = {
  open: 'Open',
  cancel: 'Cancel',
  close: 'Close',
  dismiss: 'Dismiss',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  running: 'running',
  missing: '(missing)',
  /** Durations (common/format.ts): 340 ms, 1.2 s, 2m 05s, 1h 02m; a live timer's 7s. */
  duration: {
    ms: (v: string) => `${v} ms`,
    s: (v: string) => `${v} s`,
    minSec: (m: number, s: string) => `${m}m ${s}s`,
    hourMin: (h: number, m: string) => `${h}h ${m}m`,
    elapsed: (s: number) => `${s}s`,
  },
  couldNotDraw: (what: string) => `This ${what} could not be drawn`,
  dataAsJson: 'its data as JSON',
  image: {
    fallbackCaption: 'image',
    couldNotDecode: (caption: string) => `${caption}: could not be decoded`,
    toggleSize: 'Toggle full size',
    fromTrace: 'image from the trace',
    unsupportedUrl: (url: string) => `unsupported image URL: ${url}`,
    loadFrom: (host: string) => `Load image from ${host}`,
    from: (host: string) => `image from ${host}`,
  },
  fidelity: {
    label: 'Provider data (fidelity)',
    hide: 'Hide provider data (fidelity)',
    show: 'Show provider data (fidelity)',
  },
  longText: {
    size: (lines: number, size: string) => `${counted(lines, 'line')}, ${size}`,
    showLess: 'Show less',
    showAll: (size: string) => `Show all (${size})`,
  },
  unknownValue: (field: string, value: string) =>
    `Unknown ${field}: ${value} (not a value this viewer knows; shown as received)`,
  invisibleChar: (code: string, name: string) =>
    `Invisible character ${code} (${name}) in the trace, shown so it cannot disguise the text`,
  invisibleFamily: {
    control: 'control character',
    tag: 'tag character',
    format: 'invisible format character',
  },
  stopReason: {
    completed: { label: 'completed', title: 'Normal end' },
    aborted: { label: 'aborted', title: 'Interrupted by the user (or denied)' },
    timeout: { label: 'timeout', title: 'LLM timeout, transport drop or transient quota' },
    malformed: { label: 'malformed', title: 'Response could not be parsed or stream was cut' },
    failed: { label: 'failed', title: 'Error (tool failure, or a non-transient LLM error)' },
    auth: { label: 'auth refused', title: 'The provider refused the credentials' },
  },
};
