// Country and currency names in the interface language, computed on the server so the browser
// renders exactly the text the server did (ICU data differs slightly between Node and browsers).
import { currencyInfo } from '@atrium/money';

export function countryNames(countryIds: Iterable<string>, locale: string): Record<string, string> {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return Object.fromEntries([...new Set(countryIds)].map((id) => [id, names.of(id) ?? id]));
}

export function currencyNames(codes: Iterable<string>, locale: string): Record<string, string> {
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  return Object.fromEntries(
    [...new Set(codes)].map((code) => {
      const symbol = currencyInfo(code)?.symbolNative ?? code;
      const name = names.of(code) ?? code;
      return [code, symbol && symbol !== code ? `${name} (${symbol})` : name];
    }),
  );
}
