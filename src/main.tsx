// Placeholder entry point: the real app replaces this file.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');

createRoot(container).render(
  <StrictMode>
    <div data-testid="app" className="p-4 text-gray-900 dark:bg-gray-900 dark:text-gray-100">
      <h1 className="text-2xl font-semibold">Omniscope</h1>
    </div>
  </StrictMode>,
);
