// Operations built from the live schema: any root query or mutation, its arguments given either
// sensible values or hostile ones, inline or as variables (sometimes declared with a wrong type).
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
} from 'graphql';
import { hostileNumber, hostileString, hostileValue } from './hostile-values.ts';

export interface GraphQLPayload {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A JSON-ish value as a GraphQL literal; enum values are written bare. */
export function toLiteral(value: unknown, enumValue = false): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string')
    return enumValue && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => toLiteral(v, enumValue)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([k]) =>
    /^[_A-Za-z][_0-9A-Za-z]*$/.test(k),
  );
  return `{${entries.map(([k, v]) => `${k}: ${toLiteral(v, enumValue)}`).join(', ')}}`;
}

const sensibleStrings = fc.constantFrom(
  '1',
  'default',
  'int',
  'ru',
  'SKU-1',
  'sofa',
  'shopper@example.com',
  'Passw0rd!x',
);

/** A value of the argument's own type (what a well-meaning client would send), or null past a depth. */
function sensibleValue(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return sensibleValue(type.ofType, depth);
  if (depth > 3) return fc.constant(null);
  if (isListType(type)) return fc.array(sensibleValue(type.ofType, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const parts: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) parts[field.name] = sensibleValue(field.type, depth + 1);
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return fc.record(parts, { requiredKeys: required });
  }
  switch (type.name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -2, max: 400 }), hostileNumber.map(Math.trunc));
    case 'Float':
      return fc.oneof(fc.double({ min: -10, max: 1000, noNaN: true }), hostileNumber);
    case 'Boolean':
      return fc.boolean();
    default:
      return fc.oneof({ weight: 2, arbitrary: sensibleStrings }, { weight: 1, arbitrary: hostileString });
  }
}

function argumentValue(arg: GraphQLArgument): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: sensibleValue(arg.type, 0) },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Up to a few leaves of the type, one nested object, `__typename` always (never an empty selection). */
export function selectionFor(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  const parts = ['__typename'];
  if (isObjectType(named) || isInterfaceType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => !f.args.some(isRequiredArgument));
    for (const field of fields.filter((f) => isLeafType(getNamedType(f.type))).slice(0, 4))
      parts.push(field.name);
    const nested = fields.find((f) => !isLeafType(getNamedType(f.type)));
    if (nested && depth < 2) parts.push(`${nested.name} ${selectionFor(nested.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args;
  return fc
    .record({
      values: fc.tuple(...args.map(argumentValue)),
      inline: fc.boolean(),
      wrongDeclaration: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map(({ values, inline, wrongDeclaration }): GraphQLPayload => {
      const given = args.map((arg, i) => ({ arg, value: values[i] })).filter((a) => a.value !== undefined);
      const selection = selectionFor(field.type);
      if (inline) {
        const list = given.map(
          ({ arg, value }) => `${arg.name}: ${toLiteral(value, isEnumType(getNamedType(arg.type)))}`,
        );
        const call = list.length ? `${field.name}(${list.join(', ')})` : field.name;
        return { query: `${kind} Fuzz { ${call} ${selection} }`, operationName: 'Fuzz' };
      }
      const declarations = given.map(
        ({ arg }, i) => `$v${i}: ${wrongDeclaration && i === 0 ? 'String' : String(arg.type)}`,
      );
      const call = given.length
        ? `${field.name}(${given.map(({ arg }, i) => `${arg.name}: $v${i}`).join(', ')})`
        : field.name;
      const header = declarations.length ? `${kind} Fuzz(${declarations.join(', ')})` : `${kind} Fuzz`;
      const variables = Object.fromEntries(given.map(({ value }, i) => [`v${i}`, value]));
      return { query: `${header} { ${call} ${selection} }`, variables };
    });
}

/** Any root field of the schema, called with generated arguments. */
export function schemaOperation(schema: GraphQLSchema): fc.Arbitrary<GraphQLPayload> {
  const roots: fc.Arbitrary<GraphQLPayload>[] = [];
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {}))
    roots.push(operationFor('query', field));
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {}))
    roots.push(operationFor('mutation', field));
  return fc.oneof(...roots);
}
