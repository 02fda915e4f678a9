// The English catalog: every string of the interface and the command line, by area.
// Its shape is the contract: zh/ must give every key (the type checker says which one is missing).

import { common } from './common';
import { shell } from './shell';
import { load } from './load';
import { keyboard } from './keyboard';
import { url } from './url';
import { markdown } from './markdown';
import { rows } from './rows';
import { sessions } from './sessions';
import { messages } from './messages';
import { events } from './events';
import { tools } from './tools';
import { list } from './list';
import { outline } from './outline';
import { filters } from './filters';
import { streamDebugger } from './stream-debugger';
import { timeline } from './timeline';
import { search } from './search';
import { context } from './context';
import { cost } from './cost';
import { library } from './library';
import { live } from './live';
import { serverBrowser } from './server-browser';
import { redact } from './redact';
import { runsCompare } from './runs-compare';
import { problems } from './problems';
import { cli } from './cli';

export const en = {
  common,
  shell,
  load,
  keyboard,
  url,
  markdown,
  rows,
  sessions,
  messages,
  events,
  tools,
  list,
  outline,
  filters,
  streamDebugger,
  timeline,
  search,
  context,
  cost,
  library,
  live,
  serverBrowser,
  redact,
  runsCompare,
  problems,
  cli,
};

export type Catalog = typeof en;
