import { describe, expect, it } from 'vitest';
import { paisaOf, rupeesText } from './rupees.ts';

describe('rupeesText', () => {
  it('writes whole rupees without decimals and paisa without a trailing zero', () => {
    expect(rupeesText(169_500)).toBe('1695');
    expect(rupeesText(169_550)).toBe('1695.5');
    expect(rupeesText(169_505)).toBe('1695.05');
    expect(rupeesText(0)).toBe('0');
  });
});

describe('paisaOf', () => {
  it('reads the amounts gateways send, exactly', () => {
    expect(paisaOf('1695.0')).toBe(169_500);
    expect(paisaOf('1695')).toBe(169_500);
    expect(paisaOf('1695.5')).toBe(169_550);
    expect(paisaOf('0.07')).toBe(7);
    expect(paisaOf(1695)).toBe(169_500);
    expect(paisaOf('1695.500')).toBe(169_550);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '-5', '1e3', '12.345', 'abc', null, undefined, {}]) expect(paisaOf(bad)).toBeUndefined();
  });
});
