/** What a handler answers: an HTTP status and a JSON body (or raw text, for the odd case). */
export interface MockReply {
  status: number;
  body: unknown;
}

/** The envelope our servers answer with (spec §7: status, data, total_count, message, errors). */
export function ok(
  data: unknown,
  extra: { total_count?: number; message?: string; status?: number } = {},
): MockReply {
  return {
    status: extra.status ?? 200,
    body: {
      status: true,
      data,
      message: extra.message ?? 'Success',
      ...(extra.total_count === undefined ? {} : { total_count: extra.total_count }),
    },
  };
}

export function fail(
  message: string,
  options: { status?: number; errors?: Record<string, string[]> } = {},
): MockReply {
  return {
    status: options.status ?? 200,
    body: {
      status: false,
      message,
      data: null,
      ...(options.errors ? { errors: options.errors } : {}),
    },
  };
}

/** Field validation in the Laravel style the API uses: 422 with errors per field. */
export function invalid(errors: Record<string, string[]>): MockReply {
  return fail('The given data was invalid.', { status: 422, errors });
}
