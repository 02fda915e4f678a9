// Streaming fragments (PROTOCOL.md §4): the pieces of one partial_X run are one text cut anywhere,
// so a secret cut across two deltas is found only in their concatenation. Each piece gets the key
// of its run; the scan joins the pieces of a run with nothing between them.

/** The field of each partial payload that holds its piece (the complete twin's field). */
const PIECE_FIELD: Readonly<Record<string, string>> = {
  text: 'text',
  thinking: 'thinking',
  tool_call: 'arguments',
  tool_call_output: 'output',
};

/** A piece of a run: the run's key and the field of the payload that holds the piece. */
export interface Piece {
  run: string;
  field: string;
}

interface Payload {
  type?: unknown;
  event_type?: unknown;
  tool_call_id?: unknown;
}

/** The runs of one file, followed record by record. */
export class FragmentRuns {
  private readonly open = new Map<string, string>();
  private made = 0;

  /** Whether no run is open: every piece so far can be scanned with all of its run. */
  get idle(): boolean {
    return this.open.size === 0;
  }

  /** The piece `record` holds, if it is a partial; a stop or the complete twin ends its run. */
  follow(record: unknown): Piece | undefined {
    if (typeof record !== 'object' || record === null) return undefined;
    const { type, payload, origin } = record as {
      type?: unknown;
      payload?: Payload;
      origin?: unknown;
    };
    const kind = payload?.type;
    if (type !== 'model_msg' || typeof kind !== 'string') return undefined;
    const partial = kind.startsWith('partial_');
    const part = partial ? kind.slice('partial_'.length) : kind;
    const field = PIECE_FIELD[part];
    if (field === undefined) return undefined;
    // Text and thinking runs belong to their session (origin); tool runs to their call too.
    const base = JSON.stringify([origin ?? null, part, payload?.tool_call_id ?? null]);
    if (!partial) {
      this.open.delete(base);
      return undefined;
    }
    let run = this.open.get(base);
    if (run === undefined || payload?.event_type === 'start') {
      run = `${this.made++}`;
      this.open.set(base, run);
    }
    if (payload?.event_type === 'stop') this.open.delete(base);
    return { run, field };
  }

  /** Forgets the open runs: what comes after is scanned apart from what came before. */
  cut(): void {
    this.open.clear();
  }
}
