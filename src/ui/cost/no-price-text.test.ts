import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { UNKNOWN_MODEL } from '../../cost/spend';
import { noPriceText } from './no-price-text';

describe('noPriceText', () => {
  it('lists model ids as they are', () => {
    expect(noPriceText(['fake-model', 'house-9'], en.cost)).toBe(
      'no price for fake-model, house-9',
    );
    expect(noPriceText(['fake-model', 'house-9'], zh.cost)).toBe('没有价格：fake-model、house-9');
  });

  it('says apart from the ids that some requests name no model, never as a model of its own', () => {
    expect(noPriceText([UNKNOWN_MODEL, 'fake-model'], en.cost)).toBe(
      'no price for fake-model, nor for requests with no model name',
    );
    expect(noPriceText([UNKNOWN_MODEL, 'fake-model'], zh.cost)).toBe(
      '没有价格：fake-model；未注明模型的请求也没有价格',
    );
  });

  it('with no model named at all, says only that', () => {
    expect(noPriceText([UNKNOWN_MODEL], en.cost)).toBe('no price for requests with no model name');
    expect(noPriceText([UNKNOWN_MODEL], zh.cost)).toBe('未注明模型的请求没有价格');
  });
});
