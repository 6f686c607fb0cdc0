/**
 * Prices in the visitor's currency with VAT (public-site-and-plans §3, §4, §7, §9): the country comes
 * from the browser language's region (US when unknown), the built-in rates per USD convert the net
 * price, then the country's VAT is added. One set of functions for the landing page, the modals and checkout.
 */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'HUF', 'CAD', 'AUD', 'JPY', 'CHF', 'NOK', 'SEK', 'DKK', 'PLN', 'CZK'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** Built-in exchange rates per USD (§9); used when no fresher rates are cached. */
export const BUILT_IN_RATES: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  EUR: 0.94,
  GBP: 0.81,
  HUF: 395.5,
  CAD: 1.44,
  AUD: 1.61,
  JPY: 157.2,
  CHF: 0.91,
  NOK: 11.45,
  SEK: 11.12,
  DKK: 7.01,
  PLN: 4.12,
  CZK: 24.38,
};

/** How long fetched rates are trusted (§9). */
export const EXCHANGE_RATE_CACHE_MS = 60 * 60 * 1000;

/** How each currency is written: its symbol, and whether the symbol follows the amount. */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, { symbol: string; after: boolean }>> = {
  USD: { symbol: '$', after: false },
  EUR: { symbol: '€', after: false },
  GBP: { symbol: '£', after: false },
  HUF: { symbol: 'Ft', after: true },
  CAD: { symbol: 'CA$', after: false },
  AUD: { symbol: 'A$', after: false },
  JPY: { symbol: '¥', after: false },
  CHF: { symbol: 'CHF ', after: false },
  NOK: { symbol: 'kr', after: true },
  SEK: { symbol: 'kr', after: true },
  DKK: { symbol: 'kr', after: true },
  PLN: { symbol: 'zł', after: true },
  CZK: { symbol: 'Kč', after: true },
};

export interface CountryRecord {
  country: string;
  countryCode: string;
  currency: CurrencyCode;
  vatRate: number;
  isEU: boolean;
}

/** The country table of §9: currency, VAT percent and EU membership. */
export const COUNTRIES: readonly CountryRecord[] = [
  { countryCode: 'HU', country: 'Hungary', currency: 'HUF', vatRate: 27, isEU: true },
  { countryCode: 'US', country: 'United States', currency: 'USD', vatRate: 0, isEU: false },
  { countryCode: 'GB', country: 'United Kingdom', currency: 'GBP', vatRate: 20, isEU: false },
  { countryCode: 'DE', country: 'Germany', currency: 'EUR', vatRate: 19, isEU: true },
  { countryCode: 'FR', country: 'France', currency: 'EUR', vatRate: 20, isEU: true },
  { countryCode: 'IT', country: 'Italy', currency: 'EUR', vatRate: 22, isEU: true },
  { countryCode: 'ES', country: 'Spain', currency: 'EUR', vatRate: 21, isEU: true },
  { countryCode: 'NL', country: 'Netherlands', currency: 'EUR', vatRate: 21, isEU: true },
  { countryCode: 'CA', country: 'Canada', currency: 'CAD', vatRate: 13, isEU: false },
  { countryCode: 'AU', country: 'Australia', currency: 'AUD', vatRate: 10, isEU: false },
  { countryCode: 'JP', country: 'Japan', currency: 'JPY', vatRate: 10, isEU: false },
  { countryCode: 'CH', country: 'Switzerland', currency: 'CHF', vatRate: 7.7, isEU: false },
  { countryCode: 'NO', country: 'Norway', currency: 'NOK', vatRate: 25, isEU: false },
  { countryCode: 'SE', country: 'Sweden', currency: 'SEK', vatRate: 25, isEU: true },
  { countryCode: 'DK', country: 'Denmark', currency: 'DKK', vatRate: 25, isEU: true },
  { countryCode: 'PL', country: 'Poland', currency: 'PLN', vatRate: 23, isEU: true },
  { countryCode: 'CZ', country: 'Czechia', currency: 'CZK', vatRate: 21, isEU: true },
];

const DEFAULT_COUNTRY = 'US';

export interface LocationRecord extends CountryRecord {
  currencySymbol: string;
}

function withSymbol(record: CountryRecord): LocationRecord {
  return { ...record, currencySymbol: CURRENCY_SYMBOLS[record.currency].symbol.trim() };
}

/** The location for a country code; an unknown or missing code is the US (§7). */
export function locationForCountry(countryCode: string | undefined): LocationRecord {
  const code = countryCode?.toUpperCase();
  const found = COUNTRIES.find((c) => c.countryCode === code) ?? COUNTRIES.find((c) => c.countryCode === DEFAULT_COUNTRY);
  return withSymbol(found as CountryRecord);
}

/** The region of a BCP 47 language tag ("de-DE" → DE, "hu-HU" → HU, "en" → undefined). */
export function regionOfLanguage(language: string | undefined): string | undefined {
  if (!language) return undefined;
  try {
    return new Intl.Locale(language).maximize().region;
  } catch {
    return undefined;
  }
}

/** The visitor's location from the browser's language, with no network call (§7). */
export function locationForLanguage(language: string | undefined): LocationRecord {
  const tag = language?.trim();
  // Only an explicit region counts: "de" alone could be Germany, Austria or Switzerland.
  const explicit = tag && /[-_][A-Za-z]{2}$/.test(tag) ? tag.slice(-2) : undefined;
  return locationForCountry(explicit ?? (tag?.includes('-') ? regionOfLanguage(tag) : undefined));
}

export interface PriceResult {
  gross: number;
  net: number;
  vat: number;
  currency: CurrencyCode;
  currencySymbol: string;
  formatted: string;
}

/** HUF and JPY are whole numbers; everything else has two decimals (§9). */
function decimalsOf(currency: CurrencyCode): number {
  return currency === 'HUF' || currency === 'JPY' ? 0 : 2;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/**
 * How a currency groups thousands: Hungarian writes a space ("7 529 Ft", a no-break space so the amount
 * never wraps); the others keep the English comma of the rest of the page.
 */
const THOUSANDS_SEPARATOR: Partial<Record<CurrencyCode, string>> = { HUF: '\u00a0' };

/** An amount written the way §9 asks: HUF whole with the symbol after, JPY whole with it first, others two decimals. */
export function formatAmount(amount: number, currency: CurrencyCode, decimals = decimalsOf(currency)): string {
  const { symbol, after } = CURRENCY_SYMBOLS[currency];
  const english = amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const separator = THOUSANDS_SEPARATOR[currency];
  const number = separator === undefined ? english : english.replaceAll(',', separator);
  return after ? `${number}\u00a0${symbol}` : `${symbol}${number}`;
}

/**
 * A USD net price in the location's currency with its VAT added. The gross is rounded once, from the
 * exact converted net (rounding the net first made HUF and JPY one unit off: 7,530 Ft for 7,529 Ft);
 * net and VAT are then the gross split at the VAT rate, so net + VAT is always the gross.
 */
export function priceFor(
  usd: number,
  location: LocationRecord,
  rates: Readonly<Record<CurrencyCode, number>> = BUILT_IN_RATES,
): PriceResult {
  const decimals = decimalsOf(location.currency);
  const rate = rates[location.currency] ?? BUILT_IN_RATES[location.currency];
  const factor = 1 + location.vatRate / 100;
  const gross = round(usd * rate * factor, decimals);
  const net = round(gross / factor, decimals);
  const vat = round(gross - net, decimals);
  return {
    gross,
    net,
    vat,
    currency: location.currency,
    currencySymbol: location.currencySymbol,
    formatted: formatAmount(gross, location.currency),
  };
}

/** A yearly price is shown without decimals (§2 landing page). */
export function formatWhole(price: PriceResult): string {
  return formatAmount(Math.round(price.gross), price.currency, 0);
}
