// The shell strings in English: header, tabs, start page, dialogs around the documents.

import { countOf } from '../count-of';
import { counted } from './counted';

export const shell = {
  languageSwitch: 'Language',
  /** The switch's own label says where it goes, in that language's own words. */
  switchToOther: '中文',
  switchToOtherLabel: 'Language: English. Switch to 中文 (Chinese)',
  /** The language switch's word in the phone's folded menu, before the other language's name. */
  language: 'Language',
  productName: 'Omniscope',
  actions: 'Actions',
  folder: 'Folder',
  openTraces: 'Open traces',
  closeTab: (label: string) => `Close ${label}`,
  /** Over a document whose trace a worker holds (`engine=worker`): what does not follow yet. */
  engineWorker:
    'Experimental (engine=worker): this Trace is held in a worker. Time travel, the stream debugger and saving an SSE capture do not work yet.',
  /** On a phone, the button that shows the trace's model, tokens, cost and size below its toggles. */
  docDetails: {
    text: 'Details',
    title: 'Model, tokens, cost and size of this trace',
  },
  theme: {
    system: (shown: string) => `Theme: system (${shown})`,
    fixed: (shown: string) => `Theme: ${shown}`,
    dark: 'dark',
    light: 'light',
    clickToSwitch: (label: string) => `${label}. Click to switch.`,
  },
  start: {
    title: 'Read an agent conversation',
    /** Around the two file suffixes, drawn as code: "(rotated _001, _002… and subagent…". */
    introLead: 'Omniscope opens OmniMessage traces: PenguinHarness JSONL Trace files (rotated',
    introSeparator: ', ',
    introRest:
      '… and subagent files are joined into one conversation) and live SSE streams. Files are read in your browser; nothing is uploaded.',
    dropHere: 'Drop trace files or a traces/ folder here',
    dropHint: 'or click to choose files · paste JSONL with Ctrl/⌘+V',
    openFiles: 'Open files',
    openFilesHint: 'One or more .jsonl Trace files',
    openFolder: 'Open folder',
    openFolderHint: 'A traces/ folder: browse its sessions by date',
    paste: 'Paste JSONL',
    pasteHint: 'Records copied from a log or a terminal',
    sample: 'Open sample trace',
    sampleHint: 'A real PenguinHarness session: retries, a denial, a subagent, a compaction',
    library: 'Library',
    libraryHint: 'Every session this server indexed: sort, filter, search',
  },
  drop: {
    title: 'Drop to open',
    hint: 'Trace files, several sessions, or a whole traces/ folder',
  },
  pasteDialog: {
    title: 'Paste JSONL',
    hint: 'One OmniMessage record per line, as in a Trace file or a log.',
  },
  load: {
    reading: (progress: string) => `Reading ${progress}`,
    waiting: 'Waiting for the session',
    records: (n: number) => counted(n, 'record'),
    stopped: ' (stopped)',
    couldNotRead: (error: string) => `Could not read: ${error}`,
    progressLabel: 'Reading trace',
  },
  startup: {
    notOpened: 'Not opened: ',
    reason: (reason: string) => ` (${reason})`,
    pageSession: 'the session in this page',
    unreadable: (detail: string) => `cannot be read: ${detail}`,
  },
  serverConfirm: {
    /** Before the server's origin, drawn apart. */
    lead: (sessions: number) =>
      `This link asks to open ${countOf('en', sessions, { one: 'a session', other: '# sessions' })} on the PenguinHarness server`,
    /** After the origin. */
    rest: (_sessions: number) =>
      '. Connecting sends it your sign-in cookie, and any password you then type. Connect only to a server you know.',
    cancel: 'Don’t connect',
    connectTo: (origin: string) => `Connect to ${origin}`,
  },
  folderBrowser: {
    title: 'Sessions in this folder',
    counts: (sessions: number, files: number, read: number) =>
      `${counted(sessions, 'session')} · ${counted(files, 'file')} · ${read}/${sessions} read`,
    subagent: 'subagent',
    noPrompt: 'no prompt',
    files: (n: number) => counted(n, 'file'),
  },
  sessionStatus: {
    running: 'running',
    done: 'completed',
    failed: 'failed',
    aborted: 'aborted',
    cut: 'cut off',
  },
};
