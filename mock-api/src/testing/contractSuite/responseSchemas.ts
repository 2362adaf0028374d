/**
 * JSON Schemas of the contract's OK answers, generated at run time from the TypeScript response
 * types: the contract module is compiled with the TypeScript API and each entry's
 * `response: shape<T>()` type is walked with the type checker (so Omit, mapped types, unions and
 * interfaces resolve as the compiler sees them). `status` is left out (the suite checks it is OK);
 * fields beyond the declared ones are allowed, a missing or mistyped declared field is not.
 */
import path from 'node:path';
import ts from 'typescript';

export type JsonSchema = Record<string, unknown>;

const F = ts.TypeFlags;
const CONTRACT_INDEX = require.resolve('@times/shared-sdk/contract');

function compilerOptions(): ts.CompilerOptions {
  const configFile = ts.findConfigFile(path.dirname(CONTRACT_INDEX), (file) => ts.sys.fileExists(file));
  if (!configFile) return { strict: true, skipLibCheck: true };
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  // Only the contract's own types are read: no ambient node/jest types, no JavaScript of packages.
  return { ...options, allowJs: false, types: [], noEmit: true };
}

/** The schema of one type; `seen` stops recursive types (their inner level accepts anything). */
function toSchema(checker: ts.TypeChecker, type: ts.Type, seen: ReadonlySet<ts.Type>): JsonSchema {
  if (type.flags & (F.Any | F.Unknown)) return {};
  if (type.flags & F.Null) return { type: 'null' };
  if (type.flags & F.Boolean) return { type: 'boolean' };
  if (type.isStringLiteral() || type.isNumberLiteral()) return { const: type.value };
  if (type.flags & F.BooleanLiteral) return { const: checker.typeToString(type) === 'true' };
  if (type.flags & F.StringLike) return { type: 'string' };
  if (type.flags & F.NumberLike) return { type: 'number' };
  if (type.isUnion()) {
    const members = type.types.filter((member) => !(member.flags & (F.Undefined | F.Void)));
    const [only] = members;
    if (members.length === 1 && only) return toSchema(checker, only, seen);
    return { anyOf: members.map((member) => toSchema(checker, member, seen)) };
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const element = checker.isArrayType(type) ? checker.getTypeArguments(type as ts.TypeReference)[0] : undefined;
    return element ? { type: 'array', items: toSchema(checker, element, seen) } : { type: 'array' };
  }
  if (type.flags & (F.Object | F.Intersection)) {
    if (seen.has(type)) return {};
    const inner = new Set(seen).add(type);
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      properties[property.name] = toSchema(checker, checker.getTypeOfSymbol(property), inner);
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
    }
    const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & F.String);
    return {
      type: 'object',
      properties,
      required,
      ...(index ? { additionalProperties: toSchema(checker, index.type, inner) } : {}),
    };
  }
  return {};
}

/** The schema without `status` (the object's, or each member's of a union). */
function withoutStatus(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.anyOf)) return { anyOf: (schema.anyOf as JsonSchema[]).map(withoutStatus) };
  if (schema.type !== 'object') return schema;
  const { status: _status, ...properties } = schema.properties as Record<string, JsonSchema>;
  return { ...schema, properties, required: (schema.required as string[]).filter((name) => name !== 'status') };
}

const propertyType = (checker: ts.TypeChecker, type: ts.Type, name: string): ts.Type | undefined => {
  const symbol = checker.getPropertyOfType(type, name);
  return symbol ? checker.getTypeOfSymbol(symbol) : undefined;
};

/** The OK answer's schema of every entry of the contract module, by `domain.name`. */
export function responseSchemas(): Map<string, JsonSchema> {
  const program = ts.createProgram({ rootNames: [CONTRACT_INDEX], options: compilerOptions() });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(CONTRACT_INDEX);
  const module = source && checker.getSymbolAtLocation(source);
  const contract = module && checker.getExportsOfModule(module).find((symbol) => symbol.name === 'Contract');
  if (!contract) throw new Error(`${CONTRACT_INDEX}: no Contract export`);
  const schemas = new Map<string, JsonSchema>();
  for (const domain of checker.getPropertiesOfType(checker.getTypeOfSymbol(contract))) {
    for (const entry of checker.getPropertiesOfType(checker.getTypeOfSymbol(domain))) {
      const response = propertyType(checker, checker.getTypeOfSymbol(entry), 'response');
      const shape = response && propertyType(checker, response, '__shape');
      if (!shape) throw new Error(`${domain.name}.${entry.name}: no response shape`);
      schemas.set(
        `${domain.name}.${entry.name}`,
        withoutStatus(toSchema(checker, checker.getNonNullableType(shape), new Set())),
      );
    }
  }
  return schemas;
}
