import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { actionOf, helpLines } from '../keyboard/keymap';
import { PANELS } from './registry';

const press = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false });

describe('the panel registry', () => {
  it('names each panel once', () => {
    expect(new Set(PANELS.map((p) => p.id)).size).toBe(PANELS.length);
  });

  it('gives every panel a key of its own that opens it', () => {
    for (const p of PANELS) expect(actionOf(press(p.key), false)).toBe(`panel:${p.id}`);
  });

  it('gives every panel a toggle with words and a line in the shortcuts help', () => {
    const help = new Set(helpLines().map((l) => l.label));
    for (const p of PANELS) {
      const { text, title } = p.toggle(en);
      expect(text).not.toBe('');
      expect(title).not.toBe('');
      expect(help.has(p.help)).toBe(true);
    }
  });
});
