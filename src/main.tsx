import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { warmParseWorker } from './ingest/parse-worker';
import { whenIdle } from './ingest/when-idle';
import { App } from './ui/app';
import { activeDocView } from './ui/shell/lazy-active-doc';
import { applyTheme, readThemePref } from './ui/shell/theme';
import './styles.css';

// Before the first paint, so a dark-mode reader never sees a white flash.
applyTheme(readThemePref());

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A file opened later starts on a worker that is already running.
warmParseWorker();
// The document view's code arrives while the start page waits, not when the first file opens.
whenIdle(() => void activeDocView.preload(), 1000);
