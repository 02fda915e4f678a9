// Every panel of a document, declared once: the header toggle, the dock it sits in and the key
// that opens it are all built from this table. A new panel is its folder and one line here.
import type { ComponentType } from 'react';
import type { Catalog } from '../../i18n/catalogs';
import type { ShortcutLabel } from '../keyboard/keymap';
import { OutlinePanel } from '../outline/outline-panel';
import { TimelinePanel } from '../timeline/timeline-panel';
import { EventInspector } from '../stream-debugger/event-inspector';

/** Where a panel sits around the conversation. */
export type Dock = 'top' | 'side' | 'bottom';

export interface PanelDef {
  /** Also the toggle's test id: `<id>-toggle`. */
  id: string;
  /**
   * The toggle's word and tooltip, and a shorter word for a phone, where the problem count and
   * every toggle must fit the row before it scrolls sideways.
   */
  toggle(t: Catalog): { text: string; title: string; short?: string };
  /** The key that opens or closes it, and its line in the shortcuts list. */
  key: string;
  help: ShortcutLabel;
  dock: Dock;
  /** Named by the error shown if the panel fails to draw. */
  what: string;
  /** The data-testid of the panel's root, where its key puts the focus. */
  root: string;
  Panel: ComponentType;
  /** Drawn while closed too: open only makes it a drawer over the conversation. */
  alwaysDrawn?: boolean;
  /** Only on windows too narrow to show the panel anyway. */
  toggleClass?: string;
  /** Drawn for a trace held in a worker too (`engine=worker`, docs/architecture.md stage 3). */
  inWorker?: boolean;
}

export const PANELS = [
  {
    id: 'outline',
    toggle: (t) => ({ text: t.outline.outline, title: t.outline.toggleTitle }),
    key: 'l',
    help: 'outline',
    dock: 'side',
    what: 'outline',
    root: 'outline',
    Panel: OutlinePanel,
    alwaysDrawn: true,
    toggleClass: 'lg:hidden',
    inWorker: true,
  },
  {
    id: 'timeline',
    toggle: (t) => ({ text: t.timeline.toggle, title: t.timeline.toggleTitle }),
    key: 't',
    help: 'timeline',
    dock: 'top',
    what: 'timeline',
    root: 'timeline',
    Panel: TimelinePanel,
    inWorker: true,
  },
  {
    id: 'inspector',
    toggle: (t) => ({
      text: t.streamDebugger.toggle,
      short: t.streamDebugger.toggleShort,
      title: t.streamDebugger.toggleTitle,
    }),
    key: 'i',
    help: 'inspector',
    dock: 'bottom',
    what: 'stream debugger',
    root: 'event-inspector',
    Panel: EventInspector,
  },
] as const satisfies readonly PanelDef[];

export type PanelId = (typeof PANELS)[number]['id'];

/** The panels a document shows: all, or those a trace held in a worker serves. */
export const panelsFor = (inWorker: boolean): readonly (PanelDef & { id: PanelId })[] =>
  PANELS.filter((p: PanelDef) => !inWorker || p.inWorker === true);
