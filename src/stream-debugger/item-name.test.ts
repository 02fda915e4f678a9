import { describe, expect, it } from 'vitest';
import { CaseBuilder } from '../../test/cases/case-builder';
import { traceOf } from '../../test/support/test-trace';
import { en } from '../i18n/en';
import { itemName, itemPlace } from './item-name';

describe('itemName', () => {
  it('names a row by its turn and kind, as the conversation shows it', () => {
    const c = CaseBuilder.start();
    c.meta('s').user('go').begin().text('first').end('completed');
    c.begin().call('c1', 'exec_command').output('c1', 'ok').text('second').end('completed');
    c.as(['child-1']).meta('child-1').user('hi');
    const t = traceOf(c);
    const names = [...t.items].map((item) =>
      itemName(itemPlace(t, item.id) ?? expect.fail(), en.streamDebugger.itemName),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'session start',
        'user text',
        'Turn 1 · assistant text',
        'Turn 2 · exec_command call',
        'Turn 2 · assistant text',
        'user text in child-1',
      ]),
    );
    expect(itemPlace(t, 999)).toBeUndefined();
  });
});
