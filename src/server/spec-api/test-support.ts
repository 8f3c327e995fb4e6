import type { FastifyInstance } from 'fastify';

/** The spec's parameter list from an object, as the spec's client builds it. */
export function specParameters(values: Record<string, string | number | null>) {
  return Object.entries(values).map(([parameter_name, parameter_value]) => ({
    parameter_name,
    parameter_value,
  }));
}

/** `POST /api/Commons/Executer` as the spec's client sends it; answers status and JSON. */
export async function execute(
  app: FastifyInstance,
  sqlId: number,
  values: Record<string, string | number | null> = {},
  options: {
    headers?: Record<string, string>;
    userId?: string | number;
    /** Send the list as JSON text, as some of the spec's calls do. */
    asText?: boolean;
  } = {},
) {
  const parameters = specParameters(values);
  const response = await app.inject({
    method: 'POST',
    url: '/api/Commons/Executer',
    headers: options.headers,
    payload: {
      sqlId,
      parameters: options.asText ? JSON.stringify(parameters) : parameters,
      ...(options.userId === undefined ? {} : { userId: options.userId }),
    },
  });
  return {
    statusCode: response.statusCode,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are checked by each test
    rows: (response.statusCode === 200 ? response.json() : []) as Record<string, any>[],
    body: response.json() as unknown,
  };
}
