import type { Response } from 'json-server';

/** The API status of a response, for the access log. */
export const API_STATUS = 'apiStatus';

export function sendJson(res: Response, httpStatus: number, body: { status: string }): void {
  res.locals[API_STATUS] = body.status;
  res.status(httpStatus).json(body);
}
