// Reads Magento's request headers. Header names are case-insensitive (Headers already folds them);
// an empty value means "not given", as PWA Studio sends `authorization: ''` for guests.
export interface RequestHints {
  storeCode?: string;
  currencyCode?: string;
  regionCode?: string;
  bearerToken?: string;
}

function present(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function readRequestHints(headers: Headers): RequestHints {
  const authorization = present(headers.get('authorization'));
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return {
    storeCode: present(headers.get('store'))?.toLowerCase(),
    currencyCode: present(headers.get('content-currency'))?.toUpperCase(),
    regionCode: present(headers.get('region'))?.toLowerCase(),
    bearerToken: bearer || undefined,
  };
}
