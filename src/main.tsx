import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { warmParseWorker } from './ingest/parse-worker';
import { App } from './ui/app';
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
