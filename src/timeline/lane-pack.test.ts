import { describe, expect, it } from 'vitest';
import { packLanes } from './lane-pack';

describe('packLanes', () => {
  it('keeps one after another on one lane', () => {
    expect(
      packLanes([
        { start: 0, end: 5 },
        { start: 5, end: 9 },
      ]),
    ).toEqual([0, 0]);
  });

  it('puts overlapping intervals on separate lanes and reuses a lane once it is free', () => {
    const lanes = packLanes([
      { start: 0, end: 10 },
      { start: 2, end: 4 },
      { start: 3, end: 12 },
      { start: 5, end: 6 },
    ]);
    expect(lanes).toEqual([0, 1, 2, 1]);
  });

  it('answers in the order given whatever the start order', () => {
    expect(
      packLanes([
        { start: 4, end: 8 },
        { start: 0, end: 6 },
      ]),
    ).toEqual([1, 0]);
  });
});
