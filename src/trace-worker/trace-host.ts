// The worker's side of a document whose trace it holds (docs/architecture.md, stages 3 and 4): it
// applies the envelopes with the page's reducer (a load's come straight from the parse worker,
// through a feed the page hands it, never decoded on the page), derives the rows and filter counts with the page's rows
// source for the reader's choices the page sends, and answers the named views of trace-views.ts.
// After each applied batch it posts one message: the rows that changed, the counts if they
// changed, and each followed view whose answer changed (so a row whose item did not change does
// not render again on the page).
import { gapAfter } from '../docs/load-pacer';
import { listOf } from '../docs/trace-lists';
import { askView, sameAnswer, type TraceQuestion, type TraceViewArgs } from '../docs/trace-views';
import { batchInputs } from '../ingest/batch-inputs';
import { decodeRecords } from '../ingest/wire-records';
import type { FilterCounts } from '../store/filters/filter-index';
import { PVec } from '../store/pvec';
import type { Row, RowList } from '../store/rows';
import { rowsSourceOf } from '../store/rows-source';
import { createTraceStore, type Scheduler } from '../store/trace-store';
import { createViewStore } from '../store/view-store';
import type { FeedBatch } from '../ingest/worker-protocol';
import { drawnIn, withoutSettled, type TrackView } from '../timeline/thinned';
import { timelineSourceOf } from '../timeline/timeline-source';
import type { Task, TimelineLayout } from '../timeline/types';
import type { DrawnBars, ListSplice, PageMessage, Port, WorkerMessage } from './protocol';
import { applySplice, sameFields, spliceList, spliceRows } from './row-splice';
import { feedSearch } from './search-feed';

/**
 * No frames in a worker: the first input is applied at once, later ones gathered as a loading
 * document's pacer gathers them on the page (docs/load-pacer.ts), so a long load applies a few
 * large batches rather than one per message.
 */
function pacedScheduler(): Scheduler {
  let started: number | undefined;
  return {
    frame(cb) {
      started ??= Date.now();
      setTimeout(cb, Date.now() === started ? 0 : gapAfter(Date.now() - started));
    },
    // The store's fallback for a hidden page, whose frames stop: a worker's timers do not.
    later: () => {},
  };
}

interface Watched {
  name: TraceQuestion;
  args: readonly unknown[];
  answer: unknown;
}

interface WatchedList {
  name: string;
  args: readonly unknown[];
  /** What the page was sent: the list's last answer (each is a new list when it changed). */
  sent: readonly object[];
}

/** A timeline followed: how to stop, and what its track draws of the layout last sent. */
interface FollowedTimeline {
  stop: () => void;
  /** What the layout sent draws in the view last asked, if one was. */
  drawn(): DrawnBars | undefined;
  view(ask: number, track: TrackView): void;
}

/** What an error says, for the page to show. */
const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function serveTrace(
  port: Port<PageMessage, WorkerMessage>,
  paced: Scheduler = pacedScheduler(),
): void {
  // Whatever throws here would be lost in the worker, the page's document just not growing any
  // more: the page is told, once, and the trace is left as it was (nothing more is applied).
  let crashed = false;
  const guarded =
    <A extends unknown[]>(run: (...args: A) => void) =>
    (...args: A) => {
      if (crashed) return;
      try {
        run(...args);
      } catch (e) {
        crashed = true;
        port.postMessage({ type: 'crashed', message: messageOf(e) });
      }
    };
  const scheduler: Scheduler = {
    frame: (cb) => paced.frame(guarded(cb)),
    later: (cb, ms) => paced.later(guarded(cb), ms),
  };
  const trace = createTraceStore(scheduler);
  const view = createViewStore();
  const source = rowsSourceOf(trace, view);
  const watched = new Map<string, Watched>();
  const lists = new Map<string, WatchedList>();
  const timelines = new Map<string, FollowedTimeline>();
  let held: Row[] = [];
  let lastRows: RowList | undefined;
  let lastCounts: FilterCounts | undefined;
  let stopFeed: (() => void) | undefined;

  const answerOf = (w: Pick<Watched, 'name' | 'args'>): unknown =>
    askView(trace.getState().trace, w.name, w.args as TraceViewArgs<typeof w.name>);

  /** What changed of a followed list since it was last sent, if anything. */
  const listChange = (w: WatchedList): ListSplice<unknown> | null => {
    const next = listOf(trace.getState().trace, w.name, w.args);
    if (next === w.sent) return null;
    const change = spliceList(w.sent, next, false, sameFields);
    w.sent = next;
    return change;
  };

  /** Posts what changed since the last post: rows, counts, the answers of followed views. */
  const publish = () => {
    const rows = source.rows();
    const splice = spliceRows(held, rows, lastRows !== undefined && rows.extends(lastRows));
    lastRows = rows;
    if (splice) held = applySplice(held, splice);
    const { counts } = source.filterIndex();
    const countsChanged = counts !== lastCounts;
    lastCounts = counts;
    const answers: [string, unknown][] = [];
    for (const [key, w] of watched) {
      const answer = answerOf(w);
      // A list read by window does not cross as it is (the problems are asked by window instead).
      if (answer instanceof PVec || sameAnswer(answer, w.answer)) continue;
      w.answer = answer;
      answers.push([key, answer]);
    }
    const changed: [string, ListSplice<unknown>][] = [];
    for (const [key, w] of lists) {
      const change = listChange(w);
      if (change) changed.push([key, change]);
    }
    if (!splice && !countsChanged && answers.length === 0 && changed.length === 0) return;
    port.postMessage({
      type: 'batch',
      ...(splice ? { rows: splice } : {}),
      ...(countsChanged ? { counts } : {}),
      answers,
      ...(changed.length ? { lists: changed } : {}),
    });
  };
  // Following the rows source keeps its rows built between batches.
  source.subscribe(publish);

  // A load's records come through the feeds, its end through the page's port: messages of two
  // ports keep no order between them, so what the page posts after `feed-end` waits here until
  // the feeds have brought as many batches as the page heard of.
  let fed = 0;
  let feedEnd = Infinity;
  const waiting: PageMessage[] = [];
  const drain = () => {
    while (waiting.length > 0 && (fed >= feedEnd || waiting[0]?.type !== 'feed-end'))
      handle(waiting.shift() as PageMessage);
  };
  const hear = guarded(({ data }: MessageEvent<FeedBatch>) => {
    // Sent after the page stopped listening (a load cancelled): not counted there, left out here.
    if (fed >= feedEnd) return;
    fed++;
    trace
      .getState()
      .enqueue(batchInputs({ records: decodeRecords(data.records), placed: data.placed }));
    drain();
  });

  const handle = (m: PageMessage) => {
    switch (m.type) {
      case 'inputs':
        trace.getState().enqueue(m.inputs);
        return;
      case 'feed':
        m.port.onmessage = hear;
        return;
      case 'feed-end':
        return;
      case 'flush':
        trace.getState().flush();
        return;
      case 'choices':
        view.setState(m.choices);
        return;
      case 'watch': {
        const w: Watched = { name: m.name as TraceQuestion, args: m.args, answer: undefined };
        watched.set(m.key, w);
        const answer = answerOf(w);
        if (answer instanceof PVec) return;
        w.answer = answer;
        port.postMessage({ type: 'batch', answers: [[m.key, answer]] });
        return;
      }
      case 'unwatch':
        watched.delete(m.key);
        return;
      case 'watchList': {
        // Each following has a key of its own: the page holds nothing of it yet.
        const w: WatchedList = { name: m.name, args: m.args, sent: [] };
        lists.set(m.key, w);
        const change = listChange(w);
        if (change) port.postMessage({ type: 'batch', answers: [], lists: [[m.key, change]] });
        return;
      }
      case 'unwatchList':
        lists.delete(m.key);
        return;
      case 'watchTimeline': {
        // The page's timeline source, here: it lays out at its own pace (timeline-source.ts).
        const timeline = timelineSourceOf(trace);
        const { key, task } = m;
        let sent: readonly Task[] = [];
        let layout: TimelineLayout | undefined;
        let asked = m.track ? { ask: m.ask, track: m.track } : undefined;
        // Only what the track draws crosses, thinned as the page thins (thinned.ts).
        const drawn = (): DrawnBars | undefined =>
          layout && asked
            ? { ask: asked.ask, thin: drawnIn(timeline.timed, layout, asked.track) }
            : undefined;
        const send = () => {
          const snapshot = timeline.snapshot();
          const tasks = snapshot.tasks();
          const index = task !== null && task < tasks.length ? task : tasks.length - 1;
          const change = spliceList(sent, tasks, false, sameFields);
          sent = tasks;
          layout = snapshot.layout(index);
          const shown = {
            index,
            layout: layout && withoutSettled(layout),
            spans: layout?.spans.length ?? 0,
          };
          const bars = drawn();
          port.postMessage({
            type: 'timeline',
            key,
            tasks: change,
            shown,
            ...(bars ? { drawn: bars } : {}),
          });
        };
        timelines.set(key, {
          stop: timeline.subscribe(guarded(send)),
          drawn,
          view(ask, track) {
            asked = { ask, track };
          },
        });
        send();
        return;
      }
      case 'timelineTrack': {
        const followed = timelines.get(m.key);
        if (!followed) return;
        followed.view(m.ask, m.track);
        const bars = followed.drawn();
        if (bars) port.postMessage({ type: 'timelineDrawn', key: m.key, drawn: bars });
        return;
      }
      case 'unwatchTimeline':
        timelines.get(m.key)?.stop();
        timelines.delete(m.key);
        return;
      case 'step': {
        // The rows the worker holds are those it last posted: the page's row numbers hold.
        const answer = source[m.way](m.from, m.back);
        port.postMessage({ type: 'answer', id: m.id, answer });
        return;
      }
      case 'search-feed':
        stopFeed?.();
        stopFeed = m.port ? feedSearch(trace, m.port) : undefined;
        return;
      case 'ask':
        try {
          const answer = answerOf({ name: m.name as TraceQuestion, args: m.args });
          port.postMessage({ type: 'answer', id: m.id, answer });
        } catch (e) {
          port.postMessage({ type: 'failed', id: m.id, message: String(e) });
        }
        return;
    }
  };
  port.onmessage = guarded(({ data }: MessageEvent<PageMessage>) => {
    // A feed is what the waiting waits for: never held behind it.
    if (data.type === 'feed') return handle(data);
    if (data.type === 'feed-end') feedEnd = Math.min(feedEnd, data.batches);
    waiting.push(data);
    drain();
  });
}
