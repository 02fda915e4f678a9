// One batch of reducer work. Containers of the previous state are copied on first write, so the
// state handed in is never changed and unchanged items keep their identity.
import type {
  CompactionInfo,
  Item,
  ItemId,
  Loc,
  RequestInfo,
  SessionInfo,
  SessionKey,
  Severity,
  TraceState,
  Violation,
} from './model';
import type { AppendIndexEditor } from './append-index';
import { PVec, type PVecEditor } from './pvec';

type Lists = 'items' | 'children' | 'requests' | 'compactions';
export type DraftSession = Omit<SessionInfo, Lists> & {
  items: PVecEditor<ItemId>;
  children: SessionKey[];
  requests: number[];
  compactions: number[];
};

class CowMap<K, V> {
  private map: Map<K, V> | null = null;
  constructor(private base: ReadonlyMap<K, V>) {}
  get(k: K): V | undefined {
    return (this.map ?? this.base).get(k);
  }
  set(k: K, v: V): void {
    this.map ??= new Map(this.base);
    this.map.set(k, v);
  }
  delete(k: K): void {
    if (!(this.map ?? this.base).has(k)) return;
    this.map ??= new Map(this.base);
    this.map.delete(k);
  }
  entries(): IterableIterator<[K, V]> {
    return (this.map ?? this.base).entries();
  }
  done(): ReadonlyMap<K, V> {
    return this.map ?? this.base;
  }
}

export class Draft {
  readonly items: PVecEditor<Item>;
  readonly requests: PVecEditor<RequestInfo>;
  readonly compactions: PVecEditor<CompactionInfo>;
  readonly violations: PVecEditor<Violation>;
  readonly tools: AppendIndexEditor;
  readonly fragments: CowMap<string, ItemId>;
  readonly titles: CowMap<string, string>;
  private readonly sessions: CowMap<SessionKey, SessionInfo>;
  private readonly owned = new Set<SessionKey>();
  records: number;
  ended: boolean;

  constructor(state: TraceState) {
    this.items = state.items.edit();
    this.requests = state.requests.edit();
    this.compactions = state.compactions.edit();
    this.violations = state.violations.edit();
    this.tools = state.tools.edit(state.items.size);
    this.fragments = new CowMap(state.fragments);
    this.titles = new CowMap(state.titles);
    this.sessions = new CowMap(state.sessions);
    this.records = state.records;
    this.ended = state.ended;
  }

  session(key: SessionKey): SessionInfo | undefined {
    return this.sessions.get(key);
  }

  /** An owned copy of the session, safe to change in place until `done`. */
  edit(key: SessionKey): DraftSession {
    const s = this.sessions.get(key);
    if (!s) throw new Error(`no session "${key}"`);
    if (this.owned.has(key)) return s as unknown as DraftSession;
    const copy: DraftSession = {
      ...s,
      items: s.items.edit(),
      children: s.children.slice(),
      requests: s.requests.slice(),
      compactions: s.compactions.slice(),
    };
    this.sessions.set(key, copy as unknown as SessionInfo);
    this.owned.add(key);
    return copy;
  }

  addSession(info: Omit<SessionInfo, 'items'>): DraftSession {
    this.sessions.set(info.key, { ...info, items: PVec.empty<ItemId>() });
    return this.edit(info.key);
  }

  item(id: ItemId): Item {
    const it = this.items.get(id);
    if (!it) throw new Error(`no item ${id}`);
    return it;
  }

  /** Replaces the item with a changed copy: the row that draws it re-renders, no other does. */
  update<T extends Item>(id: ItemId, patch: Partial<T>): T {
    const next = { ...(this.item(id) as T), ...patch };
    this.items.set(id, next);
    return next;
  }

  /** Appends an item to a session's timeline, tagged with its open request and compaction. */
  add<T extends Item>(item: Omit<T, 'id' | 'requestId' | 'compactionId'>): T {
    const s = this.edit(item.session);
    const full = { ...item, id: this.items.size } as T;
    if (s.currentRequest !== undefined && this.requestOpen(s.currentRequest))
      full.requestId = s.currentRequest;
    if (s.currentCompaction !== undefined) full.compactionId = s.currentCompaction;
    this.items.push(full);
    s.items.push(full.id);
    if (full.kind === 'message' && full.type === 'text' && full.role === 'assistant')
      this.noteSummary(full.compactionId, full.id);
    return full;
  }

  /** The last assistant text inside a compaction span is its summary. */
  private noteSummary(compactionId: number | undefined, item: ItemId): void {
    const c = compactionId === undefined ? undefined : this.compactions.get(compactionId);
    if (!c) return;
    this.compactions.set(c.id, { ...c, summaryItem: item });
    this.edit(c.session).layout += 1;
  }

  requestOpen(id: number): boolean {
    return this.requests.get(id)?.endItem === undefined;
  }

  violate(
    rule: string,
    section: string,
    severity: Severity,
    message: string,
    session: SessionKey,
    at: Loc | undefined,
  ): void {
    this.violations.push(
      at
        ? { rule, section, severity, message, session, at }
        : { rule, section, severity, message, session },
    );
  }

  done(): TraceState {
    for (const key of this.owned) {
      const s = this.sessions.get(key) as unknown as DraftSession;
      this.sessions.set(key, { ...s, items: s.items.done() });
    }
    return {
      items: this.items.done(),
      sessions: this.sessions.done(),
      requests: this.requests.done(),
      compactions: this.compactions.done(),
      tools: this.tools.done(this.items.size),
      fragments: this.fragments.done(),
      titles: this.titles.done(),
      violations: this.violations.done(),
      records: this.records,
      ended: this.ended,
    };
  }

  sessionKeys(): SessionKey[] {
    return [...this.sessions.entries()].map(([k]) => k);
  }
}
