/**
 * What the browser may ask v1 through the BFF (app/api/bff): the routes whose declaration carries
 * `'x-bff': true`, the calls of the pages' client components, public and signed-in. Anything else
 * is refused, so that the BFF is not an open proxy to v1 (v1 still checks every bearer and role
 * itself). The list is read from the routes' OpenAPI description, where each path parameter says
 * what it takes: a number, one of a few words, or a name.
 */
import { v1Routes } from './routes';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface ParameterSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
}

interface Operation {
  'x-bff'?: boolean;
  parameters?: { name: string; in: string; schema?: ParameterSchema }[];
}

/**
 * The text a path parameter may hold: its own pattern (an id's digits, an order number), one of
 * its words, else a plain name (never a dot, a slash or a percent sign).
 */
function parameterPattern(schema: ParameterSchema | undefined): string {
  const anchored = schema?.pattern?.match(/^\^(.+)\$$/);
  if (anchored) return `(?:${anchored[1]})`;
  const types = [schema?.type].flat();
  if (types.includes('integer') || types.includes('number')) return '\\d{1,10}';
  if (schema?.enum?.every((value) => typeof value === 'string' && /^[\w-]+$/.test(value))) return `(?:${schema.enum.join('|')})`;
  return '[A-Za-z0-9_-]{1,60}';
}

type Rule = { method: string; path: RegExp };

function bffRules(): Rule[] {
  const document = v1Routes.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'BFF', version: '1' } });
  const rules: Rule[] = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation?.['x-bff']) continue;
      const source = template.replace(/\{(\w+)\}/g, (_, name: string) =>
        parameterPattern(operation.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema),
      );
      rules.push({ method: method.toUpperCase(), path: new RegExp(`^${source}$`) });
    }
  }
  return rules;
}

let rules: Rule[] | undefined;

export function isAllowedBffCall(method: string, path: string): boolean {
  rules ??= bffRules();
  return rules.some((rule) => rule.method === method && rule.path.test(path));
}
