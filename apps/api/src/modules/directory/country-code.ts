// A stored ISO 3166-1 alpha-2 code as the schema's CountryCodeEnum. The enum lists the directory's
// countries; GraphQL refuses to serialise any other code, so a wrong one fails the response.
import type { CountryCodeEnum } from '../../generated/resolvers-types.ts';

export const countryCode = (code: string) => code as CountryCodeEnum;
