// A content schema as the editor (and the build's page check) reads it: zod's JSON Schema of it (z.toJSONSchema,
// with each field's `.meta()` from the global registry), every node keeping the zod schema it came from so a field
// can be checked by the very schema the build runs. No reading of zod's internals: what JSON Schema cannot say (a transform, a date) is an
// error here, not a field the editor silently shows wrong.
import { z } from 'astro/zod';
import type { EditorHints, FieldWords } from './meta.ts';

/** The key under which a node keeps the index of its zod schema (JSON Schema allows extra keywords). */
const origin = 'x-zod';

/** One node of the JSON Schema, with the metadata our schemas give their fields. */
export interface SchemaNode extends FieldWords {
  type?: 'object' | 'array' | 'string' | 'boolean' | 'number' | 'integer' | 'null';
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: string[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  editor?: EditorHints;
  [origin]?: number;
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

export interface JsonSchemaTree {
  root: SchemaNode;
  /** The zod schema a node was made from (the field as written, `.optional()` included). */
  zodOf: (node: SchemaNode) => z.core.$ZodType;
}

/** The JSON Schema of a zod schema as a marketer fills it in (its input side: defaults make a field optional). */
export function jsonSchemaTree(schema: z.core.$ZodType): JsonSchemaTree {
  const schemas: z.core.$ZodType[] = [];
  const root = z.toJSONSchema(schema, {
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      jsonSchema[origin] = schemas.push(zodSchema) - 1;
    },
  }) as SchemaNode;
  return {
    root,
    zodOf: (node) => {
      const index = node[origin];
      if (index === undefined) throw new Error('A node of this schema has no zod schema');
      return schemas[index]!;
    },
  };
}
