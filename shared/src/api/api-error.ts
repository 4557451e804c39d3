import type { Violation } from '@enlace/shared/domain/core';
export const API_ERROR_PREFIX = 'api.error.';

/** What a failed call carries (spec §8): status, the API's code, its Spanish description and the violations. */
export class ApiError extends Error {
  readonly status: number;
  /** The API's `error` code, e.g. `invalid-credentials`; undefined for network failures. */
  readonly code: string | undefined;
  readonly description: string | undefined;
  readonly violations: Violation[];
  /** Each property path with its message keys (`api.error.<key>`), for forms. */
  readonly fieldErrors: Record<string, string[]>;
  /** The parsed response body, for the file and import formats of §8. */
  readonly body: unknown;

  constructor(options: {
    status: number;
    code?: string;
    description?: string;
    violations?: Violation[];
    body?: unknown;
  }) {
    const violations = options.violations ?? [];
    super(options.description ?? 'Ha ocurrido un error');
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.description = options.description;
    this.violations = violations;
    this.body = options.body;
    this.fieldErrors = {};
    for (const violation of violations) {
      (this.fieldErrors[violation.propertyPath] ??= []).push(`${API_ERROR_PREFIX}${violation.message}`);
    }
  }
}
