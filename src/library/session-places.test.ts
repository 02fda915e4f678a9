import { describe, expect, it } from 'vitest';
import { groupSessions, planLoad } from '../ingest/file-set';
import type { FileMeta } from '../ingest/types';
import { sessionPlaces } from './session-places';

/** Session ids in the order of their last digit, as they sort. */
const id = (n: number) => `session-2026-01-02-03-04-05-0000000${n}`;
const [ONE, TWO, THREE, FOUR] = [id(1), id(2), id(3), id(4)] as const;

const file = (id: string, subagentIds: string[], fileIndex: number): FileMeta => ({
  fileIndex,
  name: `${id}_001.jsonl`,
  size: 1,
  subagentIds,
});
const placesOf = (files: FileMeta[]) => sessionPlaces(planLoad(groupSessions(files)));

describe('sessionPlaces', () => {
  it('puts a child two parents name under the first by id, files or none', () => {
    // ONE and TWO both name THREE (with files) and FOUR (known only from the pointers).
    const places = placesOf([
      file(TWO, [THREE, FOUR], 0),
      file(ONE, [THREE, FOUR], 1),
      file(THREE, [], 2),
    ]);
    expect(Object.fromEntries(places)).toEqual({
      [ONE]: { root: ONE, parent: null },
      [TWO]: { root: TWO, parent: null },
      [THREE]: { root: ONE, parent: ONE },
      [FOUR]: { root: ONE, parent: ONE },
    });
  });

  it('takes a nested parent by its own id, in its own family', () => {
    // ONE runs TWO, which names FOUR; THREE names FOUR too: TWO is first, so FOUR is in ONE's family.
    const places = placesOf([file(THREE, [FOUR], 0), file(ONE, [TWO], 1), file(TWO, [FOUR], 2)]);
    expect(Object.fromEntries(places)).toEqual({
      [ONE]: { root: ONE, parent: null },
      [TWO]: { root: ONE, parent: ONE },
      [THREE]: { root: THREE, parent: null },
      [FOUR]: { root: ONE, parent: TWO },
    });
  });

  it('keeps a session of a loop where the grouping put it: a pointer to an ancestor moves nothing', () => {
    const places = placesOf([file(ONE, [TWO], 0), file(TWO, [ONE], 1)]);
    expect(Object.fromEntries(places)).toEqual({
      [ONE]: { root: ONE, parent: null },
      [TWO]: { root: ONE, parent: ONE },
    });
  });
});
