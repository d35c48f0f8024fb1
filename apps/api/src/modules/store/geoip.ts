// Country of an IP address from the geoip-country package's database (GeoLite2-derived, updated
// by the package's maintainers). Private, loopback and unknown addresses have no country.
import geoip from 'geoip-country';

export function countryOfIp(ip: string): string | undefined {
  const found = geoip.lookup(ip);
  return found?.country || undefined;
}
