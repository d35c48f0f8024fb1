// Page arguments, checked in one place for every field that takes them (issue 11 §6, decision
// 0026): `pageSize` is at most GRAPHQL_MAX_PAGE_SIZE, so `products(pageSize: 100000)` cannot ask for
// the whole catalogue, and neither `pageSize` nor `currentPage` is below 1 (Magento's messages).
// The check wraps the resolvers of the fields that have these arguments, so it sees the values
// after variables and defaults, nested fields included. test/transport/page-size.test.ts walks the
// schema and fails on a numeric argument nobody classified as a page argument or not.
import { defaultFieldResolver, type GraphQLSchema, getNamedType, isObjectType } from 'graphql';
import { inputError } from '../shared/errors.ts';

/** The Int arguments that size or page a list, by name, whatever field carries them. */
export const PAGE_ARGUMENTS = {
  pageSize: 'size',
  currentPage: 'page',
  // the spec's own lists (personallyesListing, blogPageList) name them `limit` and `page`
  limit: 'size',
  page: 'page',
} as const;

type PageArgument = keyof typeof PAGE_ARGUMENTS;

function checkPageArguments(args: Record<string, unknown>, names: PageArgument[], maxPageSize: number) {
  // Magento checks the page before the size.
  for (const name of names.filter((n) => PAGE_ARGUMENTS[n] === 'page')) {
    const page = args[name];
    if (typeof page === 'number' && page < 1) throw inputError(`${name} value must be greater than 0.`);
  }
  for (const name of names.filter((n) => PAGE_ARGUMENTS[n] === 'size')) {
    const size = args[name];
    if (typeof size === 'number' && size < 1) throw inputError(`${name} value must be greater than 0.`);
    if (typeof size === 'number' && size > maxPageSize) {
      throw inputError(`${name} value must be between 1 and ${maxPageSize}.`);
    }
  }
}

/** Wraps, in place, the resolver of every object field with a page argument. */
export function guardPageArguments(schema: GraphQLSchema, maxPageSize: number): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const names = field.args
        .filter((arg) => arg.name in PAGE_ARGUMENTS && getNamedType(arg.type).name === 'Int')
        .map((arg) => arg.name as PageArgument);
      if (names.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        checkPageArguments(args, names, maxPageSize);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
