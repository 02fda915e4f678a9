// A document's row heights outlive its list: switching tabs away and back mounts a new list, and
// with the heights measured before it lands where the reader left it instead of on estimates.
import { useState } from 'react';
import { BlockLayout } from './block-layout';

const layouts = new WeakMap<object, BlockLayout>();

/** The row layout of the document that `owner` (its view store) belongs to. */
export function useBlockLayout(owner: object): BlockLayout {
  const [layout] = useState(() => {
    const known = layouts.get(owner);
    if (known) return known;
    const fresh = new BlockLayout();
    layouts.set(owner, fresh);
    return fresh;
  });
  return layout;
}
