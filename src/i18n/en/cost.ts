// The cost strings in English: tokens by kind, what they cost, and the price table.

import { formatInteger } from '../count-of';
import { counted } from './counted';

const n = (v: number) => formatInteger('en', v);

export const cost = {
  /**
   * The requests read, where the session's own total counts more: files not opened (a `_002`
   * alone), or requests before a live stream's history.
   */
  opened: 'in the requests read:',
  openedWithSubagents: 'in the requests read, with subagents:',
  withSubagents: 'with subagents:',
  /** A total of tokens, before its breakdown by kind. */
  tokens: (amount: string) => `${amount} tokens`,
  /** Short names of the token kinds beside their counts. */
  short: { input: 'in', cache_read: 'read', cache_write: 'write', output: 'out' },
  kindTitle: {
    input: (tokens: number) => `input: ${counted(tokens, 'token')}`,
    cache_read: (tokens: number) => `cache read: ${counted(tokens, 'token')}`,
    cache_write: (tokens: number) => `cache write: ${counted(tokens, 'token')}`,
    output: (tokens: number) => `output: ${counted(tokens, 'token')}`,
  },
  entryTitle: (input: number, read: number, write: number, output: number) =>
    `in ${n(input)}, cache read ${n(read)}, cache write ${n(write)}, out ${n(output)}`,
  /** `models`: the ids with no price (may be empty); `unnamed`: some requests name no model. */
  noPrice: (models: string, unnamed: boolean) =>
    !unnamed
      ? `no price for ${models}`
      : models
        ? `no price for ${models}, nor for requests with no model name`
        : 'no price for requests with no model name',
  /** After an outline entry's tokens in its tooltip: `noPrice` says what has no price. */
  entryNoPrice: (noPrice: string) => `; ${noPrice}`,
  /** Between the model ids a price is missing for. */
  modelSeparator: ', ',

  prices: 'Prices',
  pricesTitle: 'Prices per model (edit)',
  table: {
    title: 'Prices (US$ per million tokens)',
    note: 'Kept in this browser. Dated ids use their family’s price.',
    model: 'Model',
    kind: {
      input: 'Input',
      cache_read: 'Cache read',
      cache_write: 'Cache write',
      output: 'Output',
    },
    priceOf: (kind: string, model: string) => `${kind} price of ${model}`,
    reset: 'Reset to built-in',
    close: 'Close',
  },
};
