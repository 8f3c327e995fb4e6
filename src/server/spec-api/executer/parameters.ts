import { z } from 'zod';
import { lineText, multiLineText } from '#shared/schemas/fields.ts';

/** One `{ parameter_name, parameter_value }` of the spec's executor body. */
const parameterSchema = z.object({
  parameter_name: lineText().max(100),
  parameter_value: z
    .union([multiLineText().max(100_000), z.number(), z.boolean(), z.null()])
    .optional(),
});
const parameterListSchema = z.array(parameterSchema).max(200);

/** The spec's clients send the list as JSON, or as JSON text: both are read. */
export const parametersSchema = z
  .union([parameterListSchema, z.string().max(200_000), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value === '') return [];
    if (Array.isArray(value)) return value;
    try {
      const parsed = parameterListSchema.safeParse(JSON.parse(value));
      if (parsed.success) return parsed.data;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'parameters must be a JSON list' });
    return z.NEVER;
  });

export type ParameterList = z.output<typeof parametersSchema>;

/**
 * Typed reads of the parameters by name. The spec's "none" is -1 (or empty); ids are our public
 * ids (32 hex characters) or, for lookups, small integers.
 */
export class Parameters {
  private readonly values = new Map<string, string>();

  constructor(list: ParameterList) {
    for (const { parameter_name, parameter_value } of list) {
      if (parameter_value === undefined || parameter_value === null) continue;
      this.values.set(parameter_name.toLowerCase(), String(parameter_value));
    }
  }

  /** Text as sent, trimmed; undefined when missing, empty or -1. */
  text(name: string): string | undefined {
    const value = this.values.get(name.toLowerCase())?.trim();
    return value === undefined || value === '' || value === '-1' ? undefined : value;
  }

  /** Text kept as sent (no -1 rule), for free text such as a search or a message. */
  raw(name: string): string | undefined {
    return this.values.get(name.toLowerCase());
  }

  /** A whole number; undefined when missing or -1; NaN-like input is a 400 through `invalid`. */
  int(name: string): number | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^-?\d{1,10}$/.test(value)) throw new InvalidParameter(name);
    const number = Number(value);
    if (!Number.isSafeInteger(number) || number > 2_147_483_647) throw new InvalidParameter(name);
    return number < 0 ? undefined : number;
  }

  /** The comma list of ids (`pin_country_id`): -1 or empty is none. */
  list(name: string): string[] {
    const value = this.text(name);
    if (value === undefined) return [];
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && part !== '-1');
  }

  /** 1 / true is yes; 0, false, missing is no. */
  flag(name: string): boolean {
    const value = this.text(name)?.toLowerCase();
    return value === '1' || value === 'true';
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }
}

/** A parameter that cannot be read: the executor answers 400 with its name. */
export class InvalidParameter extends Error {
  constructor(readonly parameter: string) {
    super(`Parameter ${parameter} is not valid`);
  }
}
