// The one keyboard handler of the conversation: maps a key to its action (keymap.ts) and does
// it on the row under the cursor. The cursor is the focused row (an article of the feed), or
// the first row on screen when none is focused, so mouse and keys share it.
import { useEffect, useRef, type RefObject } from 'react';
import { useDoc, useViewApi } from '../../docs/doc-context';
import { readValue } from '../../ingest/kept-files';
import type { SessionKey } from '../../store/model';
import type { RowList } from '../../store/rows';
import type { RowFound } from '../../store/rows-source';
import type { RowAlign } from '../list/row-block';
import { viewKey } from '../../store/view-store';
import { useSearchApi } from '../search/search-store';
import { useStepMatch } from '../search/use-step-match';
import { useAskTrace, useRowsSource } from '../trace-context';
import { actionOf, isTyping, servedInWorker, type Action } from './keymap';
import { childCardIndex, COPY_JOIN } from '../../store/derive/row-actions';
import { useLayoutStore } from '../layout/layout-store';
import { writeClipboard } from '../common/write-clipboard';
import { focusWhenDrawn } from '../common/focus-when-drawn';
import { closeDrawers } from '../layout/close-drawers';
import { announce } from '../common/announcer';
import { useT } from '../i18n/language-store';

export interface ListHandle {
  rows: RowList;
  scrollRef: RefObject<HTMLDivElement | null>;
  scrollToIndex(i: number, align?: RowAlign): void;
}

const rowElement = (list: HTMLElement, i: number) =>
  list.querySelector<HTMLElement>(`[data-index="${i}"]`);

/** The focused row, or else the first on screen (which j/k then land on rather than pass). */
function cursorOf(list: HTMLElement): { at: number; focused: boolean } {
  const focused = document.activeElement?.closest<HTMLElement>('[data-index]');
  if (focused && list.contains(focused))
    return { at: Number(focused.dataset['index']), focused: true };
  const top = list.getBoundingClientRect().top;
  for (const el of list.querySelectorAll<HTMLElement>('[data-index]'))
    if (el.getBoundingClientRect().bottom > top + 1)
      return { at: Number(el.dataset['index']), focused: false };
  return { at: -1, focused: false };
}

/** Scrolls row `i` into view and gives it the keyboard focus once it is drawn. */
function moveTo(handle: ListHandle, i: number, align?: RowAlign): void {
  const { rows, scrollRef, scrollToIndex } = handle;
  const list = scrollRef.current;
  if (!list || rows.length === 0) return;
  const to = Math.max(0, Math.min(rows.length - 1, i));
  scrollToIndex(to, align);
  focusWhenDrawn(() => rowElement(list, to));
}

/** Moves to a row found, at once, or once a trace held in a worker has answered. */
function goToFound(found: RowFound, go: (i: number) => void): void {
  if (typeof found === 'number') {
    if (found >= 0) go(found);
  } else
    void found.then(
      (i) => i >= 0 && go(i),
      () => undefined,
    );
}

export function useShortcuts(handle: ListHandle): void {
  const ask = useAskTrace();
  const source = useRowsSource();
  const view = useViewApi();
  const searchApi = useSearchApi();
  const stepMatch = useStepMatch();
  const words = useT().common;
  const inWorker = useDoc().remote !== null;
  // Read at key time: the handler is registered once, the rows change every frame.
  const latest = useRef({ ...handle, words });
  useEffect(() => {
    latest.current = { ...handle, words };
  });

  // Esc out of a focused child goes back to its card, once the parent's rows are the list's.
  const backTo = useRef<{ parent: SessionKey; card: SessionKey } | null>(null);
  useEffect(() => {
    const back = backTo.current;
    if (!back || view.getState().focus !== back.parent) return;
    const i = childCardIndex(handle.rows, back.card);
    // A busy page may render once more with the child's rows before the parent's are built:
    // the card is looked for again on the next render rather than given up.
    if (i < 0) return;
    backTo.current = null;
    moveTo(handle, i, 'center');
  });

  useEffect(() => {
    const go = (i: number) => moveTo(latest.current, i);
    const act = (action: Action, e: KeyboardEvent): boolean => {
      const { rows, scrollRef } = latest.current;
      const list = scrollRef.current;
      const search = searchApi.getState();
      const { at: cursor, focused } = list ? cursorOf(list) : { at: -1, focused: false };
      const row = rows.at(cursor);
      const v = view.getState();
      switch (action) {
        case 'search':
          search.show();
          return true;
        case 'help':
          useLayoutStore.getState().toggle('shortcuts', true);
          return true;
        case 'next-match':
        case 'prev-match':
          return stepMatch(action === 'prev-match');
        case 'next-row':
        case 'prev-row':
          go(focused ? cursor + (action === 'next-row' ? 1 : -1) : cursor);
          return true;
        case 'next-turn':
        case 'prev-turn':
          goToFound(source.turnFrom(cursor, action === 'prev-turn'), go);
          return true;
        case 'next-error':
        case 'prev-error':
          goToFound(source.errorFrom(cursor, action === 'prev-error'), go);
          return true;
        case 'next-repeat':
        case 'prev-repeat':
          goToFound(source.repeatFrom(cursor, action === 'prev-repeat'), go);
          return true;
        case 'top':
          go(0);
          return true;
        case 'bottom':
          go(rows.length - 1);
          return true;
        case 'toggle': {
          // Enter on a button inside the row presses that button.
          if (e.key === 'Enter' && !document.activeElement?.matches('[data-index]')) return false;
          if (row?.kind === 'child') v.toggleCollapsed(row.session);
          else if (row?.kind === 'internals') v.toggleInternals(row.compactionId);
          else if (row?.kind === 'item' && (row.look === 'tool' || row.look === 'thinking')) {
            // A tool card starts open, a thinking block closed.
            const key = viewKey(String(row.itemId), 'open');
            v.setFlag(key, !(v.flags.get(key) ?? row.look === 'tool'));
          } else return false;
          return true;
        }
        case 'copy': {
          if (!row) return false;
          // A long output left in its file is read back before it is copied.
          // A row whose item is gone copies nothing: the write fails rather than empty the clipboard.
          writeClipboard(
            ask('copyParts', row).then(async (parts) => {
              if (parts === undefined) throw new Error('nothing to copy');
              return (await Promise.all(parts.map(readValue))).join(COPY_JOIN);
            }),
          ).then(
            () => announce(latest.current.words.copied),
            () => announce(latest.current.words.copyFailed),
          );
          return true;
        }
        case 'focus-child': {
          if (!row) return false;
          void ask('childOf', row).then((child) => {
            if (child === undefined) return;
            view.getState().setFocus(child);
            go(0);
          });
          return true;
        }
        case 'back': {
          if (search.open) search.close();
          else if (closeDrawers()) return true;
          else if (v.focus !== '') {
            const card = v.focus;
            void ask('sessionChain', card).then((chain) => {
              // The reader moved on meanwhile: the key no longer says where to go back from.
              if (view.getState().focus !== card) return;
              const parent = chain[chain.length - 2] ?? '';
              backTo.current = { parent, card };
              view.getState().setFocus(parent);
            });
          } else return false;
          return true;
        }
        default:
          // The panels' and time travel's keys, handled where those live.
          return false;
      }
    };

    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || document.querySelector('dialog[open]')) return;
      const action = actionOf(e, isTyping(e.target, e.key));
      if (action && inWorker && !servedInWorker(action)) return;
      if (action && act(action, e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ask, source, view, searchApi, stepMatch, inWorker]);
}
