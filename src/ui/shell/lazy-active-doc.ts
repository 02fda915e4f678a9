// The document view (the conversation, its panels and dialogs) is its own chunk: see lazy-view.tsx.
import { lazyView } from '../common/lazy-view';

export const activeDocView = lazyView(() => import('./active-doc').then((m) => m.ActiveDoc));
