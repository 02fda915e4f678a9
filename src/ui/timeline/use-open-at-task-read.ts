// The timeline opens on the task being read (the conversation's top row, the one the outline
// marks), not on the latest: a reader who went back to an earlier task sees that task's bars.
// As it opens, each time: the picker is the reader's while it is open; opened on the latest task,
// it follows the tasks a live session starts; opened again on the task it showed, its zoom stays.
import { useEffect, useRef } from 'react';
import { useDoc, useViewApi } from '../../docs/doc-context';
import { useDocPart } from '../../docs/doc-part';
import { askerOf } from '../../docs/trace-views';
import { taskAt } from '../../timeline/tasks';
import type { Task } from '../../timeline/types';
import { timelineStore } from './timeline-store';

export function useOpenAtTaskRead(tasks: readonly Task[]): void {
  const doc = useDoc();
  const view = useViewApi();
  const timeline = useDocPart(timelineStore);
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || tasks.length === 0) return;
    placed.current = true;
    if (tasks.length < 2) return;
    const ask = askerOf(doc.store);
    const anchor = view.getState().scroll?.anchor ?? null;
    void (async () => {
      // No anchor yet: the list is at its top, as the outline reads it too.
      const root = anchor === null ? undefined : await ask('rootItemOf', anchor, '');
      const index = taskAt(tasks, root === undefined ? -1 : await ask('mainPosition', root));
      const last = tasks.length - 1;
      const { task, showTask } = timeline.getState();
      if (index !== (task ?? last)) showTask(index === last ? null : index);
    })();
  }, [tasks, doc, view, timeline]);
}
