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

describe('prices: net converted by the rate, then VAT added', () => {
  // Chef monthly, 14.99 USD, in every country of the §9 table (worked by hand: net = 14.99 × rate, gross = net × (1 + VAT)).
  const expected: Record<string, string> = {
    HU: '7,530 Ft', // 5928.545 → 5929 net + 1601 VAT (27 %)
    US: '$14.99',
    GB: '£14.57', // 12.14 + 2.43
    DE: '€16.77', // 14.09 + 2.68
    FR: '€16.91', // 14.09 + 2.82
    IT: '€17.19', // 14.09 + 3.10
    ES: '€17.05', // 14.09 + 2.96
    NL: '€17.05',
    CA: 'CA$24.40', // 21.59 + 2.81
    AU: 'A$26.54', // 24.13 + 2.41
    JP: '¥2,592', // 2356 + 236
    CH: 'CHF 14.69', // 13.64 + 1.05
    NO: '214.55 kr', // 171.64 + 42.91
    SE: '208.36 kr', // 166.69 + 41.67
    DK: '131.35 kr', // 105.08 + 26.27
    PL: '75.96 zł', // 61.76 + 14.20
    CZ: '442.21 Kč', // 365.46 + 76.75
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
    expect(formatAmount(7529.4, 'HUF')).toBe('7,529 Ft');
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
