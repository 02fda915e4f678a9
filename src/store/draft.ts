// One batch of reducer work. Containers of the previous state are copied on first write, so the
// state handed in is never changed and unchanged items keep their identity.
import { englishBreach } from '../problems/problem-text';
import type { RuleBreach } from '../problems/rule-breach';
import type {
  CompactionInfo,
  Item,
  ItemId,
  Loc,
  MessageItem,
  RequestInfo,
  SessionInfo,
  SessionKey,
  Severity,
  ToolItem,
  TraceState,
  Violation,
} from './model';
import type { AppendIndexEditor } from './append-index';
import { PVec, type PVecEditor } from './pvec';
import {
  copyTally,
  emptyTally,
  inAudit,
  tallyAdd,
  tallyRequest,
  tallyToolChange,
  toolMarks,
  type SessionTally,
} from './tally';
import { sameTurn } from './turns';

type Edited = 'items' | 'requests' | 'approvalItems' | 'tally';
/** Short lists stay the previous state's arrays until `Draft.append` first copies them. */
type ShortList = 'children' | 'compactions';
/**
 * An item as a rule builds it, with `id` and `requestId` written as placeholders that `add`
 * fills. V8 keeps the fields an object literal names inside the object; one added afterwards
 * goes to a separate array, grown (and copied) as more come. On a large file that second
 * array per item, and its copies, were a good part of what the young-generation collector
 * copied, so an item is created with every field a rule usually sets on it.
 */
export type NewItem<T extends Item> = Omit<T, 'id' | 'requestId' | 'compactionId' | 'at'> & {
  id: typeof UNPLACED;
  requestId: undefined;
};
/** The id of an item not yet added. */
export const UNPLACED = -1;

export type DraftSession = Omit<SessionInfo, Edited> & {
  items: PVecEditor<ItemId>;
  requests: PVecEditor<number>;
  approvalItems: PVecEditor<ItemId>;
  tally: SessionTally;
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
  get size(): number {
    return (this.map ?? this.base).size;
  }
  entries(): IterableIterator<[K, V]> {
    return (this.map ?? this.base).entries();
  }
  done(): ReadonlyMap<K, V> {
    return this.map ?? this.base;
  }
}

export class Draft {
  private readonly items: PVecEditor<Item>;
  private readonly requests: PVecEditor<RequestInfo>;
  readonly compactions: PVecEditor<CompactionInfo>;
  readonly violations: PVecEditor<Violation>;
  readonly tools: AppendIndexEditor;
  readonly fragments: CowMap<string, ItemId>;
  readonly titles: CowMap<string, string>;
  private readonly sessions: CowMap<SessionKey, SessionInfo>;
  private readonly owned = new Set<SessionKey>();
  /** Short lists this batch copied: changed in place until `done`. */
  private readonly copiedLists = new Set<readonly unknown[]>();
  records: number;
  ended: boolean;
  private readonly lineage: object;

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
    this.lineage = state.lineage;
  }

  /** The session of the origin last looked up: consecutive records mostly share one. */
  private recent: { origin: readonly string[]; session: DraftSession } | undefined;

  /** The owned session last noted for this origin chain, if it is the same chain. */
  recentSession(origin: readonly string[]): DraftSession | undefined {
    const r = this.recent;
    if (r === undefined || r.origin.length !== origin.length) return undefined;
    for (let i = 0; i < origin.length; i++) if (r.origin[i] !== origin[i]) return undefined;
    return r.session;
  }

  noteRecent(origin: readonly string[], session: DraftSession): DraftSession {
    this.recent = { origin, session };
    return session;
  }

  session(key: SessionKey): SessionInfo | undefined {
    return this.sessions.get(key);
  }

  /** An owned copy of the session, safe to change in place until `done`. */
  edit(key: SessionKey): DraftSession {
    // Most edits are of the session just looked up: spare two map lookups.
    if (this.recent?.session.key === key) return this.recent.session;
    const s = this.sessions.get(key);
    if (!s) throw new Error(`no session "${key}"`);
    if (this.owned.has(key)) return s as unknown as DraftSession;
    const copy: DraftSession = {
      ...s,
      items: s.items.edit(),
      requests: s.requests.edit(),
      approvalItems: s.approvalItems.edit(),
      tally: copyTally(s.tally),
    };
    this.sessions.set(key, copy as unknown as SessionInfo);
    this.owned.add(key);
    return copy;
  }

  addSession(
    info: Omit<SessionInfo, 'items' | 'requests' | 'tally' | 'approvalItems'>,
  ): DraftSession {
    this.sessions.set(info.key, {
      ...info,
      items: PVec.empty<ItemId>(),
      requests: PVec.empty<number>(),
      tally: emptyTally(),
      approvalItems: PVec.empty<ItemId>(),
    });
    return this.edit(info.key);
  }

  /** Pushes onto one of a session's short lists, copying it only on its first push this batch. */
  append<L extends ShortList>(s: DraftSession, list: L, value: DraftSession[L][number]): void {
    const arr = s[list] as DraftSession[L][number][];
    if (this.copiedLists.has(arr)) arr.push(value);
    else {
      const copy = [...arr, value];
      this.copiedLists.add(copy);
      (s as Record<ShortList, readonly unknown[]>)[list] = copy;
    }
  }

  item(id: ItemId): Item {
    const it = this.items.get(id);
    if (!it) throw new Error(`no item ${id}`);
    return it;
  }

  /**
   * Changes an item: the first change in a batch copies it (the row that draws it re-renders, no
   * other does, and the previous state keeps the old object); later ones change that copy.
   */
  update<T extends Item>(id: ItemId, patch: Partial<T>): T {
    const prev = this.item(id);
    const before = prev.kind === 'tool' ? toolMarks(prev) : 0;
    const next = Object.assign(this.items.own(id), patch) as T;
    if (next.kind === 'tool') this.retally(next, before);
    return next;
  }

  /**
   * A message item to change in place, copied as `update` would. Messages have no counts that
   * depend on their fields, so a delta can append without building a patch.
   */
  message(id: ItemId): MessageItem {
    const it = this.item(id);
    if (it.kind !== 'message') throw new Error(`item ${id} is a ${it.kind}`);
    return this.items.own(id) as MessageItem;
  }

  /**
   * Changes a tool item in place, on its copy as `update` makes one: a rule run once per call,
   * output or decision of a large file sets fields rather than build a patch. Its counts follow.
   * `change` gets what it sets as `arg`, so a rule can pass a function of its module rather than
   * a closure made per record.
   */
  editTool<A>(id: ItemId, change: (tool: ToolItem, arg: A) => void, arg: A): void {
    const it = this.item(id);
    if (it.kind !== 'tool') throw new Error(`item ${id} is a ${it.kind}`);
    const before = toolMarks(it);
    const next = this.items.own(id) as ToolItem;
    change(next, arg);
    this.retally(next, before);
  }

  private retally(next: ToolItem, before: number): void {
    const after = toolMarks(next);
    if (before === after) return;
    const s = this.edit(next.session);
    tallyToolChange(s.tally, before, after);
    if (inAudit(after) && !inAudit(before)) s.approvalItems.push(next.id);
  }

  request(id: number): RequestInfo | undefined {
    return this.requests.get(id);
  }

  get requestCount(): number {
    return this.requests.size;
  }

  /** Adds a request to the trace and to its session's list (it must be the next id). */
  pushRequest(r: RequestInfo): void {
    const s = this.edit(r.session);
    const last = s.requests.last();
    const prev = last === undefined ? undefined : this.requests.get(last);
    this.requests.push(r);
    s.requests.push(r.id);
    if (prev && sameTurn(prev, r)) s.tally.retries += 1;
    tallyRequest(s.tally, undefined, r.status);
  }

  /**
   * A request to change in place, copied on its first change in a batch, like an item. Its status
   * feeds the session's counts, so that field is read-only here: it changes through
   * `setRequestStatus`.
   */
  editRequest(id: number): Omit<RequestInfo, 'status'> & Readonly<Pick<RequestInfo, 'status'>> {
    return this.requests.own(id);
  }

  /** Sets a request's status, moving its session's counts (copied first, as `editRequest`). */
  setRequestStatus(id: number, status: RequestInfo['status']): void {
    const r = this.requests.own(id);
    const was = r.status;
    r.status = status;
    if (status !== was) tallyRequest(this.edit(r.session).tally, was, status);
  }

  /**
   * Appends an item to a session's timeline, tagged with its open request and compaction. The
   * object given (always a fresh literal) becomes the item: no copy.
   */
  add<T extends Item>(item: NewItem<T>, at?: Loc): T {
    const s = this.edit(item.session);
    const full = item as unknown as T;
    full.id = this.items.size;
    if (at) full.at = at;
    if (s.currentRequest !== undefined && this.requestOpen(s.currentRequest))
      full.requestId = s.currentRequest;
    if (s.currentCompaction !== undefined) full.compactionId = s.currentCompaction;
    this.items.push(full);
    s.items.push(full.id);
    tallyAdd(s.tally, full);
    if (full.kind === 'tool' && inAudit(toolMarks(full))) s.approvalItems.push(full.id);
    if (full.kind === 'message' && full.type === 'text' && full.role === 'assistant')
      this.noteSummary(full.compactionId, full.id);
    return full;
  }

  /** The last assistant text inside a compaction span is its summary. */
  private noteSummary(compactionId: number | undefined, item: ItemId): void {
    const c = compactionId === undefined ? undefined : this.compactions.get(compactionId);
    if (!c) return;
    this.compactions.own(c.id).summaryItem = item;
    this.edit(c.session).layout += 1;
  }

  requestOpen(id: number): boolean {
    return this.requests.get(id)?.endItem === undefined;
  }

  violate(
    breach: RuleBreach,
    section: string,
    severity: Severity,
    session: SessionKey,
    at: Loc | undefined,
  ): void {
    const message = englishBreach(breach);
    this.violations.push({ ...breach, section, severity, message, session, ...(at ? { at } : {}) });
  }

  done(): TraceState {
    for (const key of this.owned) {
      const s = this.sessions.get(key) as unknown as DraftSession;
      this.sessions.set(key, {
        ...s,
        items: s.items.done(),
        requests: s.requests.done(),
        approvalItems: s.approvalItems.done(),
      });
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
      lineage: this.lineage,
    };
  }

  sessionKeys(): SessionKey[] {
    return [...this.sessions.entries()].map(([k]) => k);
  }
}
