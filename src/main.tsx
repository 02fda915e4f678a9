import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
