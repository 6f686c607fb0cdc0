import { describe, expect, it } from 'vitest';
import { COUNTRIES, formatAmount, formatWhole, locationForCountry, locationForLanguage, priceFor } from '../../shared/domain/currency';

describe('visitor location from the browser language', () => {
  it('reads the region of the language tag; unknown or regionless is the US', () => {
    expect(locationForLanguage('de-DE')).toMatchObject({
      countryCode: 'DE',
      currency: 'EUR',
      vatRate: 19,
      isEU: true,
      currencySymbol: '€',
    });
    expect(locationForLanguage('hu-HU')).toMatchObject({ countryCode: 'HU', currency: 'HUF', vatRate: 27, currencySymbol: 'Ft' });
    expect(locationForLanguage('en_GB')).toMatchObject({ countryCode: 'GB', currency: 'GBP' });
    expect(locationForLanguage('pt-BR').countryCode).toBe('US');
    expect(locationForLanguage('de').countryCode).toBe('US');
    expect(locationForLanguage(undefined).countryCode).toBe('US');
    expect(locationForLanguage('not a tag').countryCode).toBe('US');
    expect(locationForCountry('jp')).toMatchObject({ currency: 'JPY', vatRate: 10 });
  });
});

describe('prices: net converted by the rate, then VAT added, rounded once', () => {
  // Chef monthly, 14.99 USD, in every country of the §9 table, worked by hand: 14.99 × rate × (1 + VAT), rounded
  // to the currency's units only at the end (rounding the net first gave 7,530 Ft, CA$24.40, A$26.54, 214.55 kr, 442.21 Kč).
  const nb = '\u00a0';
  const expected: Record<string, string> = {
    HU: `7${nb}529${nb}Ft`, // 14.99 × 395.5 × 1.27 = 7529.25
    US: '$14.99',
    GB: '£14.57', // 14.99 × 0.81 × 1.20 = 14.570
    DE: '€16.77', // 14.99 × 0.94 × 1.19 = 16.768
    FR: '€16.91', // × 1.20 = 16.909
    IT: '€17.19', // × 1.22 = 17.191
    ES: '€17.05', // × 1.21 = 17.050
    NL: '€17.05',
    CA: 'CA$24.39', // 14.99 × 1.44 × 1.13 = 24.392
    AU: 'A$26.55', // 14.99 × 1.61 × 1.10 = 26.547
    JP: '¥2,592', // 14.99 × 157.2 × 1.10 = 2592.07
    CH: 'CHF 14.69', // 14.99 × 0.91 × 1.077 = 14.691
    NO: `214.54${nb}kr`, // 14.99 × 11.45 × 1.25 = 214.544
    SE: `208.36${nb}kr`, // 14.99 × 11.12 × 1.25 = 208.361
    DK: `131.35${nb}kr`, // 14.99 × 7.01 × 1.25 = 131.350
    PL: `75.96${nb}zł`, // 14.99 × 4.12 × 1.23 = 75.963
    CZ: `442.20${nb}Kč`, // 14.99 × 24.38 × 1.21 = 442.202
  };
  it.each(COUNTRIES.map((c) => c.countryCode))('%s', (code) => {
    const location = locationForCountry(code);
    const price = priceFor(14.99, location);
    expect(price.currency).toBe(location.currency);
    expect(price.gross).toBeCloseTo(price.net + price.vat, 6);
    expect(price.vat).toBeCloseTo(
      price.net * (location.vatRate / 100),
      location.currency === 'HUF' || location.currency === 'JPY' ? -0.5 : 1,
    );
    expect(price.formatted).toBe(expected[code]);
  });

  it('writes HUF whole with the symbol after, JPY whole with the symbol first, others with two decimals', () => {
    // Hungarian groups thousands with a space, never a comma; no-break spaces keep an amount on one line.
    expect(formatAmount(7529.4, 'HUF')).toBe('7\u00a0529\u00a0Ft');
    expect(formatAmount(1234567, 'HUF')).toBe('1\u00a0234\u00a0567\u00a0Ft');
    expect(formatAmount(571, 'HUF')).toBe('571\u00a0Ft');
    expect(formatAmount(2591.6, 'JPY')).toBe('¥2,592');
    expect(formatAmount(16.7, 'EUR')).toBe('€16.70');
    expect(formatAmount(1234.5, 'USD')).toBe('$1,234.50');
  });

  it('shows a yearly price without decimals', () => {
    const yearlyUsd = 14.99 * 12 * 0.8;
    expect(formatWhole(priceFor(yearlyUsd, locationForCountry('US')))).toBe('$144');
    expect(formatWhole(priceFor(yearlyUsd, locationForCountry('DE')))).toBe('€161');
  });
});
