import { watch, type FSWatcher } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import {
  DEFAULT_MAX_LINE_MB,
  LineSplitter,
  megabytes,
  type SplitLine,
} from '../src/ingest/line-splitter';
import { englishOf } from '../src/problems/problem-text';

export interface TailHandlers {
  /** One complete line (never the unterminated last one). */
  line(text: string): void;
  /** The file was truncated or replaced: what was read before no longer holds. */
  reset(): void;
  /** A line past the size limit was skipped: "line 12: record too large (…); skipped". */
  oversized?(reason: string): void;
  /** The file is gone (deleted or moved away); `reset` follows if one appears again. */
  gone(): void;
}

/** `<id>_001.jsonl` → `<id>_002.jsonl`: compaction rotates a session to its next Trace file. */
export function nextTraceFile(path: string): string | null {
  const m = /^(.*_)(\d{3})\.jsonl$/.exec(basename(path));
  if (!m?.[1] || !m[2]) return null;
  return join(dirname(path), `${m[1]}${String(Number(m[2]) + 1).padStart(3, '0')}.jsonl`);
}

/** Follows a Trace file being appended to: fs.watch for speed, polling because watch can miss. */
export class TraceTailer {
  private offset = 0;
  private ino: number | null = null;
  /** Bytes to text (a character cut between reads is decoded whole), text to complete lines. */
  private decoder = new TextDecoder();
  private splitter: LineSplitter;
  private lines = 0;
  private watcher: FSWatcher | null = null;
  private poller: NodeJS.Timeout | null = null;
  private busy: Promise<void> | null = null;
  /** The file's first bytes: a file rewritten in place to a larger size shows up as a new head. */
  private head = Buffer.alloc(0);
  private again = false;
  private missing = false;

  constructor(
    public path: string,
    private readonly on: TailHandlers,
    private readonly pollMs = 250,
    private readonly maxLineLength = megabytes(DEFAULT_MAX_LINE_MB),
  ) {
    this.splitter = new LineSplitter({ maxLineLength });
  }

  /** Reads what is there now, then follows. */
  async start(): Promise<void> {
    await this.check();
    this.poller = setInterval(() => void this.check(), this.pollMs);
    this.poller.unref();
  }

  stop(): void {
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    this.watcher?.close();
    this.watcher = null;
  }

  /** Serialized: a check asked for while one runs runs once more after it. */
  check(): Promise<void> {
    if (this.busy) {
      this.again = true;
      return this.busy;
    }
    this.busy = this.read()
      .catch(() => undefined)
      .finally(() => {
        this.busy = null;
        if (this.again) {
          this.again = false;
          void this.check();
        }
      });
    return this.busy;
  }

  private watchFile(): void {
    this.watcher?.close();
    try {
      this.watcher = watch(this.path, () => void this.check());
      this.watcher.on('error', () => undefined);
    } catch {
      this.watcher = null;
    }
  }

  private async read(): Promise<void> {
    const s = await stat(this.path).catch(() => null);
    if (!s) {
      if (this.ino !== null && !this.missing) this.on.gone();
      this.missing = this.ino !== null;
      return;
    }
    // A file back after being gone is another file, even on the same inode with the same head.
    const back = this.missing;
    this.missing = false;
    const replaced = this.ino !== null && (back || s.ino !== this.ino || s.size < this.offset);
    if (replaced || (s.size > this.offset && !(await this.sameHead()))) {
      this.restart();
      this.on.reset();
    }
    if (this.ino !== s.ino) this.watchFile();
    this.ino = s.ino;
    if (s.size > this.offset) await this.readRange(s.size);
    else await this.maybeRotate();
  }

  private async sameHead(): Promise<boolean> {
    if (this.head.length === 0) return true;
    const file = await open(this.path, 'r');
    try {
      const buf = Buffer.alloc(this.head.length);
      const { bytesRead } = await file.read(buf, 0, buf.length, 0);
      return bytesRead === buf.length && buf.equals(this.head);
    } finally {
      await file.close();
    }
  }

  private async readRange(end: number): Promise<void> {
    const file = await open(this.path, 'r');
    try {
      const buf = Buffer.alloc(Math.min(end - this.offset, 1 << 20));
      while (this.offset < end) {
        const { bytesRead } = await file.read(
          buf,
          0,
          Math.min(buf.length, end - this.offset),
          this.offset,
        );
        if (bytesRead === 0) break;
        if (this.head.length < 64) {
          const more = buf.subarray(0, Math.min(bytesRead, 64 - this.head.length));
          if (this.offset === this.head.length) this.head = Buffer.concat([this.head, more]);
        }
        this.offset += bytesRead;
        const text = this.decoder.decode(buf.subarray(0, bytesRead), { stream: true });
        // `push` holds back an unterminated last line until its end is read: no `flush` here.
        for (const line of this.splitter.push(text)) this.emit(line);
      }
    } finally {
      await file.close();
    }
  }

  private async maybeRotate(): Promise<void> {
    const next = nextTraceFile(this.path);
    if (!next || !(await stat(next).catch(() => null))) return;
    // The old file is done: its unterminated last line (a line cut by a crash) counts now.
    const rest = [...this.splitter.push(this.decoder.decode()), ...this.splitter.flush()];
    for (const line of rest) if (typeof line !== 'string' || line.trim()) this.emit(line);
    this.path = next;
    this.ino = null;
    this.restart();
    await this.read();
  }

  private emit(line: SplitLine): void {
    this.lines++;
    if (typeof line === 'string') this.on.line(line);
    else
      this.on.oversized?.(
        `line ${this.lines}: ${englishOf({ code: 'record-too-large', params: { length: line.oversized, limit: this.maxLineLength } })}`,
      );
  }

  /** Reads the file again from its first byte. */
  private restart(): void {
    this.offset = 0;
    this.head = Buffer.alloc(0);
    this.decoder = new TextDecoder();
    this.splitter = new LineSplitter({ maxLineLength: this.maxLineLength });
    this.lines = 0;
  }
}
