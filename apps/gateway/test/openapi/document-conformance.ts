import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './schema-arbitrary';

type Document = { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };
export type Operation = {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};
type Response = { content?: Record<string, { schema: JsonSchema }> };

/** Every `#/components/schemas/X` reference, pointed at the schemas registered as `doc#/$defs/X`. */
function pointAtDocument(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointAtDocument);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/components/schemas/', 'doc#/$defs/')
        : pointAtDocument(inner),
    ]),
  );
}

/**
 * Checks an answer against the OpenAPI document alone: its status is one the operation lists, its
 * media type one the answer lists, and a JSON body validates (ajv, JSON Schema 2020-12) against the
 * answer's schema. Returns what is wrong, or undefined.
 */
export class DocumentConformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: Document) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'doc', $defs: pointAtDocument(document.components.schemas) as JsonSchema });
  }

  operations(): { method: string; path: string; operation: Operation }[] {
    return Object.entries(this.document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
  }

  private response(value: unknown): Response {
    const ref = (value as { $ref?: string }).$ref;
    if (!ref) return value as Response;
    const name = ref.replace('#/components/responses/', '');
    return (this.document.components.responses as Record<string, Response>)[name]!;
  }

  /** `hasBody` false for an answer to HEAD, which has none whatever its media type says. */
  check(
    operation: Operation,
    status: number,
    contentType: string | null,
    body: string,
    hasBody = true,
  ): string | undefined {
    const declared = operation.responses[String(status)] ?? operation.responses.default;
    if (!declared) return `status ${status} is not in the document (${Object.keys(operation.responses).join(', ')})`;
    const response = this.response(declared);
    const media = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (!response.content) {
      return body.length > 0 && media === 'application/json'
        ? `status ${status} has no body in the document, got ${body.slice(0, 120)}`
        : undefined;
    }
    const content = response.content[media];
    if (!content && !hasBody) return undefined;
    if (!content)
      return `status ${status}: media type "${media}" is not one of ${Object.keys(response.content).join(', ')}`;
    if (media !== 'application/json' || !hasBody) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `status ${status}: the body is not JSON: ${body.slice(0, 120)}`;
    }
    const key = `${operation.operationId} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(pointAtDocument(content.schema) as JsonSchema);
      this.compiled.set(key, validate);
    }
    if (validate(parsed)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`)
      .join('; ');
    return `status ${status}: the body does not match the document: ${errors}; body ${body.slice(0, 200)}`;
  }
}
