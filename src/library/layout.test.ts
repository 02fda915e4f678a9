import { describe, expect, it } from 'vitest';
import { placeOf, placeOfAgentState } from './layout';

describe('where a Trace file sits', () => {
  it('gives project, agent, rotation and session from the PenguinHarness layout', () => {
    expect(
      placeOf(
        '/home/dev/.penguin/data/shop/agents/coder/traces/2026-12-02/session-2026-12-02-09-53-13-b04b7031_002.jsonl',
      ),
    ).toEqual({
      project: 'shop',
      agent: 'coder',
      index: 2,
      sessionId: 'session-2026-12-02-09-53-13-b04b7031',
    });
    expect(placeOf('/tmp/copied/run.jsonl')).toEqual({
      project: null,
      agent: null,
      index: 0,
      sessionId: null,
    });
  });

  it("reads a copied file's project and agent from the agent folder its session_meta names", () => {
    const owner = { project: 'default_project', agent: 'default_agent' };
    expect(
      placeOfAgentState('/home/dev/.penguin/data/default_project/agents/default_agent/agent_state'),
    ).toEqual(owner);
    expect(
      placeOfAgentState(
        'C:\\Users\\dev\\.penguin\\data\\default_project\\agents\\default_agent\\agent_state\\',
      ),
    ).toEqual(owner);
    expect(placeOfAgentState('default_project/agents/default_agent/agent_state')).toEqual(owner);
    for (const other of ['/tmp/state', '/x/agents/a/agent_state/more', '/agents/a/agent_state', 7])
      expect(placeOfAgentState(other)).toBeNull();
  });
});
